import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { KindSpec } from './kinds.ts';

/**
 * Deletes a template and its sample file; past uploads, product sets and distributor orders
 * keep its name (their `template_id` becomes null). A product template with a `pending` or
 * `processing` upload is refused (409). The row is locked first, so an upload that locks the
 * template (`FOR SHARE`) while it starts cannot slip in between. Returns the deleted name.
 */
export async function deleteTemplate(tx: Queryable, spec: KindSpec, id: number): Promise<string> {
  const rows = await tx.query<{ template_name: string }>(
    'SELECT template_name FROM templates WHERE id = $1 AND kind = $2 FOR UPDATE',
    [id, spec.kind],
  );
  const name = rows[0]?.template_name;
  if (name === undefined) throw notFound(spec.notFound);
  if (spec.kind === 'product') {
    const busy = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM uploads WHERE template_id = $1 AND status IN ('pending', 'processing')`,
      [id],
    );
    const n = busy[0]?.n ?? 0;
    if (n > 0) {
      throw conflict(`Template '${name}' has ${n} upload(s) still pending or processing`);
    }
  }
  await tx.query('DELETE FROM templates WHERE id = $1', [id]);
  return name;
}
