import type { Queryable } from '../db/db.ts';
import { insertUser } from '../users/user-row.ts';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo1234!';

/**
 * The demo accounts, one per role plus a superuser (listed in the README). A distributor
 * account's department names its distributor, whose orders are the only ones it sees (decision 018).
 */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@example.com',
    roles: ['admin'],
    first: 'Naledi',
    last: 'Mokoena',
    dept: 'Head Office (Johannesburg)',
  },
  {
    email: 'supervisor@example.com',
    roles: ['supervisor'],
    first: 'Sipho',
    last: 'Dlamini',
    dept: 'Operations (Durban)',
  },
  {
    email: 'warehouse@example.com',
    roles: ['warehouse_staff'],
    first: 'Thandi',
    last: 'Nkosi',
    dept: 'Warehouse (Germiston)',
  },
  {
    email: 'readonly@example.com',
    roles: ['readonly'],
    first: 'Pieter',
    last: 'van der Merwe',
    dept: 'Finance (Cape Town)',
  },
  {
    email: 'distributor.admin@example.com',
    roles: ['distributor_admin'],
    first: 'Ayanda',
    last: 'Khumalo',
    dept: 'Polokwane Distributors (Pty) Ltd',
  },
  {
    email: 'distributor.editor@example.com',
    roles: ['distributor_editor'],
    first: 'Lerato',
    last: 'Molefe',
    dept: 'Highveld Wellness Distributors',
  },
  {
    email: 'distributor.readonly@example.com',
    roles: ['distributor_readonly'],
    first: 'Johan',
    last: 'Botha',
    dept: 'Polokwane Distributors (Pty) Ltd',
  },
  {
    email: 'root@example.com',
    roles: [] as string[],
    first: 'System',
    last: 'Administrator',
    dept: null,
    superuser: true,
  },
] as const;

/** Inserts the demo accounts (verified, active) with one shared password hash, made at `since`. */
export async function seedDemoUsers(
  tx: Queryable,
  hashedPassword: string,
  since: Date,
): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await insertUser(tx, {
      email: account.email,
      hashed_password: hashedPassword,
      first_name: account.first,
      last_name: account.last,
      department: account.dept,
      roles: [...account.roles],
      is_superuser: 'superuser' in account && account.superuser,
      is_verified: true,
    });
  }
  await tx.query('UPDATE users SET created_at = $1, updated_at = $1', [since]);
}
