import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const INDEX = '<!doctype html><title>Back Office</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'bo-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  const script = path.join(dist, 'assets', 'index-Cx1a2b3c.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  t = await createTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

describe('the web app on the API origin (WEB_DIST)', () => {
  it('answers a page of the app with index.html, revalidated, under the app CSP', async () => {
    for (const page of ['/', '/login', '/consultants/12', '/auth/register']) {
      const res = await get(page);
      expect(res.status, page).toBe(200);
      expect(await res.text()).toBe(INDEX);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toContain('text/html');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
    }
  });

  it('serves hashed assets as immutable, in brotli or gzip as the browser accepts', async () => {
    const br = await get('/assets/index-Cx1a2b3c.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const gz = await get('/assets/index-Cx1a2b3c.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/index-Cx1a2b3c.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('answers a missing file with 404, not the app page; robots.txt is the real file', async () => {
    expect((await get('/assets/index-gone.js')).status).toBe(404);
    const robots = await get('/robots.txt');
    expect(await robots.text()).toContain('Disallow: /');
  });

  it('leaves API calls to the API: GET operations, other methods, unknown /api paths', async () => {
    const me = await get('/auth/me');
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ detail: 'Unauthorized' });
    const register = await t.app.request('/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(register.headers.get('content-type')).toContain('application/json');
    const unknown = await get('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'Not Found' });
  });

  it('never serves a file from outside the folder', async () => {
    for (const probe of [
      '/assets/..%2F..%2Fetc%2Fpasswd',
      '/..%2f..%2fetc/passwd',
      '/%2e%2e/etc/hosts',
    ]) {
      const res = await get(probe);
      const body = await res.text();
      expect(body, probe).not.toContain('root:');
      expect(body, probe).not.toContain('localhost');
    }
  });

  it('compresses API JSON for clients that accept gzip', async () => {
    const api = await t.login('admin@example.com');
    const list = await api.raw('GET', '/api/products?limit=200', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('gzip');
  });
});
