import type { Schemas } from '@back-office/api-client';
import type { AuditLogListParams } from '@back-office/hooks';
import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

type AuditAction = Schemas['AuditAction'];
type AuditResource = Schemas['AuditResource'];

/** Every `AuditAction` of the contract. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'upload',
  'process',
  'cancel',
  'retry',
  'combine',
  'submit',
  'activate',
  'close',
  'archive',
  'payment',
  'deactivate',
  'role_change',
  'login',
  'login_failed',
  'logout',
  'logout_all',
  'session_revoke',
  'register',
  'email_verify',
  'password_reset',
  'password_change',
] as const satisfies readonly AuditAction[];

/** Every `AuditResource` of the contract. */
export const AUDIT_RESOURCES = [
  'users',
  'sessions',
  'periods',
  'uploads',
  'products',
  'templates',
  'distributor_templates',
  'orders',
  'order_items',
  'consultants',
  'consent_forms',
  'consultant_orders',
  'consultant_order_items',
  'combined_orders',
  'weekly_combinations',
  'invoices',
  'invoice_items',
  'distributor_orders',
] as const satisfies readonly AuditResource[];

/** `/users/audit` search params: paging, sorting and every filter of `listAuditLogs`. */
export const auditSearchSchema = listSearchSchema({
  sortBy: ['created_at', 'action', 'resource'],
  defaultSortBy: 'created_at',
  filters: {
    user_id: searchFilters.id(),
    resource: searchFilters.oneOf(AUDIT_RESOURCES),
    action: searchFilters.oneOf(AUDIT_ACTIONS),
    record_id: searchFilters.id(),
    request_id: searchFilters.text(),
    date_from: searchFilters.day(),
    date_to: searchFilters.day(),
  },
});

export type AuditSearch = SearchOutput<typeof auditSearchSchema>;

/** The list call's params: the search without absent filters. */
export function auditListParams(search: AuditSearch): AuditLogListParams {
  const params: AuditLogListParams = {};
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  return params;
}
