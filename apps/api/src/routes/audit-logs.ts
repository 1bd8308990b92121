import type { AppDeps } from '../http/env.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import {
  AUDIT_FROM,
  type AuditRow,
  auditLogOrder,
  auditLogWhere,
} from '../platform/audit-log-filters.ts';

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
        `SELECT a.*, u.first_name, u.last_name ${AUDIT_FROM}
       ${w.sql} ORDER BY ${auditLogOrder(q)}
       LIMIT ${w.param(q.limit)} OFFSET ${w.param(q.skip)}`,
        w.params,
      );
      const audit_logs = rows.map((r) => ({
        id: r.id,
        created_at: new Date(r.created_at).toISOString(),
        actor:
          r.actor_id !== null && r.actor_email
            ? {
                id: r.actor_id,
                name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.actor_email,
                email: r.actor_email,
              }
            : null,
        action: r.action,
        resource: r.resource,
        record_id: r.record_id,
        summary: r.summary,
        request_id: r.request_id,
        ip_address: r.ip_address,
      }));
      return json(200, { audit_logs, total: total[0]?.n ?? 0, skip: q.skip, limit: q.limit });
    },
  } satisfies HandlerGroup;
}
