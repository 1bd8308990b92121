import type { CombinationStatus } from '@back-office/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeConsultantOrder } from '../../test-utils/consultant-fixtures.ts';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

/** The rows wait for the periods (the list is period-scoped). */
const findRows = () => screen.findAllByTestId('consultant-order-row');

const orders = [
  makeConsultantOrder({ id: 1, status: 'submitted' }),
  makeConsultantOrder({ id: 2, status: 'submitted', consultant_name: 'Johan Botha' }),
  makeConsultantOrder({
    id: 3,
    status: 'combined',
    combined_order_id: 9,
    combined_number: 'CMB-9',
  }),
];

function listHandler(queries: URLSearchParams[]) {
  return api.get('/api/consultant-orders', ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    return HttpResponse.json({ consultant_orders: orders, total: 3, skip: 0, limit: 50 });
  });
}

const combination = (overrides: Partial<CombinationStatus>): CombinationStatus => ({
  id: 41,
  status: 'processing',
  progress: 40,
  is_terminal: false,
  message: 'Combining lines',
  period_id: 3,
  consultant_order_ids: [1, 2],
  combined_order_id: null,
  error: null,
  created_at: '2026-11-22T08:00:00Z',
  updated_at: '2026-11-22T08:00:01Z',
  ...overrides,
});

describe('consultant orders list', () => {
  it('asks for the period selected in the header with the filters of the URL', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...sessionHandlers(makeUser(['supervisor'])), listHandler(queries));
    renderApp('/consultant-orders?status=submitted&date_from=2026-11-01&sort_by=total_cents');
    expect(await findRows()).toHaveLength(3);
    const query = queries[0];
    expect(query?.get('period_id')).toBe('3');
    expect(query?.get('status')).toBe('submitted');
    expect(query?.get('date_from')).toBe('2026-11-01');
    expect(query?.get('sort_by')).toBe('total_cents');
    expect(screen.getByText('Period: November 2026')).toBeTruthy();
  });

  it('combines the selected orders and shows the combination live until it can be cleared', async () => {
    let body: unknown;
    let reads = 0;
    let cleared = false;
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      listHandler([]),
      api.post('/api/consultant-orders/bulk-combine', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(combination({ status: 'pending', progress: 0 }), { status: 202 });
      }),
      api.get('/api/consultant-orders/combination-status/{id}', () => {
        reads += 1;
        return HttpResponse.json(
          reads < 2
            ? combination({})
            : combination({
                status: 'completed',
                progress: 100,
                is_terminal: true,
                combined_order_id: 12,
                message: 'Done',
              }),
        );
      }),
      api.delete('/api/consultant-orders/combination-status/{id}', () => {
        cleared = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderApp('/consultant-orders');
    await findRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select CO-2026-000001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select CO-2026-000002' }));
    await user.click(screen.getByRole('button', { name: /Combine selected/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Combine' }),
    );
    expect(body).toEqual({ consultant_order_ids: [1, 2] });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ combination: 41 }));
    const panel = await screen.findByTestId('combination-status');
    await waitFor(() => expect(panel.dataset.state).toBe('completed'));
    expect(within(panel).getByText('Open combined order')).toBeTruthy();
    // Words, not the job's id or its raw status (decision 052).
    expect(within(panel).getByTestId('combination-state').textContent).toBe('Completed');
    expect(panel.textContent).toContain('Combination of 2 consultant orders');
    expect(panel.textContent).not.toContain('#41');
    await user.click(within(panel).getByRole('button', { name: 'Clear status' }));
    await waitFor(() => expect(screen.queryByTestId('combination-status')).toBeNull());
    expect(cleared).toBe(true);
    expect(router.state.location.search).not.toHaveProperty('combination');
  });

  it('allows combining submitted orders only and hides bulk actions from read-only users', async () => {
    server.use(...sessionHandlers(makeUser(['supervisor'])), listHandler([]));
    const { user, unmount } = renderApp('/consultant-orders');
    await findRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select CO-2026-000003' }));
    expect(
      (screen.getByRole('button', { name: /Combine selected/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    unmount();

    server.use(...sessionHandlers(makeUser(['readonly'])));
    renderApp('/consultant-orders');
    await findRows();
    expect(screen.queryByRole('checkbox', { name: 'Select CO-2026-000001' })).toBeNull();
    expect(screen.queryByRole('link', { name: /New consultant order/ })).toBeNull();
  });
});
