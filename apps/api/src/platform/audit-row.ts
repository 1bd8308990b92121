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
  summary: string;
  request_id: string | null;
  ip_address: string | null;
}

/** The columns of an `AuditRow`. */
export const AUDIT_COLUMNS =
  'a.id, a.created_at, a.actor_id, a.actor_email, a.action, a.resource, a.record_id, a.summary, a.request_id, a.ip_address, u.first_name, u.last_name';

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
    summary: r.summary,
    request_id: r.request_id,
    ip_address: r.ip_address,
  };
}
