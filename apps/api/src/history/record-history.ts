import { AUDIT_COLUMNS, type AuditRow } from '../audit/audit-row.ts';
import type { Queryable } from '../db/db.ts';
import { Where } from '../sql/where.ts';
import { HISTORY_SOURCES, type HistoryResource } from './history-resources.ts';

/** Whether a record exists, and whether it is an archived period; undefined when it is gone. */
export async function findHistoryRecord(
  db: Queryable,
  resource: Exclude<HistoryResource, 'distributor_orders'>,
  id: number,
): Promise<{ archived: boolean } | undefined> {
  const rows = await db.query<{ archived: boolean }>(
    resource === 'periods'
      ? `SELECT status = 'archived' AS archived FROM periods WHERE id = $1`
      : `SELECT false AS archived FROM ${HISTORY_SOURCES[resource].table} WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** A page of a record's audit entries (and its lines' entries), newest first, with the total. */
export async function recordHistory(
  db: Queryable,
  resource: HistoryResource,
  id: number,
  page: { skip: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
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
     LIMIT ${w.param(page.limit)} OFFSET ${w.param(page.skip)}`,
    w.params,
  );
  return { rows, total: total[0]?.n ?? 0 };
}
