import type { Schemas } from '@back-office/api-client';
import type { AppDeps } from '../http/env.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { Where } from '../platform/where.ts';

interface AuditRow {
  id: number;
  created_at: Date;
  actor_id: number | null;
  actor_email: string | null;
  first_name: string | null;
  last_name: string | null;
  action: Schemas['AuditAction'];
  resource: Schemas['AuditResource'];
  record_id: number | null;
  summary: string;
  request_id: string | null;
  ip_address: string | null;
}

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
        `SELECT a.*, u.first_name, u.last_name FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
       ${w.sql} ORDER BY a.${q.sort_by} ${dir}, a.id ${dir}
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
