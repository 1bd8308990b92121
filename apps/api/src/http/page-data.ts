import { ACCESS_COOKIE } from '../auth/cookies.ts';

/** The app's own API, called in process with the page request's cookie (`app.fetch`). */
export type SelfFetch = (request: Request) => Promise<Response>;

/** API answers by call (`callKey`), as the page's HTML carries them. */
export type PageData = Record<string, unknown>;

/**
 * What every signed-in page asks first: the session check, the user, the active period, and
 * the period selector's list (`PERIOD_LIST_PARAMS`; a period-scoped page waits for it before it
 * asks for its own data, so without it a first visit drew skeleton rows and then moved).
 */
const SESSION_CALLS = [
  '/auth/verify',
  '/auth/me',
  '/auth/permissions',
  '/api/periods/active/current',
  '/api/periods?limit=100',
];

/** The default first page of a list, as the web app asks for it (`listSearchSchema`). */
const firstPage = (path: string, sortBy: string, extra = '') =>
  `${path}?limit=50&skip=0&sort_by=${sortBy}&sort_order=desc${extra}`;

/**
 * A page's own first calls, by path, for the page without a query string (its default view).
 * They must be the URLs the web app builds, or the app simply calls the API itself.
 */
const PAGE_CALLS: Record<string, (periodId: number | undefined) => string[]> = {
  '/dashboard': (periodId) =>
    periodId === undefined ? [] : [`/api/dashboard/summary?period_id=${periodId}`],
  '/products': () => [
    firstPage('/api/products', 'created_at'),
    '/api/products/count',
    // The product-set filter's choices.
    '/api/product-sets?limit=1000',
  ],
  '/consultants': () => [firstPage('/api/consultants', 'created_at')],
  '/orders': (periodId) =>
    periodId === undefined
      ? []
      : [firstPage('/api/orders', 'created_at', `&period_id=${periodId}`)],
};

/**
 * The key of a call: its path and its query in a fixed order, so the server's URLs and the
 * app's match whatever order each writes the parameters in. The web app's `boot/page-data.ts`
 * computes the same key.
 */
export function callKey(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.sort();
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** Whether the request carries a session cookie (the only case worth calling the API). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${ACCESS_COOKIE}=`));
}

/**
 * The first API answers of a signed-in page (decision 030), for its HTML: the session check,
 * the user, the active period and, for a page's default view, its first data. Each call goes
 * through the whole API in process with the request's own cookie (authentication, permissions,
 * validation), so the page holds only what that cookie's user may read. Only 200 answers are
 * kept. `undefined` when the session check fails (no cookie, an expired access token: the app
 * then refreshes as usual).
 */
export async function pageData(
  self: SelfFetch,
  page: URL,
  cookie: string,
): Promise<PageData | undefined> {
  const call = async (path: string): Promise<[string, unknown] | undefined> => {
    const url = new URL(path, page.origin);
    const response = await self(
      new Request(url, { headers: { cookie, accept: 'application/json' } }),
    );
    if (response.status !== 200) {
      await response.body?.cancel();
      return undefined;
    }
    return [callKey(url), await response.json()];
  };
  const session = await Promise.all(SESSION_CALLS.map(call));
  if (session[0] === undefined) return undefined;
  const active = session[3]?.[1] as { id?: unknown } | null | undefined;
  const periodId = typeof active?.id === 'number' ? active.id : undefined;
  const calls = page.search === '' ? (PAGE_CALLS[page.pathname]?.(periodId) ?? []) : [];
  const answers = [...session, ...(await Promise.all(calls.map(call)))];
  return Object.fromEntries(answers.filter((answer) => answer !== undefined));
}

/**
 * `<script type="application/json" id={id}>` holding `value`: not run (the CSP needs no
 * exception), and `<`, `>` and `&` escaped so no value (a product called `</script>`) can end the
 * element.
 */
export function jsonScriptElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(
    /[<>&]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The page's data as the web app's `boot/page-data.ts` reads it. */
export const pageDataElement = (data: PageData): string => jsonScriptElement('page-data', data);

/**
 * `html` with the page's data and the web app's script that answers from it
 * (`src/boot/page-data.ts`), both before the app's own module script, which runs after them
 * (module scripts run in document order).
 */
export function withPageData(html: string, bootFile: string, data: PageData): string {
  const tags = `${pageDataElement(data)}\n    <script type="module" crossorigin src="${bootFile}"></script>\n    `;
  const at = html.indexOf('<script type="module"');
  if (at === -1) return html;
  return `${html.slice(0, at)}${tags}${html.slice(at)}`;
}

const BOOT_SCREEN = /<template id="boot-screen">([\s\S]*?)<\/template>/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * `html` with its boot screen (the web app's `<template id="boot-screen">`, "Checking
 * authentication...") drawn in `#root`: a signed-in page shows the app's first screen as soon as
 * its CSS has come rather than a blank page until its code has run (decision 033). The app's
 * first render replaces it with the same markup. Unchanged when the build has no such template.
 */
export function withBootScreen(html: string): string {
  const screen = BOOT_SCREEN.exec(html)?.[1];
  if (screen === undefined || !html.includes(EMPTY_ROOT)) return html;
  return html.replace(EMPTY_ROOT, `<div id="root">${screen}</div>`);
}
