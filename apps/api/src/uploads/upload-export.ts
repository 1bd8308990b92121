import { statusLabel } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import type { ListExport } from '../lib/export/export-response.ts';
import { orderedBatches } from '../lib/export/ordered-batches.ts';
import { type UploadListFilters, uploadOrder, uploadWhere } from './list-uploads.ts';
import { UPLOAD_COLUMNS, UPLOAD_FROM, type UploadRow } from './upload-row.ts';

/** Who uploaded: the name, else the email. */
const uploader = (r: UploadRow) =>
  `${r.creator_first_name ?? ''} ${r.creator_last_name ?? ''}`.trim() || r.creator_email;

/** The upload history of the list's filters and sort, as an export (`uploads_<day>.csv`). */
export function uploadExport(db: Queryable, q: UploadListFilters): ListExport<UploadRow> {
  return {
    name: 'uploads',
    sheet: 'Uploads',
    columns: [
      { header: 'File name', value: (r) => r.file_name, width: 32 },
      { header: 'Template', value: (r) => r.template_name, width: 28 },
      { header: 'Status', value: (r) => statusLabel(r.status), width: 12 },
      { header: 'Rows', value: (r) => r.total_rows, kind: 'number' },
      { header: 'Imported', value: (r) => r.imported_rows, kind: 'number' },
      { header: 'Failed', value: (r) => r.failed_rows, kind: 'number' },
      { header: 'Message', value: (r) => r.message, width: 36 },
      { header: 'Uploaded by', value: uploader, width: 22 },
      { header: 'Uploaded (SAST)', value: (r) => r.created_at, kind: 'moment', width: 17 },
      { header: 'Completed (SAST)', value: (r) => r.completed_at, kind: 'moment', width: 17 },
    ],
    batches: orderedBatches<UploadRow>(db, {
      columns: UPLOAD_COLUMNS,
      from: UPLOAD_FROM,
      where: uploadWhere(q),
      orderBy: uploadOrder(q),
      id: 'u.id',
    }),
  };
}
