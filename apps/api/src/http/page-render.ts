import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { jsonScriptElement } from './page-html.ts';

/** The app's own API, called in process (`app.fetch`). */
export type SelfFetch = (request: Request) => Promise<Response>;

/** What the web app's server render (`apps/web/src/ssr/render-page.tsx`) is asked. */
export interface PageRenderRequest {
  readonly url: string;
  /** The API as the page's user: read-only calls in process with the page request's cookie. */
  readonly fetch: SelfFetch;
  /** The browser's view cookie (`back-office-view`), URI-decoded. */
  readonly view: string | undefined;
  /** Aborted when the render is dropped, so its calls still running stop. */
  readonly signal?: AbortSignal;
}

/**
 * What it answers: `#root`'s HTML and the state the browser hydrates it with (the view, the
 * user and the queries the page was drawn from).
 */
export interface RenderedPage {
  readonly html: string;
  /** The colour scheme it is drawn in: `<html data-mantine-color-scheme>` before any script. */
  readonly colorScheme: 'light' | 'dark';
  readonly state: unknown;
}

export type PageRenderer = (request: PageRenderRequest) => Promise<RenderedPage | undefined>;

/** The cookie the web app writes with its view (`apps/web/src/ssr/view.ts`). */
export const VIEW_COOKIE = 'back-office-view';

/**
 * A render slower than this, its API calls included, is dropped: the page goes out with its boot
 * screen instead and the browser asks the API itself (decision 072).
 */
export const RENDER_TIMEOUT_MS = 1000;

/** Why a render was dropped: it threw (or failed to load), or it was slower than the limit. */
export type RenderDrop =
  | { readonly reason: 'failed'; readonly error: unknown }
  | { readonly reason: 'slow' };

/** A dropped render, one JSON line for the operator (the page itself went out without it). */
const logDrop = (url: string, drop: RenderDrop) =>
  process.stdout.write(
    `${JSON.stringify({
      time: new Date().toISOString(),
      level: 'warn',
      msg: 'server render dropped',
      path: new URL(url).pathname,
      reason: drop.reason,
      ...(drop.reason === 'failed' ? { error: String(drop.error) } : {}),
    })}\n`,
  );

/**
 * The server render built beside the web app (`vite build --ssr`: `<dist>/../dist-ssr/`), loaded
 * as soon as this is called (at start: a 1.6 MB module takes longer to load than a render may
 * take); `undefined` when the build has none. A render that fails, throws or takes longer than
 * `RENDER_TIMEOUT_MS` answers `undefined`, so a page never waits on it or breaks by it, and is
 * reported to `onDrop` (a log line by default).
 */
export function serverRenderer(
  distDir: string,
  onDrop: (url: string, drop: RenderDrop) => void = logDrop,
): PageRenderer | undefined {
  const file = path.join(path.dirname(distDir), 'dist-ssr', 'render-page.js');
  if (!existsSync(file)) return undefined;
  const module = import(pathToFileURL(file).href) as Promise<{ renderPage: PageRenderer }>;
  // A module that fails to load is reported with each render; not an unhandled rejection.
  module.catch(() => undefined);
  return async (request) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'slow'>((resolve) => {
      timer = setTimeout(resolve, RENDER_TIMEOUT_MS, 'slow');
    });
    const dropped = new AbortController();
    try {
      const rendered = await Promise.race([
        module.then((loaded) => loaded.renderPage({ ...request, signal: dropped.signal })),
        timeout,
      ]);
      if (rendered === 'slow') {
        dropped.abort();
        onDrop(request.url, { reason: 'slow' });
        return undefined;
      }
      return rendered;
    } catch (error) {
      onDrop(request.url, { reason: 'failed', error });
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}

const EMPTY_ROOT = '<div id="root"></div>';
const HTML_TAG = /<html[^>]*>/;
const scheme = (page: RenderedPage) => (page.colorScheme === 'dark' ? 'dark' : 'light');

/**
 * `html` with a server-rendered page in `#root`, the page's own stylesheets (`styles`, the CSS
 * of its chunks, before `</head>`), its colour scheme on `<html>` (Mantine's styles
 * key on it; the app sets the same once it runs) and its hydration state (`<script
 * type="application/json" id="hydration-state">`, escaped like the page data) before the app's
 * module script.
 */
export function withRenderedPage(
  html: string,
  page: RenderedPage,
  styles: readonly string[],
): string {
  const at = html.indexOf('<script type="module"');
  if (at === -1 || !html.includes(EMPTY_ROOT)) return html;
  const state = jsonScriptElement('hydration-state', page.state);
  const withState = `${html.slice(0, at)}${state}\n    ${html.slice(at)}`;
  // Functions, so no `$&` in the page's text is read as a replacement pattern.
  const links = styles
    .map((file) => `    <link rel="stylesheet" crossorigin href="${file}" />\n`)
    .join('');
  return withState
    .replace('</head>', () => `${links}  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>`)
    .replace(HTML_TAG, (tag) => `${tag.slice(0, -1)} data-mantine-color-scheme="${scheme(page)}">`);
}

/** The web app's script that loads a rendered page's code after its first paint. */
export const AFTER_PAINT_SOURCE = 'src/boot/after-paint.ts';

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>\s*/g;

/**
 * `html` (a rendered page's) with its module scripts and preloads taken out and listed in
 * `#deferred-code` for `afterPaint` (`/assets/after-paint-x1.js`), its one script, which loads
 * them once the page has painted (decision 034). Unchanged without `afterPaint`.
 */
export function withCodeAfterPaint(html: string, afterPaint: string | undefined): string {
  if (afterPaint === undefined) return html;
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const at = html.indexOf('<script type="module"');
  if (at === -1 || scripts.length === 0) return html;
  const tags = `${jsonScriptElement('deferred-code', { preloads, scripts })}\n    <script type="module" crossorigin src="${afterPaint}"></script>\n    `;
  const marked = `${html.slice(0, at)}<!--after-paint-->${html.slice(at)}`;
  return marked
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('<!--after-paint-->', () => tags);
}
