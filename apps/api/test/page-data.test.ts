import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../src/auth/cookies.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const BOOT_SCREEN = '<main class="boot-screen"><p>Checking authentication...</p></main>';
const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div><template id="boot-screen">${BOOT_SCREEN}</template></body></html>`;
/** What the page draws before its code runs: the content of `#root`. */
const root = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/boot/page-data.ts': { file: 'assets/page-data-1.js', isEntry: true },
};
const PRODUCTS_PAGE = '/api/products?limit=50&skip=0&sort_by=created_at&sort_order=desc';

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'bo-web-page-data-'));
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A page asked by a browser signed in as `email` (its cookies), and the data it carries. */
async function page(url: string, cookie: string | undefined, headers: Record<string, string> = {}) {
  const res = await t.app.request(url, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const encoded = res.headers.get('content-encoding') === 'gzip';
  const html = encoded
    ? gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')
    : await res.text();
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  const data = json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
  return { res, html, data };
}

const cookieOf = async (email: string) => (await t.login(email)).jar.header('/') ?? '';

describe("a signed-in page's first API answers in its HTML (decision 030)", () => {
  it("carries the session, the user's own profile and the page's first data, never stored", async () => {
    const { res, html, data } = await page('/products', await cookieOf('admin@example.com'), {
      'Accept-Encoding': 'gzip',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(Object.keys(data ?? {})).toEqual(
      expect.arrayContaining([
        '/auth/verify',
        '/auth/me',
        '/auth/permissions',
        '/api/periods/active/current',
        // The period selector's list: a period-scoped page needs it before its own data.
        '/api/periods?limit=100',
        PRODUCTS_PAGE,
        '/api/products/count',
        '/api/product-sets?limit=1000',
      ]),
    );
    expect(data?.['/auth/me']).toMatchObject({ email: 'admin@example.com' });
    expect(data?.[PRODUCTS_PAGE]).toMatchObject({ products: expect.any(Array) });
    // The answering script runs before the app's entry.
    expect(html.indexOf('/assets/page-data-1.js')).toBeGreaterThan(-1);
    expect(html.indexOf('/assets/page-data-1.js')).toBeLessThan(html.indexOf('/assets/index-1.js'));
    // "Checking authentication..." is drawn from the HTML, before the code has come (decision 033).
    expect(root(html)).toBe(BOOT_SCREEN);
  });

  it("holds only what the cookie's user may read", async () => {
    const { data } = await page('/products', await cookieOf('distributor.readonly@example.com'));
    expect(data?.['/auth/me']).toMatchObject({ email: 'distributor.readonly@example.com' });
    expect(data).not.toHaveProperty([PRODUCTS_PAGE]);
    expect(data).not.toHaveProperty(['/api/products/count']);
  });

  it('is the plain app page without a valid session cookie', async () => {
    for (const cookie of [undefined, `${ACCESS_COOKIE}=not-a-token`, 'other=1']) {
      const { res, html, data } = await page('/products', cookie);
      expect(res.status).toBe(200);
      expect(data).toBeUndefined();
      expect(html).not.toContain('page-data');
      // Signed out, the app's first screen is the sign-in page: nothing is drawn ahead of it.
      expect(root(html)).toBe('');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("carries only the session for a page's other views (a query string) and other pages", async () => {
    const cookie = await cookieOf('admin@example.com');
    for (const url of ['/products?skip=50', '/users']) {
      const { data } = await page(url, cookie);
      expect(Object.keys(data ?? {}).sort(), url).toEqual([
        '/api/periods/active/current',
        '/api/periods?limit=100',
        '/auth/me',
        '/auth/permissions',
        '/auth/verify',
      ]);
    }
  });

  it('cannot be ended by a value: <, > and & are escaped, the data reads back the same', async () => {
    const hostile = '</script><script>alert(1)</script> & <!--';
    await t.deps.db.query(
      `UPDATE products SET description = $1 WHERE id = (SELECT max(id) FROM products)`,
      [hostile],
    );
    const { html, data } = await page('/products', await cookieOf('admin@example.com'));
    expect(html).not.toContain('<script>alert(1)');
    const list = data?.[PRODUCTS_PAGE] as { products: { description: string }[] } | undefined;
    expect(list?.products.map((row) => row.description)).toContain(hostile);
  });
});
