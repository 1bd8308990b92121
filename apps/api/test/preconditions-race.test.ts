import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { readIfMatch } from './helpers/if-match.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('optimistic concurrency (decision 041)', () => {
  it('of two clients saving with the same ETag, exactly one wins; the other gets 412', async () => {
    const [a, b] = await Promise.all([
      t.login('admin@example.com'),
      t.login('supervisor@example.com'),
    ]);
    const [row] = await t.deps.db.query<{ id: number }>(
      'SELECT id FROM consultants ORDER BY id LIMIT 1',
    );
    if (!row) throw new Error('no consultant in the demo data');
    const { id } = row;
    const header = await readIfMatch(a, `/api/consultants/${id}`);
    const save = (client: typeof a, phone: string) =>
      answer(
        client.api.PUT('/api/consultants/{id}', {
          params: { path: { id }, header },
          body: { phone },
        }),
      );
    const results = await Promise.all([save(a, '0820000001'), save(b, '0820000002')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.status === 200);
    if (!winner) throw new Error('neither save won');
    const now = await answer<{ phone: string | null }>(
      a.api.GET('/api/consultants/{id}', { params: { path: { id } } }),
    );
    expect(now.body.phone).toBe((winner.body as { phone: string }).phone);
  });

  it('a change to a line gives its parent a new ETag', async () => {
    const admin = await t.login('admin@example.com');
    const [line] = await t.deps.db.query<{ id: number; order_id: number }>(
      'SELECT id, order_id FROM order_items ORDER BY id LIMIT 1',
    );
    if (!line) throw new Error('no order line in the demo data');
    const before = await readIfMatch(admin, `/api/orders/${line.order_id}`);
    await t.deps.db.query('UPDATE order_items SET quantity = quantity + 1 WHERE id = $1', [
      line.id,
    ]);
    const after = await readIfMatch(admin, `/api/orders/${line.order_id}`);
    expect(after['If-Match']).not.toBe(before['If-Match']);
  });
});
