import type { Schemas } from '@back-office/api-client';
import { useCallback } from 'react';
import {
  columnSettingsKey,
  parseColumnSettings,
  useSignedInUserId,
  writeColumnSettings,
} from '../data-table/use-column-settings.ts';

/**
 * What opening a saved view does besides following its link: its columns become the list's
 * current ones for this user (decision 055). A view saved before views kept columns leaves
 * them as they are.
 */
export function useApplySavedViewColumns(): (view: Schemas['SavedView']) => void {
  const userId = useSignedInUserId();
  return useCallback(
    (view) => {
      if (view.columns) {
        writeColumnSettings(
          columnSettingsKey(userId, view.path),
          parseColumnSettings(view.columns),
        );
      }
    },
    [userId],
  );
}
