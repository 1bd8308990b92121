import { describe, expect, it } from 'vitest';
import { pendingTiming } from './router.tsx';

const shell = [
  { routeId: '__root__', status: 'success' },
  { routeId: '/_app', status: 'success' },
];

describe('pendingTiming (decision 053)', () => {
  it('draws the skeleton at once when no signed-in page is on screen', () => {
    // A full load (nothing on screen yet) and a sign-in (the sign-in page on screen).
    const atOnce = { defaultPendingMs: 0, defaultPendingMinMs: 0 };
    expect(pendingTiming([], '/_app/products')).toEqual(atOnce);
    expect(
      pendingTiming(
        [
          { routeId: '__root__', status: 'success' },
          { routeId: '/login', status: 'success' },
        ],
        '/_app/products',
      ),
    ).toEqual(atOnce);
    // The shell was drawn with a page still pending: its skeleton is on screen already.
    expect(
      pendingTiming(
        [
          { routeId: '__root__', status: 'success' },
          { routeId: '/_app', status: 'pending' },
        ],
        '/_app/orders',
      ),
    ).toEqual(atOnce);
  });

  it('keeps the page a moment on a change to another page, and the skeleton long enough not to flash', () => {
    const timing = pendingTiming(
      [...shell, { routeId: '/_app/products', status: 'success' }],
      '/_app/orders',
    );
    expect(timing.defaultPendingMs).toBeGreaterThan(0);
    expect(Number.isFinite(timing.defaultPendingMs)).toBe(true);
    expect(timing.defaultPendingMinMs).toBeGreaterThan(0);
  });

  it('never swaps a page for its skeleton when only its search or params change', () => {
    const timing = pendingTiming(
      [...shell, { routeId: '/_app/products', status: 'success' }],
      '/_app/products',
    );
    expect(timing.defaultPendingMs).toBe(Number.POSITIVE_INFINITY);
  });
});
