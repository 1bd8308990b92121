import { invoiceRules } from '@back-office/domain';
import { audit } from '../audit/audit.ts';
import { paymentWords, statusWords } from '../audit/audit-words.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import { commitUnlessDryRun } from '../http/dry-run.ts';
import type { AppDeps } from '../http/env.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { noContent, userOf } from '../http/input.ts';
import { insertInvoice, reopenCombinedOrder } from '../invoices/create-invoice.ts';
import { addInvoiceItem, deleteItem, updateItem } from '../invoices/invoice-items.ts';
import { findInvoice, invoiceDetail } from '../invoices/invoice-row.ts';
import { listInvoices } from '../invoices/list-invoices.ts';
import { deleteInvoice, lockDraftInvoice, lockInvoice } from '../invoices/lock-invoice.ts';
import { searchInvoiceProducts, searchPeriod } from '../invoices/product-search.ts';
import { recordPayment } from '../invoices/record-payment.ts';
import { loadSourceOrder } from '../invoices/source-order.ts';
import { applyInvoiceUpdate } from '../invoices/update-invoice.ts';

/** Invoices: product search, list, create from an order, update/issue/void, payments, lines, delete. */
export function invoiceHandlers(deps: AppDeps) {
  const { db } = deps;
  const detail = async (id: number) => {
    const row = await findInvoice(db, id);
    if (!row) throw notFound('Invoice not found');
    return invoiceDetail(db, row);
  };

  return {
    searchInvoiceProducts: async (_c, { query: q, json }) => {
      const periodId = await searchPeriod(db, q.period_id);
      return json(200, await searchInvoiceProducts(db, q.query, periodId, q.limit));
    },
    listInvoices: async (_c, { query, json }) => json(200, await listInvoices(db, query)),
    createInvoiceFromOrder: async (c, { body, json }) => {
      const now = deps.now();
      try {
        const id = await db.transaction(async (tx) => {
          const source = await loadSourceOrder(tx, body.source_type, body.source_id, body.payer);
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
        return json(201, await detail(id));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('This order already has an invoice');
        throw error;
      }
    },
    getInvoice: async (_c, { params, query, json }) => {
      const row = await findInvoice(db, params.id);
      if (!row) throw notFound('Invoice not found');
      const { product_code } = query;
      return json(200, await invoiceDetail(db, row, product_code));
    },
    updateInvoice: async (c, { params, body, json }) => {
      const id = params.id;
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
      return json(200, await detail(id));
    },
    deleteInvoice: async (c, { params, query }) => {
      const id = params.id;
      await commitUnlessDryRun(db, query.dry_run, async (tx) => {
        const inv = await lockInvoice(tx, id);
        if (!invoiceRules.canDelete(inv.status)) {
          throw conflict(
            `Invoice ${inv.invoice_number} is ${inv.status}; void it instead of deleting it`,
          );
        }
        await deleteInvoice(tx, id);
        await reopenCombinedOrder(tx, inv, deps.now());
        await audit(tx, c, {
          action: 'delete',
          resource: 'invoices',
          recordId: id,
          summary: `Deleted draft invoice ${inv.invoice_number}`,
        });
      });
      return noContent(c);
    },
    recordInvoicePayment: async (c, { params, body, json }) => {
      const id = params.id;
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
      return json(200, await detail(id));
    },
    addInvoiceItem: async (c, { params, body, json }) => {
      const id = params.id;
      await db.transaction(async (tx) => {
        const inv = await lockDraftInvoice(tx, id);
        const itemId = await addInvoiceItem(tx, inv, body, deps.now());
        await audit(tx, c, {
          action: 'create',
          resource: 'invoice_items',
          recordId: itemId,
          parentId: id,
          summary: `Added ${body.quantity} × ${body.product_code} to invoice ${inv.invoice_number}`,
        });
      });
      return json(200, await detail(id));
    },
    updateInvoiceItem: async (c, { params, body, json }) => {
      const id = params.id;
      const { itemId } = params;
      await db.transaction(async (tx) => {
        const inv = await lockDraftInvoice(tx, id);
        const code = await updateItem(tx, inv, itemId, body, deps.now());
        await audit(tx, c, {
          action: 'update',
          resource: 'invoice_items',
          recordId: itemId,
          parentId: id,
          summary: `Changed the ${code} line of invoice ${inv.invoice_number} (${Object.keys(body).join(', ')})`,
        });
      });
      return json(200, await detail(id));
    },
    deleteInvoiceItem: async (c, { params, query, json }) => {
      const id = params.id;
      const { itemId } = params;
      const done = await commitUnlessDryRun(db, query.dry_run, async (tx) => {
        const inv = await lockDraftInvoice(tx, id);
        const code = await deleteItem(tx, inv, itemId, deps.now());
        await audit(tx, c, {
          action: 'delete',
          resource: 'invoice_items',
          recordId: itemId,
          parentId: id,
          summary: `Removed ${code} from invoice ${inv.invoice_number}`,
        });
        return true;
      });
      return done ? json(200, await detail(id)) : noContent(c);
    },
  } satisfies HandlerGroup;
}
