import {
  CANCELLABLE_ORDER_STATUSES,
  orderLinesFailure,
  orderRules,
  PROCESSABLE_ORDER_STATUSES,
  RETRYABLE_ORDER_STATUSES,
} from '@back-office/domain';
import type { Context } from 'hono';
import { audit, jobAuditOf } from '../audit/audit.ts';
import { randWords } from '../audit/audit-words.ts';
import { commitUnlessDryRun } from '../http/dry-run.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { noContent, userOf } from '../http/input.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { CONTENT_TYPES, fileResponse } from '../lib/http/file-response.ts';
import { addStockOrderItem, insertOrder, itemProductCode } from '../stock-orders/create-order.ts';
import { listStockOrders, searchOrderProducts } from '../stock-orders/list-orders.ts';
import { deleteStockOrder, lockDraft, lockedOrder, transition } from '../stock-orders/lock.ts';
import { countOrderLines, removeOrderItem, setOrderItem } from '../stock-orders/order-items.ts';
import {
  loadStockOrder,
  readOrderFile,
  stockOrderDetail,
  toOrderStatus,
} from '../stock-orders/stock-order-row.ts';

/** Stock orders: list, create, items, product search, processing job, cancel, retry, download. */
export function stockOrderHandlers(deps: AppDeps) {
  const { db } = deps;

  /** Starts processing: draft (process) or failed (retry) → processing; answers the status. */
  const start = async (c: Context<AppEnv>, id: number, kind: 'process' | 'retry') => {
    const from = kind === 'process' ? PROCESSABLE_ORDER_STATUSES : RETRYABLE_ORDER_STATUSES;
    // The answer is the order as this request left it (processing), read before the job starts:
    // a quick job may already have ended it by the time a read after `runQueued` runs.
    const { jobId, accepted } = await db.transaction(async (tx) => {
      await transition(
        tx,
        id,
        from,
        'processing',
        deps.now(),
        (s, reference) =>
          kind === 'process'
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
      if (kind === 'process') {
        const noLines = orderLinesFailure(await countOrderLines(tx, id));
        if (noLines) throw badRequest(noLines);
      }
      const row = await loadStockOrder(tx, id);
      await audit(tx, c, {
        action: kind,
        resource: 'orders',
        recordId: id,
        summary: `${kind === 'process' ? 'Started processing' : 'Retried'} order ${row.reference}`,
      });
      return { jobId: await enqueueJob(tx, 'order', id, jobAuditOf(c)), accepted: row };
    });
    deps.worker.runQueued(jobId, `process order ${id}`);
    return toOrderStatus(accepted);
  };

  return {
    searchOrderProducts: async (_c, { query: q, json }) => {
      return json(200, await searchOrderProducts(db, q.query, q.limit, q.exact_match));
    },
    listOrders: async (_c, { query, json }) => json(200, await listStockOrders(db, query)),
    createOrder: async (c, { body, json }) => {
      const user = userOf(c);
      const id = await db.transaction(async (tx) => {
        const created = await insertOrder(tx, body, user.id, deps.now());
        const row = await loadStockOrder(tx, created);
        await audit(tx, c, {
          action: 'create',
          resource: 'orders',
          recordId: created,
          summary: `Created order ${row.reference} with ${row.item_count} items`,
        });
        return created;
      });
      return json(201, await stockOrderDetail(db, id));
    },
    getOrder: async (_c, { params, json }) => json(200, await stockOrderDetail(db, params.id)),
    deleteOrder: async (c, { params, query }) => {
      const { id } = params;
      await commitUnlessDryRun(db, query.dry_run, async (tx) => {
        const row = await lockedOrder(tx, id);
        if (!orderRules.canDelete(row.status)) {
          throw conflict(`Order ${id} is ${row.status}; cancel it before deleting it`);
        }
        await deleteStockOrder(tx, id);
        await audit(tx, c, {
          action: 'delete',
          resource: 'orders',
          recordId: id,
          summary: `Deleted order ${row.reference} (${row.status})`,
        });
      });
      return noContent(c);
    },
    addOrderItem: async (c, { params, body, json }) => {
      const { id } = params;
      await db.transaction(async (tx) => {
        const now = deps.now();
        const reference = await lockDraft(tx, id, now);
        const { itemId, merged } = await addStockOrderItem(tx, id, body, now);
        const code = await itemProductCode(tx, itemId);
        await audit(tx, c, {
          action: merged ? 'update' : 'create',
          resource: 'order_items',
          recordId: itemId,
          parentId: id,
          summary: merged
            ? `Added ${body.quantity} more of ${code} to its line on order ${reference}`
            : `Added ${code} × ${body.quantity} to order ${reference}`,
        });
      });
      return json(200, await stockOrderDetail(db, id));
    },
    updateOrderItem: async (c, { params, body, json }) => {
      const { id, itemId } = params;
      await db.transaction(async (tx) => {
        const now = deps.now();
        const reference = await lockDraft(tx, id, now);
        const code = await setOrderItem(tx, id, itemId, body, now);
        await audit(tx, c, {
          action: 'update',
          resource: 'order_items',
          recordId: itemId,
          parentId: id,
          summary: `Set ${code} on order ${reference} to ${body.quantity}${body.unit_price_cents === undefined ? '' : ` at ${randWords(body.unit_price_cents)}`}`,
        });
      });
      return json(200, await stockOrderDetail(db, id));
    },
    deleteOrderItem: async (c, { params, query, json }) => {
      const { id, itemId } = params;
      const done = await commitUnlessDryRun(db, query.dry_run, async (tx) => {
        const reference = await lockDraft(tx, id, deps.now());
        const code = await removeOrderItem(tx, id, itemId);
        await audit(tx, c, {
          action: 'delete',
          resource: 'order_items',
          recordId: itemId,
          parentId: id,
          summary: `Removed ${code} from order ${reference}`,
        });
        return true;
      });
      return done ? json(200, await stockOrderDetail(db, id)) : noContent(c);
    },
    processOrder: async (c, { params, json }) => json(202, await start(c, params.id, 'process')),
    retryOrder: async (c, { params, json }) => json(202, await start(c, params.id, 'retry')),
    getOrderStatus: async (_c, { params, json }) =>
      json(200, toOrderStatus(await loadStockOrder(db, params.id))),
    cancelOrder: async (c, { params, json }) => {
      const { id } = params;
      await db.transaction(async (tx) => {
        const previous = await transition(
          tx,
          id,
          CANCELLABLE_ORDER_STATUSES,
          'cancelled',
          deps.now(),
          (s, reference) => `Order ${reference} is ${s} and cannot be cancelled`,
          { message: 'Cancelled', output_file: null, output_file_name: null },
        );
        const row = await loadStockOrder(tx, id);
        await audit(tx, c, {
          action: 'cancel',
          resource: 'orders',
          recordId: id,
          summary: `Cancelled order ${row.reference} (was ${previous})`,
        });
      });
      return json(200, await stockOrderDetail(db, id));
    },
    downloadOrderFile: async (_c, { params }) => {
      const { id } = params;
      const row = await readOrderFile(db, id);
      if (!row) throw notFound('Order not found');
      if (!orderRules.canDownload(row.status) || !row.output_file) {
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
    },
  } satisfies HandlerGroup;
}
