import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { type ColumnMapping, ordered } from './column-mapping.ts';
import { type KindSpec, kindSpec, type TemplateKind } from './kinds.ts';

/** A `templates` row without the stored file. */
export interface TemplateRow {
  id: number;
  version: number;
  kind: TemplateKind;
  template_name: string;
  description: string | null;
  created_by: string | null;
  created_by_id: number | null;
  file_name: string;
  sheet_name: string;
  header_row: number;
  column_mapping: ColumnMapping;
  sample_columns: string[];
  created_at: Date;
  updated_at: Date;
}

/** The columns of {@link TemplateRow} (everything but the file bytes). */
export const TEMPLATE_COLUMNS = `id, version, kind, template_name, description, created_by, created_by_id,
  file_name, sheet_name, header_row, column_mapping, sample_columns, created_at, updated_at`;

/** The contract's `Template` / `DistributorTemplate` read model. */
export function toTemplate(row: TemplateRow) {
  return {
    id: row.id,
    version: row.version,
    template_name: row.template_name,
    description: row.description,
    created_by: row.created_by,
    file_name: row.file_name,
    sheet_name: row.sheet_name,
    header_row: row.header_row,
    column_mapping: ordered(kindSpec(row.kind), row.column_mapping),
    sample_columns: row.sample_columns,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The template of this kind with this id, or undefined. */
export async function findTemplate(
  db: Queryable,
  kind: TemplateKind,
  id: number,
): Promise<TemplateRow | undefined> {
  const rows = await db.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM templates WHERE id = $1 AND kind = $2`,
    [id, kind],
  );
  return rows[0];
}

/**
 * The template of this kind with this id, or 404. Other areas (uploads, distributor orders)
 * read their template with it.
 */
export async function loadTemplate(
  db: Queryable,
  spec: KindSpec,
  id: number,
): Promise<TemplateRow> {
  const row = await findTemplate(db, spec.kind, id);
  if (!row) throw notFound(spec.notFound);
  return row;
}

/** The stored sample file of a template (for preview). */
export async function templateFile(db: Queryable, id: number): Promise<Uint8Array> {
  const rows = await db.query<{ file_content: Uint8Array }>(
    'SELECT file_content FROM templates WHERE id = $1',
    [id],
  );
  return rows[0]?.file_content ?? new Uint8Array();
}
