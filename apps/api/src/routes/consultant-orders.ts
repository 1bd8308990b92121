import { audit } from '../audit/audit.ts';
import { loadConsultantOrder } from '../consultant-orders/consultant-order-row.ts';
import { createOrder } from '../consultant-orders/create-order.ts';
import { deleteOrders } from '../consultant-orders/delete-orders.ts';
import { listConsultantOrders } from '../consultant-orders/list-orders.ts';
import {
  addConsultantOrderItem,
  changeItem,
  removeItem,
} from '../consultant-orders/order-items.ts';
import { consultantOrderPdf } from '../consultant-orders/order-pdf.ts';
import type { ItemCreate } from '../consultant-orders/resolve-item.ts';
import { updateOrder } from '../consultant-orders/update-order.ts';
import { commitUnlessDryRun } from '../http/dry-run.ts';
import type { AppDeps } from '../http/env.ts';
import type { HandlerGroup, RequestBody } from '../http/handlers.ts';
import { noContent, userOf } from '../http/input.ts';
import { CONTENT_TYPES, fileResponse } from '../lib/http/file-response.ts';

// The contract's `ConsultantOrderItemCreate` is an `anyOf` (a product id or a code), generated
// as the line or two empty objects; the validator has checked each line, so it is the line.
const withItems = (body: RequestBody<'createConsultantOrder'>) => ({
  ...body,
  items: body.items as ItemCreate[],
});

/** Consultant orders: list, create, read, update (status), delete, items, bulk delete, PDF. */
export function consultantOrderHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    listConsultantOrders: async (_c, { query, json }) => {
      return json(200, await listConsultantOrders(db, query));
    },
    createConsultantOrder: async (c, { body, json }) => {
      const id = await db.transaction(async (tx) => {
        const created = await createOrder(tx, withItems(body), userOf(c).id, deps.now());
        await audit(tx, c, {
          action: 'create',
          resource: 'consultant_orders',
          recordId: created.id,
          summary: `Created consultant order ${created.order_number} (${body.status}, ${body.items?.length ?? 0} items)`,
        });
        return created.id;
      });
      return json(201, await loadConsultantOrder(db, id));
    },
    bulkDeleteConsultantOrders: async (c, { body, json }) => {
      const { consultant_order_ids: ids } = body;
      const deleted = await db.transaction(async (tx) => {
        const orders = await deleteOrders(tx, ids);
        for (const o of orders) {
          await audit(tx, c, {
            action: 'delete',
            resource: 'consultant_orders',
            recordId: o.id,
            summary: `Deleted consultant order ${o.order_number} (bulk delete of ${orders.length})`,
          });
        }
        return orders.map((o) => o.id);
      });
      return json(200, { deleted: deleted.length, consultant_order_ids: deleted });
    },
    updateConsultantOrderItem: async (c, { params, body, json }) => {
      const { itemId } = params;
      const orderId = await db.transaction(async (tx) => {
        const { order, item } = await changeItem(tx, itemId, body, deps.now());
        await audit(tx, c, {
          action: 'update',
          resource: 'consultant_order_items',
          recordId: itemId,
          parentId: order.id,
          summary: `Changed ${item.product_code} on consultant order ${order.order_number} (${Object.keys(body).join(', ')})`,
        });
        return order.id;
      });
      return json(200, await loadConsultantOrder(db, orderId));
    },
    deleteConsultantOrderItem: async (c, { params, json }) => {
      const { itemId } = params;
      const orderId = await db.transaction(async (tx) => {
        const { order, item } = await removeItem(tx, itemId, deps.now());
        await audit(tx, c, {
          action: 'delete',
          resource: 'consultant_order_items',
          recordId: itemId,
          parentId: order.id,
          summary: `Removed ${item.product_code} x${item.quantity} from consultant order ${order.order_number}`,
        });
        return order.id;
      });
      return json(200, await loadConsultantOrder(db, orderId));
    },
    getConsultantOrder: async (_c, { params, json }) => {
      return json(200, await loadConsultantOrder(db, params.id));
    },
    updateConsultantOrder: async (c, { params, body, json }) => {
      const id = params.id;
      await db.transaction(async (tx) => {
        const out = await updateOrder(tx, id, body, deps.now());
        const changed = out.from !== out.to;
        const action = !changed
          ? 'update'
          : out.to === 'submitted'
            ? 'submit'
            : out.to === 'cancelled'
              ? 'cancel'
              : 'update';
        const parts = [...(changed ? [`status ${out.from} -> ${out.to}`] : []), ...out.fields];
        await audit(tx, c, {
          action,
          resource: 'consultant_orders',
          recordId: id,
          summary: `Updated consultant order ${out.order_number}: ${parts.join(', ') || 'no changes'}`,
        });
      });
      return json(200, await loadConsultantOrder(db, id));
    },
    deleteConsultantOrder: async (c, { params, query }) => {
      const id = params.id;
      await commitUnlessDryRun(db, query.dry_run, async (tx) => {
        const [order] = await deleteOrders(tx, [id]);
        await audit(tx, c, {
          action: 'delete',
          resource: 'consultant_orders',
          recordId: id,
          summary: `Deleted consultant order ${order?.order_number ?? id}`,
        });
      });
      return noContent(c);
    },
    createConsultantOrderItem: async (c, { params, body, json }) => {
      const id = params.id;
      await db.transaction(async (tx) => {
        const { order, itemId, item } = await addConsultantOrderItem(
          tx,
          id,
          body as ItemCreate,
          deps.now(),
        );
        await audit(tx, c, {
          action: 'create',
          resource: 'consultant_order_items',
          recordId: itemId,
          parentId: id,
          summary: `Added ${item.product_code} x${item.quantity} to consultant order ${order.order_number}`,
        });
      });
      return json(200, await loadConsultantOrder(db, id));
    },
    downloadConsultantOrderPdf: async (_c, { params }) => {
      const id = params.id;
      const bytes = await consultantOrderPdf(db, id, deps.now());
      return fileResponse(bytes, CONTENT_TYPES.pdf, `consultant_order_${id}.pdf`);
    },
  } satisfies HandlerGroup;
}
