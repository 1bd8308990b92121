import type { CombinedOrder } from '@back-office/api-client';
import { HttpResponse } from 'msw';
import { api } from '../../test-utils/contract-http.ts';

/** Fixtures and MSW handlers of the combined order component tests. */
export function makeCombinedOrder(
  overrides: Partial<CombinedOrder> & Pick<CombinedOrder, 'id'>,
): CombinedOrder {
  return {
    combined_number: `CMB-2026-${String(overrides.id).padStart(6, '0')}`,
    period_id: 3,
    period_name: 'November 2026',
    status: 'open',
    consultant_order_ids: [123, 127],
    consultant_order_count: 2,
    line_count: 1,
    total_quantity: 5,
    subtotal_cents: 94500,
    vat_cents: 14175,
    total_cents: 108675,
    notes: null,
    invoice_id: null,
    invoice_number: null,
    created_by: { id: 3, name: 'Thandi Nkosi', email: 'warehouse@example.com' },
    created_at: '2026-11-06T10:15:07Z',
    updated_at: '2026-11-06T10:15:07Z',
    lines: [
      {
        product_id: 42,
        product_code: 'SKN-0042',
        description: 'Rooibos Night Cream 50 ml',
        quantity: 5,
        unit_price_cents: 18900,
        line_total_cents: 94500,
      },
    ],
    consultant_orders: [
      {
        id: 123,
        order_number: 'CO-2026-000123',
        consultant_id: 58,
        consultant_number: 'CN-001042',
        consultant_name: 'Naledi Dlamini',
        order_date: '2026-11-03',
        total_quantity: 3,
        total_cents: 71645,
      },
      {
        id: 127,
        order_number: 'CO-2026-000127',
        consultant_id: 64,
        consultant_number: 'CN-001077',
        consultant_name: 'Pieter van der Merwe',
        order_date: '2026-11-04',
        total_quantity: 2,
        total_cents: 37030,
      },
    ],
    ...overrides,
  };
}

/** Every request the handlers saw, as `METHOD /path?query` (and the JSON body, if any). */
export type RequestLog = string[];

export function combinedOrdersApi(orders: CombinedOrder[], log: RequestLog) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body =
      request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    log.push(`${request.method} ${url.pathname}${url.search}${body ? ` ${body}` : ''}`);
  };
  return [
    api.get('/api/combined-orders', async ({ request }) => {
      await record(request);
      const status = new URL(request.url).searchParams.get('status');
      const rows = orders
        .filter((order) => !status || order.status === status)
        .map(({ lines: _l, consultant_orders: _c, ...summary }) => summary);
      return HttpResponse.json({ combined_orders: rows, total: rows.length, skip: 0, limit: 50 });
    }),
    api.get('/api/combined-orders/{id}', async ({ request, params }) => {
      await record(request);
      const order = orders.find((candidate) => candidate.id === Number(params.id));
      return order
        ? HttpResponse.json(order)
        : HttpResponse.json({ detail: 'Combined order not found' }, { status: 404 });
    }),
    api.post('/api/combined-orders/bulk-delete', async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        deleted: 1,
        combined_order_ids: [45],
        released_consultant_order_ids: [123, 127],
      });
    }),
    api.delete('/api/combined-orders/{id}', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    api.get('/api/consultant-orders/combined/{id}/pdf/info', ({ params }) =>
      HttpResponse.json({
        combined_order_id: Number(params.id),
        file_name: `combined_order_${params.id}.pdf`,
        size_bytes: 48213,
        page_count: 2,
        generated_at: '2026-11-06T10:15:09Z',
      }),
    ),
    api.get('/api/combined-orders/{id}/pdf/download', () =>
      // No Content-Disposition: the spec's default name applies.
      HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    ),
    api.get('/api/combined-orders/{id}/invoice-preview', ({ params }) =>
      HttpResponse.json({
        combined_order_id: Number(params.id),
        combined_number: 'CMB-2026-000045',
        period_id: 3,
        period_name: 'November 2026',
        bill_to: {
          name: 'Gauteng North branch',
          consultant_id: null,
          consultant_number: null,
          email: null,
          phone: null,
          address: null,
        },
        lines: [],
        subtotal_cents: 94500,
        vat_rate_percent: 15,
        vat_cents: 14175,
        total_cents: 108675,
        currency: 'ZAR',
        invoice_id: null,
        payer_options: [
          {
            key: 'branch:Gauteng North branch',
            kind: 'branch',
            name: 'Gauteng North branch',
            consultant_id: null,
            address: null,
            reason:
              'The branch of 2 of the 2 consultants in this combined order (Naledi Dlamini, Thabo Mokoena)',
          },
          {
            key: 'consultant:58',
            kind: 'consultant',
            name: 'Naledi Dlamini',
            consultant_id: 58,
            address: '8 Vilakazi Street, Orlando West, Soweto, 1804',
            reason: 'Their orders are R 600,00 (excl. VAT) of this combined order',
          },
          {
            key: 'consultant:59',
            kind: 'consultant',
            name: 'Thabo Mokoena',
            consultant_id: 59,
            address: null,
            reason: 'Their orders are R 345,00 (excl. VAT) of this combined order',
          },
        ],
        default_payer: 'branch:Gauteng North branch',
        default_payer_reason:
          'Billed to Gauteng North branch because none of its consultants has a distributor, and 2 of the 2 (Naledi Dlamini, Thabo Mokoena) are in this branch',
      }),
    ),
  ];
}
