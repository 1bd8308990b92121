import type { Queryable } from '../db/db.ts';
import { insertInvoice } from '../invoices/create-invoice.ts';
import { dayOf } from '../invoices/dates.ts';
import { lockInvoice } from '../invoices/lock-invoice.ts';
import { recordPayment } from '../invoices/record-payment.ts';
import { loadSourceOrder } from '../invoices/source-order.ts';
import { applyInvoiceUpdate } from '../invoices/update-invoice.ts';
import { daysAgo, demoUserId } from './demo-invoices-helpers.ts';

type Plan = 'paid' | 'partially_paid' | 'issued' | 'draft';

/** Combined orders first, then submitted consultant orders not yet in a combined order. */
async function candidates(tx: Queryable, periodId: number) {
  const combined = await tx.query<{ id: number }>(
    `SELECT id FROM combined_orders WHERE period_id = $1 AND status = 'open' ORDER BY id LIMIT 1`,
    [periodId],
  );
  const consultant = await tx.query<{ id: number }>(
    `SELECT id FROM consultant_orders WHERE period_id = $1 AND status = 'submitted'
     ORDER BY submitted_at, id LIMIT 4`,
    [periodId],
  );
  return [
    ...combined.map((r) => ({ type: 'combined_order' as const, id: r.id })),
    ...consultant.map((r) => ({ type: 'consultant_order' as const, id: r.id })),
  ];
}

const bankRef = (bank: string, day: Date, name: string) =>
  `${bank} ${dayOf(day).replace(/-/g, '')} ${name.split(' ').at(-1)?.toUpperCase() ?? ''}`.trim();

/**
 * Invoices of the active period from the seeded combined and consultant orders: one paid in
 * full, one partially paid, one issued and one draft (as many as there are orders). Run after
 * the consultant order and combined order seeds.
 */
export async function seedDemoInvoices(tx: Queryable, today: Date): Promise<void> {
  const periods = await tx.query<{ id: number }>(`SELECT id FROM periods WHERE status = 'active'`);
  const periodId = periods[0]?.id;
  const sipho = await demoUserId(tx, 'supervisor@example.com');
  if (periodId === undefined || sipho === null) return;
  const plans: Plan[] = ['paid', 'partially_paid', 'issued', 'draft'];
  const sources = await candidates(tx, periodId);
  for (const [i, src] of sources.slice(0, plans.length).entries()) {
    const plan = plans[i] ?? 'draft';
    const created = daysAgo(today, 9 - 2 * i, 8, 15);
    const source = await loadSourceOrder(tx, src.type, src.id).catch(() => null);
    if (!source) continue;
    const notes = plan === 'paid' ? 'Pay into the Standard Bank account on the statement' : null;
    const id = await insertInvoice(tx, source, { notes, createdBy: sipho, now: created });
    if (plan === 'draft') continue;
    const issued = new Date(created.getTime() + 45 * 60_000);
    await applyInvoiceUpdate(tx, await lockInvoice(tx, id), { status: 'issued' }, issued);
    if (plan === 'issued') continue;
    const inv = await lockInvoice(tx, id);
    const paidOn = daysAgo(today, plan === 'paid' ? 3 : 1, 11, 30);
    const amount = plan === 'paid' ? inv.total_cents : Math.round(inv.total_cents * 0.4);
    await recordPayment(
      tx,
      inv,
      {
        amount_cents: amount,
        paid_on: dayOf(paidOn),
        method: plan === 'paid' ? 'eft' : 'cash',
        reference:
          plan === 'paid' ? bankRef('FNB', paidOn, source.bill_to_name) : `Receipt ${1040 + i}`,
      },
      sipho,
      paidOn,
    );
  }
}
