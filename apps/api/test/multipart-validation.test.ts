import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
    const csv = 'Product Code,Description,Unit Price\nA1,Soap,12.50\n';
    form.set('file', new File([csv], 'sample.csv', { type: 'text/csv' }));
    const ok = await c.raw('POST', '/api/templates/upload', { body: form });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({
      file_name: 'sample.csv',
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
