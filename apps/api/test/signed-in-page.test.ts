import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../src/auth/cookies.ts';
import { stopServerRenders } from '../src/http/page-render.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const BOOT_SCREEN = '<main class="boot-screen"><p>Checking authentication...</p></main>';
const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div><template id="boot-screen">${BOOT_SCREEN}</template></body></html>`;
/** What the page draws before its code runs: the content of `#root`. */
const root = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/boot/after-paint.ts': { file: 'assets/after-paint-1.js', isEntry: true },
};
const PRODUCTS_PAGE = '/api/products?limit=50&skip=0&sort_by=created_at&sort_order=desc';

/**
 * A stand-in for the web app's server render (`dist-ssr/render-page.js`): it asks the API what
 * a products page's loaders ask, and a refresh (a POST), and answers what it was given as its
 * page's state. It draws nothing when the session check fails, as the real one. Without a
 * session it draws only /login, with what the API says to its call there (decision 077) and the
 * view and colour-scheme hint it was given (decision 078).
 */
const RENDER = `
export async function renderPage({ url, fetch, signedIn, view, colorScheme }) {
  const call = async (path, method = 'GET') => {
    const response = await fetch(new Request(new URL(path, url), { method }));
    return { status: response.status, body: response.status === 200 ? await response.json() : null };
  };
  if (!signedIn) {
    if (new URL(url).pathname !== '/login') return undefined;
    const verify = await call('/auth/verify');
    const drawn = { view: view ?? null, colorScheme: colorScheme ?? null };
    return { html: '<h1>Sign in</h1>', colorScheme: colorScheme ?? 'dark', state: { user: null, verify, drawn } };
  }
  const verify = await call('/auth/verify');
  if (verify.status !== 200) return undefined;
  const [me, products, refresh] = await Promise.all([
    call('/auth/me'),
    call(${JSON.stringify(PRODUCTS_PAGE)}),
    call('/auth/cookie/refresh', 'POST'),
  ]);
  return { html: '<h1>Products</h1>', colorScheme: 'light', state: { me, products, refresh } };
}`;

interface State {
  me: { status: number; body: { email: string } };
  products: { status: number; body: { products: { description: string }[] } | null };
  refresh: { status: number };
}

let dist: string;
let t: TestApp;

beforeAll(async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'bo-web-signed-in-'));
  dist = path.join(folder, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(folder, 'dist-ssr'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(folder, 'dist-ssr', 'render-page.js'), RENDER);
  t = await createTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await t.close();
  await stopServerRenders();
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

/** A page asked by a browser with `cookie`, and the state its render drew it with. */
async function page(url: string, cookie: string | undefined, headers: Record<string, string> = {}) {
  const res = await t.app.request(url, {
    headers: {
      ...(cookie ? { cookie: `${cookie}; back-office-view=%7B%7D` } : {}),
      ...headers,
    },
  });
  const encoded = res.headers.get('content-encoding') === 'gzip';
  const html = encoded
    ? gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')
    : await res.text();
  const json = /<script type="application\/json" id="hydration-state">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  const state = json === undefined ? undefined : (JSON.parse(json) as State);
  return { res, html, state };
}

const cookieOf = async (email: string) => (await t.login(email)).jar.header('/') ?? '';

describe("a signed-in page drawn by the server render's calls to the API (decision 072)", () => {
  it("is drawn from the API's answers to the cookie's user, never stored", async () => {
    const { res, html, state } = await page('/products', await cookieOf('admin@example.com'), {
      'Accept-Encoding': 'gzip',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(root(html)).toBe('<h1>Products</h1>');
    expect(state?.me.body.email).toBe('admin@example.com');
    expect(state?.products.body?.products).toEqual(expect.any(Array));
    // The page's code loads after its first paint, through its one script (decision 034).
    expect(html).toContain('src="/assets/after-paint-1.js"');
  });

  it('reads only: a refresh (which would rotate the session) never reaches the API', async () => {
    const { state } = await page('/products', await cookieOf('admin@example.com'));
    expect(state?.refresh.status).toBe(405);
  });

  it("holds only what the cookie's user may read", async () => {
    const { state } = await page('/products', await cookieOf('distributor.readonly@example.com'));
    expect(state?.me.body.email).toBe('distributor.readonly@example.com');
    expect(state?.products.status).toBe(403);
    expect(state?.products.body).toBeNull();
  });

  it('is the boot screen with a session cookie the API refuses, and the plain page without one', async () => {
    const stale = await page('/products', `${ACCESS_COOKIE}=not-a-token`);
    expect(stale.res.status).toBe(200);
    expect(stale.state).toBeUndefined();
    // The app checks the session (a refresh may renew it): "Checking authentication..." at once.
    expect(root(stale.html)).toBe(BOOT_SCREEN);
    expect(stale.res.headers.get('cache-control')).toBe('no-cache');
    for (const cookie of [undefined, 'other=1']) {
      const { res, html, state } = await page('/products', cookie);
      expect(res.status).toBe(200);
      expect(state).toBeUndefined();
      // Signed out, the app's first screen is the sign-in page: nothing is drawn ahead of it.
      expect(root(html)).toBe('');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('cannot be ended by a value: <, > and & are escaped, the state reads back the same', async () => {
    const hostile = '</script><script>alert(1)</script> & <!--';
    await t.deps.db.query(
      `UPDATE products SET description = $1 WHERE id = (SELECT max(id) FROM products)`,
      [hostile],
    );
    const { html, state } = await page('/products', await cookieOf('admin@example.com'));
    expect(html).not.toContain('<script>alert(1)');
    expect(state?.products.body?.products.map((row) => row.description)).toContain(hostile);
  });
});

describe('the sign-in page drawn for a visitor without a session (decision 077)', () => {
  const VIEW = 'back-office-view=%7B%7D';

  it("is drawn for a returning visitor's view, signed out, never stored", async () => {
    const res = await t.app.request('/login?redirect=%2Fproducts', { headers: { cookie: VIEW } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(root(html)).toBe('<h1>Sign in</h1>');
    expect(html).toContain('data-mantine-color-scheme="dark"');
    expect(html).toContain('src="/assets/after-paint-1.js"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toContain('Cookie');
    const json = /<script type="application\/json" id="hydration-state">(.*?)<\/script>/s.exec(
      html,
    );
    const state = JSON.parse(json?.[1] ?? 'null') as { user: null; verify: { status: number } };
    // Its calls go as nobody: the API refuses the session check.
    expect(state).toEqual({
      user: null,
      verify: { status: 401, body: null },
      drawn: { view: '{}', colorScheme: null },
    });
    // It has a view to draw by: no need to ask for the hint at once.
    expect(res.headers.get('critical-ch')).toBeNull();
  });

  it('is the plain page on a first visit without a hint, and for any other page', async () => {
    const first = await t.app.request('/login');
    expect(root(await first.text())).toBe('');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const other = await t.app.request('/products', { headers: { cookie: VIEW } });
    expect(root(await other.text())).toBe('');
    expect(other.headers.get('cache-control')).toBe('no-cache');
  });
});

describe("a first visit's sign-in page drawn in its colour-scheme hint (decision 078)", () => {
  const HINT = 'Sec-CH-Prefers-Color-Scheme';
  /** The sign-in page asked with `headers`: its root, its headers and what it was drawn with. */
  async function signIn(headers: Record<string, string>) {
    const res = await t.app.request('/login', { headers });
    const html = await res.text();
    const json = /<script type="application\/json" id="hydration-state">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    const state = json === undefined ? undefined : (JSON.parse(json) as { drawn: unknown });
    return { res, html, drawn: state?.drawn };
  }

  it('asks every page for the hint, and a first visit without it at once', async () => {
    const first = await signIn({});
    expect(first.res.headers.get('accept-ch')).toBe(HINT);
    // Chromium asks again with the hint before drawing anything; other browsers go on.
    expect(first.res.headers.get('critical-ch')).toBe(HINT);
    expect(first.res.headers.get('vary')).toContain(HINT);
    expect(first.drawn).toBeUndefined();
    // A returning visitor and a signed-in user have their view cookie to draw by.
    const returning = await signIn({ cookie: 'back-office-view=%7B%7D' });
    expect(returning.res.headers.get('accept-ch')).toBe(HINT);
    expect(returning.res.headers.get('critical-ch')).toBeNull();
    const signedIn = await t.app.request('/products', {
      headers: { cookie: await cookieOf('admin@example.com') },
    });
    expect(signedIn.headers.get('critical-ch')).toBeNull();
  });

  it('draws it in the scheme the hint tells, never stored', async () => {
    const dark = await signIn({ [HINT]: 'dark' });
    expect(root(dark.html)).toBe('<h1>Sign in</h1>');
    expect(dark.html).toContain('data-mantine-color-scheme="dark"');
    expect(dark.drawn).toEqual({ view: null, colorScheme: 'dark' });
    expect(dark.res.headers.get('cache-control')).toBe('no-store');
    expect(dark.res.headers.get('critical-ch')).toBeNull();
    // The header's grammar allows a quoted string.
    const light = await signIn({ [HINT]: '"light"' });
    expect(light.html).toContain('data-mantine-color-scheme="light"');
    expect(light.drawn).toEqual({ view: null, colorScheme: 'light' });
  });

  it('takes any other value for no hint: the plain page, asking again', async () => {
    for (const value of ['purple', 'dark, light', '"dark', '</script><script>alert(1)</script>']) {
      const page = await signIn({ [HINT]: value });
      expect(page.drawn).toBeUndefined();
      expect(root(page.html)).toBe('');
      expect(page.res.headers.get('critical-ch')).toBe(HINT);
    }
  });
});
