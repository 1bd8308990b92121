import type { QueryParams } from '../http/handlers.ts';
import { Keyset, sortKey } from '../sql/keyset.ts';
import { Where } from '../sql/where.ts';

/** The filters and sort of `listAuditLogs`, which its export shares. */
export type AuditLogFilters = Omit<QueryParams<'listAuditLogs'>, 'skip' | 'limit' | 'cursor'>;

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

/** The audit log's sort keys (alias `a`). */
export const AUDIT_KEYSET = new Keyset<AuditLogFilters['sort_by']>(
  {
    created_at: sortKey.moment('a.created_at'),
    action: sortKey.text('a.action'),
    resource: sortKey.text('a.resource'),
  },
  'a.id',
);

/** The ORDER BY terms of the audit log's sort (the id breaks ties). */
export function auditLogOrder(q: AuditLogFilters): string {
  return AUDIT_KEYSET.order(q);
}

/** The FROM clause of audit rows with their actor's name (aliases `a`, `u`). */
export const AUDIT_FROM = 'FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id';
