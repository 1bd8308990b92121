import type { Schemas } from '@back-office/api-client';
import { MAX_ROW_ERRORS } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { userRefOf } from '../users/user-ref.ts';
import type { UploadRowError } from './check-rows.ts';

/** The statuses of an upload's import job (the contract's `Upload.status`). */
export type UploadStatus = Schemas['Upload']['status'];

/** An `uploads` row joined with its creator (without the file bytes). */
export interface UploadRow {
  id: number;
  template_id: number | null;
  template_name: string;
  file_name: string;
  file_size: number;
  status: UploadStatus;
  message: string | null;
  total_rows: number;
  processed_rows: number;
  imported_rows: number;
  failed_rows: number;
  errors: UploadRowError[];
  upload_session_id: number | null;
  created_by: number;
  creator_first_name: string;
  creator_last_name: string;
  creator_email: string;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

/** The SELECT list of {@link UploadRow} (aliases `u`, `cu` of `UPLOAD_FROM`). */
export const UPLOAD_COLUMNS = `u.id, u.template_id, u.template_name, u.file_name, u.file_size,
         u.status, u.message, u.total_rows, u.processed_rows, u.imported_rows, u.failed_rows,
         u.errors, u.upload_session_id, u.created_by, u.created_at, u.updated_at, u.completed_at,
         cu.first_name AS creator_first_name, cu.last_name AS creator_last_name,
         cu.email AS creator_email`;

/** The FROM of {@link UploadRow}: the upload and who made it. */
export const UPLOAD_FROM = 'FROM uploads u JOIN users cu ON cu.id = u.created_by';

/** The SELECT list and FROM of {@link UploadRow} (alias `u`). */
export const UPLOAD_SELECT = `SELECT ${UPLOAD_COLUMNS} ${UPLOAD_FROM}`;

const iso = (d: Date | string) => new Date(d).toISOString();

/** The contract's `UserRef` (full name, or the e-mail address when the user has no name). */
export const userRef = userRefOf;

/** The contract's `Upload`. */
export function toUpload(row: UploadRow) {
  return {
    id: row.id,
    template_id: row.template_id,
    template_name: row.template_name,
    file_name: row.file_name,
    file_size: row.file_size,
    status: row.status,
    total_rows: row.total_rows,
    imported_rows: row.imported_rows,
    failed_rows: row.failed_rows,
    errors: keptErrors(row),
    upload_session_id: row.upload_session_id,
    created_by: userRef(
      row.created_by,
      row.creator_first_name,
      row.creator_last_name,
      row.creator_email,
    ),
    created_at: iso(row.created_at),
    completed_at: row.completed_at ? iso(row.completed_at) : null,
  };
}

/**
 * The row errors answered: the first `MAX_ROW_ERRORS`, as the import stores them (an upload that
 * failed before decision 064 may hold up to 200; `failed_rows` counts them all).
 */
const keptErrors = (row: UploadRow): UploadRowError[] => row.errors.slice(0, MAX_ROW_ERRORS);

/** Job progress: 0 pending, checked/total while processing (at most 99), 100 once terminal. */
export function uploadProgress(row: UploadRow): number {
  if (row.status === 'completed' || row.status === 'failed') return 100;
  if (row.status === 'pending' || row.total_rows === 0) return 0;
  return Math.min(99, Math.floor((row.processed_rows * 100) / row.total_rows));
}

/** The contract's `UploadStatus` (JobProgress + the upload's counters). */
export function toUploadStatus(row: UploadRow) {
  const terminal = row.status === 'completed' || row.status === 'failed';
  return {
    id: row.id,
    status: row.status,
    progress: uploadProgress(row),
    is_terminal: terminal,
    message: row.message,
    updated_at: iso(row.updated_at),
    template_id: row.template_id,
    template_name: row.template_name,
    file_name: row.file_name,
    total_rows: row.total_rows,
    processed_rows: row.processed_rows,
    imported_rows: row.imported_rows,
    failed_rows: row.failed_rows,
    errors: keptErrors(row),
    upload_session_id: row.upload_session_id,
    completed_at: row.completed_at ? iso(row.completed_at) : null,
  };
}

/** The upload with this id, or 404 `Upload not found`. */
export async function loadUpload(db: Queryable, id: number): Promise<UploadRow> {
  const rows = await db.query<UploadRow>(`${UPLOAD_SELECT} WHERE u.id = $1`, [id]);
  const row = rows[0];
  if (!row) throw notFound('Upload not found');
  return row;
}

/** A file stored for import, waiting for its job. */
export interface PendingUpload {
  templateId: number;
  templateName: string;
  fileName: string;
  bytes: Uint8Array;
  existingProducts: 'add' | 'replace' | 'skip' | undefined;
  createdBy: number;
}

/** Stores a pending upload; answers its id. */
export async function insertPendingUpload(
  tx: Queryable,
  upload: PendingUpload,
  now: Date,
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO uploads (template_id, template_name, file_name, file_size, file_content,
                          status, message, created_by, created_at, updated_at, existing_products)
     VALUES ($1, $2, $3, $4, $5, 'pending', 'Waiting to be imported', $6, $7, $7, $8)
     RETURNING id`,
    [
      upload.templateId,
      upload.templateName,
      upload.fileName,
      upload.bytes.byteLength,
      upload.bytes,
      upload.createdBy,
      now,
      upload.existingProducts ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('upload insert returned no id');
  return id;
}
