import {
  browserStorage,
  readSidebarState,
  type SidebarState,
  writeSidebarState,
} from '@back-office/hooks/storage';
import { NAVIGATION } from '@back-office/permissions';
import { useCallback, useState } from 'react';
import { viewStorage } from '../../ssr/view-storage.ts';

/** First visit: the sidebar open with every group expanded. */
export const DEFAULT_SIDEBAR_STATE: SidebarState = {
  collapsed: false,
  expandedGroups: NAVIGATION.map((group) => group.id),
};

/** The sidebar's collapsed state and expanded groups, kept in local storage (§2). */
export function useSidebarState() {
  const [state, setState] = useState<SidebarState>(() =>
    readSidebarState(browserStorage(), DEFAULT_SIDEBAR_STATE),
  );
  const update = useCallback((change: (previous: SidebarState) => SidebarState) => {
    setState((previous) => {
      const next = change(previous);
      writeSidebarState(viewStorage, next);
      return next;
    });
  }, []);
  const toggleCollapsed = useCallback(
    () => update((previous) => ({ ...previous, collapsed: !previous.collapsed })),
    [update],
  );
  const toggleGroup = useCallback(
    (groupId: string) =>
      update((previous) => ({
        ...previous,
        expandedGroups: previous.expandedGroups.includes(groupId)
          ? previous.expandedGroups.filter((id) => id !== groupId)
          : [...previous.expandedGroups, groupId],
      })),
    [update],
  );
  return { ...state, toggleCollapsed, toggleGroup };
}
