import type { Schemas } from '@back-office/api-client';
import type { Context } from 'hono';
import type { Queryable } from '../db/db.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppEnv } from '../http/env.ts';
import type { JobAudit } from '../jobs/job-queue.ts';

/** One audit entry (the contract's `AuditAction` and `AuditResource` values). */
export interface AuditEntry {
  action: Schemas['AuditAction'];
  resource: Schemas['AuditResource'];
  recordId?: number | null;
  /** For a line (order, consultant-order or invoice item): the id of its order or invoice. */
  parentId?: number;
  summary: string;
  /** Defaults to the signed-in user. */
  actor?: { id: number; email: string } | null;
}

/**
 * Writes an audit row (actor, action, resource, record id, summary, request id, ip).
 * Call it with the transaction that makes the change, so both commit or neither does.
 */
export async function audit(tx: Queryable, c: Context<AppEnv>, entry: AuditEntry): Promise<void> {
  const actor = entry.actor === undefined ? c.get('user') : entry.actor;
  await insertAudit(tx, entry, actor ?? null, c.get('requestId') ?? null, clientIp(c));
}

/** How a background job writes its audit entries (it may outlive, or lack, a request). */
export type Auditor = (tx: Queryable, entry: AuditEntry) => Promise<void>;

/** The auditor of a job started by a request: the request's user, id and IP. */
export const requestAuditor =
  (c: Context<AppEnv>): Auditor =>
  (tx, entry) =>
    audit(tx, c, entry);

/** Who started a job, from its request: kept with the job so any process audits as them. */
export function jobAuditOf(c: Context<AppEnv>): JobAudit {
  const user = c.get('user');
  return {
    actorId: user?.id ?? null,
    actorEmail: user?.email ?? null,
    requestId: c.get('requestId') ?? null,
    ip: clientIp(c),
  };
}

/** Writes an audit row with an explicit actor, request id and IP (jobs, start-up work). */
export async function insertAudit(
  tx: Queryable,
  entry: AuditEntry,
  actor: { id: number; email: string } | null,
  requestId: string | null,
  ip: string | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, resource, record_id, parent_id, summary, request_id, ip_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      actor?.id ?? null,
      actor?.email ?? null,
      entry.action,
      entry.resource,
      entry.recordId ?? null,
      entry.parentId ?? null,
      entry.summary,
      requestId,
      ip,
    ],
  );
}
