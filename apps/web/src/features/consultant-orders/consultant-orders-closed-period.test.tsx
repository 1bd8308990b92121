import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeConsultantOrder } from '../../test-utils/consultant-fixtures.ts';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

/** Decision 045: a closed period's list invites nothing and says why. */
describe('consultant orders of a closed period', () => {
  it('offers no new order on the empty list of a closed period and says why', async () => {
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/consultant-orders', () =>
        HttpResponse.json({ consultant_orders: [], total: 0, skip: 0, limit: 50 }),
      ),
    );
    const { user } = renderApp('/consultant-orders');
    // The active period invites a new order.
    expect(await screen.findByText('Create one with “New consultant order”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /New consultant order/ })).toBeTruthy();

    await user.click(await screen.findByRole('combobox', { name: 'Accounting period' }));
    await user.click(await screen.findByRole('option', { name: 'October 2026 (closed)' }));
    expect(
      await screen.findByText('October 2026 is closed and takes no new consultant orders.'),
    ).toBeTruthy();
    expect(screen.queryByText('Create one with “New consultant order”.')).toBeNull();
    expect(screen.queryByRole('link', { name: /New consultant order/ })).toBeNull();
    const button = screen.getByRole('button', { name: /New consultant order/ });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('title')).toBe('October 2026 is closed');
    expect(
      screen.getByText(
        'October 2026 is closed: its consultant orders cannot be created or changed',
      ),
    ).toBeTruthy();
  });

  it('offers no selection (so no combine or delete) on a closed period’s orders', async () => {
    const orders = [makeConsultantOrder({ id: 1, status: 'submitted' })];
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/consultant-orders', () =>
        HttpResponse.json({ consultant_orders: orders, total: 1, skip: 0, limit: 50 }),
      ),
    );
    const { user } = renderApp('/consultant-orders');
    await screen.findAllByTestId('consultant-order-row');
    const table = () => screen.getByRole('table', { name: 'Consultant orders' });
    expect(within(table()).getAllByRole('checkbox').length).toBeGreaterThan(0);
    await user.click(await screen.findByRole('combobox', { name: 'Accounting period' }));
    await user.click(await screen.findByRole('option', { name: 'October 2026 (closed)' }));
    await screen.findByText(
      'October 2026 is closed: its consultant orders cannot be created or changed',
    );
    await screen.findAllByTestId('consultant-order-row');
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
  });
});
