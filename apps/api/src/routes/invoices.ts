import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { conflict, notFound } from '../http/errors.ts';
import { bodyOf, noContent, paramsOf, queryOf, userOf } from '../http/input.ts';
import { insertInvoice, reopenCombinedOrder } from '../invoices/create-invoice.ts';
import { isUniqueViolation } from '../invoices/dates.ts';
import {
  addItem,
  deleteItem,
  type InvoiceItemCreate,
  type InvoiceItemUpdate,
  updateItem,
} from '../invoices/invoice-items.ts';
import { findInvoice, invoiceDetail } from '../invoices/invoice-row.ts';
import { type InvoiceListQuery, listInvoices } from '../invoices/list-invoices.ts';
import { lockDraftInvoice, lockInvoice } from '../invoices/lock-invoice.ts';
import { searchInvoiceProducts, searchPeriod } from '../invoices/product-search.ts';
import { type InvoicePaymentCreate, recordPayment } from '../invoices/record-payment.ts';
import { loadSourceOrder } from '../invoices/source-order.ts';
import { applyInvoiceUpdate, type InvoiceUpdate } from '../invoices/update-invoice.ts';
import { audit } from '../platform/audit.ts';
import { paymentWords, statusWords } from '../platform/audit-words.ts';

interface FromOrderBody {
  source_type: 'combined_order' | 'consultant_order';
  source_id: number;
  due_date?: string;
  notes?: string | null;
}

/** Invoices: product search, list, create from an order, update/issue/void, payments, lines, delete. */
export function invoiceRoutes(deps: AppDeps) {
  const { db } = deps;
  const answer = async (c: Context<AppEnv>, id: number, status: 200 | 201 = 200) => {
    const row = await findInvoice(db, id);
    if (!row) throw notFound('Invoice not found');
    return c.json(await invoiceDetail(db, row), status);
  };
  const idOf = (c: Context<AppEnv>) => paramsOf<{ id: number }>(c).id;
  const itemIdOf = (c: Context<AppEnv>) => paramsOf<{ itemId: number }>(c).itemId;

  return new Hono<AppEnv>()
    .get('/api/invoices/products/search', async (c) => {
      const q = queryOf<{ query: string; period_id?: number; limit: number }>(c);
      const periodId = await searchPeriod(db, q.period_id);
      return c.json(await searchInvoiceProducts(db, q.query, periodId, q.limit), 200);
    })
    .get('/api/invoices', async (c) =>
      c.json(await listInvoices(db, queryOf<InvoiceListQuery>(c)), 200),
    )
    .post('/api/invoices/from-order', async (c) => {
      const body = bodyOf<FromOrderBody>(c);
      const now = deps.now();
      try {
        const id = await db.transaction(async (tx) => {
          const source = await loadSourceOrder(tx, body.source_type, body.source_id);
          const created = await insertInvoice(tx, source, {
            dueDate: body.due_date,
            notes: body.notes,
            createdBy: userOf(c).id,
            now,
          });
          await audit(tx, c, {
            action: 'create',
            resource: 'invoices',
            recordId: created,
            summary: `Created a draft invoice from ${source.type.replace('_', ' ')} ${source.number} (${source.lines.length} lines)`,
          });
          if (source.type === 'combined_order') {
            await audit(tx, c, {
              action: 'update',
              resource: 'combined_orders',
              recordId: source.id,
              summary: `Combined order ${source.number} marked invoiced`,
            });
          }
          return created;
        });
        return answer(c, id, 201);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('This order already has an invoice');
        throw error;
      }
    })
    .get('/api/invoices/:id', async (c) => {
      const row = await findInvoice(db, idOf(c));
      if (!row) throw notFound('Invoice not found');
      const { product_code } = queryOf<{ product_code?: string }>(c);
      return c.json(await invoiceDetail(db, row, product_code), 200);
    })
    .put('/api/invoices/:id', async (c) => {
      const body = bodyOf<InvoiceUpdate>(c);
      const id = idOf(c);
      try {
        await db.transaction(async (tx) => {
          const inv = await lockInvoice(tx, id);
          const kind = await applyInvoiceUpdate(tx, inv, body, deps.now());
          const summaries = {
            update: `Updated invoice ${inv.invoice_number} (${Object.keys(body).join(', ')})`,
            issue: `Issued invoice ${inv.invoice_number}`,
            void: `Voided invoice ${inv.invoice_number}`,
          };
          await audit(tx, c, {
            action: kind === 'void' ? 'cancel' : 'update',
            resource: 'invoices',
            recordId: id,
            summary: summaries[kind],
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('The order already has another invoice');
        throw error;
      }
      return answer(c, id);
    })
    .delete('/api/invoices/:id', async (c) => {
      const id = idOf(c);
      await db.transaction(async (tx) => {
        const inv = await lockInvoice(tx, id);
        if (inv.status !== 'draft') {
          throw conflict(
            `Invoice ${inv.invoice_number} is ${inv.status}; void it instead of deleting it`,
          );
        }
        await tx.query('DELETE FROM invoices WHERE id = $1', [id]);
        await reopenCombinedOrder(tx, inv, deps.now());
        await audit(tx, c, {
          action: 'delete',
          resource: 'invoices',
          recordId: id,
          summary: `Deleted draft invoice ${inv.invoice_number}`,
        });
      });
      return noContent(c);
    })
    .put('/api/invoices/:id/payment', async (c) => {
      const body = bodyOf<InvoicePaymentCreate>(c);
      const id = idOf(c);
      await db.transaction(async (tx) => {
        const inv = await lockInvoice(tx, id);
        const status = await recordPayment(tx, inv, body, userOf(c).id, deps.now());
        await audit(tx, c, {
          action: 'payment',
          resource: 'invoices',
          recordId: id,
          summary: `Recorded ${paymentWords(body.method, body.amount_cents)} on ${inv.invoice_number} (now ${statusWords(status)})`,
        });
      });
      return answer(c, id);
    })
    .post('/api/invoices/:id/items', async (c) => {
      const body = bodyOf<InvoiceItemCreate>(c);
      const id = idOf(c);
      await db.transaction(async (tx) => {
        const inv = await lockDraftInvoice(tx, id);
        const itemId = await addItem(tx, inv, body, deps.now());
        await audit(tx, c, {
          action: 'create',
          resource: 'invoice_items',
          recordId: itemId,
          summary: `Added ${body.quantity} × ${body.product_code} to invoice ${inv.invoice_number}`,
        });
      });
      return answer(c, id);
    })
    .put('/api/invoices/:id/items/:itemId', async (c) => {
      const body = bodyOf<InvoiceItemUpdate>(c);
      const id = idOf(c);
      const itemId = itemIdOf(c);
      await db.transaction(async (tx) => {
        const inv = await lockDraftInvoice(tx, id);
        await updateItem(tx, inv, itemId, body, deps.now());
        await audit(tx, c, {
          action: 'update',
          resource: 'invoice_items',
          recordId: itemId,
          summary: `Changed line ${itemId} of invoice ${inv.invoice_number} (${Object.keys(body).join(', ')})`,
        });
      });
      return answer(c, id);
    })
    .delete('/api/invoices/:id/items/:itemId', async (c) => {
      const id = idOf(c);
      const itemId = itemIdOf(c);
      await db.transaction(async (tx) => {
        const inv = await lockDraftInvoice(tx, id);
        const code = await deleteItem(tx, inv, itemId, deps.now());
        await audit(tx, c, {
          action: 'delete',
          resource: 'invoice_items',
          recordId: itemId,
          summary: `Removed ${code} from invoice ${inv.invoice_number}`,
        });
      });
      return answer(c, id);
    });
}
