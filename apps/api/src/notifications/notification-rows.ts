import type { Queryable } from '../db/db.ts';
import { iso, isoOrNull } from '../db/iso.ts';
import type { JobEnd } from '../jobs/job-kind.ts';
import type { JobKind } from '../jobs/job-queue.ts';
import { Keyset, sortKey } from '../sql/keyset.ts';
import { Where } from '../sql/where.ts';
import type { NotificationView } from './live-event.ts';

/** A `notifications` row: the answer's fields, with the database's timestamps. */
type NotificationRow = Omit<NotificationView, 'created_at' | 'read_at'> & {
  created_at: Date | string;
  read_at: Date | string | null;
};

const COLUMNS = 'id, kind, resource, record_id, result_id, reference, outcome, created_at, read_at';

const toView = (row: NotificationRow): NotificationView => ({
  ...row,
  created_at: iso(row.created_at),
  read_at: isoOrNull(row.read_at),
});

/**
 * Writes the notification of a job's end, in the transaction that commits the end; a second
 * write for the same job (a later write of the job, another process's attempt) adds nothing
 * and answers undefined.
 */
export async function insertJobNotification(
  tx: Queryable,
  job: { id: number; kind: JobKind; resource_id: number; userId: number },
  end: JobEnd,
): Promise<NotificationView | undefined> {
  const rows = await tx.query<NotificationRow>(
    `INSERT INTO notifications (user_id, kind, resource, record_id, result_id, job_id, reference, outcome)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (job_id) DO NOTHING RETURNING ${COLUMNS}`,
    [
      job.userId,
      job.kind,
      end.resource,
      job.resource_id,
      end.resultId,
      job.id,
      end.reference,
      end.outcome,
    ],
  );
  return rows[0] ? toView(rows[0]) : undefined;
}

/** The notifications' one order, newest first (keyset pages: one sort, by id). */
const NOTIFICATION_KEYSET = new Keyset<'id'>({ id: sortKey.int('id', 'int') }, 'id');
const NEWEST_FIRST = { sort_by: 'id', sort_order: 'desc' } as const;

/**
 * A user's notifications, newest first, by `skip` or after a `cursor` (400 for one that is not
 * this list's), with how many are unread.
 */
export async function listNotifications(
  db: Queryable,
  userId: number,
  page: { skip: number; limit: number; cursor?: string | undefined },
) {
  const [found, counts] = await Promise.all([
    NOTIFICATION_KEYSET.page<NotificationRow>(
      db,
      { ...NEWEST_FIRST, ...page },
      {
        columns: COLUMNS,
        from: 'FROM notifications',
        where: () => new Where().add('user_id = ?', userId),
      },
    ),
    db.query<{ unread: number }>(
      'SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL',
      [userId],
    ),
  ]);
  const { rows, ...rest } = found;
  return { notifications: rows.map(toView), ...rest, unread: counts[0]?.unread ?? 0 };
}

/** A user's notifications after `afterId`, oldest first (a stream resuming from `Last-Event-ID`). */
export async function notificationsAfter(
  db: Queryable,
  userId: number,
  afterId: number,
  limit: number,
): Promise<NotificationView[]> {
  const rows = await db.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
    [userId, afterId, limit],
  );
  return rows.map(toView);
}

/** The id of a user's newest notification (0 when none). */
export async function latestNotificationId(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ id: number | null }>(
    'SELECT max(id) AS id FROM notifications WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.id ?? 0;
}

/** Marks one of the user's notifications read (kept read if it was); undefined if not theirs. */
export async function markNotificationRead(
  db: Queryable,
  userId: number,
  id: number,
  now: Date,
): Promise<NotificationView | undefined> {
  const rows = await db.query<NotificationRow>(
    `UPDATE notifications SET read_at = coalesce(read_at, $3) WHERE id = $1 AND user_id = $2
     RETURNING ${COLUMNS}`,
    [id, userId, now],
  );
  return rows[0] ? toView(rows[0]) : undefined;
}

/** Marks every unread notification of the user read; answers how many changed. */
export async function markAllNotificationsRead(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<number> {
  const rows = await db.query(
    'UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL RETURNING id',
    [userId, now],
  );
  return rows.length;
}
