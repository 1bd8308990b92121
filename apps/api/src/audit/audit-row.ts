import type { Schemas } from '@back-office/api-client';

/** An `audit_log` row joined with its actor's name (`LEFT JOIN users u ON u.id = a.actor_id`). */
export interface AuditRow {
  id: number;
  created_at: Date;
  actor_id: number | null;
  actor_email: string | null;
  first_name: string | null;
  last_name: string | null;
  action: Schemas['AuditAction'];
  resource: Schemas['AuditResource'];
  record_id: number | null;
  record_label: string | null;
  summary: string;
  request_id: string | null;
  ip_address: string | null;
}

/**
 * The record an entry is about as people know it (decision 052): its business number, name or
 * email, read when the log is read (entries written before summaries named records say only an
 * id; one join per row of a page, by primary key). Null when the record is gone: the summary
 * still names it as it was.
 */
const RECORD_LABELS: Record<Schemas['AuditResource'], string> = {
  users: 'SELECT email FROM users WHERE id = a.record_id',
  sessions:
    "SELECT us.email || ' session' FROM sessions s JOIN users us ON us.id = s.user_id WHERE s.id = a.record_id",
  periods: 'SELECT name FROM periods WHERE id = a.record_id',
  uploads: 'SELECT file_name FROM uploads WHERE id = a.record_id',
  products: 'SELECT product_code FROM products WHERE id = a.record_id',
  templates: 'SELECT template_name FROM templates WHERE id = a.record_id',
  distributor_templates: 'SELECT template_name FROM templates WHERE id = a.record_id',
  orders: 'SELECT reference FROM orders WHERE id = a.record_id',
  order_items: 'SELECT product_code FROM order_items WHERE id = a.record_id',
  consultants:
    "SELECT consultant_number || ' ' || first_name || ' ' || last_name FROM consultants WHERE id = a.record_id",
  consent_forms: 'SELECT file_name FROM consent_forms WHERE id = a.record_id',
  consultant_orders: 'SELECT order_number FROM consultant_orders WHERE id = a.record_id',
  consultant_order_items: 'SELECT product_code FROM consultant_order_items WHERE id = a.record_id',
  combined_orders: 'SELECT combined_number FROM combined_orders WHERE id = a.record_id',
  weekly_combinations:
    "SELECT 'Week of ' || week_start::text FROM weekly_combinations WHERE id = a.record_id",
  invoices: 'SELECT invoice_number FROM invoices WHERE id = a.record_id',
  business_details: 'SELECT legal_name FROM business_details WHERE id = a.record_id',
  invoice_items: 'SELECT product_code FROM invoice_items WHERE id = a.record_id',
  distributor_orders: 'SELECT order_number FROM distributor_orders WHERE id = a.record_id',
};

const RECORD_LABEL = `CASE a.resource ${Object.entries(RECORD_LABELS)
  .map(([resource, sql]) => `WHEN '${resource}' THEN (${sql})`)
  .join(' ')} END AS record_label`;

/** The columns of an `AuditRow`. */
export const AUDIT_COLUMNS = `a.id, a.created_at, a.actor_id, a.actor_email, a.action, a.resource, a.record_id, a.summary, a.request_id, a.ip_address, u.first_name, u.last_name, ${RECORD_LABEL}`;

/** The contract's `AuditLog` of a row: the actor by name when they still have an account. */
export function toAuditLog(r: AuditRow): Schemas['AuditLog'] {
  return {
    id: r.id,
    created_at: new Date(r.created_at).toISOString(),
    actor:
      r.actor_id !== null && r.actor_email
        ? {
            id: r.actor_id,
            name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.actor_email,
            email: r.actor_email,
          }
        : null,
    action: r.action,
    resource: r.resource,
    record_id: r.record_id,
    record_label: r.record_label,
    summary: r.summary,
    request_id: r.request_id,
    ip_address: r.ip_address,
  };
}
