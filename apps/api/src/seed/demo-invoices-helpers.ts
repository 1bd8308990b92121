import type { Queryable } from '../db/db.ts';

/** The id of a demo account, or null when it is missing. */
export async function demoUserId(tx: Queryable, email: string): Promise<number | null> {
  const rows = await tx.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return rows[0]?.id ?? null;
}
