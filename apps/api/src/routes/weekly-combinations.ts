import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { conflict, notFound } from '../http/errors.ts';
import { bodyOf, noContent, paramsOf, queryOf, userOf } from '../http/input.ts';
import { isUniqueViolation } from '../invoices/dates.ts';
import { CONTENT_TYPES, fileResponse } from '../lib/http/file-response.ts';
import { audit, jobAuditOf } from '../platform/audit.ts';
import { enqueueJob } from '../platform/job-queue.ts';
import { insertWeekly, type WeeklyCreate } from '../weekly-combinations/create-weekly.ts';
import { listWeekly, type WeeklyListQuery } from '../weekly-combinations/list-weekly.ts';
import { weeklyFileName } from '../weekly-combinations/process-job.ts';
import { gatherWeek } from '../weekly-combinations/week-orders.ts';
import {
  findWeekly,
  toWeekly,
  toWeeklyStatus,
  type WeeklyRow,
} from '../weekly-combinations/weekly-row.ts';

const weekLabel = (w: { week_start: string; week_end: string }) =>
  `${w.week_start} to ${w.week_end}`;

/** Weekly combinations: create, list, get, preview, process (a job), status, download, cancel, delete. */
export function weeklyCombinationRoutes(deps: AppDeps) {
  const { db } = deps;
  const load = async (c: Context<AppEnv>): Promise<WeeklyRow> => {
    const row = await findWeekly(db, paramsOf<{ id: number }>(c).id);
    if (!row) throw notFound('Weekly combination not found');
    return row;
  };
  const completed = async (c: Context<AppEnv>) => {
    const row = await load(c);
    if (row.status !== 'completed') {
      throw conflict(
        `Weekly combination ${row.id} is ${row.status}; its spreadsheet exists once completed`,
      );
    }
    return row;
  };

  return new Hono<AppEnv>()
    .get('/api/weekly-combinations', async (c) =>
      c.json(await listWeekly(db, queryOf<WeeklyListQuery>(c)), 200),
    )
    .post('/api/weekly-combinations', async (c) => {
      const body = bodyOf<WeeklyCreate>(c);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const created = await insertWeekly(tx, body, userOf(c).id, deps.now());
          await audit(tx, c, {
            action: 'create',
            resource: 'weekly_combinations',
            recordId: created,
            summary: `Created the weekly combination of period ${body.period_id} from ${body.week_start}`,
          });
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('A weekly combination already covers this week');
        throw error;
      }
      const row = await findWeekly(db, id);
      if (!row) throw notFound('Weekly combination not found');
      return c.json(toWeekly(row), 201);
    })
    .get('/api/weekly-combinations/:id', async (c) => c.json(toWeekly(await load(c)), 200))
    .delete('/api/weekly-combinations/:id', async (c) => {
      const row = await load(c);
      await db.transaction(async (tx) => {
        const gone = await tx.query(
          `DELETE FROM weekly_combinations WHERE id = $1 AND status <> 'processing' RETURNING id`,
          [row.id],
        );
        if (gone.length === 0)
          throw conflict(`Weekly combination ${row.id} is processing; cancel it first`);
        await audit(tx, c, {
          action: 'delete',
          resource: 'weekly_combinations',
          recordId: row.id,
          summary: `Deleted the weekly combination ${weekLabel(row)} (${row.status})`,
        });
      });
      return noContent(c);
    })
    .get('/api/weekly-combinations/:id/preview', async (c) => {
      const row = await load(c);
      const week = await gatherWeek(db, row);
      return c.json(
        {
          weekly_combination_id: row.id,
          period_id: row.period_id,
          week_start: row.week_start,
          week_end: row.week_end,
          ...week,
        },
        200,
      );
    })
    .post('/api/weekly-combinations/:id/process', async (c) => {
      const row = await load(c);
      if (row.status !== 'pending' && row.status !== 'failed') {
        throw conflict(
          `Weekly combination ${row.id} is ${row.status}; only pending or failed ones can be processed`,
        );
      }
      const week = await gatherWeek(db, row);
      if (week.orders.length === 0) throw conflict('The week has no submitted consultant orders');
      const jobId = await db.transaction(async (tx) => {
        const moved = await tx.query(
          `UPDATE weekly_combinations SET status = 'processing', progress = 0, message = 'Queued',
             error = NULL, processed_at = NULL, updated_at = $2
           WHERE id = $1 AND status IN ('pending', 'failed') RETURNING id`,
          [row.id, deps.now()],
        );
        if (moved.length === 0)
          throw conflict(`Weekly combination ${row.id} is already being processed`);
        await audit(tx, c, {
          action: 'process',
          resource: 'weekly_combinations',
          recordId: row.id,
          summary: `Started the weekly combination ${weekLabel(row)} (${week.orders.length} orders)`,
        });
        return enqueueJob(tx, 'weekly', row.id, jobAuditOf(c));
      });
      deps.worker.runQueued(jobId, `weekly combination ${row.id}`);
      return c.json(toWeeklyStatus(await load(c)), 202);
    })
    .get('/api/weekly-combinations/:id/status', async (c) =>
      c.json(toWeeklyStatus(await load(c)), 200),
    )
    .get('/api/weekly-combinations/:id/download', async (c) => {
      const row = await completed(c);
      const name = row.file_name ?? weeklyFileName(row.id);
      return c.json(
        {
          download_url: `/api/weekly-combinations/${row.id}/file`,
          file_name: name,
          size_bytes: row.file_size ?? 0,
          content_type: CONTENT_TYPES.xlsx,
          expires_at: null,
        },
        200,
      );
    })
    .get('/api/weekly-combinations/:id/file', async (c) => {
      const row = await completed(c);
      const files = await db.query<{ file: Uint8Array | null }>(
        'SELECT file FROM weekly_combinations WHERE id = $1',
        [row.id],
      );
      const file = files[0]?.file;
      if (!file) throw conflict(`Weekly combination ${row.id} has no spreadsheet`);
      return fileResponse(new Uint8Array(file), CONTENT_TYPES.xlsx, weeklyFileName(row.id));
    })
    .delete('/api/weekly-combinations/:id/cancel', async (c) => {
      const row = await load(c);
      await db.transaction(async (tx) => {
        const moved = await tx.query(
          `UPDATE weekly_combinations SET status = 'cancelled', progress = 100, message = 'Cancelled',
             updated_at = $2 WHERE id = $1 AND status IN ('pending', 'processing') RETURNING id`,
          [row.id, deps.now()],
        );
        if (moved.length === 0) {
          throw conflict(
            `Weekly combination ${row.id} is ${row.status}; only pending or processing ones can be cancelled`,
          );
        }
        await audit(tx, c, {
          action: 'cancel',
          resource: 'weekly_combinations',
          recordId: row.id,
          summary: `Cancelled the weekly combination ${weekLabel(row)}`,
        });
      });
      return c.json(toWeekly((await findWeekly(db, row.id)) ?? row), 200);
    });
}
