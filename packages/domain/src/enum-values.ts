import * as contract from '@back-office/api-client/enums';

/**
 * A contract enum as a non-empty list (what `z.enum` and the web's `oneOf` filters take). The
 * lists are generated from the contract, so a value added there appears here on regeneration.
 */
export function nonEmpty<T>(values: readonly T[]): readonly [T, ...T[]] {
  const [first, ...rest] = values;
  if (first === undefined) throw new Error('A contract enum has no values');
  return [first, ...rest];
}

/** Every accounting period status, in lifecycle order. */
export const PERIOD_STATUSES = nonEmpty(contract.periodStatusValues);
/** Every stock order status, in lifecycle order. */
export const ORDER_STATUSES = nonEmpty(contract.orderStatusValueValues);
export const CONSULTANT_ORDER_STATUSES = nonEmpty(contract.consultantOrderStatusValues);
export const COMBINED_ORDER_STATUSES = nonEmpty(contract.combinedOrderStatusValues);
export const DISTRIBUTOR_ORDER_STATUSES = nonEmpty(contract.distributorOrderSummaryStatusValues);
export const INVOICE_STATUSES = nonEmpty(contract.invoiceSummaryStatusValues);
export const PAYMENT_METHODS = nonEmpty(contract.invoicePaymentMethodValues);
export const UPLOAD_STATUSES = nonEmpty(contract.uploadStatusValues);
export const WEEKLY_COMBINATION_STATUSES = nonEmpty(contract.weeklyCombinationStatusValues);
export const CONSULTANT_STATUSES = nonEmpty(contract.consultantStatusValues);
export const CONSULTANT_PROVINCES = nonEmpty(contract.consultantProvinceValues);
export const CONSENT_FORM_TYPES = nonEmpty(contract.consentFormTypeValues);
export const AUDIT_ACTIONS = nonEmpty(contract.auditActionValues);
export const AUDIT_RESOURCES = nonEmpty(contract.auditResourceValues);

/** The `sort_by` values each list operation accepts. */
export const SORT_FIELDS = {
  uploads: nonEmpty(contract.pathsApiUploadsGetParametersQuerySort_byValues),
  products: nonEmpty(contract.pathsApiProductsGetParametersQuerySort_byValues),
  productSets: nonEmpty(contract.pathsApiProductSetsGetParametersQuerySort_byValues),
  templates: nonEmpty(contract.pathsApiTemplatesGetParametersQuerySort_byValues),
  distributorTemplates: nonEmpty(
    contract.pathsApiDistributorTemplatesGetParametersQuerySort_byValues,
  ),
  orders: nonEmpty(contract.pathsApiOrdersGetParametersQuerySort_byValues),
  consultants: nonEmpty(contract.pathsApiConsultantsGetParametersQuerySort_byValues),
  consultantOrders: nonEmpty(contract.pathsApiConsultantOrdersGetParametersQuerySort_byValues),
  combinedOrders: nonEmpty(contract.pathsApiCombinedOrdersGetParametersQuerySort_byValues),
  invoices: nonEmpty(contract.pathsApiInvoicesGetParametersQuerySort_byValues),
  weeklyCombinations: nonEmpty(contract.pathsApiWeeklyCombinationsGetParametersQuerySort_byValues),
  users: nonEmpty(contract.pathsApiUsersGetParametersQuerySort_byValues),
  auditLogs: nonEmpty(contract.pathsApiAuditLogsGetParametersQuerySort_byValues),
  distributorOrders: nonEmpty(contract.pathsApiDistributorOrdersGetParametersQuerySort_byValues),
} as const;

export type PeriodStatus = (typeof PERIOD_STATUSES)[number];
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];
export type DistributorOrderStatus = (typeof DISTRIBUTOR_ORDER_STATUSES)[number];
