import { type Context, Hono } from 'hono';
import {
  combinationNotFound,
  loadCombination,
  toCombinationStatus,
} from '../combined-orders/combination-row.ts';
import { combinedPdf } from '../combined-orders/combined-pdf.ts';
import { loadCombined } from '../combined-orders/combined-row.ts';
import { type DeletedCombined, deleteCombinedOrders } from '../combined-orders/delete-combined.ts';
import { invoicePreview } from '../combined-orders/invoice-preview.ts';
import { type CombinedListQuery, listCombined } from '../combined-orders/list-combined.ts';
import { startCombination } from '../combined-orders/start-combination.ts';
import type { Queryable } from '../db/db.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { conflict } from '../http/errors.ts';
import { bodyOf, noContent, paramsOf, queryOf, userOf } from '../http/input.ts';
import { CONTENT_TYPES, fileResponse } from '../lib/http/file-response.ts';
import { audit, jobAuditOf } from '../platform/audit.ts';
import { countWords } from '../platform/audit-words.ts';
import { enqueueJob } from '../platform/job-queue.ts';

/** The validated `{id}` path parameter. */
const idOf = (c: Context<AppEnv>) => paramsOf<{ id: number }>(c).id;

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
export function combinedOrderRoutes(deps: AppDeps) {
  const { db } = deps;
  const combine = async (c: Context<AppEnv>, ids: number[], notes: string | null) => {
    const row = await db.transaction(async (tx) => {
      const started = await startCombination(tx, ids, notes, userOf(c).id, deps.now());
      for (const id of ids) {
        await audit(tx, c, {
          action: 'combine',
          resource: 'consultant_orders',
          recordId: id,
          summary: `Combination #${started.id} started for ${countWords(ids.length, 'consultant order')}`,
        });
      }
      const jobId = await enqueueJob(tx, 'combination', started.id, jobAuditOf(c));
      return { ...started, jobId };
    });
    deps.worker.runQueued(row.jobId, `combination ${row.id}`);
    c.header('Location', `/api/consultant-orders/combination-status/${row.id}`);
    return c.json(toCombinationStatus(row), 202);
  };

  return new Hono<AppEnv>()
    .post('/api/consultant-orders/bulk-combine', async (c) => {
      const body = bodyOf<{ consultant_order_ids: number[]; notes?: string | null }>(c);
      return combine(c, body.consultant_order_ids, body.notes ?? null);
    })
    .get('/api/consultant-orders/combination-status/:id', async (c) => {
      return c.json(toCombinationStatus(await loadCombination(db, idOf(c))), 200);
    })
    .delete('/api/consultant-orders/combination-status/:id', async (c) => {
      const id = idOf(c);
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ status: string; combined_order_id: number | null }>(
          'SELECT status, combined_order_id FROM combinations WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!row) throw combinationNotFound();
        if (row.status !== 'completed' && row.status !== 'failed') {
          throw conflict(`Combination #${id} is ${row.status}; wait until it finishes`);
        }
        await tx.query('DELETE FROM combinations WHERE id = $1', [id]);
        await audit(tx, c, {
          action: 'delete',
          resource: 'combined_orders',
          recordId: row.combined_order_id,
          summary: `Cleared the status of ${row.status} combination #${id}`,
        });
      });
      return noContent(c);
    })
    .get('/api/consultant-orders/combined/:id/pdf/info', async (c) => {
      const pdf = await combinedPdf(db, idOf(c), deps.now());
      return c.json(
        {
          combined_order_id: idOf(c),
          file_name: pdf.fileName,
          size_bytes: pdf.bytes.byteLength,
          page_count: pdf.pageCount,
          generated_at: pdf.generatedAt.toISOString(),
        },
        200,
      );
    })
    .post('/api/consultant-orders/:id/combine', async (c) => {
      const body = bodyOf<{ notes?: string | null } | undefined>(c);
      return combine(c, [idOf(c)], body?.notes ?? null);
    })
    .get('/api/combined-orders', async (c) => {
      return c.json(await listCombined(db, queryOf<CombinedListQuery>(c)), 200);
    })
    .post('/api/combined-orders/bulk-delete', async (c) => {
      const { combined_order_ids: ids } = bodyOf<{ combined_order_ids: number[] }>(c);
      const { reason } = queryOf<{ reason?: string }>(c);
      const deleted = await db.transaction(async (tx) => {
        const out = await deleteCombinedOrders(tx, ids, deps.now());
        await auditDeleted(tx, c, out, reason);
        return out;
      });
      return c.json(
        {
          deleted: deleted.length,
          combined_order_ids: deleted.map((d) => d.id),
          released_consultant_order_ids: deleted.flatMap((d) => d.released),
        },
        200,
      );
    })
    .get('/api/combined-orders/:id', async (c) => {
      return c.json(await loadCombined(db, idOf(c)), 200);
    })
    .delete('/api/combined-orders/:id', async (c) => {
      const { reason } = queryOf<{ reason?: string }>(c);
      await db.transaction(async (tx) => {
        const out = await deleteCombinedOrders(tx, [idOf(c)], deps.now());
        await auditDeleted(tx, c, out, reason);
      });
      return noContent(c);
    })
    .get('/api/combined-orders/:id/pdf/download', async (c) => {
      const pdf = await combinedPdf(db, idOf(c), deps.now());
      return fileResponse(pdf.bytes, CONTENT_TYPES.pdf, pdf.fileName);
    })
    .get('/api/combined-orders/:id/invoice-preview', async (c) => {
      return c.json(await invoicePreview(db, idOf(c)), 200);
    });
}
