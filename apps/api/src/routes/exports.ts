import { auditLogExport } from '../audit/audit-log-export.ts';
import { combinedExport } from '../combined-orders/combined-export.ts';
import { consultantOrderExport } from '../consultant-orders/consultant-order-export.ts';
import { distributorOrderExport } from '../distributor-orders/distributor-order-export.ts';
import { distributorScopeOf } from '../distributor-orders/scope.ts';
import type { AppDeps } from '../http/env.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { userOf } from '../http/input.ts';
import { invoiceExport } from '../invoices/invoice-export.ts';
import { exportResponse } from '../lib/export/export-response.ts';
import { periodExport } from '../periods/period-export.ts';
import { productExport } from '../products/product-export.ts';
import { orderExport } from '../stock-orders/stock-order-export.ts';
import { DISTRIBUTOR_KIND, PRODUCT_KIND } from '../templates/kinds.ts';
import { templateExport } from '../templates/template-export.ts';
import { uploadExport } from '../uploads/upload-export.ts';
import { userExport } from '../users/user-export.ts';
import { weeklyExport } from '../weekly-combinations/weekly-export.ts';

/**
 * The list exports (csv, xlsx): each takes its list's query (filters and sort, no paging) and
 * the list's `x-required`, and streams every matching row.
 */
export function exportHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    exportOrders: (_c, { params, query }) =>
      exportResponse(orderExport(db, query), params.format, deps.now()),
    exportProducts: (_c, { params, query }) =>
      exportResponse(productExport(db, query), params.format, deps.now()),
    exportConsultantOrders: (_c, { params, query }) =>
      exportResponse(consultantOrderExport(db, query), params.format, deps.now()),
    exportCombinedOrders: (_c, { params, query }) =>
      exportResponse(combinedExport(db, query), params.format, deps.now()),
    exportInvoices: (_c, { params, query }) =>
      exportResponse(invoiceExport(db, query), params.format, deps.now()),
    exportAuditLogs: (_c, { params, query }) =>
      exportResponse(auditLogExport(db, query), params.format, deps.now()),
    exportUsers: (_c, { params, query }) =>
      exportResponse(userExport(db, query), params.format, deps.now()),
    exportTemplates: (_c, { params, query }) =>
      exportResponse(
        templateExport(db, PRODUCT_KIND, query, 'templates'),
        params.format,
        deps.now(),
      ),
    exportDistributorTemplates: (_c, { params, query }) =>
      exportResponse(
        templateExport(db, DISTRIBUTOR_KIND, query, 'distributor_templates'),
        params.format,
        deps.now(),
      ),
    exportUploads: (_c, { params, query }) =>
      exportResponse(uploadExport(db, query), params.format, deps.now()),
    // A distributor-only user exports only their own distributor's orders, as they list them.
    exportDistributorOrders: async (c, { params, query }) =>
      exportResponse(
        distributorOrderExport(db, query, await distributorScopeOf(db, userOf(c))),
        params.format,
        deps.now(),
      ),
    exportPeriods: (_c, { params, query }) =>
      exportResponse(periodExport(db, query), params.format, deps.now()),
    exportWeeklyCombinations: (_c, { params, query }) =>
      exportResponse(weeklyExport(db, query), params.format, deps.now()),
  } satisfies HandlerGroup;
}
