import { weeklyCombinationRules } from '@back-office/domain';
import { audit, jobAuditOf } from '../audit/audit.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { AppDeps } from '../http/env.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { noContent, userOf } from '../http/input.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { CONTENT_TYPES, fileResponse } from '../lib/http/file-response.ts';
import { assertPeriodOpen } from '../periods/assert-period-open.ts';
import { findPeriod } from '../periods/period-row.ts';
import { insertWeekly } from '../weekly-combinations/create-weekly.ts';
import { listWeekly } from '../weekly-combinations/list-weekly.ts';
import { weeklyFileName } from '../weekly-combinations/process-job.ts';
import { gatherWeek } from '../weekly-combinations/week-orders.ts';
import {
  findWeekly,
  toWeekly,
  toWeeklyStatus,
  type WeeklyRow,
} from '../weekly-combinations/weekly-row.ts';
import {
  cancelWeekly,
  deleteWeekly,
  readWeeklyFile,
  startWeekly,
} from '../weekly-combinations/weekly-transitions.ts';

const weekLabel = (w: { week_start: string; week_end: string }) =>
  `${w.week_start} to ${w.week_end}`;

/** Weekly combinations: create, list, get, preview, process (a job), status, download, cancel, delete. */
export function weeklyCombinationHandlers(deps: AppDeps) {
  const { db } = deps;
  const load = async (id: number): Promise<WeeklyRow> => {
    const row = await findWeekly(db, id);
    if (!row) throw notFound('Weekly combination not found');
    return row;
  };
  /** Loads one for a change: 404, or 409 on `period_id` when its period is closed or archived. */
  const loadChangeable = async (id: number): Promise<WeeklyRow> => {
    const row = await load(id);
    await assertPeriodOpen(db, row.period_id, 'weekly combinations');
    return row;
  };
  const completed = async (id: number) => {
    const row = await load(id);
    if (!weeklyCombinationRules.canDownload(row.status)) {
      throw conflict(
        `Weekly combination ${row.id} is ${row.status}; its spreadsheet exists once completed`,
      );
    }
    return row;
  };

  return {
    listWeeklyCombinations: async (_c, { query, json }) => json(200, await listWeekly(db, query)),
    createWeeklyCombination: async (c, { body, json }) => {
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const created = await insertWeekly(tx, body, userOf(c).id, deps.now());
          const period = await findPeriod(tx, body.period_id);
          await audit(tx, c, {
            action: 'create',
            resource: 'weekly_combinations',
            recordId: created,
            summary: `Created the weekly combination of ${period?.name ?? `period ${body.period_id}`} from ${body.week_start}`,
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
      return json(201, toWeekly(row));
    },
    getWeeklyCombination: async (_c, { params, json }) =>
      json(200, toWeekly(await load(params.id))),
    deleteWeeklyCombination: async (c, { params }) => {
      const row = await loadChangeable(params.id);
      await db.transaction(async (tx) => {
        await assertPeriodOpen(tx, row.period_id, 'weekly combinations');
        if (!(await deleteWeekly(tx, row.id)))
          throw conflict(`Weekly combination ${row.id} is processing; cancel it first`);
        await audit(tx, c, {
          action: 'delete',
          resource: 'weekly_combinations',
          recordId: row.id,
          summary: `Deleted the weekly combination ${weekLabel(row)} (${row.status})`,
        });
      });
      return noContent(c);
    },
    getWeeklyCombinationPreview: async (_c, { params, json }) => {
      const row = await load(params.id);
      const week = await gatherWeek(db, row);
      return json(200, {
        weekly_combination_id: row.id,
        period_id: row.period_id,
        week_start: row.week_start,
        week_end: row.week_end,
        ...week,
      });
    },
    processWeeklyCombination: async (c, { params, json }) => {
      const row = await loadChangeable(params.id);
      if (!weeklyCombinationRules.canProcess(row.status)) {
        throw conflict(
          `Weekly combination ${row.id} is ${row.status}; only pending or failed ones can be processed`,
        );
      }
      const week = await gatherWeek(db, row);
      if (week.orders.length === 0) throw conflict('The week has no submitted consultant orders');
      const jobId = await db.transaction(async (tx) => {
        await assertPeriodOpen(tx, row.period_id, 'weekly combinations');
        if (!(await startWeekly(tx, row.id, deps.now())))
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
      return json(202, toWeeklyStatus(await load(params.id)));
    },
    getWeeklyCombinationStatus: async (_c, { params, json }) =>
      json(200, toWeeklyStatus(await load(params.id))),
    getWeeklyCombinationDownload: async (_c, { params, json }) => {
      const row = await completed(params.id);
      const name = row.file_name ?? weeklyFileName(row.id);
      return json(200, {
        download_url: `/api/weekly-combinations/${row.id}/file`,
        file_name: name,
        size_bytes: row.file_size ?? 0,
        content_type: CONTENT_TYPES.xlsx,
        expires_at: null,
      });
    },
    downloadWeeklyCombinationFile: async (_c, { params }) => {
      const row = await completed(params.id);
      const file = await readWeeklyFile(db, row.id);
      if (!file) throw conflict(`Weekly combination ${row.id} has no spreadsheet`);
      return fileResponse(new Uint8Array(file), CONTENT_TYPES.xlsx, weeklyFileName(row.id));
    },
    cancelWeeklyCombination: async (c, { params, json }) => {
      const row = await loadChangeable(params.id);
      await db.transaction(async (tx) => {
        await assertPeriodOpen(tx, row.period_id, 'weekly combinations');
        if (!(await cancelWeekly(tx, row.id, deps.now()))) {
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
      return json(200, toWeekly((await findWeekly(db, row.id)) ?? row));
    },
  } satisfies HandlerGroup;
}
