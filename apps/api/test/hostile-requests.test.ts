import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

/** The hostile requests of issue 18: each a declared 4xx (422 or 413), never a 500. */
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

// Hostile input is off-contract on purpose: sent by operationId (the SDK's types refuse it), the
// answer still checked against the contract.
const statusOf = async (operationId: string, options: Parameters<TestClient['call']>[1]) =>
  (await admin.call(operationId, options)).status;

describe('path and query integers', () => {
  it('are decimal digits within the column range', async () => {
    for (const id of ['0x10', '1.0', '1e3', '-1', '+1', ' 1', '99999999999', '2147483648']) {
      expect([id, await statusOf('getOrder', { params: { id } })]).toEqual([id, 422]);
    }
    expect(await statusOf('revokeSession', { params: { id: '99999999999' } })).toBe(422);
    expect(await statusOf('getOrder', { params: { id: '2147483647' } })).toBe(404);
    expect(await statusOf('listProducts', { query: { skip: '9223372036854775808' } })).toBe(422);
    expect(await statusOf('listProducts', { query: { min_price_cents: 2 ** 62 } })).toBe(422);
    expect(await statusOf('listProducts', { query: { limit: '0x10' } })).toBe(422);
  });
  it('a malformed percent escape in a path is a plain 4xx', async () => {
    const res = await admin.raw('GET', '/api/consultants/search/%E0%A4%A');
    expect(res.status).toBeLessThan(500);
  });
});

describe('NUL characters', () => {
  it('are refused with 422 in a body, a query and a path', async () => {
    expect(await statusOf('createOrder', { json: { reference: 'a\u0000b' } })).toBe(422);
    expect(await statusOf('createOrder', { json: { 'k\u0000': 1 } })).toBe(422);
    expect(await statusOf('listProducts', { query: { search: 'a\u0000' } })).toBe(422);
    expect(await statusOf('searchConsultants', { params: { term: 'a\u0000b' } })).toBe(422);
  });
});

describe('bodies', () => {
  it('integers past the column range are 422', async () => {
    const items = [{ product_id: 2 ** 31, quantity: 1 }];
    expect(await statusOf('createOrder', { json: { items } })).toBe(422);
    expect(await statusOf('createOrder', { json: { period_id: 2 ** 31 } })).toBe(422);
  });
  it('JSON nested 5,000 levels is 422, 60 levels is read', async () => {
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    const body = (n: number) => `{"reference":"R-deep","notes":null,"x":${deep(n)}}`;
    const headers = { 'Content-Type': 'application/json' };
    const refused = await admin.raw('POST', '/api/orders', { body: body(5_000), headers });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { detail: { type: string }[] }).detail[0]?.type).toBe(
      'json_depth',
    );
    const read = await admin.raw('POST', '/api/orders', { body: body(60), headers });
    expect(read.status).not.toBe(422);
  });
  it('a JSON body over 1 MB is the declared 413', async () => {
    const notes = 'x'.repeat(1024 * 1024);
    expect(await statusOf('createOrder', { json: { notes } })).toBe(413);
  });
  it('a malformed multipart body or a CR/LF in a file name is 422', async () => {
    const broken = await admin.call('analyzeTemplate', {
      body: '--nope\r\nContent-Disposition: form-data; name="file"\r\n\r\nxx',
      headers: { 'Content-Type': 'multipart/form-data; boundary=' },
    });
    expect(broken.status).toBe(422);
    const boundary = 'b0undary';
    const crlf = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="a\rb.csv"',
      'Content-Type: text/csv',
      '',
      'code,price',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const named = await admin.call('analyzeTemplate', {
      body: crlf,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(named.status).toBe(422);
  });
});
