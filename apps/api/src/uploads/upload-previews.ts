import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';

/** How long a previewed file waits to be imported (decision 066). */
export const PREVIEW_KEEP_MS = 60 * 60_000;

/**
 * Deletes the previews past their expiry. Called by every preview and every upload, so expired
 * files never outlive the next upload activity (decision 066).
 */
export async function sweepPreviews(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM upload_previews WHERE expires_at <= $1', [now]);
}

/** Keeps a previewed file for its sender until it expires (decision 066), sweeping first. */
export async function keepPreview(
  db: Queryable,
  file: { templateId: number; name: string; bytes: Uint8Array; userId: number; now: Date },
): Promise<{ id: number; expiresAt: Date }> {
  const expiresAt = new Date(file.now.getTime() + PREVIEW_KEEP_MS);
  await sweepPreviews(db, file.now);
  const rows = await db.query<{ id: number }>(
    `INSERT INTO upload_previews (template_id, file_name, file_content, created_by, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [file.templateId, file.name, file.bytes, file.userId, file.now, expiresAt],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('upload preview insert returned no id');
  return { id, expiresAt };
}

/**
 * Uses up a kept preview of this user (deleted with the caller's transaction); 404 when there is
 * none: never made, another user's, already imported, expired, or its template deleted.
 */
export async function takePreview(
  tx: Queryable,
  preview: { id: number; userId: number; now: Date },
): Promise<{ templateId: number; name: string; bytes: Uint8Array }> {
  const rows = await tx.query<{ template_id: number; file_name: string; file_content: Uint8Array }>(
    `DELETE FROM upload_previews WHERE id = $1 AND created_by = $2 AND expires_at > $3
     RETURNING template_id, file_name, file_content`,
    [preview.id, preview.userId, preview.now],
  );
  const row = rows[0];
  if (!row) throw notFound('No such preview: it was imported, it expired, or it is not yours');
  return { templateId: row.template_id, name: row.file_name, bytes: row.file_content };
}
