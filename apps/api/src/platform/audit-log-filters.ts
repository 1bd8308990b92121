import type { QueryParams } from '../http/handlers.ts';
import { Where } from './where.ts';

/** The filters and sort of `listAuditLogs`, which its export shares. */
export type AuditLogFilters = Omit<QueryParams<'listAuditLogs'>, 'skip' | 'limit'>;

/** The WHERE clause of the audit log's filters (alias `a`; days are UTC, as the list's). */
export function auditLogWhere(q: AuditLogFilters): Where {
  return new Where()
    .addIf(q.user_id, 'a.actor_id = ?')
    .addIf(q.resource, 'a.resource = ?')
    .addIf(q.action, 'a.action = ?')
    .addIf(q.record_id, 'a.record_id = ?')
    .addIf(q.request_id, 'a.request_id = ?')
    .addIf(q.date_from, `a.created_at >= (?::date AT TIME ZONE 'UTC')`)
    .addIf(q.date_to, `a.created_at < ((?::date + 1) AT TIME ZONE 'UTC')`);
}

/** The ORDER BY terms of the audit log's sort (the id breaks ties). */
export function auditLogOrder(q: AuditLogFilters): string {
  const dir = q.sort_order === 'asc' ? 'ASC' : 'DESC';
  return `a.${q.sort_by} ${dir}, a.id ${dir}`;
}

/** The FROM clause of audit rows with their actor's name (aliases `a`, `u`). */
export const AUDIT_FROM = 'FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id';
