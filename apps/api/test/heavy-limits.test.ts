import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validateResponse } from '../src/http/contract/validate-response.ts';
import { configureHeavyWork } from '../src/lib/workers/heavy-pool.ts';
import { heavySettingsFrom } from '../src/lib/workers/heavy-settings.ts';
import { createTestApp, type TestApp, testContract } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

let t: TestApp;
let readonly: TestClient;
let supervisor: TestClient;
let invoiceIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  readonly = await t.login('readonly@example.com');
  supervisor = await t.login('supervisor@example.com');
  const rows = await t.deps.db.query<{ id: number }>('SELECT id FROM invoices ORDER BY id');
  invoiceIds = rows.map((r) => r.id);
});
afterEach(() => configureHeavyWork(heavySettingsFrom({})));
afterAll(() => t.close());

describe('fair limits on heavy requests (x-heavy)', () => {
  it('refuses one user past HEAVY_PER_USER with a declared 429 and Retry-After, not another user', async () => {
    await configureHeavyWork({ perUser: 2 });
    expect(invoiceIds.length).toBeGreaterThan(0);
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        readonly.raw('GET', `/api/invoices/${invoiceIds[i % invoiceIds.length]}/pdf`),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const refused = burst.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    const first = refused[0] as Response;
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await first.json();
    expect(body.detail).toMatch(/already have 2 documents, exports or spreadsheets/);
    expect(validateResponse('downloadInvoicePdf', 429, body).errors).toEqual([]);
    // Once those are done, the same user is served again; another user was never held back.
    expect((await readonly.raw('GET', `/api/invoices/${invoiceIds[0]}/pdf`)).status).toBe(200);
    expect((await supervisor.raw('GET', `/api/invoices/${invoiceIds[0]}/pdf`)).status).toBe(200);
  });

  it('limits list exports the same way, and a refused export sends nothing', async () => {
    await configureHeavyWork({ perUser: 1, exports: 1 });
    const [a, b] = await Promise.all([
      supervisor.raw('GET', '/api/products/export/xlsx'),
      supervisor.raw('GET', '/api/products/export/xlsx'),
    ]);
    const statuses = [a?.status, b?.status].sort();
    expect(statuses).toEqual([200, 429]);
    for (const res of [a, b]) {
      if (res?.status === 200) {
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
      } else {
        expect(validateResponse('exportProducts', 429, await res?.json()).errors).toEqual([]);
      }
    }
  });

  it('answers a declared 503 with its reason when a document runs past HEAVY_TIMEOUT_MS, then serves again', async () => {
    await configureHeavyWork({ timeoutMs: 1 });
    const res = await readonly.raw('GET', `/api/invoices/${invoiceIds[0]}/pdf`);
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.detail).toMatch(/took longer than 0 s and was stopped/);
    expect(validateResponse('downloadInvoicePdf', 503, body).errors).toEqual([]);
    await configureHeavyWork({ timeoutMs: 60_000 });
    expect((await readonly.raw('GET', `/api/invoices/${invoiceIds[0]}/pdf`)).status).toBe(200);
  });

  it('declares 429 and 503 on every x-heavy operation of the contract', () => {
    const heavy = testContract().operations.filter((op) => op.heavy);
    expect(heavy.length).toBeGreaterThanOrEqual(19);
    for (const op of heavy) {
      expect(Object.keys(op.responses), op.operationId).toEqual(
        expect.arrayContaining(['429', '503']),
      );
    }
  });
});
