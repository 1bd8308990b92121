import type { Queryable } from '../db/db.ts';
import { checkProductSheet } from './check-product-sheet.ts';
import { existingCodes, sameFileUpload } from './existing-products.ts';
import type { TemplateLayout } from './template-layout.ts';

/** How many existing codes the preview names. */
const EXAMPLES = 5;

/**
 * What importing this file would meet before it is uploaded (decision 017): its rows, how many
 * of its product codes the catalogue already has, and the last completed upload of the very same
 * file. Reads the file like the import job (the same limits: 400, 413); nothing is written.
 * Rows with errors are counted, not listed: the import lists them.
 */
export async function previewUpload(
  db: Queryable,
  file: { bytes: Uint8Array; name: string },
  layout: TemplateLayout,
) {
  const checked = await checkProductSheet(file, layout);
  const codes = checked.products.map((p) => p.product_code);
  const known = await existingCodes(db, codes);
  const existing = codes.filter((code) => known.has(code.toLowerCase()));
  const same = await sameFileUpload(db, file.bytes);
  return {
    file_name: file.name,
    total_rows: checked.totalRows,
    failed_rows: checked.fileError ? 0 : checked.failedRows,
    file_problem: checked.fileError ? (checked.errors[0]?.message ?? null) : null,
    product_codes: codes.length,
    existing_codes: existing.length,
    existing_examples: existing.slice(0, EXAMPLES),
    same_file: same
      ? {
          upload_id: same.id,
          file_name: same.file_name,
          created_at: new Date(same.created_at).toISOString(),
        }
      : null,
  };
}
