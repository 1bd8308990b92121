import { southAfricanDaySql } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { likeEscape } from '../db/like-escape.ts';
import { Where } from '../sql/where.ts';
import { toUpload, UPLOAD_SELECT, type UploadRow, type UploadStatus } from './upload-row.ts';

/** The validated query of `GET /api/uploads`. */
export interface UploadListQuery {
  skip: number;
  limit: number;
  sort_by: 'created_at' | 'completed_at' | 'file_name' | 'template_name' | 'status' | 'total_rows';
  sort_order: 'asc' | 'desc';
  search?: string;
  status?: UploadStatus;
  template_id?: number;
  date_from?: string;
  date_to?: string;
}

const SORT_COLUMNS: Record<UploadListQuery['sort_by'], string> = {
  created_at: 'u.created_at',
  completed_at: 'u.completed_at',
  file_name: 'lower(u.file_name)',
  template_name: 'lower(u.template_name)',
  status: 'u.status',
  total_rows: 'u.total_rows',
};

/** Days are calendar days in South Africa (SAST). */
const SAST_DAY = southAfricanDaySql('u.created_at');

/** The filters and sort of the upload history, which its export shares. */
export type UploadListFilters = Omit<UploadListQuery, 'skip' | 'limit'>;

/** The WHERE clause of the upload history's filters (alias `u`). */
export function uploadWhere(q: UploadListFilters): Where {
  return new Where()
    .addIf(
      q.search && `%${likeEscape(q.search.toLowerCase())}%`,
      '(lower(u.file_name) LIKE ? OR lower(u.template_name) LIKE ?)',
    )
    .addIf(q.status, 'u.status = ?')
    .addIf(q.template_id, 'u.template_id = ?')
    .addIf(q.date_from, `${SAST_DAY} >= ?::date`)
    .addIf(q.date_to, `${SAST_DAY} <= ?::date`);
}

/** The ORDER BY terms of the upload history's sort (the id breaks ties). */
export function uploadOrder(q: UploadListFilters): string {
  const dir = q.sort_order === 'asc' ? 'ASC' : 'DESC';
  return `${SORT_COLUMNS[q.sort_by]} ${dir} NULLS LAST, u.id ${dir}`;
}

/** One page of the upload history with its total, filtered and sorted as the query asks. */
export async function listUploads(db: Queryable, q: UploadListQuery) {
  const w = uploadWhere(q);
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM uploads u ${w.sql}`,
    w.params,
  );
  const rows = await db.query<UploadRow>(
    `${UPLOAD_SELECT} ${w.sql}
      ORDER BY ${uploadOrder(q)}
      LIMIT ${w.param(q.limit)} OFFSET ${w.param(q.skip)}`,
    w.params,
  );
  return { uploads: rows.map(toUpload), total: total[0]?.n ?? 0, skip: q.skip, limit: q.limit };
}
