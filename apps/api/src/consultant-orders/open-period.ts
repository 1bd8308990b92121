import { type PeriodStatus, periodTakesOrders } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/errors.ts';

/**
 * 404 for an unknown period; 409 on `period_id` when it is closed or archived: its consultant
 * orders are its record and cannot be created, changed or deleted (decision 018).
 */
export async function assertPeriodOpen(tx: Queryable, periodId: number): Promise<void> {
  const [period] = await tx.query<{ status: PeriodStatus; name: string }>(
    'SELECT status, name FROM periods WHERE id = $1',
    [periodId],
  );
  if (!period) throw notFound('Period not found');
  if (!periodTakesOrders(period.status)) {
    throw conflict(
      `Period ${period.name} is ${period.status}; its consultant orders cannot be created or changed`,
      'period_id',
    );
  }
}
