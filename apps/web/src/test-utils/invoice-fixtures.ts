import type { Invoice } from '@back-office/api-client';

/** An issued invoice of consultant order CO-2026-000008 (R 1 131,60, nothing paid yet). */
export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    version: 1,
    id: 3,
    invoice_number: 'INV-2026-0003',
    period_id: 3,
    period_name: 'November 2026',
    source_type: 'consultant_order',
    source_id: 8,
    source_number: 'CO-2026-000008',
    consultant_id: 7,
    consultant_name: 'Palesa Mokoena',
    bill_to_name: 'Palesa Mokoena',
    bill_to_address: null,
    bill_to_vat_number: null,
    status: 'issued',
    issue_date: '2026-11-19',
    due_date: '2026-12-19',
    item_count: 1,
    subtotal_cents: 98400,
    vat_cents: 14760,
    total_cents: 113160,
    amount_paid_cents: 0,
    balance_cents: 113160,
    notes: null,
    created_by: { id: 2, name: 'Sipho Dlamini', email: 'supervisor@example.com' },
    created_at: '2026-11-19T08:00:00Z',
    updated_at: '2026-11-19T08:00:00Z',
    items: [],
    payments: [],
    ...overrides,
  };
}
