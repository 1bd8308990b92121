import { existsSync } from 'node:fs';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { jsonScriptElement } from './page-html.ts';
import type { PageRenderer, RenderedPage } from './render-contract.ts';
import { answerCalls } from './render-port.ts';
import { DEFAULT_RENDER_SETTINGS, type RenderSettings } from './render-settings.ts';
import type { RenderTask, RenderThreadData } from './render-worker.ts';

export type { PageRenderer, PageRenderRequest, RenderedPage } from './render-contract.ts';
export type { SelfFetch } from './render-port.ts';

/** The cookie the web app writes with its view (`apps/web/src/ssr/view.ts`). */
export const VIEW_COOKIE = 'back-office-view';

/**
 * A render slower than this, its wait for a thread and its API calls included, is dropped: the
 * page goes out with its boot screen instead and the browser asks the API itself (decision 072).
 */
export const RENDER_TIMEOUT_MS = 1000;

/** How many renders a thread draws at once: one draws while the others wait for the API. */
const RENDERS_PER_THREAD = 4;

/** A render thread's heap: React, Mantine and the app's routes, and a few pages at a time. */
const RENDER_THREAD_MEMORY_MB = 512;

/**
 * Why a render was dropped: it threw (or failed to load), it was slower than the limit, or the
 * render threads had `queue` pages waiting already.
 */
export type RenderDrop =
  | { readonly reason: 'failed'; readonly error: unknown }
  | { readonly reason: 'slow' }
  | { readonly reason: 'busy' };

/** One JSON line for the operator. */
const warn = (msg: string, fields: Record<string, unknown>) =>
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'warn', msg, ...fields })}\n`,
  );

/** A dropped render (the page itself went out without it). */
const logDrop = (url: string, drop: RenderDrop) =>
  warn('server render dropped', {
    path: new URL(url).pathname,
    reason: drop.reason,
    ...(drop.reason === 'failed' ? { error: String(drop.error) } : {}),
  });

/** The render thread's file: the TypeScript source in development and tests, the built file in dist. */
function workerFile(): string {
  const source = import.meta.url.endsWith('.ts');
  return new URL(source ? './render-worker.ts' : './render-worker.js', import.meta.url).href;
}

const pools = new Set<Piscina<RenderTask, RenderedPage | undefined>>();

/** Stops every render thread (shutdown, tests). */
export async function stopServerRenders(): Promise<void> {
  const stopping = [...pools];
  pools.clear();
  await Promise.all(stopping.map((pool) => pool.destroy()));
}

/**
 * The server render built beside the web app (`vite build --ssr`: `<dist>/../dist-ssr/`), drawn
 * in `settings.threads` worker threads (decision 073), so React's synchronous render never holds
 * the server's event loop: the server answers other requests, and each render's API calls, while
 * a page is drawn. The threads start and load the render as soon as this is called (a 1.6 MB
 * module takes longer to load than a render may take). `undefined` when the build has none or
 * `threads` is 0. A render that fails, throws, takes longer than `RENDER_TIMEOUT_MS` or finds
 * `settings.queue` pages waiting already answers `undefined`, so a page never waits on it or
 * breaks by it, and is reported to `onDrop` (a log line by default).
 */
export function serverRenderer(
  distDir: string,
  settings: RenderSettings = DEFAULT_RENDER_SETTINGS,
  onDrop: (url: string, drop: RenderDrop) => void = logDrop,
): PageRenderer | undefined {
  const file = path.join(path.dirname(distDir), 'dist-ssr', 'render-page.js');
  if (settings.threads === 0 || !existsSync(file)) return undefined;
  const pool = new Piscina<RenderTask, RenderedPage | undefined>({
    filename: workerFile(),
    workerData: { file } satisfies RenderThreadData,
    // Node's own `localStorage` (Node 25+) would make the render refuse to run: turn it off.
    execArgv: ['--no-webstorage'],
    minThreads: settings.threads,
    maxThreads: settings.threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    concurrentTasksPerWorker: RENDERS_PER_THREAD,
    // An idle thread keeps its event loop running (piscina's default blocks it on Atomics.wait),
    // so it loads the render as it starts, not when the first page comes.
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: RENDER_THREAD_MEMORY_MB },
  });
  pools.add(pool);
  // A thread that fails with no page of its own (while starting) must not end the process.
  pool.on('error', (error: unknown) =>
    warn('server render thread failed', { error: String(error) }),
  );
  const room = settings.threads * RENDERS_PER_THREAD + settings.queue;
  let inFlight = 0;
  return async (request) => {
    if (inFlight >= room) {
      onDrop(request.url, { reason: 'busy' });
      return undefined;
    }
    inFlight++;
    const { port1, port2 } = new MessageChannel();
    const calls = answerCalls(port1, request.fetch);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'slow'>((resolve) => {
      timer = setTimeout(resolve, RENDER_TIMEOUT_MS, 'slow');
    });
    const task: RenderTask = {
      url: request.url,
      view: request.view,
      signedIn: request.signedIn,
      colorScheme: request.colorScheme,
      port: port2,
    };
    // piscina infers its `TransferList` from the last overload of `postMessage` (the options
    // object), so a list of ports must be cast, as in heavy-pool.ts.
    const rendering = pool.run(task, { transferList: [port2] as never });
    void rendering
      .catch(() => undefined)
      .finally(() => {
        inFlight--;
        port1.close();
      });
    try {
      const rendered = await Promise.race([rendering, timeout]);
      if (rendered === 'slow') {
        // Its thread gives up at its next call, or finishes: nobody waits for the page.
        calls.drop();
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
