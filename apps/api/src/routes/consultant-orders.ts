import { type Context, Hono } from 'hono';
import { createOrder, type OrderCreate } from '../consultant-orders/create-order.ts';
import { deleteOrders } from '../consultant-orders/delete-orders.ts';
import { listOrders, type OrderListQuery } from '../consultant-orders/list-orders.ts';
import {
  addItem,
  changeItem,
  type ItemUpdate,
  removeItem,
} from '../consultant-orders/order-items.ts';
import { consultantOrderPdf } from '../consultant-orders/order-pdf.ts';
import { loadOrder } from '../consultant-orders/order-row.ts';
import type { ItemCreate } from '../consultant-orders/resolve-item.ts';
import { type OrderUpdate, updateOrder } from '../consultant-orders/update-order.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { bodyOf, noContent, paramsOf, queryOf, userOf } from '../http/input.ts';
import { CONTENT_TYPES, fileResponse } from '../lib/http/file-response.ts';
import { audit } from '../platform/audit.ts';

/** The validated `{id}` path parameter. */
const idOf = (c: Context<AppEnv>) => paramsOf<{ id: number }>(c).id;

/** Consultant orders: list, create, read, update (status), delete, items, bulk delete, PDF. */
export function consultantOrderRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/api/consultant-orders', async (c) => {
      return c.json(await listOrders(db, queryOf<OrderListQuery>(c)), 200);
    })
    .post('/api/consultant-orders', async (c) => {
      const body = bodyOf<OrderCreate>(c);
      const id = await db.transaction(async (tx) => {
        const created = await createOrder(tx, body, userOf(c).id, deps.now());
        await audit(tx, c, {
          action: 'create',
          resource: 'consultant_orders',
          recordId: created.id,
          summary: `Created consultant order ${created.order_number} (${body.status}, ${body.items?.length ?? 0} items)`,
        });
        return created.id;
      });
      return c.json(await loadOrder(db, id), 201);
    })
    .post('/api/consultant-orders/bulk-delete', async (c) => {
      const { consultant_order_ids: ids } = bodyOf<{ consultant_order_ids: number[] }>(c);
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
      return c.json({ deleted: deleted.length, consultant_order_ids: deleted }, 200);
    })
    .put('/api/consultant-orders/items/:itemId', async (c) => {
      const { itemId } = paramsOf<{ itemId: number }>(c);
      const body = bodyOf<ItemUpdate>(c);
      const orderId = await db.transaction(async (tx) => {
        const { order, item } = await changeItem(tx, itemId, body, deps.now());
        await audit(tx, c, {
          action: 'update',
          resource: 'consultant_order_items',
          recordId: itemId,
          summary: `Changed ${item.product_code} on consultant order ${order.order_number} (${Object.keys(body).join(', ')})`,
        });
        return order.id;
      });
      return c.json(await loadOrder(db, orderId), 200);
    })
    .delete('/api/consultant-orders/items/:itemId', async (c) => {
      const { itemId } = paramsOf<{ itemId: number }>(c);
      const orderId = await db.transaction(async (tx) => {
        const { order, item } = await removeItem(tx, itemId, deps.now());
        await audit(tx, c, {
          action: 'delete',
          resource: 'consultant_order_items',
          recordId: itemId,
          summary: `Removed ${item.product_code} x${item.quantity} from consultant order ${order.order_number}`,
        });
        return order.id;
      });
      return c.json(await loadOrder(db, orderId), 200);
    })
    .get('/api/consultant-orders/:id', async (c) => {
      return c.json(await loadOrder(db, idOf(c)), 200);
    })
    .put('/api/consultant-orders/:id', async (c) => {
      const id = idOf(c);
      const body = bodyOf<OrderUpdate>(c);
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
      return c.json(await loadOrder(db, id), 200);
    })
    .delete('/api/consultant-orders/:id', async (c) => {
      const id = idOf(c);
      await db.transaction(async (tx) => {
        const [order] = await deleteOrders(tx, [id]);
        await audit(tx, c, {
          action: 'delete',
          resource: 'consultant_orders',
          recordId: id,
          summary: `Deleted consultant order ${order?.order_number ?? id}`,
        });
      });
      return noContent(c);
    })
    .post('/api/consultant-orders/:id/items', async (c) => {
      const id = idOf(c);
      const body = bodyOf<ItemCreate>(c);
      await db.transaction(async (tx) => {
        const { order, itemId, item } = await addItem(tx, id, body, deps.now());
        await audit(tx, c, {
          action: 'create',
          resource: 'consultant_order_items',
          recordId: itemId,
          summary: `Added ${item.product_code} x${item.quantity} to consultant order ${order.order_number}`,
        });
      });
      return c.json(await loadOrder(db, id), 200);
    })
    .get('/api/consultant-orders/:id/pdf', async (c) => {
      const id = idOf(c);
      const bytes = await consultantOrderPdf(db, id, deps.now());
      return fileResponse(bytes, CONTENT_TYPES.pdf, `consultant_order_${id}.pdf`);
    });
}
