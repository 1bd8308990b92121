import { useCallback, useMemo, useState } from 'react';

export type RowId = string | number;

/** What `DataTable` needs to draw and change the selection. */
export interface RowSelection<Id extends RowId = RowId> {
  readonly selected: ReadonlySet<Id>;
  readonly count: number;
  readonly ids: readonly Id[];
  readonly isSelected: (id: Id) => boolean;
  readonly toggle: (id: Id) => void;
  /** Selects (`on`) or unselects every id given (the header checkbox). */
  readonly setMany: (ids: readonly Id[], on: boolean) => void;
  readonly clear: () => void;
}

/**
 * Selected row ids, emptied whenever `resetKey` changes (pass the list's search so a new page,
 * filter or sort never keeps rows the user can no longer see).
 *
 * @example
 * const selection = useRowSelection<number>(JSON.stringify(list.search));
 */
export function useRowSelection<Id extends RowId = number>(resetKey: unknown): RowSelection<Id> {
  const [state, setState] = useState<{ key: unknown; ids: ReadonlySet<Id> }>(() => ({
    key: resetKey,
    ids: new Set(),
  }));
  // Derived reset during render (no effect, no flash of stale selection).
  const current = Object.is(state.key, resetKey) ? state.ids : new Set<Id>();
  if (!Object.is(state.key, resetKey)) setState({ key: resetKey, ids: current });

  const toggle = useCallback(
    (id: Id) =>
      setState((previous) => {
        const ids = new Set(previous.ids);
        if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        return { key: previous.key, ids };
      }),
    [],
  );

  const setMany = useCallback(
    (many: readonly Id[], on: boolean) =>
      setState((previous) => {
        const ids = new Set(previous.ids);
        for (const id of many) {
          if (on) ids.add(id);
          else ids.delete(id);
        }
        return { key: previous.key, ids };
      }),
    [],
  );

  const clear = useCallback(
    () => setState((previous) => ({ key: previous.key, ids: new Set() })),
    [],
  );

  return useMemo(
    () => ({
      selected: current,
      count: current.size,
      ids: [...current],
      isSelected: (id: Id) => current.has(id),
      toggle,
      setMany,
      clear,
    }),
    [current, toggle, setMany, clear],
  );
}
