import type { AppDeps } from '../http/env.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { AUDIT_FROM, auditLogOrder, auditLogWhere } from '../platform/audit-log-filters.ts';
import { AUDIT_COLUMNS, type AuditRow, toAuditLog } from '../platform/audit-row.ts';

/** The audit log (admin): every change, filterable and paged. */
export function auditLogHandlers(deps: AppDeps) {
  return {
    listAuditLogs: async (_c, { query: q, json }) => {
      const w = auditLogWhere(q);
      const total = await deps.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log a ${w.sql}`,
        w.params,
      );
      const rows = await deps.db.query<AuditRow>(
        `SELECT ${AUDIT_COLUMNS} ${AUDIT_FROM}
       ${w.sql} ORDER BY ${auditLogOrder(q)}
       LIMIT ${w.param(q.limit)} OFFSET ${w.param(q.skip)}`,
        w.params,
      );
      return json(200, {
        audit_logs: rows.map(toAuditLog),
        total: total[0]?.n ?? 0,
        skip: q.skip,
        limit: q.limit,
      });
    },
  } satisfies HandlerGroup;
}
