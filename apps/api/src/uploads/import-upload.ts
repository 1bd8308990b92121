import { MAX_ROW_ERRORS } from '@back-office/domain';
import type { Db, Queryable } from '../db/db.ts';
import { mergeTrigramPending } from '../db/trigram.ts';
import { HttpError } from '../http/errors.ts';
import { UNREADABLE } from '../lib/spreadsheet/read.ts';
import { checkProductSheet } from './check-product-sheet.ts';
import type { CheckResult, ProductDraft, UploadRowError } from './check-rows.ts';
import { type ExistingProducts, replaceProducts, splitByExisting } from './existing-products.ts';
import { insertProductSet } from './insert-products.ts';
import type { ReceivedFiles } from './received-files.ts';
import { loadTemplateLayout, type TemplateLayout } from './template-layout.ts';

/** The least time between two progress writes of an import. */
const PROGRESS_MS = 250;

/** What the import job needs: the database, the clock, and how to audit its outcome. */
export interface ImportContext {
  db: Db;
  now: () => Date;
  /** Writes the audit entry of the outcome inside the transaction that records it. */
  audit: (tx: Queryable, outcome: { completed: boolean; summary: string }) => Promise<void>;
  /** The bytes the POSTs of this app handed over (decision 061); else the stored file is read. */
  received?: ReceivedFiles;
}

interface Claimed {
  file_name: string;
  file_content: Uint8Array;
  template_id: number | null;
  created_by: number;
  existing_products: ExistingProducts;
}

/**
 * The import job of an upload: pending → processing → completed | failed. Reads the file,
 * checks every row against the template, then imports all rows in one transaction (a product
 * set plus its products; codes already in the catalogue are added, replaced or skipped as the
 * upload asked) or, if any row is invalid, none (failed with the row errors). Does
 * nothing if the upload is no longer pending (another worker claimed it). `resume` (a later
 * attempt of the job, after its process died) also takes an upload already `processing`: nothing
 * of it was written before the import's one transaction, so it starts again from the file.
 */
export async function importUpload(
  ctx: ImportContext,
  uploadId: number,
  options: { resume?: boolean } = {},
): Promise<void> {
  const { db } = ctx;
  // The bytes the POST of this process handed over; else (another process received the file,
  // or this is a resumed attempt) the stored file.
  const kept = ctx.received?.take(uploadId);
  const claimed = await db.query<
    Omit<Claimed, 'file_content'> & { file_content: Uint8Array | null }
  >(
    `UPDATE uploads SET status = 'processing', message = 'Reading the file', updated_at = $2
      WHERE id = $1 AND status = ANY($3::text[])
      RETURNING file_name, CASE WHEN $4::boolean THEN file_content END AS file_content,
                template_id, created_by, existing_products`,
    [
      uploadId,
      ctx.now(),
      options.resume ? ['pending', 'processing'] : ['pending'],
      kept === undefined,
    ],
  );
  const row = claimed[0];
  if (!row) return;
  const fileContent = kept ?? row.file_content;
  if (!fileContent) throw new Error(`upload ${uploadId} has no stored file`);
  const upload: Claimed = { ...row, file_content: fileContent };
  try {
    const result = await checkFile(ctx, uploadId, upload);
    if (result.errors.length > 0 || result.products.length === 0) {
      await markFailed(ctx, uploadId, result);
      return;
    }
    await markCompleted(ctx, uploadId, upload, result);
    // After the commit: merge the trigram indexes' pending lists (never throws).
    await mergeTrigramPending(db, 'products');
  } catch (error) {
    await markFailed(
      ctx,
      uploadId,
      fileError('The import stopped unexpectedly; please upload the file again'),
    );
    throw error;
  }
}

const fileError = (message: string): CheckResult => ({
  totalRows: 0,
  products: [],
  errors: [{ row: 1, column: null, message }],
  failedRows: 0,
  fileError: true,
});

async function checkFile(
  ctx: ImportContext,
  uploadId: number,
  upload: Claimed,
): Promise<CheckResult> {
  let layout: TemplateLayout;
  try {
    if (upload.template_id === null) throw new HttpError(404);
    layout = await loadTemplateLayout(ctx.db, upload.template_id);
  } catch (error) {
    if (error instanceof HttpError)
      return fileError('The template was deleted before the file was imported');
    throw error;
  }
  const progress = (message: string, values: unknown[] = [], set = '') =>
    ctx.db.query(`UPDATE uploads SET message = $2, updated_at = $3${set} WHERE id = $1`, [
      uploadId,
      message,
      ctx.now(),
      ...values,
    ]);
  // At most one progress write per PROGRESS_MS (the worker tells every 1,000 rows: a
  // 50,000-row file read in half a second made 100 writes), and always the last count.
  let written = 0;
  try {
    return await checkProductSheet(
      { bytes: upload.file_content, name: upload.file_name },
      layout,
      async (step) => {
        const last = step.phase === 'check' && step.done === step.total;
        if (!last && Date.now() - written < PROGRESS_MS) return;
        written = Date.now();
        await (step.phase === 'read'
          ? progress(`Reading the file (${step.done} rows read)`)
          : progress(
              `Checking row ${step.done} of ${step.total}`,
              [step.done, step.total],
              ', processed_rows = $4, total_rows = $5',
            ));
      },
    );
  } catch (error) {
    if (error instanceof HttpError)
      return fileError(error.status === 400 ? UNREADABLE : error.message);
    throw error;
  }
}

async function markFailed(
  ctx: ImportContext,
  uploadId: number,
  result: CheckResult,
): Promise<void> {
  const kept: UploadRowError[] = result.errors.slice(0, MAX_ROW_ERRORS);
  const message = result.fileError
    ? (kept[0]?.message ?? 'The file could not be imported')
    : `${result.failedRows} of ${result.totalRows} rows have errors; nothing was imported`;
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const rows = await tx.query<{ file_name: string }>(
      `UPDATE uploads SET status = 'failed', message = $2, errors = $3::jsonb, failed_rows = $4,
              total_rows = $5, processed_rows = $5, imported_rows = 0, updated_at = $6, completed_at = $6
        WHERE id = $1 AND status = 'processing' RETURNING file_name`,
      [uploadId, message, JSON.stringify(kept), result.failedRows, result.totalRows, now],
    );
    if (rows[0]) {
      await ctx.audit(tx, {
        completed: false,
        summary: `Import of ${rows[0].file_name} failed: ${message}`,
      });
    }
  });
}

async function markCompleted(
  ctx: ImportContext,
  uploadId: number,
  upload: Claimed,
  result: CheckResult,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const rows = await tx.query<{ template_id: number | null; template_name: string }>(
      `UPDATE uploads SET message = 'Importing products', updated_at = $2
        WHERE id = $1 AND status = 'processing' RETURNING template_id, template_name`,
      [uploadId, now],
    );
    const current = rows[0];
    if (!current) return;
    const { inserted, imported, message, done } = await applyChoice(
      tx,
      upload,
      result.products,
      now,
    );
    const setId = await insertProductSet(
      tx,
      {
        uploadId,
        templateId: current.template_id,
        templateName: current.template_name,
        fileName: upload.file_name,
        createdBy: upload.created_by,
        now,
      },
      inserted,
    );
    await tx.query(
      `UPDATE uploads SET status = 'completed', message = $2, upload_session_id = $3, total_rows = $4,
              processed_rows = $4, imported_rows = $5, failed_rows = 0, errors = '[]', updated_at = $6, completed_at = $6
        WHERE id = $1`,
      [uploadId, message, setId, result.totalRows, imported, now],
    );
    await ctx.audit(tx, {
      completed: true,
      summary: `${done} from ${upload.file_name}`,
    });
  });
}

const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/**
 * The upload's choice for codes already in the catalogue: `add` inserts every row (today's
 * behaviour), `replace` updates the existing products and inserts the rest, `skip` inserts only
 * new codes. Returns what to insert, the rows imported (inserted or updated), the upload's
 * message and the audit's words.
 */
async function applyChoice(
  tx: Queryable,
  upload: Claimed,
  all: ProductDraft[],
  now: Date,
): Promise<{ inserted: ProductDraft[]; imported: number; message: string; done: string }> {
  if (upload.existing_products === 'add') {
    const message = `${products(all.length)} imported`;
    return {
      inserted: all,
      imported: all.length,
      message,
      done: `Imported ${products(all.length)}`,
    };
  }
  const { fresh, known } = await splitByExisting(tx, all);
  if (upload.existing_products === 'replace') {
    await replaceProducts(tx, known, now);
    return {
      inserted: fresh,
      imported: all.length,
      message: `${products(fresh.length)} imported, ${products(known.length)} already in the catalogue updated`,
      done: `Imported ${products(fresh.length)} and updated ${products(known.length)} already in the catalogue`,
    };
  }
  return {
    inserted: fresh,
    imported: fresh.length,
    message: `${products(fresh.length)} imported, ${products(known.length)} already in the catalogue skipped`,
    done: `Imported ${products(fresh.length)} and skipped ${products(known.length)} already in the catalogue`,
  };
}
