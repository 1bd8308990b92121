import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { bodyOf, noContent, paramsOf, queryOf, userOf } from '../http/input.ts';
import { CONTENT_TYPES, fileResponse } from '../lib/http/file-response.ts';
import { addItem, type ItemInput, insertOrder, type OrderInput } from '../orders/order-create.ts';
import { listOrders, type OrderListQuery, searchOrderProducts } from '../orders/order-list.ts';
import { lockDraft, transition } from '../orders/order-lock.ts';
import { loadOrder, orderDetail, toOrderStatus } from '../orders/order-row.ts';
import { audit, jobAuditOf } from '../platform/audit.ts';
import { randWords } from '../platform/audit-words.ts';
import { enqueueJob } from '../platform/job-queue.ts';

type IdParams = { id: number };
type ItemParams = { id: number; itemId: number };

/** Stock orders: list, create, items, product search, processing job, cancel, retry, download. */
export function orderRoutes(deps: AppDeps) {
  const { db } = deps;

  /** Starts processing: draft (process) or failed (retry) → processing; answers 202 + status. */
  const start = (from: 'draft' | 'failed') => async (c: Context<AppEnv>) => {
    const { id } = paramsOf<IdParams>(c);
    const jobId = await db.transaction(async (tx) => {
      await transition(
        tx,
        id,
        [from],
        'processing',
        deps.now(),
        (s, reference) =>
          from === 'draft'
            ? s === 'processing'
              ? `Order ${reference} is already processing`
              : `Only a draft order can be processed; order ${reference} is ${s}`
            : `Only a failed order can be retried; order ${reference} is ${s}`,
        {
          progress: 0,
          message: 'Queued',
          error_details: null,
          output_file: null,
          output_file_name: null,
          processed_at: null,
        },
      );
      if (from === 'draft') {
        const count = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM order_items WHERE order_id = $1',
          [id],
        );
        if ((count[0]?.n ?? 0) === 0) throw badRequest(`Order ${id} has no items to process`);
      }
      const row = await loadOrder(tx, id);
      await audit(tx, c, {
        action: from === 'draft' ? 'process' : 'retry',
        resource: 'orders',
        recordId: id,
        summary: `${from === 'draft' ? 'Started processing' : 'Retried'} order ${row.reference}`,
      });
      return enqueueJob(tx, 'order', id, jobAuditOf(c));
    });
    deps.worker.runQueued(jobId, `process order ${id}`);
    return c.json(toOrderStatus(await loadOrder(db, id)), 202);
  };

  return new Hono<AppEnv>()
    .get('/api/orders/products/search', async (c) => {
      const q = queryOf<{ query: string; limit: number; exact_match: boolean }>(c);
      return c.json(await searchOrderProducts(db, q.query, q.limit, q.exact_match), 200);
    })
    .get('/api/orders', async (c) => c.json(await listOrders(db, queryOf<OrderListQuery>(c)), 200))
    .post('/api/orders', async (c) => {
      const body = bodyOf<OrderInput>(c);
      const user = userOf(c);
      const id = await db.transaction(async (tx) => {
        const created = await insertOrder(tx, body, user.id, deps.now());
        const row = await loadOrder(tx, created);
        await audit(tx, c, {
          action: 'create',
          resource: 'orders',
          recordId: created,
          summary: `Created order ${row.reference} with ${row.item_count} items`,
        });
        return created;
      });
      return c.json(await orderDetail(db, id), 201);
    })
    .get('/api/orders/:id', async (c) =>
      c.json(await orderDetail(db, paramsOf<IdParams>(c).id), 200),
    )
    .delete('/api/orders/:id', async (c) => {
      const { id } = paramsOf<IdParams>(c);
      await db.transaction(async (tx) => {
        const rows = await tx.query<{ reference: string; status: string }>(
          'SELECT reference, status FROM orders WHERE id = $1 FOR UPDATE',
          [id],
        );
        const row = rows[0];
        if (!row) throw notFound('Order not found');
        if (row.status === 'processing') {
          throw conflict(`Order ${id} is processing; cancel it before deleting it`);
        }
        await tx.query(`DELETE FROM orders WHERE id = $1 AND status <> 'processing'`, [id]);
        await audit(tx, c, {
          action: 'delete',
          resource: 'orders',
          recordId: id,
          summary: `Deleted order ${row.reference} (${row.status})`,
        });
      });
      return noContent(c);
    })
    .post('/api/orders/:id/items', async (c) => {
      const { id } = paramsOf<IdParams>(c);
      const body = bodyOf<ItemInput>(c);
      await db.transaction(async (tx) => {
        const now = deps.now();
        await lockDraft(tx, id, now);
        const { itemId, merged } = await addItem(tx, id, body, now);
        await audit(tx, c, {
          action: merged ? 'update' : 'create',
          resource: 'order_items',
          recordId: itemId,
          summary: merged
            ? `Added ${body.quantity} more of product ${body.product_id} to its line on order ${id}`
            : `Added product ${body.product_id} × ${body.quantity} to order ${id}`,
        });
      });
      return c.json(await orderDetail(db, id), 200);
    })
    .put('/api/orders/:id/items/:itemId', async (c) => {
      const { id, itemId } = paramsOf<ItemParams>(c);
      const body = bodyOf<{ quantity: number; unit_price_cents?: number }>(c);
      await db.transaction(async (tx) => {
        const now = deps.now();
        await lockDraft(tx, id, now);
        const rows = await tx.query<{ product_code: string }>(
          `UPDATE order_items SET quantity = $3, unit_price_cents = coalesce($4, unit_price_cents),
             updated_at = $5
           WHERE id = $1 AND order_id = $2 RETURNING product_code`,
          [itemId, id, body.quantity, body.unit_price_cents ?? null, now],
        );
        if (!rows[0]) throw notFound('Order item not found');
        await audit(tx, c, {
          action: 'update',
          resource: 'order_items',
          recordId: itemId,
          summary: `Set ${rows[0].product_code} on order ${id} to ${body.quantity}${body.unit_price_cents === undefined ? '' : ` at ${randWords(body.unit_price_cents)}`}`,
        });
      });
      return c.json(await orderDetail(db, id), 200);
    })
    .delete('/api/orders/:id/items/:itemId', async (c) => {
      const { id, itemId } = paramsOf<ItemParams>(c);
      await db.transaction(async (tx) => {
        await lockDraft(tx, id, deps.now());
        const rows = await tx.query<{ product_code: string }>(
          'DELETE FROM order_items WHERE id = $1 AND order_id = $2 RETURNING product_code',
          [itemId, id],
        );
        if (!rows[0]) throw notFound('Order item not found');
        await audit(tx, c, {
          action: 'delete',
          resource: 'order_items',
          recordId: itemId,
          summary: `Removed ${rows[0].product_code} from order ${id}`,
        });
      });
      return c.json(await orderDetail(db, id), 200);
    })
    .post('/api/orders/:id/process', start('draft'))
    .post('/api/orders/:id/retry', start('failed'))
    .get('/api/orders/:id/status', async (c) =>
      c.json(toOrderStatus(await loadOrder(db, paramsOf<IdParams>(c).id)), 200),
    )
    .post('/api/orders/:id/cancel', async (c) => {
      const { id } = paramsOf<IdParams>(c);
      await db.transaction(async (tx) => {
        const previous = await transition(
          tx,
          id,
          ['draft', 'processing'],
          'cancelled',
          deps.now(),
          (s, reference) => `Order ${reference} is ${s} and cannot be cancelled`,
          { message: 'Cancelled', output_file: null, output_file_name: null },
        );
        const row = await loadOrder(tx, id);
        await audit(tx, c, {
          action: 'cancel',
          resource: 'orders',
          recordId: id,
          summary: `Cancelled order ${row.reference} (was ${previous})`,
        });
      });
      return c.json(await orderDetail(db, id), 200);
    })
    .get('/api/orders/:id/download', async (c) => {
      const { id } = paramsOf<IdParams>(c);
      const rows = await db.query<{
        status: string;
        output_file: Uint8Array | null;
        output_file_name: string | null;
      }>('SELECT status, output_file, output_file_name FROM orders WHERE id = $1', [id]);
      const row = rows[0];
      if (!row) throw notFound('Order not found');
      if (row.status !== 'completed' || !row.output_file) {
        throw conflict(
          row.status === 'processing'
            ? `Order ${id} is processing; the spreadsheet is ready once it is completed`
            : `Order ${id} is ${row.status}; only a completed order has a spreadsheet`,
        );
      }
      return fileResponse(
        new Uint8Array(row.output_file),
        CONTENT_TYPES.xlsx,
        row.output_file_name ?? `order_${id}.xlsx`,
      );
    });
}
