import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  type RenderDrop,
  serverRenderer,
  stopServerRenders,
  withCodeAfterPaint,
  withRenderedPage,
} from '../src/http/page-render.ts';

const INDEX = [
  '<!doctype html><html lang="en-ZA"><head>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/products-1.js" />',
  '</head><body><div id="root"></div>',
  '<script type="module" crossorigin src="/assets/boot-1.js"></script>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '</body></html>',
].join('\n');

const PAGE = {
  html: '<h1>Products</h1>',
  colorScheme: 'dark' as const,
  state: { user: { id: 1 } },
};

describe('withRenderedPage', () => {
  it('puts the page in #root, its stylesheets in the head and its scheme on <html>', () => {
    const html = withRenderedPage(INDEX, PAGE, ['/assets/app-layout-1.css']);
    expect(html).toContain('<div id="root"><h1>Products</h1></div>');
    expect(html).toContain('<html lang="en-ZA" data-mantine-color-scheme="dark">');
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/app-layout-1.css" \/>\s*<\/head>/,
    );
    expect(html).toContain(
      '<script type="application/json" id="hydration-state">{"user":{"id":1}}</script>',
    );
  });

  it("keeps the page's text as it is, and no value can end the state's element", () => {
    const html = withRenderedPage(
      INDEX,
      { ...PAGE, html: '<p>R$& and $1</p>', state: { name: '</script><script>alert(1)</script>' } },
      [],
    );
    expect(html).toContain('<p>R$& and $1</p>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script\\u003e');
  });
});

describe('withCodeAfterPaint', () => {
  it('lists the module scripts and preloads for the after-paint script, in order, and drops them', () => {
    const html = withCodeAfterPaint(INDEX, '/assets/after-paint-1.js');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/after-paint-1.js"></script>',
    );
    const code = /<script type="application\/json" id="deferred-code">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(code ?? 'null')).toEqual({
      preloads: ['/assets/framework-1.js', '/assets/products-1.js'],
      scripts: ['/assets/index-1.js', '/assets/boot-1.js', '/assets/index-1.js'],
    });
  });

  it('leaves the page alone when the build has no after-paint script', () => {
    expect(withCodeAfterPaint(INDEX, undefined)).toBe(INDEX);
  });
});

describe('serverRenderer (decision 073: the render draws in its own thread)', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await stopServerRenders();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  /** A build folder whose server render is `source` (`<dist>/../dist-ssr/render-page.js`). */
  const build = (source?: string) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'bo-page-render-'));
    folders.push(folder);
    if (source !== undefined) {
      mkdirSync(path.join(folder, 'dist-ssr'));
      writeFileSync(path.join(folder, 'dist-ssr', 'render-page.js'), source);
    }
    return path.join(folder, 'dist');
  };
  /** A file beside the stand-in render that its thread writes (threads share no globals). */
  const marker = (dist: string, name: string) => path.join(path.dirname(dist), 'dist-ssr', name);
  const request = {
    url: 'http://127.0.0.1/products',
    fetch: async () => new Response(null, { status: 404 }),
    view: undefined,
    signedIn: true,
  };
  const ONE_THREAD = { threads: 1, queue: 0 };

  it('is absent when the build has no server render, or with no threads', () => {
    expect(serverRenderer(build())).toBeUndefined();
    const dist = build('export async function renderPage() { return undefined; }');
    expect(serverRenderer(dist, { threads: 0, queue: 8 })).toBeUndefined();
  });

  it("answers the render's page, drawn from the API's answers through the thread's port", async () => {
    const render = serverRenderer(
      build(`export async function renderPage({ url, view, signedIn, colorScheme, fetch }) {
        const products = await fetch(new Request(new URL('/api/products?limit=2', url)));
        const none = await fetch(new Request(new URL('/api/nothing', url)));
        return { html: url, colorScheme, state: { view, signedIn, products: await products.json(), none: none.status } };
      }`),
      ONE_THREAD,
    );
    const asked: string[] = [];
    const rendered = await render?.({
      ...request,
      view: '{}',
      colorScheme: 'dark',
      fetch: async (call) => {
        asked.push(`${call.method} ${new URL(call.url).pathname}${new URL(call.url).search}`);
        return call.url.endsWith('/api/nothing')
          ? new Response(null, { status: 204 })
          : Response.json({ products: [{ id: 1 }] });
      },
    });
    expect(rendered).toEqual({
      html: request.url,
      colorScheme: 'dark',
      state: { view: '{}', signedIn: true, products: { products: [{ id: 1 }] }, none: 204 },
    });
    expect(asked).toEqual(['GET /api/products?limit=2', 'GET /api/nothing']);
  });

  it("keeps the server's event loop free while a page is drawn", async () => {
    // A render that draws for 400 ms without a pause, as renderToString does.
    const render = serverRenderer(
      build(`export async function renderPage() {
        const end = Date.now() + 400;
        while (Date.now() < end) {}
        return { html: 'drawn', colorScheme: 'light', state: {} };
      }`),
      ONE_THREAD,
    );
    let last = performance.now();
    let longestGap = 0;
    const ticks = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const rendered = await render?.(request);
    clearInterval(ticks);
    expect(rendered?.html).toBe('drawn');
    expect(longestGap).toBeLessThan(200);
  });

  it('loads the render as its thread starts, not with the first page (a cold load outlasts a render)', async () => {
    const dist = build(`import { writeFileSync } from 'node:fs';
      writeFileSync(new URL('./loaded', import.meta.url), '');
      export async function renderPage() { return undefined; }`);
    serverRenderer(dist, ONE_THREAD);
    await vi.waitFor(() => expect(existsSync(marker(dist, 'loaded'))).toBe(true), {
      timeout: 5000,
    });
  });

  it('answers nothing for a render that throws or takes too long, and reports why', async () => {
    const drops: unknown[] = [];
    const onDrop = (url: string, drop: RenderDrop) => drops.push({ url, ...drop });
    const throwing = serverRenderer(
      build('export async function renderPage() { throw new Error("x"); }'),
      ONE_THREAD,
      onDrop,
    );
    await expect(throwing?.(request)).resolves.toBeUndefined();
    // A slow render is told it was dropped, so its API calls stop.
    const dist = build(`import { writeFileSync } from 'node:fs';
      export function renderPage({ signal }) {
        return new Promise((resolve) => signal.addEventListener('abort', () => {
          writeFileSync(new URL('./aborted', import.meta.url), '');
          setTimeout(() => resolve({ html: 'late' }), 5000);
        }));
      }`);
    const slow = serverRenderer(dist, ONE_THREAD, onDrop);
    const started = Date.now();
    await expect(slow?.(request)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(4000);
    await vi.waitFor(() => expect(existsSync(marker(dist, 'aborted'))).toBe(true));
    expect(drops).toEqual([
      { url: request.url, reason: 'failed', error: expect.objectContaining({ message: 'x' }) },
      { url: request.url, reason: 'slow' },
    ]);
  });

  it('draws no more pages at once than its threads hold and its queue allows: the rest go out at once', async () => {
    const drops: RenderDrop[] = [];
    // Each render waits for its one API call, which the test answers when it chooses.
    const render = serverRenderer(
      build(`export async function renderPage({ url, fetch }) {
        await fetch(new Request(new URL('/api/products', url)));
        return { html: 'drawn', colorScheme: 'light', state: {} };
      }`),
      { threads: 1, queue: 1 },
      (_url, drop) => drops.push(drop),
    );
    const answers: (() => void)[] = [];
    const held = {
      ...request,
      fetch: () =>
        new Promise<Response>((resolve) => answers.push(() => resolve(Response.json({})))),
    };
    // One thread draws four at once; one more may wait.
    const pages = Array.from({ length: 5 }, () => render?.(held));
    await expect(render?.(held)).resolves.toBeUndefined();
    expect(drops).toEqual([{ reason: 'busy' }]);
    await vi.waitFor(() => expect(answers.length).toBeGreaterThanOrEqual(4));
    for (const answer of answers.splice(0)) answer();
    await vi.waitFor(() => expect(answers.length).toBe(1));
    answers[0]?.();
    const drawn = await Promise.all(pages);
    expect(drawn.map((page) => page?.html)).toEqual(Array(5).fill('drawn'));
  });
});
