import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { hasSessionCookie } from '../auth/cookies.ts';
import type { Contract } from './contract/contract.ts';
import type { AppEnv } from './env.ts';
import { withBootScreen } from './page-html.ts';
import { entryFile, pagePreloads, withModulePreloads } from './page-preloads.ts';
import {
  AFTER_PAINT_SOURCE,
  type PageRenderer,
  type SelfFetch,
  serverRenderer,
  VIEW_COOKIE,
  withCodeAfterPaint,
  withRenderedPage,
} from './page-render.ts';

const NO_FILES: readonly string[] = [];

/** The client hint a first visit's sign-in page is drawn with (decision 078). */
const SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme';

/**
 * The colour scheme a first visit's sign-in page is drawn in (decision 078): the page's client
 * hint, which every page asks for (`Accept-CH`). A request without it that has nothing else to
 * draw by (`drawable` false: no session, no view cookie) asks for it at once (`Critical-CH`):
 * Chromium sends the request again with it; other browsers go on, and draw the page themselves.
 */
function schemeHintOf(c: Context<AppEnv>, drawable: boolean): 'light' | 'dark' | undefined {
  c.header('Accept-CH', SCHEME_HINT);
  c.header('Vary', SCHEME_HINT, { append: true });
  // Chromium sends a bare `dark`; the header's grammar (a structured string) allows `"dark"`.
  const scheme = c.req
    .header(SCHEME_HINT)
    ?.trim()
    .replace(/^"(.*)"$/, '$1');
  if (scheme === 'light' || scheme === 'dark') return scheme;
  if (!drawable) c.header('Critical-CH', SCHEME_HINT);
  return undefined;
}

/** Paths that belong to the API even where no contract operation matches (they answer JSON). */
const API_PREFIXES = ['/api/', '/docs', '/openapi.json'];

/** What a built asset's name looks like: Vite puts content-hashed files under `/assets/`. */
const HASHED_ASSET = /^\/assets\//;

/** A path that names a file (`/favicon.svg`, `/assets/x.js`) rather than a page of the app. */
const FILE_LIKE = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * The web app's own headers: its CSP allows what the built app needs (its scripts, Mantine's
 * inline styles, data: images, calls to this origin) and nothing else.
 */
function webSecurityHeaders(c: Context<AppEnv>): void {
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
  );
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Frame-Options', 'DENY');
}

/**
 * Serves the built web app from `distDir` on the API's own origin (decision 015), so the app
 * and the API share one origin and no call pays a CORS preflight. A GET or HEAD that no contract
 * operation answers (pages such as `/consultants/12` or `/auth/register`, whose API call is a
 * POST) gets the file it names, or `index.html` for a page; everything else goes on to the API.
 * Hashed assets are cached for a year (`immutable`); `index.html` and other files are
 * revalidated (`no-cache`). Brotli or gzip files written by the build are sent when the browser
 * accepts them. A page's `index.html` names the chunks that page will load (`pagePreloads`).
 * With `self` (the API itself), a page asked with a session cookie is drawn by the web app's
 * server render, its loaders calling `self` as that cookie's user (decisions 034 and 072): that
 * HTML is the user's own, so it is never stored (`no-store`, `Vary: Cookie`). A page it does not
 * draw goes out with the boot screen. Asked without a session but with a view cookie or a
 * colour-scheme hint, the render may draw the page signed out (the sign-in page, decisions 077
 * and 078); else it goes out plain.
 */
export function serveWeb(
  distDir: string,
  contract: Contract,
  self?: SelfFetch,
  render: PageRenderer | undefined = serverRenderer(distDir),
): MiddlewareHandler<AppEnv> {
  const file = serveStatic<AppEnv>({ root: distDir, precompressed: true });
  const page = serveStatic<AppEnv>({ root: distDir, path: 'index.html', precompressed: true });
  const preloads = pagePreloads(distDir);
  const styles = pagePreloads(distDir, 'styles');
  const afterPaint = entryFile(distDir, AFTER_PAINT_SOURCE);
  const html = preloadedPages(distDir);
  const notFound = async () => undefined;
  return async (c, next) => {
    const { method, path } = c.req;
    if (method !== 'GET' && method !== 'HEAD') return next();
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return next();
    if (contract.match('GET', path).kind === 'operation') return next();
    webSecurityHeaders(c);
    // Set before serving: the static handler builds its response from the headers set so far.
    const hashed = HASHED_ASSET.test(path);
    c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    const served = await file(c, notFound);
    if (served) return served;
    // A missing asset is a 404, not the app's page (a stale chunk must fail, not parse HTML).
    if (FILE_LIKE.test(path)) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not Found', 404);
    }
    c.header('Cache-Control', 'no-cache');
    const matched = preloads(path);
    // One key for "no preloads": the page cache is keyed by the list's identity.
    const files = matched.length > 0 ? matched : NO_FILES;
    if (self) {
      const cookie = c.req.header('cookie');
      const signedIn = cookie !== undefined && hasSessionCookie(cookie);
      const view = getCookie(c, VIEW_COOKIE);
      c.header('Vary', 'Cookie, Accept-Encoding');
      // Without a session only the sign-in page is drawn: as its view cookie says (decision 077)
      // or, on a first visit, in the scheme its hint tells (decision 078).
      const colorScheme = render ? schemeHintOf(c, signedIn || view !== undefined) : undefined;
      const text = html(files);
      const drawable = signedIn || view !== undefined || colorScheme !== undefined;
      if (method === 'GET' && text !== undefined && drawable) {
        const rendered = await render?.({
          url: c.req.url,
          fetch: readsAs(self, signedIn ? cookie : undefined),
          view,
          signedIn,
          colorScheme,
        });
        if (rendered) {
          const page = withRenderedPage(text, rendered, styles(path));
          return personalPage(c, withCodeAfterPaint(page, afterPaint));
        }
        if (signedIn) return c.html(withBootScreen(text));
      }
    }
    if (files.length > 0 && method === 'GET') {
      const text = html(files);
      if (text !== undefined) return c.html(text);
    }
    return (await page(c, notFound)) ?? c.text('The web app is not built', 503);
  };
}

/**
 * `self` as the user of `cookie` (none: a visitor), for reading only: a render draws what it
 * reads and changes nothing, so any other method (a token refresh, which would rotate the user's
 * session behind the browser's back) is refused without reaching the API.
 */
function readsAs(self: SelfFetch, cookie: string | undefined): SelfFetch {
  return (request) => {
    if (request.method !== 'GET') return Promise.resolve(new Response(null, { status: 405 }));
    const headers = new Headers(request.headers);
    if (cookie === undefined) headers.delete('cookie');
    else headers.set('cookie', cookie);
    headers.set('accept', 'application/json');
    return self(new Request(request, { headers }));
  };
}

/** A page holding one user's data: never stored, gzip-compressed when the browser accepts it. */
function personalPage(c: Context<AppEnv>, text: string): Response {
  c.header('Cache-Control', 'no-store');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  if (!/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return c.body(text);
  c.header('Content-Encoding', 'gzip');
  return c.body(gzipSync(text));
}

/** `index.html` with the given preloads, read once and kept per list of files. */
function preloadedPages(distDir: string): (files: readonly string[]) => string | undefined {
  const pages = new Map<readonly string[], string>();
  let base: string | undefined;
  return (files) => {
    const known = pages.get(files);
    if (known !== undefined) return known;
    try {
      base ??= readFileSync(join(distDir, 'index.html'), 'utf8');
    } catch {
      return undefined;
    }
    const text = withModulePreloads(base, files);
    pages.set(files, text);
    return text;
  };
}
