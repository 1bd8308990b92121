import { userInfo } from 'node:os';
import { type AuditEntry, insertAudit } from '../audit/audit.ts';
import type { Queryable } from '../db/db.ts';

/**
 * The request id of every audit entry the admin command writes: the entries have no signed-in
 * actor (the audit log shows them as "System") and filter together with
 * `GET /api/audit-logs?request_id=admin-cli`.
 */
export const CLI_REQUEST_ID = 'admin-cli';

/** Who ran the command, as the operating system knows them (`root`, `deploy`...), for summaries. */
export function osUser(): string {
  try {
    return userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Writes an audit entry of the admin command: no actor, the CLI's request id, no address. */
export function cliAudit(tx: Queryable, entry: Omit<AuditEntry, 'actor'>): Promise<void> {
  return insertAudit(tx, entry, null, CLI_REQUEST_ID, null);
}
