import type { AppDeps } from '../http/env.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { userOf } from '../http/input.ts';
import { acceptSpreadsheet, assertLooksReadable } from '../lib/spreadsheet/read.ts';
import { audit, jobAuditOf } from '../platform/audit.ts';
import { enqueueJob } from '../platform/job-queue.ts';
import { assertDeclaredRowsWithinLimit } from '../uploads/declared-rows.ts';
import { listUploads } from '../uploads/list-uploads.ts';
import { previewUpload } from '../uploads/preview-upload.ts';
import { keepReceivedFile } from '../uploads/received-files.ts';
import { loadTemplateLayout } from '../uploads/template-layout.ts';
import { loadUpload, toUpload, toUploadStatus } from '../uploads/upload-row.ts';

/** Spreadsheet uploads against a product template, imported by a background job. */
export function uploadHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    createUpload: async (c, { body, json }) => {
      const user = userOf(c);
      const { kind, bytes } = await acceptSpreadsheet(body.file);
      if (kind === 'xlsx') assertDeclaredRowsWithinLimit(bytes);
      await loadTemplateLayout(db, body.template_id);
      await assertLooksReadable(kind, bytes);
      const { id, jobId } = await db.transaction(async (tx) => {
        // Locked until commit: a template delete waits and then sees this pending upload (409).
        const template = await loadTemplateLayout(tx, body.template_id, { forShare: true });
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO uploads (template_id, template_name, file_name, file_size, file_content,
                                status, message, created_by, created_at, updated_at, existing_products)
           VALUES ($1, $2, $3, $4, $5, 'pending', 'Waiting to be imported', $6, $7, $7, $8)
           RETURNING id`,
          [
            template.id,
            template.template_name,
            body.file.name,
            bytes.byteLength,
            bytes,
            user.id,
            deps.now(),
            body.existing_products,
          ],
        );
        const created = rows[0]?.id;
        if (created === undefined) throw new Error('upload insert returned no id');
        await audit(tx, c, {
          action: 'upload',
          resource: 'uploads',
          recordId: created,
          summary: `Uploaded ${body.file.name} (${bytes.byteLength} bytes) against template ${template.template_name}`,
        });
        return { id: created, jobId: await enqueueJob(tx, 'upload', created, jobAuditOf(c)) };
      });
      const row = await loadUpload(db, id);
      keepReceivedFile(id, bytes);
      deps.worker.runQueued(jobId, `import upload ${id}`);
      c.header('Location', `/api/upload/${id}/status`);
      return json(202, toUpload(row));
    },
    previewUpload: async (_c, { body, json }) => {
      const { kind, bytes } = await acceptSpreadsheet(body.file);
      if (kind === 'xlsx') assertDeclaredRowsWithinLimit(bytes);
      await assertLooksReadable(kind, bytes);
      const layout = await loadTemplateLayout(db, body.template_id);
      return json(200, await previewUpload(db, { bytes, name: body.file.name }, layout));
    },
    listUploads: async (_c, { query, json }) => json(200, await listUploads(db, query)),
    getUploadStatus: async (_c, { params, json }) => {
      const row = await loadUpload(db, params.id);
      return json(200, toUploadStatus(row));
    },
    getUpload: async (_c, { params, json }) => {
      return json(200, toUpload(await loadUpload(db, params.id)));
    },
  } satisfies HandlerGroup;
}
