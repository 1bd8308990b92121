import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { API, server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

/** Every period-scoped screen and the list call it makes (decision 018: one rule for all). */
const SCREENS = [
  ['/orders', '/api/orders'],
  ['/consultant-orders', '/api/consultant-orders'],
  ['/combined-orders', '/api/combined-orders'],
  ['/weekly-combinations', '/api/weekly-combinations'],
  ['/invoices', '/api/invoices'],
  ['/dashboard', '/api/dashboard/summary'],
] as const;

/** Records the query of every call to `path` and answers 503 (the screen shows its error). */
function recordCalls(path: string): string[] {
  const seen: string[] = [];
  server.use(
    http.get(`${API}${path}`, ({ request }) => {
      seen.push(new URL(request.url).search);
      return HttpResponse.json({ detail: 'Unavailable' }, { status: 503 });
    }),
  );
  return seen;
}

describe('the header period', () => {
  it.each(SCREENS)('scopes %s to the period chosen in the header', async (route, path) => {
    server.use(...sessionHandlers(makeUser(['admin'])));
    const seen = recordCalls(path);
    const { user } = renderApp(route);
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(
      seen.every((query) => query.includes('period_id=3')),
      seen.join(' '),
    ).toBe(true);
    await user.click(await screen.findByRole('combobox', { name: 'Accounting period' }));
    await user.click(await screen.findByRole('option', { name: /^October 2026/ }));
    await waitFor(() => expect(seen.at(-1)).toContain('period_id=2'));
  });

  it.each(SCREENS)('asks for %s data before the page draws (decision 032)', async (route, path) => {
    server.use(...sessionHandlers(makeUser(['admin'])));
    // Whether the page's heading was on the screen when its list was first asked for: the route
    // loader asks first, so its first frame holds the data; without it the page drew first.
    let drawnBeforeFirstCall: boolean | undefined;
    let firstPeriod: string | null = null;
    server.use(
      http.get(`${API}${path}`, ({ request }) => {
        if (drawnBeforeFirstCall === undefined) {
          drawnBeforeFirstCall = document.querySelector('main h1') !== null;
          firstPeriod = new URL(request.url).searchParams.get('period_id');
        }
        return HttpResponse.json({ detail: 'Unavailable' }, { status: 503 });
      }),
    );
    renderApp(route);
    await waitFor(() => expect(drawnBeforeFirstCall).toBeDefined());
    expect([drawnBeforeFirstCall, firstPeriod]).toEqual([false, '3']);
  });

  it('lets Orders show every period, and orders without one, when asked', async () => {
    server.use(...sessionHandlers(makeUser(['admin'])));
    const seen = recordCalls('/api/orders');
    renderApp('/orders?periods=all');
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(seen.some((query) => query.includes('period_id'))).toBe(false);
  });
});
