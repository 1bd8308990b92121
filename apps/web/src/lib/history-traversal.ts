import type { RouterHistory } from '@tanstack/react-router';

let traversal = false;

/**
 * Follows `history`: whether its latest navigation went back or forward through it (the
 * browser's buttons), where the router restores the page's scroll position.
 */
export function followHistoryTraversals(history: RouterHistory): () => void {
  return history.subscribe(({ action }) => {
    traversal = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO';
  });
}

/** Whether the latest navigation went back or forward through the history. */
export const isHistoryTraversal = (): boolean => traversal;
