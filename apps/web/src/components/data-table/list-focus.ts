import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page shows a list with rows, for the shell's "Skip to list" link (issue 39: the
 * first order of /orders was 16 Tabs from the skip link). Small and free of the list kit, so the
 * shell's first chunk can import it.
 */
let lists = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Counts this list while it has rows (`DataTable`). */
export function useListPresence(hasRows: boolean): void {
  useEffect(() => {
    if (!hasRows) return;
    lists += 1;
    notify();
    return () => {
      lists -= 1;
      notify();
    };
  }, [hasRows]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a list with rows is on the page. */
export function useListPresent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => lists > 0,
    () => false,
  );
}

/** The row a list gives the keyboard: its roving tab stop (`DataTable`). */
export const ROW_STOP_SELECTOR = 'tr[data-row-id][tabindex="0"]';

/** Focuses the first list's current row (its first, until the user moved); false when none. */
export function focusFirstList(root: ParentNode = document): boolean {
  const row = root.querySelector<HTMLElement>(`main ${ROW_STOP_SELECTOR}`);
  if (!row) return false;
  row.focus();
  return true;
}
