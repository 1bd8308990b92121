import { describe, expect, it } from 'vitest';
import { createTestRouter } from '../../../test-utils/test-router.ts';
import { type NotifiedRecords, notificationTarget } from './notification-target.ts';

const router = createTestRouter();

const hrefOf = (n: NotifiedRecords) => router.buildLocation(notificationTarget(n)).href;

describe('notificationTarget', () => {
  // The paths the API wrote into notifications before decision 065: the web builds the same.
  it('opens each kind’s record where the app shows it', () => {
    expect(hrefOf({ kind: 'upload', record_id: 12, result_id: null })).toBe('/upload?upload=12');
    expect(hrefOf({ kind: 'order', record_id: 7, result_id: null })).toBe(
      '/orders?periods=all&order=7',
    );
    expect(hrefOf({ kind: 'weekly', record_id: 5, result_id: null })).toBe(
      '/weekly-combinations?open=5',
    );
  });

  it('opens a combination’s combined order, or the consultant orders when it made none', () => {
    expect(hrefOf({ kind: 'combination', record_id: 3, result_id: 41 })).toBe(
      '/combined-orders/41',
    );
    expect(hrefOf({ kind: 'combination', record_id: 4, result_id: null })).toBe(
      '/consultant-orders',
    );
  });

  it('matches a route of the app for every kind (the router finds a page, not the catch-all)', () => {
    const kinds = ['upload', 'order', 'combination', 'weekly'] as const;
    for (const kind of kinds) {
      for (const result_id of [null, 2]) {
        const { pathname } = router.buildLocation(
          notificationTarget({ kind, record_id: 1, result_id }),
        );
        const [, , leaf] = router.getMatchedRoutes(pathname);
        expect(leaf?.id).toBeDefined();
        expect(leaf?.id).not.toMatch(/\$$/);
      }
    }
  });
});
