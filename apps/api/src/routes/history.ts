import { checkRequirement } from '@back-office/permissions';
import type { Context } from 'hono';
import { AUDIT_COLUMNS, type AuditRow, toAuditLog } from '../audit/audit-row.ts';
import { assertOrderInScope, distributorScopeOf } from '../distributor-orders/scope.ts';
import {
  HISTORY_SOURCES,
  type HistoryResource,
  MANAGES_PERIODS,
} from '../history/history-resources.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { userOf } from '../http/input.ts';
import { Where } from '../sql/where.ts';

/** The history of one record: its audit entries, for anyone who may read the record. */
export function historyHandlers(deps: AppDeps) {
  const { db } = deps;

  /** 403 when the caller may not read records of this kind; 404 when not this one. */
  async function assertReadable(c: Context<AppEnv>, resource: HistoryResource, id: number) {
    const source = HISTORY_SOURCES[resource];
    const user = userOf(c);
    if (!checkRequirement(user, source.read).allowed) {
      throw forbidden(`You do not have permission to read the history of ${resource}`);
    }
    if (resource === 'distributor_orders') {
      await assertOrderInScope(db, await distributorScopeOf(db, user), id);
      return;
    }
    const rows = await db.query<{ archived: boolean }>(
      resource === 'periods'
        ? `SELECT status = 'archived' AS archived FROM periods WHERE id = $1`
        : `SELECT false AS archived FROM ${source.table} WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row || (row.archived && !checkRequirement(user, MANAGES_PERIODS).allowed)) {
      throw notFound('Record not found');
    }
  }

  return {
    getRecordHistory: async (c, { params, query, json }) => {
      const { resource, id } = params;
      await assertReadable(c, resource, id);
      const lines = HISTORY_SOURCES[resource].lines;
      const w = new Where();
      const own = `(a.resource = ${w.param(resource)} AND a.record_id = ${w.param(id)})`;
      w.add(
        lines ? `(${own} OR (a.resource = ? AND a.parent_id = ?))` : own,
        ...(lines ? [lines, id] : []),
      );
      const total = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log a ${w.sql}`,
        w.params,
      );
      const rows = await db.query<AuditRow>(
        `SELECT ${AUDIT_COLUMNS} FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
         ${w.sql} ORDER BY a.created_at DESC, a.id DESC
         LIMIT ${w.param(query.limit)} OFFSET ${w.param(query.skip)}`,
        w.params,
      );
      return json(200, {
        audit_logs: rows.map(toAuditLog),
        total: total[0]?.n ?? 0,
        skip: query.skip,
        limit: query.limit,
      });
    },
  } satisfies HandlerGroup;
}
