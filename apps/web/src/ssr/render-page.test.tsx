// @vitest-environment node
import { STORAGE_KEYS } from '@back-office/hooks/storage';
import { describe, expect, it } from 'vitest';
import { makeUser, PERIODS } from '../test-utils/fixtures.ts';
import { grantedOf } from '../test-utils/server.ts';
import { renderPage } from './render-page.tsx';
import type { View } from './view.ts';

const user = makeUser(['admin']);
const active = PERIODS.find((period) => period.status === 'active');
/** The page data the API would put in /sessions' HTML. */
const DATA = {
  '/auth/verify': { valid: true, user_id: user.id, email: user.email, roles: user.roles },
  '/auth/me': user,
  '/auth/permissions': grantedOf(user),
  '/api/periods?limit=100': { periods: PERIODS, total: PERIODS.length, skip: 0, limit: 100 },
  '/api/periods/active/current': active,
  '/auth/sessions': { sessions: [] },
};
const VIEW: View = {
  stored: {
    [STORAGE_KEYS.theme]: '"dark-executive"',
    [STORAGE_KEYS.sidebar]: null,
    [STORAGE_KEYS.selectedPeriod]: null,
  },
  dark: false,
  small: true,
  timeZone: 'Africa/Johannesburg',
};
const URL = 'http://127.0.0.1:5173/sessions';

describe('renderPage', () => {
  it("draws the page's shell and header for the view, from the page data alone", async () => {
    const page = await renderPage({ url: URL, data: DATA, view: JSON.stringify(VIEW) });
    expect(page?.html).toMatch(/<h1[^>]*>Sessions<\/h1>/);
    expect(page?.html).toContain(user.full_name);
    expect(page?.colorScheme).toBe('dark');
    expect(page?.state).toEqual({ view: VIEW, user });
    // The view's window decides the layout: on a phone the period selector has no icon.
    const withIcon = /mantine-Select-wrapper"[^>]*data-with-left-section="true"/;
    expect(page?.html).not.toMatch(withIcon);
    const desktop = await renderPage({
      url: URL,
      data: DATA,
      view: JSON.stringify({ ...VIEW, small: false }),
    });
    expect(desktop?.html).toMatch(withIcon);
  });

  it('draws nothing without a readable view, or when a call is not in the page data', async () => {
    await expect(renderPage({ url: URL, data: DATA, view: undefined })).resolves.toBeUndefined();
    await expect(renderPage({ url: URL, data: DATA, view: '{"dark":1}' })).resolves.toBeUndefined();
    const { '/auth/sessions': _, ...withoutSessions } = DATA;
    await expect(
      renderPage({ url: URL, data: withoutSessions, view: JSON.stringify(VIEW) }),
    ).resolves.toBeUndefined();
  });

  it('draws the dashboard with its figures awaited, as its hydration does (decision 063)', async () => {
    const summary = {
      period: { id: active?.id ?? 0, name: active?.name ?? '' },
      generated_at: '2026-11-20T07:00:00Z',
      orders: null,
      uploads: null,
      consultant_orders: null,
      combined_orders: null,
      weekly_combinations: null,
      invoices: null,
      top_products: null,
      distributor_orders: null,
    };
    const page = await renderPage({
      url: 'http://127.0.0.1:5173/dashboard',
      data: { ...DATA, [`/api/dashboard/summary?period_id=${active?.id}`]: summary },
      view: JSON.stringify(VIEW),
    });
    // The header's line of the figures' time needs the answer: a full load in the browser does
    // not wait for it, a server render (and its hydration) does. The body is its skeleton.
    expect(page?.html).toContain('Figures as of 20 Nov 2026, 09:00');
    expect(page?.html).toContain('data-testid="dashboard-loading"');
  });
});
