import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/db.ts';
import { seedDemoPeriods } from './demo-periods.ts';
import { DEMO_PASSWORD, seedDemoUsers } from './demo-users.ts';

/**
 * Seeds the demo data when the database is empty (no users); does nothing otherwise, so it is
 * safe to run at every start. Returns whether it seeded. Later areas add their own seed steps
 * here (templates, an upload with products, consultants, orders).
 */
export async function seedDemo(db: Db, today = new Date()): Promise<boolean> {
  const hashed = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7244)');
    const rows = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if ((rows[0]?.n ?? 0) > 0) return false;
    await seedDemoUsers(tx, hashed);
    const admin = await tx.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'admin@example.com'`,
    );
    await seedDemoPeriods(tx, today, admin[0]?.id ?? null);
    return true;
  });
}
