import { addDays } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import type { DemoClock } from './demo-clock.ts';

/** A demo trading month: five Monday-to-Sunday weeks (decision 036). */
const WEEKS_PER_PERIOD = 5;
const PERIOD_DAYS = WEEKS_PER_PERIOD * 7;
/** Whole weeks of the active period before the current one: the demo's history. */
const WEEKS_BEFORE_THIS = 3;

const MONTH_NAME = new Intl.DateTimeFormat('en-ZA', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export interface DemoPeriod {
  name: string;
  start: string;
  end: string;
}

/**
 * The demo's trading month `offset` periods from the active one (-1 the one before). The active
 * one starts on the Monday three weeks before this week's, so it always holds this week, the
 * three before it and the next one; each is named after the calendar month of its middle day
 * (consecutive periods are 35 days apart, so their names differ).
 */
export function demoPeriod(clock: DemoClock, offset: number): DemoPeriod {
  const start = clock.day(clock.daysSinceMonday + 7 * WEEKS_BEFORE_THIS - offset * PERIOD_DAYS);
  const end = addDays(start, PERIOD_DAYS - 1);
  const middle = new Date(`${addDays(start, Math.floor(PERIOD_DAYS / 2))}T12:00:00Z`);
  return { name: MONTH_NAME.format(middle), start, end };
}

/**
 * Periods around today: the one before closed (three days into the active one), the current one
 * active (since its first day), the next a draft. Each was prepared three weeks before it starts.
 */
export async function seedDemoPeriods(tx: Queryable, clock: DemoClock, createdBy: number | null) {
  const activeStartedAgo = clock.daysSinceMonday + 7 * WEEKS_BEFORE_THIS;
  const plan = [
    { offset: -1, status: 'closed', description: 'Closed after month-end reconciliation.' },
    { offset: 0, status: 'active', description: 'The current trading month.' },
    { offset: 1, status: 'draft', description: 'Prepared for the next trading month.' },
  ];
  for (const p of plan) {
    const period = demoPeriod(clock, p.offset);
    const startsAgo = activeStartedAgo - p.offset * PERIOD_DAYS;
    const prepared = clock.at(startsAgo + 21, 9);
    const changed =
      p.status === 'closed'
        ? clock.at(activeStartedAgo - 3, 16, 30)
        : p.status === 'active'
          ? clock.at(activeStartedAgo, 7)
          : prepared;
    await tx.query(
      `INSERT INTO periods (name, description, start_date, end_date, status, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        period.name,
        p.description,
        period.start,
        period.end,
        p.status,
        createdBy,
        prepared,
        changed,
      ],
    );
  }
}
