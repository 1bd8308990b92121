import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/http/env.ts';
import { bodyOf } from '../src/http/input.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A stand-in handler for a multipart operation, to see what the validator hands over.
  const probe = new Hono<AppEnv>().post('/api/templates/upload', (c) => {
    const body = bodyOf<{ file: File; template_name: string }>(c);
    return c.json({
      name: body.file.name,
      size: body.file.size,
      template_name: body.template_name,
    });
  });
  t.app.route('/', probe);
});
afterAll(() => t.close());

describe('multipart validation', () => {
  it('answers 422 for a missing file part and keeps the File for the handler', async () => {
    const c = await t.login('admin@example.com');
    const empty = new FormData();
    empty.set('template_name', 'Spring catalogue');
    const missing = await c.raw('POST', '/api/templates/upload', { body: empty });
    expect(missing.status).toBe(422);
    const detail = ((await missing.json()) as { detail: { loc: string[] }[] }).detail;
    expect(detail.map((d) => d.loc)).toContainEqual(['body', 'file']);
    const form = new FormData();
    form.set('template_name', 'Spring catalogue');
    form.set('file', new File(['code,description\nA1,Soap\n'], 'sample.csv', { type: 'text/csv' }));
    const ok = await c.raw('POST', '/api/templates/upload', { body: form });
    expect(await ok.json()).toEqual({
      name: 'sample.csv',
      size: 25,
      template_name: 'Spring catalogue',
    });
  });

  it('checks permissions before validating (403 for readonly, 401 anonymous)', async () => {
    const ro = await t.login('readonly@example.com');
    expect((await ro.raw('POST', '/api/templates/upload', { body: new FormData() })).status).toBe(
      403,
    );
    expect((await t.anonymous().raw('POST', '/api/templates/upload')).status).toBe(401);
  });
});
