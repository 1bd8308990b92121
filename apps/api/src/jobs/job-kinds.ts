import type { Auditor } from '../audit/audit.ts';
import { countWords } from '../audit/audit-words.ts';
import { runCombination } from '../combined-orders/run-combination.ts';
import type { Db, Queryable } from '../db/db.ts';
import { errorDetailsText } from '../stock-orders/error-details.ts';
import { runOrderJob } from '../stock-orders/process-order.ts';
import { importUpload } from '../uploads/import-upload.ts';
import type { ReceivedFiles } from '../uploads/received-files.ts';
import { runWeeklyCombination } from '../weekly-combinations/process-job.ts';
import type { JobKind } from './job-queue.ts';

/** What a job attempt runs with: a fenced database, the clock, the starter's auditor. */
export interface JobContext {
  db: Db;
  now: () => Date;
  audit: Auditor;
  resourceId: number;
  /** A later attempt after a process died (or gave the job back) mid-way. */
  resumed: boolean;
}

/** How one kind of job runs, and how it is failed once it cannot be resumed any more. */
export interface JobKindHandler {
  /** The job's name in logs. */
  label: string;
  run(ctx: JobContext): Promise<void>;
  /**
   * Fails the resource with `message` (clearing its progress text) if it is still running, and
   * audits that; returns whether it did. Runs inside the fenced transaction that ends the job.
   */
  giveUp(tx: Queryable, resourceId: number, message: string, audit: Auditor): Promise<boolean>;
}

/**
 * The job kinds of resources a user starts. Each `run` re-checks its row's status before every
 * write, so running a job again after a crash resumes it: an upload's products are written in
 * one transaction with its completion, an order's, combination's and weekly combination's
 * outcome likewise.
 */
const resourceKinds = (
  received: ReceivedFiles,
): Record<Exclude<JobKind, 'mail'>, JobKindHandler> => ({
  upload: {
    label: 'import upload',
    run: (ctx) =>
      importUpload(
        {
          db: ctx.db,
          now: ctx.now,
          audit: (tx, outcome) =>
            ctx.audit(tx, {
              action: 'process',
              resource: 'uploads',
              recordId: ctx.resourceId,
              summary: outcome.summary,
            }),
          received,
        },
        ctx.resourceId,
        { resume: ctx.resumed },
      ),
    async giveUp(tx, id, message, audit) {
      const rows = await tx.query<{ file_name: string }>(
        `UPDATE uploads SET status = 'failed', message = $2,
           errors = jsonb_build_array(jsonb_build_object('row', 1, 'column', NULL, 'message', $2::text)),
           imported_rows = 0, updated_at = now(), completed_at = now()
         WHERE id = $1 AND status IN ('pending', 'processing') RETURNING file_name`,
        [id, message],
      );
      if (!rows[0]) return false;
      await audit(tx, {
        action: 'process',
        resource: 'uploads',
        recordId: id,
        summary: `Import of ${rows[0].file_name} failed: ${message}`,
      });
      return true;
    },
  },
  order: {
    label: 'process order',
    run: (ctx) => runOrderJob(ctx, ctx.resourceId, ctx.audit),
    async giveUp(tx, id, message, audit) {
      const rows = await tx.query<{ reference: string }>(
        `UPDATE orders SET status = 'failed', progress = 100, message = $2, error_details = $3,
           processed_at = now(), updated_at = now()
         WHERE id = $1 AND status = 'processing' RETURNING reference`,
        [id, message, errorDetailsText(message)],
      );
      if (!rows[0]) return false;
      await audit(tx, {
        action: 'process',
        resource: 'orders',
        recordId: id,
        summary: `Order ${rows[0].reference} failed: ${message}`,
      });
      return true;
    },
  },
  combination: {
    label: 'combination',
    run: (ctx) => runCombination(ctx, ctx.resourceId, ctx.audit),
    async giveUp(tx, id, message, audit) {
      const rows = await tx.query<{ consultant_order_ids: number[] }>(
        `UPDATE combinations SET status = 'failed', progress = 100, error = $2, message = $3,
           updated_at = now()
         WHERE id = $1 AND status IN ('pending', 'processing') RETURNING consultant_order_ids`,
        [id, message, `Combination failed: ${message}`],
      );
      if (!rows[0]) return false;
      for (const orderId of rows[0].consultant_order_ids) {
        await audit(tx, {
          action: 'combine',
          resource: 'consultant_orders',
          recordId: orderId,
          summary: `Combining ${countWords(rows[0].consultant_order_ids.length, 'consultant order')} failed: ${message}`,
        });
      }
      return true;
    },
  },
  weekly: {
    label: 'weekly combination',
    run: (ctx) => runWeeklyCombination(ctx, ctx.resourceId),
    async giveUp(tx, id, message, audit) {
      const rows = await tx.query<{ week_start: string; week_end: string }>(
        `UPDATE weekly_combinations SET status = 'failed', progress = 100, message = $2, error = $2,
           processed_at = now(), updated_at = now()
         WHERE id = $1 AND status = 'processing'
         RETURNING week_start::text AS week_start, week_end::text AS week_end`,
        [id, message],
      );
      if (!rows[0]) return false;
      await audit(tx, {
        action: 'process',
        resource: 'weekly_combinations',
        recordId: id,
        summary: `Weekly combination of ${rows[0].week_start} to ${rows[0].week_end} failed: ${message}`,
      });
      return true;
    },
  },
});

/**
 * Every job kind: the resource kinds, and email delivery (`mail/deliver-mail.ts`, built with the
 * process's mailer).
 */
export function jobKinds(
  mail: JobKindHandler,
  received: ReceivedFiles,
): Record<JobKind, JobKindHandler> {
  return { ...resourceKinds(received), mail };
}
