import { describe, expect, it } from 'vitest';
import { PageCursors } from './page-cursors.ts';

describe('PageCursors', () => {
  it('starts the next page at the cursor its neighbour handed out, for the same query only', () => {
    const cursors = new PageCursors();
    expect(cursors.startOf('q', 50)).toBeUndefined();
    cursors.remember('q', 0, 50, 'c-50');
    cursors.remember('q', 50, 50, 'c-100');
    expect(cursors.startOf('q', 50)).toBe('c-50');
    expect(cursors.startOf('q', 100)).toBe('c-100');
    expect(cursors.startOf('q', 150)).toBeUndefined();
    expect(cursors.startOf('other', 50)).toBeUndefined();
  });

  it('forgets every start when the query changes, and records nothing for the last page', () => {
    const cursors = new PageCursors();
    cursors.remember('q', 0, 50, 'c-50');
    cursors.remember('r', 0, 50, null);
    expect(cursors.startOf('q', 50)).toBeUndefined();
    expect(cursors.startOf('r', 50)).toBeUndefined();
  });
});
