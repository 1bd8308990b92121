import { AUDIT_FROM, AUDIT_KEYSET, auditLogWhere } from '../audit/audit-log-filters.ts';
import { AUDIT_COLUMNS, type AuditRow, toAuditLog } from '../audit/audit-row.ts';
import type { AppDeps } from '../http/env.ts';
import type { HandlerGroup } from '../http/handlers.ts';

/** The audit log (admin): every change, filterable and paged. */
export function auditLogHandlers(deps: AppDeps) {
  return {
    listAuditLogs: async (_c, { query: q, json }) => {
      const { rows, ...page } = await AUDIT_KEYSET.page<AuditRow>(deps.db, q, {
        columns: AUDIT_COLUMNS,
        from: AUDIT_FROM,
        countFrom: 'FROM audit_log a',
        where: () => auditLogWhere(q),
      });
      return json(200, { audit_logs: rows.map(toAuditLog), ...page });
    },
  } satisfies HandlerGroup;
}
