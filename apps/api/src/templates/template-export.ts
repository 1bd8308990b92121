import type { Queryable } from '../db/db.ts';
import type { ListExport } from '../lib/export/export-response.ts';
import { orderedBatches } from '../lib/export/ordered-batches.ts';
import { ordered } from './column-mapping.ts';
import type { KindSpec } from './kinds.ts';
import { type TemplateListFilters, templateOrder, templateWhere } from './list-templates.ts';
import { TEMPLATE_COLUMNS, type TemplateRow } from './template-row.ts';

/**
 * The templates of a kind in the list's filters and sort (`templates_<day>.csv`): what each
 * reads (file, sheet, header row) and which spreadsheet column feeds each field.
 */
export function templateExport(
  db: Queryable,
  spec: KindSpec,
  q: TemplateListFilters,
  name: string,
): ListExport<TemplateRow> {
  const mapping = (r: TemplateRow) =>
    Object.entries(ordered(spec, r.column_mapping))
      .map(([field, column]) => `${field}: ${column}`)
      .join('; ');
  return {
    name,
    sheet: 'Templates',
    columns: [
      { header: 'Template name', value: (r) => r.template_name, width: 28 },
      { header: 'Description', value: (r) => r.description, width: 36 },
      { header: 'File name', value: (r) => r.file_name, width: 28 },
      { header: 'Sheet', value: (r) => r.sheet_name, width: 16 },
      { header: 'Header row', value: (r) => r.header_row, kind: 'number' },
      { header: 'Column mapping', value: mapping, width: 60 },
      { header: 'Created by', value: (r) => r.created_by, width: 22 },
      { header: 'Created (SAST)', value: (r) => r.created_at, kind: 'moment', width: 17 },
      { header: 'Updated (SAST)', value: (r) => r.updated_at, kind: 'moment', width: 17 },
    ],
    batches: orderedBatches<TemplateRow>(db, {
      columns: TEMPLATE_COLUMNS,
      from: 'FROM templates',
      where: templateWhere(spec, q),
      orderBy: templateOrder(q),
      id: 'id',
    }),
  };
}
