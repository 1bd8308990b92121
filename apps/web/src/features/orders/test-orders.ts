import type { Order, OrderDetail, OrderItem, OrderStatus, Schemas } from '@back-office/api-client';
import { HttpResponse } from 'msw';
import { api, refusal } from '../../test-utils/contract-http.ts';

/** Fixtures and MSW handlers shared by the orders component tests. */

export function makeItem(overrides: Partial<OrderItem> & Pick<OrderItem, 'id'>): OrderItem {
  return {
    order_id: 12,
    product_id: 318,
    product_code: 'LIP-0042',
    description: 'Velvet Matte Lipstick – Protea Pink',
    quantity: 24,
    unit_price_cents: 3499,
    line_total_cents: 83976,
    created_at: '2026-11-18T07:42:10Z',
    updated_at: '2026-11-18T07:42:10Z',
    ...overrides,
  };
}

export function makeStockOrder(
  overrides: Partial<OrderDetail> & Pick<OrderDetail, 'id'>,
): OrderDetail {
  const items = overrides.items ?? [];
  return {
    version: 1,
    reference: `ORD-2026-${String(overrides.id).padStart(4, '0')}`,
    status: 'draft',
    notes: null,
    period_id: 3,
    period_name: 'November 2026',
    item_count: items.length,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    total_cents: items.reduce((sum, item) => sum + item.line_total_cents, 0),
    error_details: null,
    parsed_error_details: null,
    output_file_name: null,
    created_by: { id: 3, name: 'Thandi Nkosi', email: 'warehouse@example.com' },
    created_at: '2026-11-18T07:40:00Z',
    updated_at: '2026-11-18T07:44:02Z',
    processed_at: null,
    items,
    ...overrides,
  };
}

export function statusOf(order: OrderDetail, progress = 100): OrderStatus {
  return {
    status: order.status,
    progress,
    is_terminal: order.status !== 'processing',
    message: order.status === 'processing' ? `Writing lines (${progress}%)` : null,
    updated_at: order.updated_at,
    order_id: order.id,
    reference: order.reference,
    output_file_name: order.output_file_name,
    error_details: order.error_details,
    parsed_error_details: order.parsed_error_details,
    processed_at: order.processed_at,
  };
}

export const PRODUCTS: Schemas['OrderProduct'][] = [
  {
    id: 318,
    product_code: 'LIP-0042',
    description: 'Velvet Matte Lipstick – Protea Pink',
    unit_price_cents: 3499,
    stock_quantity: 240,
    unit: 'each',
  },
  {
    id: 322,
    product_code: 'SKN-0107',
    description: 'Rooibos Night Cream 50 ml',
    unit_price_cents: 12950,
    stock_quantity: 3,
    unit: 'each',
  },
];

/** Every request the handlers saw, as `METHOD /path?query`. */
export type RequestLog = string[];

function summary(order: OrderDetail): Order {
  const { items: _items, ...row } = order;
  return row;
}

function recount(order: OrderDetail): OrderDetail {
  return {
    ...order,
    item_count: order.items.length,
    total_quantity: order.items.reduce((sum, item) => sum + item.quantity, 0),
    total_cents: order.items.reduce((sum, item) => sum + item.line_total_cents, 0),
  };
}

/**
 * A small in-memory orders API: list (echoes filters), detail, items, search, process (the
 * status moves to processing at 50%, then completed), download.
 */
export function ordersApi(initial: OrderDetail[], log: RequestLog = []) {
  const orders = new Map(initial.map((order) => [order.id, order]));
  let polls = 0;
  const seen = (request: Request) => {
    const url = new URL(request.url);
    log.push(`${request.method} ${url.pathname}${url.search}`);
  };
  const find = (id: unknown) => orders.get(Number(id));
  const notFound = () => refusal(404, 'Order not found');
  const handlers = [
    api.get('/api/orders', ({ request }) => {
      seen(request);
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const rows = [...orders.values()].filter((order) => !status || order.status === status);
      return HttpResponse.json({
        orders: rows.map(summary),
        total: rows.length,
        skip: Number(url.searchParams.get('skip') ?? 0),
        limit: Number(url.searchParams.get('limit') ?? 50),
      });
    }),
    api.get('/api/orders/products/search', ({ request }) => {
      seen(request);
      const url = new URL(request.url);
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const exact = url.searchParams.get('exact_match') === 'true';
      const products = PRODUCTS.filter((product) =>
        exact
          ? product.product_code.toLowerCase() === query
          : `${product.product_code} ${product.description}`.toLowerCase().includes(query),
      );
      return HttpResponse.json({ products, total: products.length });
    }),
    api.get('/api/orders/{id}', ({ request, params }) => {
      seen(request);
      const order = find(params.id);
      return order ? HttpResponse.json(order) : notFound();
    }),
    api.get('/api/orders/{id}/status', ({ request, params }) => {
      seen(request);
      const order = find(params.id);
      if (!order) return notFound();
      if (order.status === 'processing') {
        polls += 1;
        if (polls >= 1) {
          const done = {
            ...order,
            status: 'completed' as const,
            output_file_name: `order_${order.reference}.xlsx`,
            processed_at: '2026-11-20T09:15:42Z',
          };
          orders.set(done.id, done);
          return HttpResponse.json(statusOf(done));
        }
        return HttpResponse.json(statusOf(order, 50));
      }
      return HttpResponse.json(statusOf(order));
    }),
    api.post('/api/orders/{id}/process', ({ request, params }) => {
      seen(request);
      const order = find(params.id);
      if (!order) return notFound();
      const next = { ...order, status: 'processing' as const };
      orders.set(next.id, next);
      polls = 0;
      return HttpResponse.json(statusOf(next, 0), { status: 202 });
    }),
    api.post('/api/orders/{id}/items', async ({ request, params }) => {
      seen(request);
      const order = find(params.id);
      if (!order) return notFound();
      const body = (await request.json()) as { product_id: number; quantity: number };
      const product = PRODUCTS.find((candidate) => candidate.id === body.product_id);
      if (!product) return HttpResponse.json({ detail: 'No such product' }, { status: 400 });
      const item = makeItem({
        id: 100 + order.items.length,
        order_id: order.id,
        product_id: product.id,
        product_code: product.product_code,
        description: product.description,
        quantity: body.quantity,
        unit_price_cents: product.unit_price_cents,
        line_total_cents: body.quantity * product.unit_price_cents,
      });
      const next = recount({ ...order, items: [...order.items, item] });
      orders.set(next.id, next);
      return HttpResponse.json(next);
    }),
    api.put('/api/orders/{id}/items/{itemId}', async ({ request, params }) => {
      seen(request);
      const order = find(params.id);
      if (!order) return notFound();
      const body = (await request.json()) as { quantity: number };
      const next = recount({
        ...order,
        items: order.items.map((item) =>
          item.id === Number(params.itemId)
            ? {
                ...item,
                quantity: body.quantity,
                line_total_cents: body.quantity * item.unit_price_cents,
              }
            : item,
        ),
      });
      orders.set(next.id, next);
      return HttpResponse.json(next);
    }),
    api.delete('/api/orders/{id}', ({ request, params }) => {
      seen(request);
      if (!orders.delete(Number(params.id))) return notFound();
      return new HttpResponse(null, { status: 204 });
    }),
    api.get('/api/orders/{id}/download', ({ request, params }) => {
      seen(request);
      const order = find(params.id);
      if (!order) return notFound();
      return new HttpResponse(new Blob(['xlsx']), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="order_${order.reference}.xlsx"`,
        },
      });
    }),
  ];
  return { handlers, orders };
}
