import { vi } from 'vitest';

/**
 * Catches the files the page saves (its hidden download links' clicks) instead of letting the
 * test browser follow them: answers the `download` names, in order. Undo with
 * `vi.restoreAllMocks()`.
 */
export function spySavedFiles(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}
