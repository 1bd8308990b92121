import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { fencedDb } from '../src/jobs/fenced-db.ts';
import {
  claimJob,
  enqueueJob,
  type JobKind,
  LostLease,
  releaseJobs,
} from '../src/jobs/job-queue.ts';
import { gaveUpMessage } from '../src/jobs/job-worker.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOBODY = { actorId: null, actorEmail: null, requestId: null, ip: null };

const one = async (sql: string): Promise<number> => {
  const rows = await t.deps.db.query<{ id: number }>(sql);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no row for: ${sql}`);
  return id;
};

const row = async <T>(table: string, id: number, columns: string) =>
  (await t.deps.db.query<T>(`SELECT ${columns} FROM ${table} WHERE id = $1`, [id]))[0];

/** A job as a process that died left it: running, claimed `tries` times, lease expired. */
async function abandoned(kind: JobKind, resourceId: number, tries = 1): Promise<number> {
  const id = await t.deps.db.transaction((tx) => enqueueJob(tx, kind, resourceId, NOBODY));
  await t.deps.db.query(
    `UPDATE jobs SET state = 'running', attempt = attempt + 1, tries = $2, owner = 'dead:1',
       lease_until = now() - interval '1 second' WHERE id = $1`,
    [id, tries],
  );
  return id;
}

/** Lets this process's worker claim until nothing is claimable (as its poll timer would). */
async function pollUntilQuiet(): Promise<void> {
  for (let round = 0; round < 10; round++) {
    await t.deps.worker.poll();
    await t.deps.jobs.idle();
    const left = await t.deps.db.query(
      `SELECT 1 FROM jobs WHERE state = 'queued' OR lease_until < now()`,
    );
    if (left.length === 0) return;
  }
}

const stuckUpload = () =>
  one(`INSERT INTO uploads (template_id, template_name, file_name, file_size, file_content,
                            status, message, created_by)
       SELECT template_id, template_name, file_name, file_size, file_content, 'processing',
              'Checking row 3 of 9', created_by
         FROM uploads WHERE status = 'completed' AND file_content IS NOT NULL
        ORDER BY id LIMIT 1 RETURNING id`);

const auditCount = async (resource: string, id: number) =>
  (
    await t.deps.db.query(
      `SELECT 1 FROM audit_log WHERE resource = $1 AND record_id = $2 AND action = 'process'`,
      [resource, id],
    )
  ).length;

describe('the job queue', () => {
  it('takes over every kind of job a dead process left mid-way, and finishes each once', async () => {
    const upload = await stuckUpload();
    const order = await one(`UPDATE orders SET status = 'processing', progress = 40
      WHERE id = (SELECT min(o.id) FROM orders o JOIN order_items i ON i.order_id = o.id
                  WHERE o.status = 'draft') RETURNING id`);
    const combination =
      await one(`INSERT INTO combinations (status, period_id, consultant_order_ids, created_by)
      SELECT 'processing', period_id, array_agg(id ORDER BY id), min(created_by)
        FROM consultant_orders WHERE status = 'submitted'
          AND id < (SELECT max(id) FROM consultant_orders WHERE status = 'submitted')
        GROUP BY period_id LIMIT 1 RETURNING id`);
    // The newest submitted order (today's) is left for the weekly combination: it gathers only
    // orders that are not combined (decision 051).
    const weekly = await one(`UPDATE weekly_combinations SET status = 'processing'
      WHERE id = (SELECT min(id) FROM weekly_combinations WHERE status = 'pending') RETURNING id`);
    await abandoned('upload', upload);
    await abandoned('order', order);
    await abandoned('combination', combination);
    await abandoned('weekly', weekly);

    await pollUntilQuiet();

    expect(await t.deps.db.query('SELECT * FROM jobs')).toEqual([]);
    expect(await row('uploads', upload, 'status')).toEqual({ status: 'completed' });
    const sets = await t.deps.db.query('SELECT id FROM product_sets WHERE upload_id = $1', [
      upload,
    ]);
    expect(sets).toHaveLength(1);
    expect(await auditCount('uploads', upload)).toBe(1);
    expect(['completed', 'failed']).toContain(
      (await row<{ status: string }>('orders', order, 'status'))?.status,
    );
    expect(await auditCount('orders', order)).toBe(1);
    expect(await row('combinations', combination, 'status')).toEqual({ status: 'completed' });
    expect(await row('weekly_combinations', weekly, 'status')).toEqual({ status: 'completed' });
  });

  it('leaves a job alone while its process holds a live lease', async () => {
    const upload = await stuckUpload();
    const job = await abandoned('upload', upload);
    await t.deps.db.query(
      `UPDATE jobs SET lease_until = now() + interval '1 minute' WHERE id = $1`,
      [job],
    );
    await t.deps.worker.poll();
    await t.deps.jobs.idle();
    expect(await row('uploads', upload, 'status, message')).toEqual({
      status: 'processing',
      message: 'Checking row 3 of 9',
    });
    await t.deps.db.query('DELETE FROM jobs WHERE id = $1', [job]);
  });

  it('fails a job that keeps being interrupted once, with a clear message and an audit entry', async () => {
    const upload = await stuckUpload();
    await abandoned('upload', upload, t.deps.config.jobMaxTries);
    await pollUntilQuiet();
    await pollUntilQuiet();
    const message = gaveUpMessage(t.deps.config.jobMaxTries);
    expect(await row('uploads', upload, 'status, message, errors, imported_rows')).toEqual({
      status: 'failed',
      message,
      errors: [{ row: 1, column: null, message }],
      imported_rows: 0,
    });
    expect(await auditCount('uploads', upload)).toBe(1);
    expect(await t.deps.db.query('SELECT * FROM jobs')).toEqual([]);
  });

  it('fences a worker that lost its lease: its writes fail and change nothing', async () => {
    const upload = await stuckUpload();
    const id = await t.deps.db.transaction((tx) => enqueueJob(tx, 'upload', upload, NOBODY));
    const first = await claimJob(t.deps.db, 'a', 30, ['upload'], id);
    if (!first) throw new Error('not claimed');
    await t.deps.db.query(`UPDATE jobs SET lease_until = now() - interval '1 second'`);
    const second = await claimJob(t.deps.db, 'b', 30, ['upload']);
    expect(second).toMatchObject({ id, attempt: first.attempt + 1 });
    const stale = fencedDb(t.deps.db, first);
    await expect(
      stale.query(`UPDATE uploads SET message = 'stale' WHERE id = $1`, [upload]),
    ).rejects.toBeInstanceOf(LostLease);
    await expect(stale.transaction(async () => 'never')).rejects.toBeInstanceOf(LostLease);
    expect(await row('uploads', upload, 'message')).toEqual({ message: 'Checking row 3 of 9' });

    // Shutdown gives the job back: queued again, and its attempt is fenced out as well.
    expect(await releaseJobs(t.deps.db, 'b')).toBe(1);
    if (!second) throw new Error('not claimed');
    await expect(
      fencedDb(t.deps.db, second).query(`UPDATE uploads SET message = 'x' WHERE id = $1`, [upload]),
    ).rejects.toBeInstanceOf(LostLease);
    expect(await row('jobs', id, 'state, owner')).toEqual({ state: 'queued', owner: null });
    await t.deps.db.query('DELETE FROM jobs WHERE id = $1', [id]);
  });

  it('claims only the kinds its process runs, and the database keeps no list of kinds', async () => {
    const upload = await stuckUpload();
    const id = await t.deps.db.transaction((tx) => enqueueJob(tx, 'upload', upload, NOBODY));
    // A process of an older version, which does not know the kind, leaves the job queued.
    expect(await claimJob(t.deps.db, 'old', 30, ['order', 'mail'], id)).toBeUndefined();
    expect(await claimJob(t.deps.db, 'old', 30, ['order', 'mail'])).toBeUndefined();
    expect(await claimJob(t.deps.db, 'new', 30, ['upload'], id)).toMatchObject({ id });
    await t.deps.db.query('DELETE FROM jobs WHERE id = $1', [id]);
    // A kind added in code needs no migration.
    const [future] = await t.deps.db.query<{ id: number }>(
      `INSERT INTO jobs (kind, resource_id, audit) VALUES ('a-new-kind', 1, '{}') RETURNING id`,
    );
    await t.deps.db.query('DELETE FROM jobs WHERE id = $1', [future?.id]);
  });

  it('enqueues in the transaction of the request: a rolled-back start leaves no job', async () => {
    await expect(
      t.deps.db.transaction(async (tx) => {
        await enqueueJob(tx, 'order', 999_999, NOBODY);
        throw new Error('the start failed');
      }),
    ).rejects.toThrow('the start failed');
    expect(await t.deps.db.query('SELECT * FROM jobs')).toEqual([]);
  });

  it('on upgrade, queues the work a process of the previous version left running', async () => {
    const upload = await stuckUpload();
    await t.deps.db.query('DROP TABLE jobs');
    // 140 adds the mail kind and `not_before` to the queue 110 makes, 180 drops the list of
    // kinds: all three run again.
    const again = ['110-job-queue.sql', '140-mail-queue.sql', '180-job-kinds-in-code.sql'];
    await t.deps.db.query('DELETE FROM schema_migrations WHERE name = ANY($1::text[])', [again]);
    expect(await migrate(t.deps.db)).toEqual(again);
    expect(
      await t.deps.db.query(`SELECT tries FROM jobs WHERE kind = 'upload' AND resource_id = $1`, [
        upload,
      ]),
    ).toEqual([{ tries: 1 }]);
    await pollUntilQuiet();
    expect(await row('uploads', upload, 'status')).toEqual({ status: 'completed' });
  });
});
