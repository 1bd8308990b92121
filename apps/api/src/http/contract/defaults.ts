/**
 * The query parameters and top-level body properties the contract gives a default, by
 * operation: the request validator fills them, so handlers see them as present (the generated
 * types only say "optional"). `defaults.test.ts` checks these tables against the contract.
 */
export const QUERY_DEFAULTS = {
  listUploads: ['skip', 'limit', 'sort_by', 'sort_order'],
  listProducts: ['skip', 'limit', 'sort_by', 'sort_order'],
  listProductSets: ['skip', 'limit', 'sort_by', 'sort_order'],
  listTemplates: ['skip', 'limit', 'sort_by', 'sort_order'],
  previewTemplate: ['limit'],
  listDistributorTemplates: ['skip', 'limit', 'sort_by', 'sort_order'],
  previewDistributorTemplate: ['limit'],
  listOrders: ['skip', 'limit', 'sort_by', 'sort_order'],
  searchOrderProducts: ['limit', 'exact_match'],
  listConsultants: ['skip', 'limit', 'sort_by', 'sort_order'],
  searchConsultants: ['limit'],
  listConsultantHistoryOrders: ['skip', 'limit', 'sort_by', 'sort_order'],
  listConsultantOrders: ['skip', 'limit', 'sort_by', 'sort_order'],
  listCombinedOrders: ['skip', 'limit', 'sort_by', 'sort_order'],
  searchInvoiceProducts: ['limit'],
  listInvoices: ['skip', 'limit', 'sort_by', 'sort_order'],
  listWeeklyCombinations: ['skip', 'limit', 'sort_by', 'sort_order'],
  listPeriods: ['skip', 'limit', 'include_archived'],
  listUsers: ['skip', 'limit', 'sort_by', 'sort_order'],
  listAuditLogs: ['skip', 'limit', 'sort_by', 'sort_order'],
  getRecordHistory: ['skip', 'limit'],
  listDistributorOrders: ['skip', 'limit', 'sort_by', 'sort_order'],
  exportOrders: ['sort_by', 'sort_order'],
  exportProducts: ['sort_by', 'sort_order'],
  exportConsultantOrders: ['sort_by', 'sort_order'],
  exportCombinedOrders: ['sort_by', 'sort_order'],
  exportInvoices: ['sort_by', 'sort_order'],
  exportAuditLogs: ['sort_by', 'sort_order'],
  exportUsers: ['sort_by', 'sort_order'],
  downloadInvoicePdf: ['inline'],
  downloadPickList: ['inline'],
  searchEverything: ['limit'],
  listNotifications: ['skip', 'limit'],
  listUndeliveredEmails: ['skip', 'limit'],
} as const;

/** Top-level request body properties with a default (see `QUERY_DEFAULTS`). */
export const BODY_DEFAULTS = {
  createConsultantOrder: ['items', 'status'],
  createUpload: ['existing_products'],
  loginCookie: ['scope'],
  loginJwt: ['scope'],
  createUser: ['department', 'roles', 'is_active', 'is_verified', 'is_mobile_enabled'],
} as const;
