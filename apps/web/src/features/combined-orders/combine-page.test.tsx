import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format.ts';
import { makeConsultantOrder } from '../../test-utils/consultant-fixtures.ts';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

describe('combine page', () => {
  it('shows a running count, quantity and total incl. VAT of the chosen orders', async () => {
    const orders = [
      makeConsultantOrder({ id: 1, total_quantity: 2, subtotal_cents: 10_001 }),
      makeConsultantOrder({ id: 2, total_quantity: 5, subtotal_cents: 20_003 }),
    ];
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/consultant-orders', () =>
        HttpResponse.json({ consultant_orders: orders, total: 2, skip: 0, limit: 50 }),
      ),
    );
    const { user } = renderApp('/combined-orders/combine');
    const table = await screen.findByRole('table', { name: 'Submitted consultant orders' });
    await within(table).findAllByTestId('combine-candidate-row');
    const summary = screen.getByTestId('combine-summary');
    expect(
      within(summary).getByText('Select the orders to combine in the table below.'),
    ).toBeTruthy();

    await user.click(within(table).getByRole('checkbox', { name: 'Select CO-2026-000001' }));
    expect(within(summary).getByTestId('combine-count').textContent).toBe('1 order');
    expect(within(summary).getByTestId('combine-quantity').textContent).toBe('2');
    // 100.01 + 15 % VAT (15.0015 → 15.00) = 115.01.
    expect(within(summary).getByTestId('combine-total').textContent).toBe(formatMoney(11_501));

    await user.click(within(table).getByRole('checkbox', { name: 'Select CO-2026-000002' }));
    expect(within(summary).getByTestId('combine-count').textContent).toBe('2 orders');
    expect(within(summary).getByTestId('combine-quantity').textContent).toBe('7');
    // VAT once on 300.04: 45.006 → 45.01; total 345.05.
    expect(within(summary).getByTestId('combine-total').textContent).toBe(formatMoney(34_505));
    expect(getComputedStyle(summary).position).toBe('sticky');
  });
});
