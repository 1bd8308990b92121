import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERRUPTED, recoverJobs } from '../src/platform/recover-jobs.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const one = async (sql: string): Promise<number> => {
  const rows = await t.deps.db.query<{ id: number }>(sql);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no row for: ${sql}`);
  return id;
};

const statusOf = async (table: string, id: number) =>
  (await t.deps.db.query<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [id]))[0]
    ?.status;

describe('recoverJobs at start-up', () => {
  it('resumes or fails every job a stopped process left behind', async () => {
    const copyUpload = (status: string) =>
      one(`INSERT INTO uploads (template_id, template_name, file_name, file_size, file_content,
                                status, message, created_by)
           SELECT template_id, template_name, file_name, file_size, file_content, '${status}',
                  'stuck', created_by
             FROM uploads WHERE status = 'completed' ORDER BY id LIMIT 1 RETURNING id`);
    const halfImported = await copyUpload('processing');
    const queued = await copyUpload('pending');
    const order = await one(`UPDATE orders SET status = 'processing', progress = 40
      WHERE id = (SELECT min(o.id) FROM orders o JOIN order_items i ON i.order_id = o.id
                  WHERE o.status = 'draft') RETURNING id`);
    const combination =
      await one(`INSERT INTO combinations (status, period_id, consultant_order_ids, created_by)
      SELECT 'pending', period_id, array_agg(id ORDER BY id), min(created_by)
        FROM consultant_orders WHERE status = 'submitted' GROUP BY period_id LIMIT 1 RETURNING id`);
    const weekly = await one(`UPDATE weekly_combinations SET status = 'processing'
      WHERE id = (SELECT min(id) FROM weekly_combinations WHERE status = 'pending') RETURNING id`);

    const recovered = await recoverJobs(t.deps);
    await t.deps.jobs.idle();

    expect(recovered.failedUploads).toBe(1);
    expect(recovered.resumed.uploads).toBeGreaterThanOrEqual(1);
    expect(recovered.resumed.orders).toBeGreaterThanOrEqual(1);
    expect(recovered.resumed.combinations).toBeGreaterThanOrEqual(1);
    expect(recovered.resumed.weekly).toBeGreaterThanOrEqual(1);
    const [failed] = await t.deps.db.query<{ status: string; message: string; errors: unknown }>(
      'SELECT status, message, errors FROM uploads WHERE id = $1',
      [halfImported],
    );
    expect(failed).toEqual({
      status: 'failed',
      message: INTERRUPTED,
      errors: [{ row: 1, column: null, message: INTERRUPTED }],
    });
    expect(await statusOf('uploads', queued)).toBe('completed');
    expect(['completed', 'failed']).toContain(await statusOf('orders', order));
    expect(['completed', 'failed']).toContain(await statusOf('combinations', combination));
    expect(['completed', 'failed']).toContain(await statusOf('weekly_combinations', weekly));
    const stuck = await t.deps.db.query(
      `SELECT 'uploads' AS t FROM uploads WHERE status IN ('pending', 'processing')
       UNION ALL SELECT 'orders' FROM orders WHERE status = 'processing'
       UNION ALL SELECT 'combinations' FROM combinations WHERE status IN ('pending', 'processing')
       UNION ALL SELECT 'weekly' FROM weekly_combinations WHERE status = 'processing'`,
    );
    expect(stuck).toEqual([]);
    const client = await t.login('readonly@example.com');
    const status = await client.call('getUploadStatus', { params: { id: halfImported } });
    expect(status.body).toMatchObject({ status: 'failed', is_terminal: true });
  });

  it('does nothing when nothing was left behind', async () => {
    expect(await recoverJobs(t.deps)).toEqual({
      resumed: { orders: 0, uploads: 0, combinations: 0, weekly: 0 },
      failedUploads: 0,
    });
  });
});
