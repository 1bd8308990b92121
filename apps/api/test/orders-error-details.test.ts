import type { OrderErrorDetails } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

let t: TestApp;
let api: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  api = await t.login('warehouse@example.com');
});
afterAll(() => t.close());

/** The typed details of a parsed_error_details that is the contract's object, else null. */
const typed = (parsed: OrderErrorDetails | string | null): OrderErrorDetails | null =>
  typeof parsed === 'object' ? parsed : null;

describe('parsed_error_details, parsed once by the API wherever error_details appears', () => {
  it('list rows, the detail and the status answer carry the typed object (the seeded failed order)', async () => {
    const list = await answer(
      api.api.GET('/api/orders', { params: { query: { status: 'failed', limit: 100 } } }),
    );
    if (list.status !== 200 || !list.body || !('orders' in list.body)) {
      throw new Error('the list failed');
    }
    const failed = list.body.orders.find((order) => order.error_details !== null);
    if (!failed) throw new Error('the demo data has no failed order with error_details');
    const details = typed(failed.parsed_error_details);
    expect(details?.failed_items[0]).toMatchObject({ product_code: expect.any(String) });
    expect(details?.failed_items[0]?.reason).toMatch(/^Insufficient stock: \d+ available/);

    const detail = await answer(
      api.api.GET('/api/orders/{id}', { params: { path: { id: failed.id } } }),
    );
    expect(detail.body).toMatchObject({ parsed_error_details: details });
    const status = await answer(
      api.api.GET('/api/orders/{id}/status', { params: { path: { id: failed.id } } }),
    );
    expect(status.body).toMatchObject({ parsed_error_details: details });

    const clean = list.body.orders.find((order) => order.error_details === null);
    if (clean) expect(clean.parsed_error_details).toBeNull();
  });

  it('sends stored text of another shape as text, never as an untyped object', async () => {
    const [order] = await t.deps.db.query<{ id: number }>(
      "SELECT id FROM orders WHERE status = 'failed' ORDER BY id LIMIT 1",
    );
    if (!order) throw new Error('the demo data has no failed order');
    await t.deps.db.query('UPDATE orders SET error_details = $2 WHERE id = $1', [
      order.id,
      '{"row":4}',
    ]);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const detail = await answer(
      api.api.GET('/api/orders/{id}', { params: { path: { id: order.id } } }),
    );
    const warnings = stderr.mock.calls.map(([line]) => String(line));
    stderr.mockRestore();
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ parsed_error_details: '{"row":4}' });
    // §7: details that cannot be read are left as text, and a warning is logged.
    expect(warnings.some((line) => line.includes('"level":"warn"'))).toBe(true);
  });
});
