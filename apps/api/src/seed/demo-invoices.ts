import { southAfricanDay } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { insertInvoice } from '../invoices/create-invoice.ts';
import { lockInvoice } from '../invoices/lock-invoice.ts';
import { recordPayment } from '../invoices/record-payment.ts';
import { loadSourceOrder } from '../invoices/source-order.ts';
import { applyInvoiceUpdate } from '../invoices/update-invoice.ts';
import type { DemoClock } from './demo-clock.ts';
import { demoUserId } from './demo-invoices-helpers.ts';

type Plan = 'paid' | 'partially_paid' | 'issued' | 'draft';

interface Candidate {
  id: number;
  /** When the order became invoiceable: the combined order's creation, the order's submission. */
  ready: Date;
}

/** Combined orders first, then submitted consultant orders not yet in a combined order. */
async function candidates(tx: Queryable, periodId: number) {
  const combined = await tx.query<Candidate>(
    `SELECT id, created_at AS ready FROM combined_orders WHERE period_id = $1 AND status = 'open'
     ORDER BY id LIMIT 1`,
    [periodId],
  );
  const consultant = await tx.query<Candidate>(
    `SELECT id, coalesce(submitted_at, created_at) AS ready FROM consultant_orders
     WHERE period_id = $1 AND status = 'submitted' ORDER BY submitted_at, id LIMIT 4`,
    [periodId],
  );
  return [
    ...combined.map((r) => ({ type: 'combined_order' as const, ...r })),
    ...consultant.map((r) => ({ type: 'consultant_order' as const, ...r })),
  ];
}

const latest = (...moments: Date[]) => new Date(Math.max(...moments.map((m) => m.getTime())));

const bankRef = (bank: string, day: Date, name: string) =>
  `${bank} ${southAfricanDay(day).replace(/-/g, '')} ${name.split(' ').at(-1)?.toUpperCase() ?? ''}`.trim();

/**
 * Invoices of the active period from the seeded combined and consultant orders: one paid in
 * full, one partially paid, one issued and one draft (as many as there are orders). Each is made
 * the morning after its order became invoiceable (or at once, for an order of today), and paid a
 * couple of days after it was issued. Run after the consultant order and combined order seeds.
 */
export async function seedDemoInvoices(tx: Queryable, clock: DemoClock): Promise<void> {
  const periods = await tx.query<{ id: number }>(`SELECT id FROM periods WHERE status = 'active'`);
  const periodId = periods[0]?.id;
  const sipho = await demoUserId(tx, 'supervisor@example.com');
  if (periodId === undefined || sipho === null) return;
  const plans: Plan[] = ['paid', 'partially_paid', 'issued', 'draft'];
  const sources = await candidates(tx, periodId);
  for (const [i, src] of sources.slice(0, plans.length).entries()) {
    const plan = plans[i] ?? 'draft';
    const madeAgo = Math.max(0, clock.daysAgoOf(src.ready) - 1);
    const created = latest(clock.at(madeAgo, 8, 15), clock.after(src.ready, 1));
    const source = await loadSourceOrder(tx, src.type, src.id).catch(() => null);
    if (!source) continue;
    const notes = plan === 'paid' ? 'Pay into the Standard Bank account on the statement' : null;
    const id = await insertInvoice(tx, source, { notes, createdBy: sipho, now: created });
    if (plan === 'draft') continue;
    const issued = clock.after(created, 45);
    await applyInvoiceUpdate(tx, await lockInvoice(tx, id), { status: 'issued' }, issued);
    if (plan === 'issued') continue;
    const inv = await lockInvoice(tx, id);
    const paidOn = latest(clock.at(Math.max(0, madeAgo - 2), 11, 30), clock.after(issued, 1));
    const amount = plan === 'paid' ? inv.total_cents : Math.round(inv.total_cents * 0.4);
    await recordPayment(
      tx,
      inv,
      {
        amount_cents: amount,
        paid_on: southAfricanDay(paidOn),
        method: plan === 'paid' ? 'eft' : 'cash',
        reference:
          plan === 'paid' ? bankRef('FNB', paidOn, source.bill_to_name) : `Receipt ${1040 + i}`,
      },
      sipho,
      paidOn,
    );
  }
}
