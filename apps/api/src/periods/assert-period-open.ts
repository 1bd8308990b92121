import { type PeriodStatus, periodTakesOrders } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { conflict, notFound } from '../http/errors.ts';

/** What a refusal calls the records of the period (`its invoices cannot be …`). */
export type PeriodRecords =
  | 'consultant orders'
  | 'combined orders'
  | 'stock orders'
  | 'invoices'
  | 'weekly combinations';

/**
 * The one rule of closed and archived periods (decision 045): their records are final. 404 for
 * an unknown period; 409 on `period_id` when it is closed or archived. The period row is held
 * `FOR SHARE` until the transaction ends, so closing it waits for a write that passed the check.
 * A record without a period (`null`: a stock order may have none) is not refused.
 */
export async function assertPeriodOpen(
  tx: Queryable,
  periodId: number | null,
  records: PeriodRecords,
): Promise<void> {
  if (periodId === null) return;
  const [period] = await tx.query<{ status: PeriodStatus; name: string }>(
    'SELECT status, name FROM periods WHERE id = $1 FOR SHARE',
    [periodId],
  );
  if (!period) throw notFound('Period not found');
  if (!periodTakesOrders(period.status)) {
    throw conflict(
      `Period ${period.name} is ${period.status}; its ${records} cannot be created, changed or deleted`,
      'period_id',
    );
  }
}

/** `assertPeriodOpen` for each distinct period of several records, in id order. */
export async function assertPeriodsOpen(
  tx: Queryable,
  periodIds: readonly (number | null)[],
  records: PeriodRecords,
): Promise<void> {
  const distinct = [...new Set(periodIds)].sort((a, b) => (a ?? 0) - (b ?? 0));
  for (const id of distinct) await assertPeriodOpen(tx, id, records);
}
