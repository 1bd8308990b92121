import type { Queryable } from '../db/db.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import { badRequest, conflict } from '../http/errors.ts';
import type { RequestBody } from '../http/handlers.ts';
import { readSample } from './analyze.ts';
import {
  type ColumnMapping,
  missingRequired,
  parseColumnMapping,
  proposeMapping,
} from './column-mapping.ts';
import type { KindSpec } from './kinds.ts';
import type { SheetTable } from './layout.ts';
import { TEMPLATE_COLUMNS, type TemplateRow } from './template-row.ts';

/** The multipart body of `uploadTemplate` / `uploadDistributorTemplate`. */
export type TemplateUpload =
  | RequestBody<'uploadTemplate'>
  | RequestBody<'uploadDistributorTemplate'>;

/** Who is creating the template. */
export interface TemplateAuthor {
  id: number;
  fullName: string;
}

const nameTaken = (name: string) => conflict(`A template named '${name}' already exists`, 'name');

async function nameIsTaken(tx: Queryable, spec: KindSpec, name: string): Promise<boolean> {
  const rows = await tx.query(
    'SELECT 1 FROM templates WHERE kind = $1 AND lower(template_name) = lower($2)',
    [spec.kind, name],
  );
  return rows.length > 0;
}

/** A template checked and ready to store (read outside the transaction). */
export interface PreparedTemplate {
  name: string;
  body: TemplateUpload;
  bytes: Uint8Array;
  table: SheetTable;
  mapping: ColumnMapping;
}

/**
 * Reads the sample (413/415/400), takes the sent mapping (checked) or proposes one, and
 * refuses (400) when required fields stay unmapped. Nothing is stored yet.
 */
export async function prepareTemplate(
  spec: KindSpec,
  body: TemplateUpload,
): Promise<PreparedTemplate> {
  const name = body.template_name.trim();
  if (!name) throw badRequest('template_name must not be blank');
  const { table } = await readSample(body.file, body.file.name, body);
  const mapping = body.column_mapping
    ? parseColumnMapping(spec, body.column_mapping, table)
    : proposeMapping(spec, table);
  const missing = missingRequired(spec, mapping);
  if (missing.length > 0) {
    throw badRequest(
      `Could not match a column for ${missing.join(', ')}; send column_mapping to choose one`,
    );
  }
  const bytes = new Uint8Array(await body.file.arrayBuffer());
  return { name, body, bytes, table, mapping };
}

/** Stores a prepared template with its sample file; 409 when the name is taken. */
export async function insertTemplate(
  tx: Queryable,
  spec: KindSpec,
  prepared: PreparedTemplate,
  author: TemplateAuthor,
  now: Date,
): Promise<TemplateRow> {
  const { name, body, bytes, table, mapping } = prepared;
  if (await nameIsTaken(tx, spec, name)) throw nameTaken(name);
  const createdBy = body.created_by?.trim() || author.fullName || null;
  try {
    const rows = await tx.query<TemplateRow>(
      `INSERT INTO templates (kind, template_name, description, created_by, created_by_id, file_name,
         file_content, sheet_name, header_row, column_mapping, sample_columns, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
       RETURNING ${TEMPLATE_COLUMNS}`,
      [
        spec.kind,
        name,
        body.description?.trim() || null,
        createdBy,
        author.id,
        body.file.name,
        bytes,
        table.sheetName,
        table.headerRow,
        JSON.stringify(mapping),
        JSON.stringify(table.columns.map((c) => c.header)),
        now,
      ],
    );
    const row = rows[0];
    if (!row) throw new Error('INSERT INTO templates returned no row');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}
