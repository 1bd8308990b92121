import type { JobKindHandler } from '../jobs/job-kind.ts';
import { because } from '../jobs/job-kind.ts';
import { importUpload } from './import-upload.ts';
import type { ReceivedFiles } from './received-files.ts';

/**
 * The import of an upload's rows. The products are written in one transaction with the upload's
 * completion, so running it again after a crash resumes it.
 */
export const uploadJob = (received: ReceivedFiles): JobKindHandler => ({
  label: 'import upload',
  run: (ctx) =>
    importUpload(
      {
        db: ctx.db,
        now: ctx.now,
        audit: (tx, outcome) =>
          ctx.audit(tx, {
            action: 'process',
            resource: 'uploads',
            recordId: ctx.resourceId,
            summary: outcome.summary,
          }),
        received,
      },
      ctx.resourceId,
      { resume: ctx.resumed },
    ),
  async giveUp(tx, id, message, audit) {
    const rows = await tx.query<{ file_name: string }>(
      `UPDATE uploads SET status = 'failed', message = $2,
         errors = jsonb_build_array(jsonb_build_object('row', 1, 'column', NULL, 'message', $2::text)),
         imported_rows = 0, updated_at = now(), completed_at = now()
       WHERE id = $1 AND status IN ('pending', 'processing') RETURNING file_name`,
      [id, message],
    );
    if (!rows[0]) return false;
    await audit(tx, {
      action: 'process',
      resource: 'uploads',
      recordId: id,
      summary: `Import of ${rows[0].file_name} failed: ${message}`,
    });
    return true;
  },
  telling: {
    sql: 'SELECT status, file_name, imported_rows, message FROM uploads WHERE id = $1',
    end: (row, outcome) => ({
      outcome,
      resource: 'uploads',
      reference:
        outcome === 'completed'
          ? `Import of ${row.file_name} completed: ${row.imported_rows} products`
          : `Import of ${row.file_name} failed${because(row.message)}`,
      resultId: null,
    }),
  },
});
