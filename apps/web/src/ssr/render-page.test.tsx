// @vitest-environment node
import { STORAGE_KEYS } from '@back-office/hooks/storage';
import { describe, expect, it } from 'vitest';
import { makeUser, PERIODS } from '../test-utils/fixtures.ts';
import { grantedOf } from '../test-utils/server.ts';
import { renderPage } from './render-page.tsx';
import { drawsSignInAlike, firstVisitView } from './sign-in-view.ts';
import type { View } from './view.ts';

const user = makeUser(['admin']);
const active = PERIODS.find((period) => period.status === 'active');
/** What the API answers /sessions' calls with, by path and query. */
const ANSWERS: Record<string, unknown> = {
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

/** The API in process, as apps/api passes it: `answers` by call, a 404 for any other. */
const api =
  (answers: Record<string, unknown>) =>
  async (request: Request): Promise<Response> => {
    const { pathname, search } = new globalThis.URL(request.url);
    const body = answers[`${pathname}${search}`];
    return body === undefined
      ? Response.json({ detail: 'Not Found' }, { status: 404 })
      : Response.json(body);
  };
const queryKeys = (page: Awaited<ReturnType<typeof renderPage>>) =>
  page?.state.queries.queries.map((query) => query.queryKey[0]);

describe('renderPage', () => {
  it("draws the page's shell and header for the view, with the answers it drew from", async () => {
    const page = await renderPage({
      url: URL,
      fetch: api(ANSWERS),
      view: JSON.stringify(VIEW),
      signedIn: true,
    });
    expect(page?.html).toMatch(/<h1[^>]*>Sessions<\/h1>/);
    expect(page?.html).toContain(user.full_name);
    expect(page?.colorScheme).toBe('dark');
    expect(page?.state.view).toEqual(VIEW);
    expect(page?.state.user).toEqual(user);
    // The loader's list (drawn by the browser after the first paint) goes with the page.
    const sessions = page?.state.queries.queries.find((query) => query.queryKey[0] === 'sessions');
    expect(sessions?.state.data).toEqual([]);
    // The view's window decides the layout: on a phone the period selector has no icon.
    const withIcon = /mantine-Select-wrapper"[^>]*data-with-left-section="true"/;
    expect(page?.html).not.toMatch(withIcon);
    const desktop = await renderPage({
      url: URL,
      fetch: api(ANSWERS),
      view: JSON.stringify({ ...VIEW, small: false }),
      signedIn: true,
    });
    expect(desktop?.html).toMatch(withIcon);
  });

  it('draws nothing without a readable view or a session', async () => {
    const fetch = api(ANSWERS);
    await expect(
      renderPage({ url: URL, fetch, view: undefined, signedIn: true }),
    ).resolves.toBeUndefined();
    await expect(
      renderPage({ url: URL, fetch, view: '{"dark":1}', signedIn: true }),
    ).resolves.toBeUndefined();
    const { '/auth/verify': _, ...signedOut } = ANSWERS;
    await expect(
      renderPage({ url: URL, fetch: api(signedOut), view: JSON.stringify(VIEW), signedIn: true }),
    ).resolves.toBeUndefined();
  });

  it("leaves a failed call to the browser: the page is drawn, the query isn't carried", async () => {
    const { '/auth/sessions': _, ...withoutSessions } = ANSWERS;
    const page = await renderPage({
      url: URL,
      fetch: api(withoutSessions),
      view: JSON.stringify(VIEW),
      signedIn: true,
    });
    expect(page?.html).toMatch(/<h1[^>]*>Sessions<\/h1>/);
    expect(queryKeys(page)).not.toContain('sessions');
  });

  it('draws nothing once it is dropped (aborted), and stops its calls', async () => {
    const controller = new AbortController();
    const asked: string[] = [];
    const fetch = async (request: Request) => {
      asked.push(new globalThis.URL(request.url).pathname);
      if (request.url.endsWith('/auth/sessions')) controller.abort();
      request.signal.throwIfAborted();
      return api(ANSWERS)(request);
    };
    await expect(
      renderPage({
        url: URL,
        fetch,
        view: JSON.stringify(VIEW),
        signal: controller.signal,
        signedIn: true,
      }),
    ).resolves.toBeUndefined();
    expect(asked).toContain('/auth/sessions');
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
      fetch: api({ ...ANSWERS, [`/api/dashboard/summary?period_id=${active?.id}`]: summary }),
      view: JSON.stringify(VIEW),
      signedIn: true,
    });
    // The header's line of the figures' time needs the answer: a full load in the browser does
    // not wait for it, a server render (and its hydration) does. The body is its skeleton.
    expect(page?.html).toContain('Figures as of 20 Nov 2026, 09:00');
    expect(page?.html).toContain('data-testid="dashboard-loading"');
  });
});

describe('renderPage without a session (decision 077)', () => {
  /** The API, counting what it is asked. */
  function counted() {
    const asked: string[] = [];
    const fetch = async (request: Request) => {
      asked.push(new globalThis.URL(request.url).pathname);
      return api(ANSWERS)(request);
    };
    return { asked, fetch };
  }
  const LOGIN = 'http://127.0.0.1:5173/login?redirect=%2Fproducts';

  it('draws the sign-in card for the view, signed out, asking the API nothing', async () => {
    const { asked, fetch } = counted();
    const page = await renderPage({
      url: LOGIN,
      fetch,
      view: JSON.stringify(VIEW),
      signedIn: false,
    });
    expect(page?.html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(page?.html).toContain('Use your work email address and password.');
    expect(page?.colorScheme).toBe('dark');
    expect(page?.state).toEqual({
      view: VIEW,
      user: null,
      queries: { mutations: [], queries: [] },
    });
    // Before its code runs, the form cannot be sent by the browser itself (a GET would put the
    // password in the address): its button waits for the app.
    expect(page?.html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(page?.html).toContain('method="post"');
    expect(asked).toEqual([]);
  });

  it('draws no other page: a signed-in page would only redirect to the sign-in page', async () => {
    const { asked, fetch } = counted();
    for (const url of [URL, 'http://127.0.0.1:5173/auth/register']) {
      await expect(
        renderPage({ url, fetch, view: JSON.stringify(VIEW), signedIn: false }),
      ).resolves.toBeUndefined();
    }
    expect(asked).toEqual([]);
  });

  it("draws a first visit's sign-in page in the scheme its hint tells (decision 078)", async () => {
    const { asked, fetch } = counted();
    const page = await renderPage({
      url: LOGIN,
      fetch,
      view: undefined,
      signedIn: false,
      colorScheme: 'dark',
    });
    expect(page?.html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(page?.colorScheme).toBe('dark');
    expect(page?.state.view).toEqual(firstVisitView('dark'));
    expect(asked).toEqual([]);
    // Without a hint there is nothing to draw by; a cookie's view comes before the hint.
    await expect(
      renderPage({ url: LOGIN, fetch, view: undefined, signedIn: false }),
    ).resolves.toBeUndefined();
    const returning = await renderPage({
      url: LOGIN,
      fetch,
      view: JSON.stringify({
        ...VIEW,
        stored: { ...VIEW.stored, [STORAGE_KEYS.theme]: '"light"' },
      }),
      signedIn: false,
      colorScheme: 'dark',
    });
    expect(returning?.colorScheme).toBe('light');
    // A hint draws no other page, and no signed-in page without its view.
    for (const [url, signedIn] of [
      [URL, false],
      [URL, true],
      [LOGIN, true],
    ] as const) {
      await expect(
        renderPage({ url, fetch: api(ANSWERS), view: undefined, signedIn, colorScheme: 'dark' }),
      ).resolves.toBeUndefined();
    }
  });

  it('draws the sign-in page alike whenever its theme and scheme are alike, and only then', async () => {
    const draw = async (view: View) =>
      (
        await renderPage({
          url: LOGIN,
          fetch: api({}),
          view: JSON.stringify(view),
          signedIn: false,
        })
      )?.html;
    const base = firstVisitView('light');
    const drawn = await draw(base);
    // What the hint cannot tell (the window, the time zone, the shell's stored values) does not
    // change the page: a first visit's stand-ins for them are safe to hydrate.
    const elsewhere: View = {
      stored: {
        ...base.stored,
        [STORAGE_KEYS.sidebar]: 'true',
        [STORAGE_KEYS.selectedPeriod]: '"7"',
      },
      dark: false,
      small: true,
      timeZone: 'Pacific/Auckland',
    };
    expect(drawsSignInAlike(base, elsewhere)).toBe(true);
    expect(await draw(elsewhere)).toBe(drawn);
    for (const other of [
      { ...base, dark: true },
      { ...base, stored: { ...base.stored, [STORAGE_KEYS.theme]: '"dark-executive"' } },
    ]) {
      expect(drawsSignInAlike(base, other)).toBe(false);
      expect(await draw(other)).not.toBe(drawn);
    }
  });

  it('draws nothing for the sign-in page asked with a session: its guard sends the user on', async () => {
    await expect(
      renderPage({ url: LOGIN, fetch: api(ANSWERS), view: JSON.stringify(VIEW), signedIn: true }),
    ).resolves.toBeUndefined();
  });
});
