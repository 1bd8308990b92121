import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/http/errors.ts';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/test/boom', () => {
    throw new Error('kaboom');
  });
  t.app.get('/test/teapot', () => {
    throw new HttpError(418, { code: 'TEAPOT', reason: 'short and stout' });
  });
});
afterAll(() => t.close());

const url = (path: string) => `http://127.0.0.1:8000${path}`;

describe('request id', () => {
  it('echoes the client’s X-Request-ID, or makes a UUID', async () => {
    const echoed = await t.app.request(url('/api/health'), {
      headers: { 'X-Request-ID': 'abc-123' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123');
    const made = await t.app.request(url('/api/nowhere'));
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is written to the audit log of a change', async () => {
    await t.app.request(url('/auth/cookie/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Request-ID': 'trace-42' },
      body: 'username=admin%40example.com&password=Demo1234!',
    });
    const rows = await t.deps.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE request_id = 'trace-42'`,
    );
    expect(rows.map((r) => r.action)).toEqual(['login']);
  });
});

describe('CORS', () => {
  it('answers a preflight from the web origin with credentials and X-Request-ID allowed', async () => {
    const res = await t.app.request(url('/auth/me'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-request-id',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-request-id',
    );
  });

  it('exposes Content-Disposition and X-Request-ID; ignores other origins', async () => {
    const ok = await t.app.request(url('/api/health'), {
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    expect(ok.headers.get('access-control-expose-headers')).toMatch(
      /Content-Disposition.*X-Request-ID/,
    );
    const foreign = await t.app.request(url('/api/health'), {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CSRF', () => {
  it('refuses a state-changing cookie request from a foreign Origin', async () => {
    const c = await t.login('admin@example.com');
    const res = await c.raw('POST', '/auth/logout-all', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/Origin/);
    expect((await answer(c.api.GET('/auth/me'))).status).toBe(200);
  });

  it('lets reads and bearer requests through', async () => {
    const c = await t.login('admin@example.com');
    const read = await c.raw('GET', '/auth/me', { headers: { Origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
  });
});

describe('errors and headers', () => {
  it('sets the security headers', async () => {
    const res = await t.app.request(url('/api/health'));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers FastAPI envelopes for 404, 405, typed errors and unknown errors (500)', async () => {
    const nf = await t.app.request(url('/api/nowhere'));
    expect(nf.status).toBe(404);
    expect(await nf.json()).toEqual({ detail: 'Not Found' });
    const na = await t.app.request(url('/api/health'), { method: 'DELETE' });
    expect(na.status).toBe(405);
    expect(await na.json()).toEqual({ detail: 'Method Not Allowed' });
    const teapot = await t.app.request(url('/test/teapot'));
    expect(await teapot.json()).toEqual({ detail: { code: 'TEAPOT', reason: 'short and stout' } });
    const boom = await t.app.request(url('/test/boom'));
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual({ detail: 'Internal Server Error' });
  });

  it('answers 422 with loc and coerces query values', async () => {
    const c = await t.login('admin@example.com');
    const res = await c.raw('GET', '/api/users?limit=5000&skip=-1');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: string[]; type: string }[] };
    expect(body.detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['query', 'limit'], type: 'less_than_equal' }),
        expect.objectContaining({ loc: ['query', 'skip'], type: 'greater_than_equal' }),
      ]),
    );
    const json = await c.raw('POST', '/auth/register', {
      body: '{oops',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(json.status).toBe(422);
    expect(((await json.json()) as { detail: { type: string }[] }).detail[0]?.type).toBe(
      'json_invalid',
    );
  });
});

describe('system', () => {
  it('GET /api/health answers ok', async () => {
    const res = await answer<{ status: string }>(t.anonymous().api.GET('/api/health'));
    expect(res.body.status).toBe('ok');
  });

  it('GET /api/health/ready answers 200, then 503 once the process is shutting down', async () => {
    const ready = await answer<{ status: string }>(t.anonymous().api.GET('/api/health/ready'));
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    t.deps.lifecycle.draining = true;
    try {
      const draining = await answer<{ detail: string }>(t.anonymous().api.GET('/api/health/ready'));
      expect(draining.status).toBe(503);
      expect(draining.body.detail).toBe('Shutting down');
      expect((await answer(t.anonymous().api.GET('/api/health'))).status).toBe(200);
    } finally {
      t.deps.lifecycle.draining = false;
    }
  });

  it('GET /api/dev/outbox is served in demo mode only', async () => {
    const demo = await answer(t.anonymous().api.GET('/api/dev/outbox'));
    expect(demo.status).toBe(200);
    // Off-contract input (an unknown kind): the SDK's types refuse it, so by operationId.
    expect(
      (await t.anonymous().call('listOutboxMessages', { query: { kind: 'spam' } })).status,
    ).toBe(422);
    const prod = await createTestApp({ DEMO: 'false' });
    try {
      expect((await answer(prod.anonymous().api.GET('/api/dev/outbox'))).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
