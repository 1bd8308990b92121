import { findLiveSession } from '../auth/sessions.ts';
import type { Queryable } from '../db/db.ts';

/**
 * Whether a stream's session is live. `read` asks the database (at the start, after a relay
 * reconnect, at each heartbeat); `live`, called before each event is written, asks it again
 * only once the expiry it last saw has passed (a refresh may have moved it). Ends by logout,
 * revocation and the rest arrive on the channel in commit order instead (migration 145).
 */
export function sessionWatch(db: Queryable, sessionId: number, now: () => Date) {
  let expiresAt = 0;
  const read = async () => {
    const session = await findLiveSession(db, sessionId, now());
    expiresAt = session ? new Date(session.expires_at).getTime() : 0;
    return session !== undefined;
  };
  return {
    read,
    live: async () => now().getTime() < expiresAt || read(),
  };
}
