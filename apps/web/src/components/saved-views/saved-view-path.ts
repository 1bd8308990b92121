import type { Schemas } from '@back-office/api-client';

/** A list page a view can be saved of: the contract's closed list (`SavedViewPath`). */
export type SavedViewPath = Schemas['SavedViewPath'];

/** Where a saved view opens: its list with its filters (the path is one of ours, never a URL). */
export const savedViewHref = (view: { path: SavedViewPath; search: string }): string =>
  `${view.path}${view.search}`;
