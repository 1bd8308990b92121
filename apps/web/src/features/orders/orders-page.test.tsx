import type { OrderErrorDetails } from '@back-office/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';
import { makeItem, makeStockOrder, ordersApi, type RequestLog } from './test-orders.ts';

useMswServer();

afterEach(() => vi.restoreAllMocks());

const DRAFT = makeStockOrder({
  id: 12,
  notes: 'Restock for the Umhlanga branch',
  items: [
    makeItem({ id: 41 }),
    makeItem({
      id: 42,
      product_code: 'SKN-0107',
      quantity: 6,
      unit_price_cents: 12950,
      line_total_cents: 77700,
    }),
  ],
});
const COMPLETED = makeStockOrder({
  id: 13,
  status: 'completed',
  items: [makeItem({ id: 51, order_id: 13 })],
  output_file_name: 'order_ORD-2026-0013.xlsx',
  processed_at: '2026-11-19T08:00:00Z',
});
const FAILED_DETAILS: OrderErrorDetails = {
  message: '1 of 1 items could not be processed',
  failed_items: [
    {
      item_id: 57,
      product_code: 'SKN-0107',
      reason: 'Insufficient stock: 3 available, 24 ordered',
    },
  ],
};
const FAILED = makeStockOrder({
  id: 14,
  status: 'failed',
  items: [makeItem({ id: 57, order_id: 14, product_code: 'SKN-0107' })],
  // The screen shows what the API parsed (decision 064); the stored text is never parsed again,
  // so a client-side parse coming back would show this text instead of the failed line.
  error_details: 'stored text the web does not read',
  parsed_error_details: FAILED_DETAILS,
});

function setup(roles: string[], orders = [DRAFT, COMPLETED, FAILED]) {
  const log: RequestLog = [];
  const api = ordersApi(orders, log);
  server.use(...sessionHandlers(makeUser(roles)));
  server.use(...api.handlers);
  return { log, api };
}

const listRequests = (log: RequestLog) => log.filter((line) => line.startsWith('GET /api/orders?'));

describe('orders page', { timeout: 30_000 }, () => {
  it('sends the URL filters and sort to the API and keeps changes in the URL', async () => {
    const { log } = setup(['warehouse_staff']);
    const { user, router } = renderApp('/orders?status=failed&sort_by=reference&sort_order=asc');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(1);
    expect(listRequests(log)[0]).toContain('status=failed');
    expect(listRequests(log)[0]).toContain('sort_by=reference');
    expect(listRequests(log)[0]).toContain('sort_order=asc');

    // A stock order carries no VAT: its sum is a subtotal, named so (decision 051).
    expect(screen.queryByRole('button', { name: /^Total/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Subtotal \(excl\. VAT\)/ }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        sort_by: 'total_cents',
        sort_order: 'asc',
        status: 'failed',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('status'));
    // The filtered row stays until the new rows are drawn, in a transition (decision 075).
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    // Back restores the filtered list.
    router.history.back();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'failed' }));
  });

  it('opens an order in a drawer from the URL and closes it into the URL', async () => {
    setup(['warehouse_staff']);
    const { user, router } = renderApp('/orders?order=12');
    const drawer = await screen.findByTestId('order-detail');
    expect(within(drawer).getAllByTestId('order-line')).toHaveLength(2);
    expect(screen.getByText('Order ORD-2026-0012')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close order' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('order'));
  });

  it('shows the list error with its request id and retries', async () => {
    setup(['warehouse_staff']);
    let fail = true;
    server.use(
      api.get('/api/orders', () =>
        fail
          ? HttpResponse.json(
              { detail: 'Database unavailable' },
              { status: 503, headers: { 'X-Request-ID': 'req-503' } },
            )
          : HttpResponse.json({ orders: [], total: 0, skip: 0, limit: 50 }),
      ),
    );
    const { user } = renderApp('/orders');
    const error = await screen.findByTestId('error-state');
    expect(within(error).getByText('Database unavailable')).toBeTruthy();
    expect(within(error).getByText('req-503')).toBeTruthy();
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });

  it('shows readonly users no create, delete, process or edit controls', async () => {
    setup(['readonly']);
    const { user } = renderApp('/orders');
    await screen.findAllByTestId('order-row');
    expect(screen.queryByRole('button', { name: 'New order' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open order ORD-2026-0012' }));
    const drawer = await screen.findByTestId('order-detail');
    expect(within(drawer).queryByRole('button', { name: 'Process order' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(drawer).queryByLabelText('Quantity of LIP-0042')).toBeNull();
    expect(within(drawer).queryByTestId('product-picker')).toBeNull();
  });

  it('lets a supervisor select orders for a bulk delete, but not processing ones', async () => {
    setup(['supervisor'], [DRAFT, makeStockOrder({ id: 20, status: 'processing' })]);
    renderApp('/orders');
    await screen.findAllByTestId('order-row');
    expect(screen.getByRole('checkbox', { name: 'Select ORD-2026-0012' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.getByRole('checkbox', { name: 'Select ORD-2026-0020' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows a failed order’s error details naming the line as shown; its lines can be corrected', async () => {
    setup(['warehouse_staff']);
    renderApp('/orders?order=14');
    const details = await screen.findByTestId('order-error-details');
    const table = within(details).getByRole('table', { name: 'Error details' });
    expect(within(table).getByText('Insufficient stock: 3 available, 24 ordered')).toBeTruthy();
    // The line's number in the lines table, not its database id (#57).
    expect(within(table).getByText('Line 1')).toBeTruthy();
    expect(within(table).queryByText('#57')).toBeNull();
    expect(screen.getByTestId('order-line').getAttribute('data-failed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    // Not a dead end: the lines can be changed or removed, and products added, before a retry.
    expect(screen.getByTestId('product-picker')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Remove/ })).toBeTruthy();
  });

  it('shows error details the API sent as text as raw text', async () => {
    setup(
      ['warehouse_staff'],
      [{ ...FAILED, error_details: 'Printer on fire', parsed_error_details: 'Printer on fire' }],
    );
    renderApp('/orders?order=14');
    const details = await screen.findByTestId('order-error-details');
    expect(within(details).getByText('Printer on fire')).toBeTruthy();
    expect(within(details).queryByRole('table')).toBeNull();
  });

  it('processes a draft with live progress, then downloads under the server’s file name', async () => {
    setup(['warehouse_staff']);
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:order');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderApp('/orders?order=12');
    await user.click(await screen.findByRole('button', { name: 'Process order' }));
    expect(await screen.findByText(/Processing… 0%/)).toBeTruthy();
    const download = await screen.findByRole('button', { name: 'Download spreadsheet' });
    expect(screen.getByTestId('order-detail').getAttribute('data-status')).toBe('completed');
    await user.click(download);
    await waitFor(() => expect(clicks).toEqual(['order_ORD-2026-0012.xlsx']));
  });

  it('deletes an order from the drawer after a confirmation, then closes it', async () => {
    const { log } = setup(['supervisor']);
    const { user, router } = renderApp('/orders?order=13');
    const drawer = await screen.findByTestId('order-detail');
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete order' });
    expect(log).not.toContain('DELETE /api/orders/13');
    await user.click(within(dialog).getByRole('button', { name: 'Delete order' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('order'));
    expect(log).toContain('DELETE /api/orders/13');
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
  });

  it('deletes the selected orders in bulk after a confirmation', async () => {
    const { log } = setup(['supervisor']);
    const { user } = renderApp('/orders');
    await screen.findAllByTestId('order-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select ORD-2026-0012' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select ORD-2026-0014' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 orders selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete orders' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete orders' }));
    await screen.findByText('Deleted 2 orders');
    expect(log.filter((line) => line.startsWith('DELETE'))).toEqual([
      'DELETE /api/orders/12',
      'DELETE /api/orders/14',
    ]);
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(1));
  });

  it('a cancel that loses the race to the job closes its dialog and names the order', async () => {
    setup(['warehouse_staff']);
    server.use(
      api.post('/api/orders/{id}/cancel', () =>
        HttpResponse.json(
          { detail: `Order ${DRAFT.reference} is completed and cannot be cancelled` },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp('/orders?order=12');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(new RegExp(`${DRAFT.reference} is completed`))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel order' })).toBeNull());
  });
});
