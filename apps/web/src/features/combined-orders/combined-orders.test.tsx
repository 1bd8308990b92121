import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';
import { combinedOrdersApi, makeCombinedOrder, type RequestLog } from './test-combined-orders.ts';

useMswServer();
afterEach(() => vi.restoreAllMocks());

const OPEN = makeCombinedOrder({ id: 45, notes: 'Week 45 collection' });
const INVOICED = makeCombinedOrder({
  id: 46,
  status: 'invoiced',
  invoice_id: 9,
  invoice_number: 'INV-2026-0009',
});

function setup(roles: string[]) {
  const log: RequestLog = [];
  server.use(...sessionHandlers(makeUser(roles)), ...combinedOrdersApi([OPEN, INVOICED], log));
  return log;
}

describe('combined orders', () => {
  it('sends the URL filters, sort and the header period to the API and keeps changes in the URL', async () => {
    const log = setup(['supervisor']);
    const { user, router } = renderApp(
      '/combined-orders?status=open&sort_by=total_cents&sort_order=asc',
    );
    await screen.findByRole('heading', { level: 1, name: 'Combined Orders' });
    expect(await screen.findAllByTestId('combined-order-row')).toHaveLength(1);
    const list = log.find((line) => line.startsWith('GET /api/combined-orders?')) ?? '';
    expect(list).toContain('status=open');
    expect(list).toContain('sort_by=total_cents');
    expect(list).toContain('period_id=3');

    await user.click(screen.getByRole('button', { name: /^Combined order/ }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        sort_by: 'combined_number',
        status: 'open',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('status'));
    // The filtered row stays until the new rows are drawn, in a transition (decision 075).
    await waitFor(() => expect(screen.getAllByTestId('combined-order-row')).toHaveLength(2));
  });

  it('hides combining and deleting from read-only users', async () => {
    setup(['readonly']);
    renderApp('/combined-orders');
    await screen.findAllByTestId('combined-order-row');
    expect(screen.queryByRole('link', { name: 'Combine orders' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('bulk deletes open combined orders with the reason, never invoiced ones', async () => {
    const log = setup(['supervisor']);
    const { user } = renderApp('/combined-orders');
    await screen.findAllByTestId('combined-order-row');
    expect(screen.getByRole('checkbox', { name: 'Select CMB-2026-000046' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select CMB-2026-000045' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete combined orders' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Duplicate combination');
    await user.click(within(dialog).getByRole('button', { name: 'Delete combined orders' }));
    await waitFor(() =>
      expect(log.map(decodeURIComponent)).toContain(
        'POST /api/combined-orders/bulk-delete?reason=Duplicate combination {"combined_order_ids":[45]}',
      ),
    );
    expect(await screen.findByText(/2 consultant orders returned to submitted/)).toBeTruthy();
  });

  it('shows the lines, downloads the PDF under its combined number and deletes with a reason', async () => {
    const log = setup(['supervisor']);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.download) saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const { user, router } = renderApp('/combined-orders/45');
    await screen.findByRole('heading', { level: 1, name: 'Combined order CMB-2026-000045' });
    expect(screen.getAllByTestId('combined-line')).toHaveLength(1);
    expect(screen.getAllByTestId('combined-consultant-order')).toHaveLength(2);
    expect(await screen.findByText('Gauteng North branch')).toBeTruthy();
    expect(await screen.findByTestId('pdf-file-name')).toHaveProperty(
      'textContent',
      'combined_order_CMB-2026-000045.pdf',
    );

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['combined_order_CMB-2026-000045.pdf']));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete CMB-2026-000045' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Recombining');
    await user.click(within(dialog).getByRole('button', { name: 'Delete combined order' }));
    await waitFor(() => expect(log).toContain('DELETE /api/combined-orders/45?reason=Recombining'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/combined-orders'));
  });
});
