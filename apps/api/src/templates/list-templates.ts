import type { Queryable } from '../db/db.ts';
import { likeEscape } from '../db/like-escape.ts';
import type { QueryParams } from '../http/handlers.ts';
import { Where } from '../sql/where.ts';
import type { KindSpec } from './kinds.ts';
import { TEMPLATE_COLUMNS, type TemplateRow } from './template-row.ts';

/** The list query of `listTemplates` / `listDistributorTemplates` (defaults filled). */
export type TemplateListQuery =
  | QueryParams<'listTemplates'>
  | QueryParams<'listDistributorTemplates'>;

/** The filters and sort of a template list, which its export shares. */
export type TemplateListFilters = Omit<TemplateListQuery, 'skip' | 'limit'>;

/** The WHERE clause of a template list of this kind (table `templates`, no alias). */
export function templateWhere(spec: KindSpec, q: TemplateListFilters): Where {
  return new Where()
    .add('kind = ?', spec.kind)
    .addIf(
      q.search && `%${likeEscape(q.search.toLowerCase())}%`,
      `(lower(template_name) LIKE ? OR lower(coalesce(description, '')) LIKE ?)`,
    );
}

/** The ORDER BY terms of a template list's sort (the id breaks ties). */
export function templateOrder(q: TemplateListFilters): string {
  const dir = q.sort_order === 'asc' ? 'ASC' : 'DESC';
  const key = q.sort_by === 'template_name' ? 'lower(template_name)' : 'created_at';
  return `${key} ${dir}, id ${dir}`;
}

/** One page of templates of a kind, with the total. */
export async function listTemplates(
  db: Queryable,
  spec: KindSpec,
  q: TemplateListQuery,
): Promise<{ rows: TemplateRow[]; total: number }> {
  const w = templateWhere(spec, q);
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM templates ${w.sql}`,
    w.params,
  );
  const rows = await db.query<TemplateRow>(
    `SELECT ${TEMPLATE_COLUMNS} FROM templates ${w.sql}
     ORDER BY ${templateOrder(q)} LIMIT ${w.param(q.limit)} OFFSET ${w.param(q.skip)}`,
    w.params,
  );
  return { rows, total: total[0]?.n ?? 0 };
}
