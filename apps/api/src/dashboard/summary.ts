import { southAfricanWeek } from '@back-office/domain';
import { checkRequirement, type Permission } from '@back-office/permissions';
import type { Queryable } from '../db/db.ts';
import { distributorScopeOf } from '../distributor-orders/scope.ts';
import type { AuthUser } from '../http/env.ts';
import { findActivePeriod, loadPeriod, type PeriodRow } from '../periods/period-row.ts';
import {
  combinedOrdersSection,
  consultantOrdersSection,
  type DashboardPeriod,
  distributorOrdersSection,
  invoicesSection,
  ordersSection,
  topProducts,
  uploadsSection,
  weeklyCombinationsSection,
} from './sections.ts';

/** The figures of a period with no records (used when no period is active nor asked for). */
const EMPTY_PERIOD: DashboardPeriod = {
  id: 0,
  name: '',
  start_date: '9999-12-31',
  end_date: '9999-12-31',
};

/**
 * The contract's `DashboardSummary`: each area's figures for the requested period (404 when it
 * does not exist) or the active one, null for areas the user may not read (the same decision as
 * the operations, so distributor-only users get only `distributor_orders`). With no period,
 * every period-bound count is 0; this week's uploads do not depend on the period.
 */
export async function dashboardSummary(
  db: Queryable,
  user: AuthUser,
  periodId: number | undefined,
  now: Date,
) {
  const row: PeriodRow | undefined =
    periodId === undefined ? await findActivePeriod(db) : await loadPeriod(db, periodId);
  const period: DashboardPeriod = row ?? EMPTY_PERIOD;
  const can = (permission: Permission) => checkRequirement(user, { permission }).allowed;
  const when = <T>(permission: Permission, load: () => Promise<T>): Promise<T | null> =>
    can(permission) ? load() : Promise.resolve(null);
  return {
    period: row ? { id: row.id, name: row.name } : null,
    generated_at: now.toISOString(),
    orders: await when('orders:read', () => ordersSection(db, period)),
    uploads: await when('uploads:read', () => uploadsSection(db, southAfricanWeek(now))),
    consultant_orders: await when('consultant_orders:read', () =>
      consultantOrdersSection(db, period.id),
    ),
    combined_orders: await when('combined_orders:read', () => combinedOrdersSection(db, period.id)),
    weekly_combinations: await when('weekly_combinations:read', () =>
      weeklyCombinationsSection(db, period.id),
    ),
    invoices: await when('invoices:read', () => invoicesSection(db, period.id)),
    top_products: await when('consultant_orders:read', () => topProducts(db, period.id)),
    distributor_orders: await when('distributor_orders:read', async () =>
      distributorOrdersSection(db, period, await distributorScopeOf(db, user)),
    ),
  };
}
