import type { Schemas } from '@back-office/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format.ts';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const STAFF: Schemas['DashboardSummary'] = {
  period: { id: 3, name: 'November 2026' },
  generated_at: '2026-11-20T07:00:00Z',
  orders: {
    total: 23,
    by_status: { draft: 4, processing: 1, completed: 16, failed: 1, cancelled: 1 },
  },
  uploads: {
    week_start: '2026-11-16',
    week_end: '2026-11-22',
    count: 3,
    rows: 624,
    failed_count: 1,
  },
  consultant_orders: {
    total: 148,
    total_cents: 18436500,
    by_status: { draft: 12, submitted: 41, combined: 90, cancelled: 5 },
  },
  combined_orders: { count: 9 },
  weekly_combinations: {
    total: 3,
    by_status: { pending: 0, processing: 0, completed: 3, failed: 0, cancelled: 0 },
  },
  invoices: {
    outstanding_count: 4,
    outstanding_cents: 2310450,
    paid_count: 5,
    paid_cents: 4118725,
  },
  top_products: [
    {
      product_code: 'SKU-1042',
      description: 'Rooibos & Honey Body Lotion 400 ml',
      quantity: 186,
      total_cents: 2408700,
    },
  ],
  distributor_orders: null,
};

const DISTRIBUTOR: Schemas['DashboardSummary'] = {
  ...STAFF,
  orders: null,
  uploads: null,
  consultant_orders: null,
  combined_orders: null,
  weekly_combinations: null,
  invoices: null,
  top_products: null,
  distributor_orders: {
    total: 6,
    by_status: { draft: 1, submitted: 2, fulfilled: 3, cancelled: 0 },
  },
};

function setup(roles: string[], summary: Schemas['DashboardSummary']) {
  const requests: string[] = [];
  server.use(
    api.get('/api/dashboard/summary', ({ request }) => {
      requests.push(new URL(request.url).search);
      return HttpResponse.json(summary);
    }),
    ...sessionHandlers(makeUser(roles)),
  );
  return requests;
}

describe('dashboard', () => {
  it('draws at once on a full load, with its figures’ skeleton while they come (decision 063)', async () => {
    setup(['readonly'], STAFF);
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    server.use(
      api.get('/api/dashboard/summary', async () => {
        await held;
        return HttpResponse.json(STAFF);
      }),
    );
    renderApp('/dashboard');
    // The page, not the router, waits for the figures: heading and skeleton before the answer.
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.getByTestId('dashboard-loading').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByTestId('dashboard-orders')).toBeNull();
    release();
    await screen.findByTestId('dashboard-orders');
    expect(screen.queryByTestId('dashboard-loading')).toBeNull();
  });

  it('shows the selected period’s figures, each linking to the filtered list', async () => {
    const requests = setup(['supervisor'], STAFF);
    renderApp('/dashboard');
    const orders = await screen.findByTestId('dashboard-orders');
    expect(requests[0]).toBe('?period_id=3');
    expect(within(orders).getByTestId('dashboard-orders-value').textContent).toBe('23');
    expect(within(orders).getByRole('link', { name: 'Failed' }).getAttribute('href')).toBe(
      '/orders?status=failed',
    );
    const consultant = screen.getByTestId('dashboard-consultant-orders');
    expect(within(consultant).getByRole('link', { name: 'Submitted' }).getAttribute('href')).toBe(
      '/consultant-orders?status=submitted',
    );
    // Every invoice amount with its count (issue #21).
    const invoices = screen.getByTestId('dashboard-invoices');
    expect(invoices.textContent).toContain('Outstanding on 4 invoices');
    expect(within(invoices).getByTestId('dashboard-invoices-outstanding').textContent).toBe(
      'Outstanding: 4 invoices',
    );
    expect(within(invoices).getByRole('link', { name: 'Paid: 5 invoices' })).toBeTruthy();
    expect(invoices.textContent).toContain(formatMoney(4118725));
    expect(screen.getByRole('link', { name: 'SKU-1042' }).getAttribute('href')).toBe(
      '/products?search=SKU-1042',
    );
    expect(screen.queryByTestId('dashboard-distributor-orders')).toBeNull();
    // Supervisors may act on consultant orders but not manage users.
    const shortcuts = screen.getByRole('group', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'New consultant order' })).toBeTruthy();
    expect(within(shortcuts).queryByRole('link', { name: 'Add user' })).toBeNull();
  });

  it('shows distributor users their distributor figures only', async () => {
    setup(['distributor_editor'], DISTRIBUTOR);
    renderApp('/dashboard');
    const card = await screen.findByTestId('dashboard-distributor-orders');
    expect(within(card).getByRole('link', { name: 'Fulfilled' }).getAttribute('href')).toBe(
      '/distributor-orders?status=fulfilled',
    );
    expect(screen.queryByTestId('dashboard-orders')).toBeNull();
    expect(screen.queryByTestId('dashboard-top-products')).toBeNull();
    expect(screen.getByRole('link', { name: 'New distributor order' })).toBeTruthy();
  });

  it('follows the period selected in the header', async () => {
    const requests = setup(['readonly'], STAFF);
    const { user } = renderApp('/dashboard');
    await screen.findByTestId('dashboard-orders');
    await user.click(screen.getByRole('combobox', { name: 'Accounting period' }));
    await user.click(await screen.findByRole('option', { name: 'December 2026 (draft)' }));
    await waitFor(() => expect(requests).toContain('?period_id=4'));
  });
});
