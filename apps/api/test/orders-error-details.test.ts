import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsedErrorDetails } from '../src/orders/parsed-error-details.ts';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

interface OrderLike {
  id: number;
  status: string;
  error_details: string | null;
  parsed_error_details: unknown;
}

let t: TestApp;
let api: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  api = await t.login('warehouse@example.com');
});
afterAll(() => t.close());

describe('parsed_error_details wherever error_details appears', () => {
  it('list rows, the detail and the status answer all carry it (the seeded failed order)', async () => {
    const list = await answer<{ orders: OrderLike[] }>(
      api.api.GET('/api/orders', { params: { query: { status: 'failed', limit: 100 } } }),
    );
    expect(list.status).toBe(200);
    const failed = list.body.orders.find((order) => order.error_details !== null);
    if (!failed) throw new Error('the demo data has no failed order with error_details');
    const parsed = JSON.parse(failed.error_details ?? 'null') as unknown;
    expect(failed.parsed_error_details).toEqual(parsed);

    const detail = await answer<OrderLike>(
      api.api.GET('/api/orders/{id}', { params: { path: { id: failed.id } } }),
    );
    expect(detail.body.parsed_error_details).toEqual(parsed);
    const status = await answer<OrderLike>(
      api.api.GET('/api/orders/{id}/status', { params: { path: { id: failed.id } } }),
    );
    expect(status.body.parsed_error_details).toEqual(parsed);

    const clean = list.body.orders.find((order) => order.error_details === null);
    if (clean) expect(clean.parsed_error_details).toBeNull();
  });

  it('keeps text that is not JSON as text, and none as null', () => {
    expect(parsedErrorDetails('Disk full')).toBe('Disk full');
    expect(parsedErrorDetails('{"message":"x","failed_items":[]}')).toEqual({
      message: 'x',
      failed_items: [],
    });
    expect(parsedErrorDetails(null)).toBeNull();
    expect(parsedErrorDetails('')).toBeNull();
  });
});
