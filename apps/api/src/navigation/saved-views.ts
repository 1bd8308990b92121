import type { Schemas } from '@back-office/api-client';
import type { Queryable } from '../db/db.ts';
import { iso } from '../db/iso.ts';
import { conflict, notFound } from '../http/errors.ts';

/** How many saved views one user may keep (decision 026). */
export const SAVED_VIEWS_PER_USER = 50;

type SavedView = Schemas['SavedView'];

interface SavedViewRow {
  id: number;
  version: number;
  name: string;
  path: SavedView['path'];
  search: string;
  columns: SavedView['columns'] | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const toSavedView = (r: SavedViewRow): SavedView => ({
  id: r.id,
  version: r.version,
  name: r.name,
  path: r.path,
  search: r.search,
  ...(r.columns ? { columns: r.columns } : {}),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

const COLUMNS = 'id, version, name, path, search, columns, created_at, updated_at';

/** The user's saved views, by name. */
export async function listSavedViews(db: Queryable, userId: number): Promise<SavedView[]> {
  const rows = await db.query<SavedViewRow>(
    `SELECT ${COLUMNS} FROM saved_views WHERE user_id = $1 ORDER BY lower(name), id`,
    [userId],
  );
  return rows.map(toSavedView);
}

/** 409 when the user already has another view called `name` (case-insensitive). */
async function assertNameFree(db: Queryable, userId: number, name: string, except = 0) {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM saved_views WHERE user_id = $1 AND lower(name) = lower($2) AND id <> $3',
    [userId, name, except],
  );
  if (rows.length > 0) throw conflict(`You already have a saved view called "${name}"`);
}

/** Stores a new view; 409 on a duplicate name or when the user keeps the most views allowed. */
export async function createSavedView(
  db: Queryable,
  userId: number,
  view: Schemas['SavedViewCreate'],
  now: Date,
): Promise<SavedView> {
  const name = view.name.trim();
  // Serialises one user's writes, so two at once cannot both pass the checks below.
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const count = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM saved_views WHERE user_id = $1',
    [userId],
  );
  if ((count[0]?.n ?? 0) >= SAVED_VIEWS_PER_USER) {
    throw conflict(`You can keep at most ${SAVED_VIEWS_PER_USER} saved views; delete one first`);
  }
  await assertNameFree(db, userId, name);
  const rows = await db.query<SavedViewRow>(
    `INSERT INTO saved_views (user_id, name, path, search, columns, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${COLUMNS}`,
    [
      userId,
      name,
      view.path,
      view.search ?? '',
      view.columns ? JSON.stringify(view.columns) : null,
      now,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return toSavedView(row);
}

/** Renames the user's view; 404 when the user has no view with this id. */
export async function renameSavedView(
  db: Queryable,
  userId: number,
  id: number,
  newName: string,
  now: Date,
): Promise<SavedView> {
  const name = newName.trim();
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  await assertNameFree(db, userId, name, id);
  const rows = await db.query<SavedViewRow>(
    `UPDATE saved_views SET name = $3, updated_at = $4 WHERE id = $1 AND user_id = $2
     RETURNING ${COLUMNS}`,
    [id, userId, name, now],
  );
  const row = rows[0];
  if (!row) throw notFound('Saved view not found');
  return toSavedView(row);
}

/** Deletes the user's view; 404 when the user has no view with this id. */
export async function deleteSavedView(db: Queryable, userId: number, id: number): Promise<void> {
  const rows = await db.query<{ id: number }>(
    'DELETE FROM saved_views WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  if (rows.length === 0) throw notFound('Saved view not found');
}
