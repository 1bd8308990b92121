import type { AppDeps } from '../http/env.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { AUDIT_COLUMNS, type AuditRow, toAuditLog } from '../platform/audit-row.ts';
import { Where } from '../platform/where.ts';

/** The audit log (admin): every change, filterable and paged. */
export function auditLogHandlers(deps: AppDeps) {
  return {
    listAuditLogs: async (_c, { query: q, json }) => {
      const w = new Where()
        .addIf(q.user_id, 'a.actor_id = ?')
        .addIf(q.resource, 'a.resource = ?')
        .addIf(q.action, 'a.action = ?')
        .addIf(q.record_id, 'a.record_id = ?')
        .addIf(q.request_id, 'a.request_id = ?')
        .addIf(q.date_from, `a.created_at >= (?::date AT TIME ZONE 'UTC')`)
        .addIf(q.date_to, `a.created_at < ((?::date + 1) AT TIME ZONE 'UTC')`);
      const total = await deps.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log a ${w.sql}`,
        w.params,
      );
      const dir = q.sort_order === 'asc' ? 'ASC' : 'DESC';
      const rows = await deps.db.query<AuditRow>(
        `SELECT ${AUDIT_COLUMNS} FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
       ${w.sql} ORDER BY a.${q.sort_by} ${dir}, a.id ${dir}
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
