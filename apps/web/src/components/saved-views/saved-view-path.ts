import type { Schemas } from '@back-office/api-client';
import { savedViewPathValues } from '@back-office/api-client/enums';

export type SavedViewPath = Schemas['SavedViewPath'];

/** Whether `pathname` is a list page a view can be saved of (the contract's closed list). */
export function isSavedViewPath(pathname: string): pathname is SavedViewPath {
  return (savedViewPathValues as readonly string[]).includes(pathname);
}

/** Where a saved view opens: its list with its filters (the path is one of ours, never a URL). */
export const savedViewHref = (view: { path: SavedViewPath; search: string }): string =>
  `${view.path}${view.search}`;
