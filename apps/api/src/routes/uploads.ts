import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { bodyOf, paramsOf, queryOf, userOf } from '../http/input.ts';
import { acceptSpreadsheet, assertLooksReadable } from '../lib/spreadsheet/read.ts';
import { audit, jobAuditOf } from '../platform/audit.ts';
import { enqueueJob } from '../platform/job-queue.ts';
import type { ExistingProducts } from '../uploads/existing-products.ts';
import { listUploads, type UploadListQuery } from '../uploads/list-uploads.ts';
import { previewUpload } from '../uploads/preview-upload.ts';
import { loadTemplateLayout } from '../uploads/template-layout.ts';
import { loadUpload, toUpload, toUploadStatus } from '../uploads/upload-row.ts';

interface CreateBody {
  file: File;
  template_id: number;
  existing_products?: ExistingProducts;
}

/** Spreadsheet uploads against a product template, imported by a background job. */
export function uploadRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post('/api/upload', async (c) => {
      const body = bodyOf<CreateBody>(c);
      const user = userOf(c);
      const { kind, bytes } = await acceptSpreadsheet(body.file);
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
            body.existing_products ?? 'add',
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
      deps.worker.runQueued(jobId, `import upload ${id}`);
      c.header('Location', `/api/upload/${id}/status`);
      return c.json(toUpload(row), 202);
    })
    .post('/api/upload/preview', async (c) => {
      const body = bodyOf<Omit<CreateBody, 'existing_products'>>(c);
      const { kind, bytes } = await acceptSpreadsheet(body.file);
      await assertLooksReadable(kind, bytes);
      const layout = await loadTemplateLayout(db, body.template_id);
      return c.json(await previewUpload(db, { bytes, name: body.file.name }, layout), 200);
    })
    .get('/api/uploads', async (c) =>
      c.json(await listUploads(db, queryOf<UploadListQuery>(c)), 200),
    )
    .get('/api/upload/:id/status', async (c) => {
      const row = await loadUpload(db, paramsOf<{ id: number }>(c).id);
      return c.json(toUploadStatus(row), 200);
    })
    .get('/api/upload/:id', async (c) => {
      return c.json(toUpload(await loadUpload(db, paramsOf<{ id: number }>(c).id)), 200);
    });
}
