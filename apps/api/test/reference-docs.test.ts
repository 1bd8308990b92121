import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDOC_PATH } from '../src/routes/reference.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (path: string) => `http://127.0.0.1:8000${path}`;

describe('the published contract and its reference page', () => {
  it('serves the bundled contract at /openapi.json, signed out', async () => {
    const response = await t.app.request(url('/openapi.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths)).toEqual(Object.keys(t.deps.contract.doc.paths));
  });

  it('serves /docs with Redoc from this origin only (no CDN, no telemetry)', async () => {
    const response = await t.app.request(url('/docs'));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<redoc spec-url="/openapi.json">');
    expect(html).toContain(`<script src="${REDOC_PATH}">`);
    expect(html).not.toMatch(/https?:\/\//);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:/);
  });

  it('serves the Redoc script itself, and keeps the strict policy elsewhere', async () => {
    const script = await t.app.request(url(REDOC_PATH));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await script.text()).length).toBeGreaterThan(100_000);
    const health = await t.app.request(url('/api/health'));
    expect(health.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
