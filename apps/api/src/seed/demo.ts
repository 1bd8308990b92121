import { hashPassword } from '../auth/passwords.ts';
import { MIN_SCRYPT_N } from '../config.ts';
import type { Db } from '../db/db.ts';
import { mergeTrigramPending } from '../db/trigram.ts';
import { seedDemoBusiness } from './demo-business.ts';
import { demoClock } from './demo-clock.ts';
import { seedDemoConsultantOrders } from './demo-consultant-orders.ts';
import { seedDemoConsultants } from './demo-consultants.ts';
import { seedDemoDistributorOrders } from './demo-distributor-orders.ts';
import { seedDemoInvoices } from './demo-invoices.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoPeriods } from './demo-periods.ts';
import { seedDemoTemplates } from './demo-templates.ts';
import { seedDemoUploads } from './demo-uploads.ts';
import { DEMO_PASSWORD, seedDemoUsers } from './demo-users.ts';
import { seedDemoWeeklyCombinations } from './demo-weekly-combinations.ts';

/**
 * Seeds the demo data when the database is empty (no users); does nothing otherwise, so it is
 * safe to run at every start. Returns whether it seeded. Everything is dated relative to `now`
 * (decision 036), so the demo tells the same story on any day. `scryptN` is the cost of the
 * demo accounts' shared password hash (`config.scryptN`; the test run's dump uses a low one).
 */
export async function seedDemo(
  db: Db,
  now = new Date(),
  options: { scryptN?: number } = {},
): Promise<boolean> {
  const clock = demoClock(now);
  const hashed = await hashPassword(DEMO_PASSWORD, options.scryptN ?? MIN_SCRYPT_N);
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7244)');
    const rows = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if ((rows[0]?.n ?? 0) > 0) return false;
    await seedDemoUsers(tx, hashed, clock.at(420, 8));
    const admin = await tx.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'admin@example.com'`,
    );
    await seedDemoBusiness(tx, clock.at(420, 9));
    await seedDemoPeriods(tx, clock, admin[0]?.id ?? null);
    await seedDemoTemplates(tx, clock.at(45, 10));
    await seedDemoUploads(tx, clock);
    // B3: stock orders (after the products), then consultants (before consultant orders).
    await seedDemoOrders(tx, clock);
    await seedDemoConsultants(tx, clock);
    // B4 (keep after the consultants seed): consultant orders, combinations, combined orders.
    await seedDemoConsultantOrders(tx, clock);
    // B5 (keep after the consultant order and combined order seeds):
    await seedDemoWeeklyCombinations(tx, clock);
    await seedDemoInvoices(tx, clock);
    await seedDemoDistributorOrders(tx, clock);
    return true;
  });
  if (seeded) {
    await mergeTrigramPending(db, 'products');
    await mergeTrigramPending(db, 'consultants');
  }
  return seeded;
}
