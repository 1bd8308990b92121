import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePreloads, withModulePreloads } from '../src/http/page-preloads.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';

/** A manifest shaped as Vite and the TanStack router plugin write it. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_query-1.js': { file: 'assets/query-1.js', imports: ['_framework-1.js'] },
  '_table-1.js': { file: 'assets/table-1.js', imports: ['_query-1.js'] },
  'src/routes/login.tsx?tsr-split=component': {
    file: 'assets/login-1.js',
    imports: ['_framework-1.js'],
  },
  'src/routes/_app.tsx?tsr-split=component': {
    file: 'assets/app-1.js',
    imports: ['_query-1.js'],
  },
  'src/routes/_app.tsx?tsr-split=errorComponent': { file: 'assets/app-error-1.js' },
  'src/routes/_app/products.tsx?tsr-split=component---loader': {
    file: 'assets/products-1.js',
    imports: ['_table-1.js'],
  },
  'src/routes/_app/consultants/index.tsx?tsr-split=component---loader': {
    file: 'assets/consultants-1.js',
  },
  'src/routes/_app/consultants/add.tsx?tsr-split=component': { file: 'assets/add-1.js' },
  'src/routes/_app/consultants/$id/index.tsx?tsr-split=component---loader': {
    file: 'assets/consultant-1.js',
  },
  'src/routes/_app/$.tsx?tsr-split=component': { file: 'assets/not-found-1.js' },
};

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'bo-web-preloads-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('pagePreloads', () => {
  it('names the page, its layout and what they import, not what index.html loads', () => {
    expect([...pagePreloads(dist)('/products')].sort()).toEqual([
      '/assets/app-1.js',
      '/assets/products-1.js',
      '/assets/query-1.js',
      '/assets/table-1.js',
    ]);
  });

  it('prefers a static segment over a parameter, and a parameter over the splat', () => {
    const preloads = pagePreloads(dist);
    expect(preloads('/consultants/add')).toContain('/assets/add-1.js');
    expect(preloads('/consultants/add')).not.toContain('/assets/consultant-1.js');
    expect(preloads('/consultants/12')).toContain('/assets/consultant-1.js');
    expect(preloads('/consultants')).toContain('/assets/consultants-1.js');
    expect(preloads('/no/such/page')).toContain('/assets/not-found-1.js');
  });

  it('does not preload error pieces, nor a layout the page is not in', () => {
    const login = pagePreloads(dist)('/login');
    expect(login).toEqual(['/assets/login-1.js']);
  });

  it('names nothing without a manifest', () => {
    expect(pagePreloads(path.join(dist, 'missing'))('/products')).toEqual([]);
  });
});

describe('withModulePreloads', () => {
  it('adds one low-priority link per file before </head>', () => {
    const html = withModulePreloads(INDEX, ['/assets/a.js', '/assets/b.js']);
    const head = html.slice(0, html.indexOf('</head>'));
    const link = (file: string) =>
      `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}" />`;
    expect(head).toContain(link('/assets/a.js'));
    expect(head).toContain(link('/assets/b.js'));
  });
});

describe('index.html served for a page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
  });

  it('carries the modulepreloads of that page, revalidated', async () => {
    const res = await t.app.request('/products?skip=50');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('href="/assets/products-1.js"');
    expect(html).not.toContain('href="/assets/login-1.js"');
  });
});
