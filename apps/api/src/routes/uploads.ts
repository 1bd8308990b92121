import type { Context } from 'hono';
import { audit, jobAuditOf } from '../audit/audit.ts';
import type { Queryable } from '../db/db.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { userOf } from '../http/input.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { acceptSpreadsheet, assertLooksReadable } from '../lib/spreadsheet/read.ts';
import { assertDeclaredRowsWithinLimit } from '../uploads/declared-rows.ts';
import { listUploads } from '../uploads/list-uploads.ts';
import { previewUpload } from '../uploads/preview-upload.ts';
import { loadTemplateLayout } from '../uploads/template-layout.ts';
import { keepPreview, sweepPreviews, takePreview } from '../uploads/upload-previews.ts';
import {
  insertPendingUpload,
  loadUpload,
  toUpload,
  toUploadStatus,
} from '../uploads/upload-row.ts';

/** A file accepted for import: checked by the POST, or kept by a preview. */
interface AcceptedFile {
  readonly templateId: number;
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly existingProducts: 'add' | 'replace' | 'skip' | undefined;
}

/** Spreadsheet uploads against a product template, imported by a background job. */
export function uploadHandlers(deps: AppDeps) {
  const { db } = deps;
  /**
   * Stores the file as a pending upload and queues its import; the bytes go to the job in
   * memory (decision 061). `source` gives the file inside the transaction (a preview is used up
   * there, so a failed import leaves it usable).
   */
  const queueImport = async (
    c: Context<AppEnv>,
    source: (tx: Queryable) => Promise<AcceptedFile>,
  ) => {
    const user = userOf(c);
    const { id, jobId, bytes } = await db.transaction(async (tx) => {
      const file = await source(tx);
      // Locked until commit: a template delete waits and then sees this pending upload (409).
      const template = await loadTemplateLayout(tx, file.templateId, { forShare: true });
      const pending = {
        templateId: template.id,
        templateName: template.template_name,
        fileName: file.name,
        bytes: file.bytes,
        existingProducts: file.existingProducts,
        createdBy: user.id,
      };
      const created = await insertPendingUpload(tx, pending, deps.now());
      await audit(tx, c, {
        action: 'upload',
        resource: 'uploads',
        recordId: created,
        summary: `Uploaded ${file.name} (${file.bytes.byteLength} bytes) against template ${template.template_name}`,
      });
      await sweepPreviews(tx, deps.now());
      const queued = await enqueueJob(tx, 'upload', created, jobAuditOf(c));
      return { id: created, jobId: queued, bytes: file.bytes };
    });
    const row = await loadUpload(db, id);
    deps.receivedFiles.keep(id, bytes);
    deps.worker.runQueued(jobId, `import upload ${id}`);
    c.header('Location', `/api/upload/${id}/status`);
    return toUpload(row);
  };

  return {
    createUpload: async (c, { body, json }) => {
      const { kind, bytes } = await acceptSpreadsheet(body.file);
      if (kind === 'xlsx') assertDeclaredRowsWithinLimit(bytes);
      await loadTemplateLayout(db, body.template_id);
      await assertLooksReadable(kind, bytes);
      const upload = await queueImport(c, async () => ({
        templateId: body.template_id,
        name: body.file.name,
        bytes,
        existingProducts: body.existing_products,
      }));
      return json(202, upload);
    },
    previewUpload: async (c, { body, json }) => {
      const { kind, bytes } = await acceptSpreadsheet(body.file);
      if (kind === 'xlsx') assertDeclaredRowsWithinLimit(bytes);
      // The xlsx check and the empty check are cheap; a csv is decoded once, by the sheet check
      // below (a file read at most twice in all: here and by the import, decision 066).
      if (kind === 'xlsx' || bytes.byteLength === 0) await assertLooksReadable(kind, bytes);
      const layout = await loadTemplateLayout(db, body.template_id);
      const file = { bytes, name: body.file.name };
      const preview = await previewUpload(db, file, layout);
      const kept = await keepPreview(db, {
        templateId: layout.id,
        name: file.name,
        bytes,
        userId: userOf(c).id,
        now: deps.now(),
      });
      return json(200, {
        preview_id: kept.id,
        expires_at: kept.expiresAt.toISOString(),
        ...preview,
      });
    },
    importUploadPreview: async (c, { params, body, json }) => {
      const userId = userOf(c).id;
      const upload = await queueImport(c, async (tx) => ({
        ...(await takePreview(tx, { id: params.id, userId, now: deps.now() })),
        existingProducts: body.existing_products,
      }));
      return json(202, upload);
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
