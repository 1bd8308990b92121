import type { Context } from 'hono';
import { audit } from '../audit/audit.ts';
import { importDistributorOrder } from '../distributor-orders/create-order.ts';
import { distributorOrderDetail } from '../distributor-orders/distributor-order-row.ts';
import { ImportError } from '../distributor-orders/import-error.ts';
import { listDistributorOrders } from '../distributor-orders/list-orders.ts';
import {
  deleteDraftDistributorOrder,
  refusalOf,
  submitDistributorOrder,
} from '../distributor-orders/order-transitions.ts';
import {
  assertNameInScope,
  assertOrderInScope,
  distributorScopeOf,
} from '../distributor-orders/scope.ts';
import { applyOrderUpdate } from '../distributor-orders/update-order.ts';
import { commitUnlessDryRun } from '../http/dry-run.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { noContent, userOf } from '../http/input.ts';
import { firstRowErrors } from '../lib/spreadsheet/row-errors.ts';

/** Distributor orders (beyond the spec): import from a spreadsheet, list, get, update, submit, delete. */
export function distributorOrderHandlers(deps: AppDeps) {
  const { db } = deps;
  const scopeOf = (c: Context<AppEnv>) => distributorScopeOf(db, userOf(c));
  /** The order id, after a 404 for an order outside the caller's scope (decision 018). */
  const inScope = async (c: Context<AppEnv>, id: number) => {
    await assertOrderInScope(db, await scopeOf(c), id);
    return id;
  };
  const detail = async (id: number) => {
    const order = await distributorOrderDetail(db, id);
    if (!order) throw notFound('Distributor order not found');
    return order;
  };
  return {
    listDistributorOrders: async (c, { query, json }) =>
      json(200, await listDistributorOrders(db, query, await scopeOf(c))),
    createDistributorOrder: async (c, { body, json }) => {
      assertNameInScope(await scopeOf(c), body.distributor_name);
      try {
        const id = await db.transaction(async (tx) => {
          const created = await importDistributorOrder(tx, body, userOf(c).id, deps.now());
          await audit(tx, c, {
            action: 'upload',
            resource: 'distributor_orders',
            recordId: created.id,
            summary: `Imported distributor order ${created.number} from ${body.file.name} (${created.lineCount} lines)`,
          });
          return created.id;
        });
        return json(201, await detail(id));
      } catch (error) {
        if (error instanceof ImportError) {
          return json(400, { detail: error.detail, ...firstRowErrors(error.errors) });
        }
        throw error;
      }
    },
    getDistributorOrder: async (c, { params, json }) =>
      json(200, await detail(await inScope(c, params.id))),
    updateDistributorOrder: async (c, { params, body, json }) => {
      const id = await inScope(c, params.id);
      assertNameInScope(await scopeOf(c), body.distributor_name);
      await db.transaction(async (tx) => {
        const { kind, number } = await applyOrderUpdate(tx, id, body, deps.now());
        const summaries = {
          update: `Updated distributor order ${number} (${Object.keys(body).join(', ')})`,
          fulfil: `Marked distributor order ${number} fulfilled`,
          cancel: `Cancelled distributor order ${number}`,
        };
        await audit(tx, c, {
          action: kind === 'cancel' ? 'cancel' : 'update',
          resource: 'distributor_orders',
          recordId: id,
          summary: summaries[kind],
        });
      });
      return json(200, await detail(id));
    },
    deleteDistributorOrder: async (c, { params, query }) => {
      const id = await inScope(c, params.id);
      await commitUnlessDryRun(db, query.dry_run, async (tx) => {
        const number = await deleteDraftDistributorOrder(tx, id);
        if (!number) {
          throw await refusalOf(
            tx,
            id,
            (s, n) =>
              `Distributor order ${n} is ${s === 'empty' ? 'draft' : s}; only drafts can be deleted (cancel it instead)`,
          );
        }
        await audit(tx, c, {
          action: 'delete',
          resource: 'distributor_orders',
          recordId: id,
          summary: `Deleted draft distributor order ${number}`,
        });
      });
      return noContent(c);
    },
    submitDistributorOrder: async (c, { params, json }) => {
      const id = await inScope(c, params.id);
      await db.transaction(async (tx) => {
        const now = deps.now();
        const number = await submitDistributorOrder(tx, id, now);
        if (!number) {
          throw await refusalOf(tx, id, (s, n) =>
            s === 'empty'
              ? `Distributor order ${n} has no lines`
              : `Distributor order ${n} is ${s}; only drafts can be submitted`,
          );
        }
        await audit(tx, c, {
          action: 'submit',
          resource: 'distributor_orders',
          recordId: id,
          summary: `Submitted distributor order ${number} to the warehouse`,
        });
      });
      return json(200, await detail(id));
    },
  } satisfies HandlerGroup;
}
