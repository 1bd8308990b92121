import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  type RenderDrop,
  serverRenderer,
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

describe('serverRenderer', () => {
  const folders: string[] = [];
  afterAll(() => {
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
  const request = {
    url: 'http://127.0.0.1/products',
    fetch: async () => new Response(null, { status: 404 }),
    view: undefined,
  };

  it('is absent when the build has no server render', () => {
    expect(serverRenderer(build())).toBeUndefined();
  });

  it("answers the render's page", async () => {
    const render = serverRenderer(
      build(
        'export async function renderPage(r) { return { html: r.url, colorScheme: "light", state: {} }; }',
      ),
    );
    await expect(render?.(request)).resolves.toEqual({
      html: request.url,
      colorScheme: 'light',
      state: {},
    });
  });

  it('loads the render when created, not with the first page (a cold load outlasts a render)', async () => {
    const loaded = vi.fn();
    (globalThis as { renderLoaded?: () => void }).renderLoaded = loaded;
    serverRenderer(
      build('globalThis.renderLoaded(); export async function renderPage() { return undefined; }'),
    );
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledOnce());
  });

  it('answers nothing for a render that throws or takes too long, and reports why', async () => {
    const drops: unknown[] = [];
    const onDrop = (url: string, drop: RenderDrop) => drops.push({ url, ...drop });
    const throwing = serverRenderer(
      build('export async function renderPage() { throw new Error("x"); }'),
      onDrop,
    );
    await expect(throwing?.(request)).resolves.toBeUndefined();
    // A slow render is told it was dropped, so its API calls stop.
    const slow = serverRenderer(
      build(
        'export function renderPage({ signal }) { return new Promise((r) => signal.addEventListener("abort", () => { globalThis.renderAborted = true; setTimeout(() => r({ html: "late" }), 5000); })); }',
      ),
      onDrop,
    );
    const started = Date.now();
    await expect(slow?.(request)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(4000);
    expect((globalThis as { renderAborted?: boolean }).renderAborted).toBe(true);
    expect(drops).toEqual([
      { url: request.url, reason: 'failed', error: new Error('x') },
      { url: request.url, reason: 'slow' },
    ]);
  });
});
