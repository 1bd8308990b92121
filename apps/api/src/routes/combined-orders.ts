import { isCombinationFinished } from '@back-office/domain';
import type { Context } from 'hono';
import { audit, jobAuditOf } from '../audit/audit.ts';
import { countWords, statusWords } from '../audit/audit-words.ts';
import {
  combinationNotFound,
  deleteCombination,
  loadCombination,
  lockCombinationForClearing,
  toCombinationStatus,
} from '../combined-orders/combination-row.ts';
import { combinedPdf } from '../combined-orders/combined-pdf.ts';
import { loadCombined } from '../combined-orders/combined-row.ts';
import { type DeletedCombined, deleteCombinedOrders } from '../combined-orders/delete-combined.ts';
import { invoicePreview } from '../combined-orders/invoice-preview.ts';
import { listCombined } from '../combined-orders/list-combined.ts';
import { startCombination } from '../combined-orders/start-combination.ts';
import type { Queryable } from '../db/db.ts';
import { commitUnlessDryRun } from '../http/dry-run.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { conflict } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { noContent, userOf } from '../http/input.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { CONTENT_TYPES, fileResponse } from '../lib/http/file-response.ts';
import { assertPeriodOpen } from '../periods/assert-period-open.ts';

/** One audit entry per deleted combined order, with the reason if given. */
async function auditDeleted(
  tx: Queryable,
  c: Context<AppEnv>,
  deleted: DeletedCombined[],
  reason: string | undefined,
) {
  for (const d of deleted) {
    await audit(tx, c, {
      action: 'delete',
      resource: 'combined_orders',
      recordId: d.id,
      summary: `Deleted combined order ${d.combined_number}; ${countWords(d.released.length, 'consultant order')} back to submitted${reason ? `. Reason: ${reason}` : ''}`,
    });
  }
}

/**
 * Combining (single and bulk, a job with a status), and combined orders: list, read, delete
 * (releasing their consultant orders), PDF and its facts, invoice preview.
 */
export function combinedOrderHandlers(deps: AppDeps) {
  const { db } = deps;
  const combine = async (c: Context<AppEnv>, ids: number[], notes: string | null) => {
    const row = await db.transaction(async (tx) => {
      const started = await startCombination(tx, ids, notes, userOf(c).id, deps.now());
      for (const id of ids) {
        await audit(tx, c, {
          action: 'combine',
          resource: 'consultant_orders',
          recordId: id,
          summary: `Started combining ${countWords(ids.length, 'consultant order')}`,
        });
      }
      const jobId = await enqueueJob(tx, 'combination', started.id, jobAuditOf(c));
      return { ...started, jobId };
    });
    deps.worker.runQueued(row.jobId, `combination ${row.id}`);
    c.header('Location', `/api/consultant-orders/combination-status/${row.id}`);
    return toCombinationStatus(row);
  };

  return {
    bulkCombineConsultantOrders: async (c, { body, json }) => {
      return json(202, await combine(c, body.consultant_order_ids, body.notes ?? null));
    },
    getConsultantOrderCombinationStatus: async (_c, { params, json }) => {
      return json(200, toCombinationStatus(await loadCombination(db, params.id)));
    },
    deleteConsultantOrderCombinationStatus: async (c, { params }) => {
      const id = params.id;
      await db.transaction(async (tx) => {
        const row = await lockCombinationForClearing(tx, id);
        if (!row) throw combinationNotFound();
        await assertPeriodOpen(tx, row.period_id, 'combined orders');
        if (!isCombinationFinished(row.status)) {
          throw conflict(
            `This combination is still ${statusWords(row.status)}; wait until it finishes`,
          );
        }
        await deleteCombination(tx, id);
        await audit(tx, c, {
          action: 'delete',
          resource: 'combined_orders',
          recordId: row.combined_order_id,
          summary: `Cleared the status of the ${statusWords(row.status)} combination of ${countWords(row.n, 'consultant order')}`,
        });
      });
      return noContent(c);
    },
    getCombinedOrderPdfInfo: async (_c, { params, json }) => {
      const pdf = await combinedPdf(db, params.id, deps.now());
      return json(200, {
        combined_order_id: params.id,
        file_name: pdf.fileName,
        size_bytes: pdf.bytes.byteLength,
        page_count: pdf.pageCount,
        generated_at: pdf.generatedAt.toISOString(),
      });
    },
    combineConsultantOrder: async (c, { params, body, json }) => {
      return json(202, await combine(c, [params.id], body?.notes ?? null));
    },
    listCombinedOrders: async (_c, { query, json }) => {
      return json(200, await listCombined(db, query));
    },
    bulkDeleteCombinedOrders: async (c, { query, body, json }) => {
      const { combined_order_ids: ids } = body;
      const { reason } = query;
      const deleted = await db.transaction(async (tx) => {
        const out = await deleteCombinedOrders(tx, ids, deps.now());
        await auditDeleted(tx, c, out, reason);
        return out;
      });
      return json(200, {
        deleted: deleted.length,
        combined_order_ids: deleted.map((d) => d.id),
        released_consultant_order_ids: deleted.flatMap((d) => d.released),
      });
    },
    getCombinedOrder: async (_c, { params, json }) => {
      return json(200, await loadCombined(db, params.id));
    },
    deleteCombinedOrder: async (c, { params, query }) => {
      const { reason } = query;
      await commitUnlessDryRun(db, query.dry_run, async (tx) => {
        const out = await deleteCombinedOrders(tx, [params.id], deps.now());
        await auditDeleted(tx, c, out, reason);
      });
      return noContent(c);
    },
    downloadCombinedOrderPdf: async (_c, { params }) => {
      const pdf = await combinedPdf(db, params.id, deps.now());
      return fileResponse(pdf.bytes, CONTENT_TYPES.pdf, pdf.fileName);
    },
    getCombinedOrderInvoicePreview: async (_c, { params, json }) => {
      return json(200, await invoicePreview(db, params.id));
    },
  } satisfies HandlerGroup;
}
