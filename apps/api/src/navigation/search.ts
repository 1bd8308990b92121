import type { Schemas } from '@back-office/api-client';
import { statusLabel } from '@back-office/domain';
import {
  hasPermission,
  isConsultantAreaResource,
  isDistributorOnly,
  type PermissionUser,
  type Resource,
} from '@back-office/permissions';
import type { Queryable } from '../db/db.ts';
import { likeEscape } from '../db/like-escape.ts';

type Kind = Schemas['SearchHitKind'];
type Hit = Schemas['SearchHit'];

/** One searchable kind: the resource whose read permission it needs, and its query. */
interface Source {
  readonly kind: Kind;
  readonly resource: Resource;
  /**
   * `$1` = the lower-cased text, `$2` = the LIKE pattern, `$3` = the limit. Rows have `id`,
   * `label`, `description` and, for records with one, `status` (shown in words after it).
   */
  readonly sql: string;
}

/** In the order the palette shows them. Exact matches first, then by the label. */
const SOURCES: readonly Source[] = [
  {
    kind: 'consultant',
    resource: 'consultants',
    sql: `SELECT id, first_name || ' ' || last_name AS label, consultant_number AS description
      FROM consultants
      WHERE lower(consultant_number) LIKE $2 OR lower(first_name || ' ' || last_name) LIKE $2
        OR lower(last_name || ' ' || first_name) LIKE $2
      ORDER BY lower(consultant_number) = $1 DESC, lower(last_name), lower(first_name), id
      LIMIT $3`,
  },
  {
    kind: 'order',
    resource: 'orders',
    sql: `SELECT id, reference AS label, NULL AS description, status FROM orders
      WHERE lower(reference) LIKE $2
      ORDER BY lower(reference) = $1 DESC, lower(reference), id LIMIT $3`,
  },
  {
    kind: 'consultant_order',
    resource: 'consultant_orders',
    sql: `SELECT o.id, o.order_number AS label,
        c.first_name || ' ' || c.last_name AS description, o.status
      FROM consultant_orders o JOIN consultants c ON c.id = o.consultant_id
      WHERE lower(o.order_number) LIKE $2
      ORDER BY lower(o.order_number) = $1 DESC, o.order_number DESC, o.id LIMIT $3`,
  },
  {
    kind: 'product',
    resource: 'products',
    sql: `SELECT id, product_code AS label, description FROM products
      WHERE lower(product_code) LIKE $2
      ORDER BY lower(product_code) = $1 DESC, lower(product_code), id DESC LIMIT $3`,
  },
  {
    kind: 'invoice',
    resource: 'invoices',
    sql: `SELECT id, invoice_number AS label, bill_to_name AS description, status
      FROM invoices WHERE lower(invoice_number) LIKE $2
      ORDER BY lower(invoice_number) = $1 DESC, invoice_number DESC, id LIMIT $3`,
  },
  {
    kind: 'combined_order',
    resource: 'combined_orders',
    sql: `SELECT id, combined_number AS label, NULL AS description, status FROM combined_orders
      WHERE lower(combined_number) LIKE $2
      ORDER BY lower(combined_number) = $1 DESC, combined_number DESC, id LIMIT $3`,
  },
];

/** Whether the user may read a kind: its read permission, and the consultant area's rule. */
function mayRead(user: PermissionUser, resource: Resource): boolean {
  if (!hasPermission(user, `${resource}:read`)) return false;
  return user.is_superuser || !isConsultantAreaResource(resource) || !isDistributorOnly(user);
}

/**
 * The palette's search (decision 026): each kind the user may read, at most `limit` hits of
 * each; kinds the user may not read are not queried at all.
 */
export async function searchEverything(
  db: Queryable,
  user: PermissionUser,
  text: string,
  limit: number,
): Promise<Schemas['SearchResults']> {
  const needle = text.trim().toLowerCase();
  const sources = SOURCES.filter((s) => mayRead(user, s.resource));
  const results: Hit[] = [];
  if (needle.length > 0) {
    for (const source of sources) {
      const rows = await db.query<{
        id: number;
        label: string;
        description: string | null;
        status?: string;
      }>(source.sql, [needle, `%${likeEscape(needle)}%`, limit]);
      for (const { id, label, description, status } of rows) {
        const words = [description, status && statusLabel(status)].filter(Boolean).join(' · ');
        results.push({ kind: source.kind, id, label, description: words || null });
      }
    }
  }
  return { results, searched: sources.map((s) => s.kind) };
}
