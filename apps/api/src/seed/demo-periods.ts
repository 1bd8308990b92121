import type { Queryable } from '../db/db.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function month(today: Date, offset: number) {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    name: `${MONTHS[first.getUTCMonth()]} ${first.getUTCFullYear()}`,
    start: day(first),
    end: day(last),
  };
}

/** Periods around today: the previous month closed, this month active, the next month a draft. */
export async function seedDemoPeriods(tx: Queryable, today: Date, createdBy: number | null) {
  const plan = [
    { offset: -1, status: 'closed', description: 'Closed after month-end reconciliation.' },
    { offset: 0, status: 'active', description: 'The current trading month.' },
    { offset: 1, status: 'draft', description: 'Prepared for next month.' },
  ];
  for (const p of plan) {
    const m = month(today, p.offset);
    await tx.query(
      `INSERT INTO periods (name, description, start_date, end_date, status, created_by)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [m.name, p.description, m.start, m.end, p.status, createdBy],
    );
  }
}
