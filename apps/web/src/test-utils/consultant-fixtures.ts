import type { Consultant, ConsultantOrder } from '@back-office/api-client';

/** A consultant as the API answers it. */
export function makeConsultant(
  overrides: Partial<Consultant> & Pick<Consultant, 'id'>,
): Consultant {
  const n = String(100 + overrides.id).padStart(6, '0');
  return {
    version: 1,
    consultant_number: `CN-${n}`,
    first_name: 'Nomvula',
    last_name: `Dlamini ${overrides.id}`,
    email: `consultant${overrides.id}@example.co.za`,
    phone: '+27821234567',
    id_number: null,
    address: {
      line1: '14 Jan Smuts Avenue',
      line2: null,
      city: 'Johannesburg',
      province: 'Gauteng',
      postal_code: '2193',
    },
    distributor: null,
    branch: null,
    status: 'active',
    joined_date: '2026-02-01',
    consent_form_count: 0,
    created_at: '2026-02-01T08:30:00Z',
    updated_at: '2026-10-14T12:02:19Z',
    ...overrides,
  };
}

/** A consultant order with its items, as the API answers it. */
export function makeConsultantOrder(
  overrides: Partial<ConsultantOrder> & Pick<ConsultantOrder, 'id'>,
): ConsultantOrder {
  return {
    version: 1,
    order_number: `CO-2026-${String(overrides.id).padStart(6, '0')}`,
    consultant_id: 1,
    consultant_number: 'CN-000101',
    consultant_name: 'Nomvula Dlamini',
    period_id: 3,
    period_name: 'November 2026',
    status: 'submitted',
    order_date: '2026-11-09',
    notes: null,
    item_count: 1,
    total_quantity: 2,
    subtotal_cents: 20000,
    vat_cents: 3000,
    total_cents: 23000,
    combined_order_id: null,
    combined_number: null,
    submitted_at: '2026-11-09T10:00:00Z',
    created_by: { id: 2, name: 'Sipho Dlamini', email: 'supervisor@example.com' },
    created_at: '2026-11-09T09:00:00Z',
    updated_at: '2026-11-09T10:00:00Z',
    items: [
      {
        id: 11,
        consultant_order_id: overrides.id,
        product_id: 5,
        product_code: 'SKU-1151',
        description: 'Rooibos Hydrating Toner 200 ml',
        quantity: 2,
        unit_price_cents: 10000,
        line_total_cents: 20000,
        created_at: '2026-11-09T09:00:00Z',
        updated_at: '2026-11-09T09:00:00Z',
      },
    ],
    ...overrides,
  };
}
