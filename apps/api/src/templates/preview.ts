import type { Queryable } from '../db/db.ts';
import { readSample } from './analyze.ts';
import type { KindSpec } from './kinds.ts';
import { flagUnknownProducts } from './known-products.ts';
import { readRecords } from './read-rows.ts';
import { type TemplateRow, templateFile } from './template-row.ts';

/**
 * The contract's `TemplatePreview` / `DistributorTemplatePreview`: the first `limit` data rows
 * of the stored sample read through the template (mapped fields only as columns, `headers` the
 * column header each is read from; unmapped fields null), each with the errors an import would report (the importers' parsers and wording; for
 * distributor templates, unknown product codes too).
 */
export async function previewTemplate(
  db: Queryable,
  spec: KindSpec,
  template: TemplateRow,
  limit: number,
) {
  const bytes = await templateFile(db, template.id);
  const { table } = await readSample(bytes, template.file_name, {
    sheet_name: template.sheet_name,
    header_row: template.header_row,
  });
  const records = readRecords(spec, template.column_mapping, table, table.rows.slice(0, limit));
  if (spec.knownProductCodes) {
    await flagUnknownProducts(db, records, template.column_mapping.product_code);
  }
  const mapped = spec.fields.filter((f) => template.column_mapping[f.name]);
  return {
    template_id: template.id,
    template_name: template.template_name,
    sheet_name: template.sheet_name,
    header_row: template.header_row,
    columns: mapped.map((f) => f.name),
    headers: mapped.map((f) => template.column_mapping[f.name] ?? f.name),
    rows: records.map((r) => ({ row: r.row, ...r.values, errors: r.errors })),
    total_rows: table.rows.length,
  };
}
