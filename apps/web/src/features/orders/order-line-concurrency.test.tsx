import type { OrderDetail } from '@back-office/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lineQuantityChanges, type Sent, savedByThandi } from '../../test-utils/concurrency.ts';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';
import { makeItem, makeStockOrder, ordersApi } from './test-orders.ts';

useMswServer();

const LIP = makeItem({ id: 41 });
const SKN = makeItem({
  id: 42,
  product_id: 322,
  product_code: 'SKN-0107',
  description: 'Rooibos Night Cream 50 ml',
  quantity: 2,
  unit_price_cents: 12950,
  line_total_cents: 25900,
});
const LOADED = makeStockOrder({ id: 12, items: [LIP, SKN] });

/**
 * The order as loaded; the first quantity change answers 412 with `theirs` (which the order
 * then is), later ones succeed on it.
 */
function setup(theirs: OrderDetail) {
  const sent: Sent[] = [];
  const held = { state: LOADED };
  server.use(...sessionHandlers(makeUser(['warehouse_staff'])));
  server.use(...ordersApi([LOADED]).handlers);
  server.use(
    api.get('/api/orders/{id}', () =>
      HttpResponse.json(held.state, { headers: { ETag: `"${held.state.version}"` } }),
    ),
    savedByThandi('orders', 12, 'Changed the lines'),
    api.put('/api/orders/{id}/items/{itemId}', lineQuantityChanges(held, theirs, sent)),
  );
  return sent;
}

async function typeQuantity(value: string) {
  const view = renderApp('/orders?order=12');
  const input = await screen.findByLabelText('Quantity of LIP-0042');
  await view.user.clear(input);
  await view.user.type(input, `${value}{Enter}`);
  return { ...view, input };
}

const withLine = (quantity: number, unitPrice = LIP.unit_price_cents) => ({
  ...LOADED,
  version: 2,
  items: [
    { ...LIP, quantity, unit_price_cents: unitPrice, line_total_cents: quantity * unitPrice },
    SKN,
  ],
});

describe('stock order line quantities that merge or ask', { timeout: 30_000 }, () => {
  it('resends the quantity at once when the other save changed another line', async () => {
    const sent = setup({ ...LOADED, version: 2, items: [LIP, { ...SKN, quantity: 5 }] });
    const { input } = await typeQuantity('30');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { ifMatch: '"1"', body: { quantity: 30 } },
      { ifMatch: '"2"', body: { quantity: 30 } },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Someone else saved this record' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity of SKN-0107')).toHaveProperty('value', '5'),
    );
    expect(input).toHaveProperty('value', '30');
  });

  it('says who removed the line and shows the order’s lines as they are', async () => {
    const sent = setup({ ...LOADED, version: 2, items: [SKN] });
    await typeQuantity('30');
    expect(
      await screen.findByText(/LIP-0042 was removed by Thandi Nkosi a moment ago/),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Quantity of LIP-0042')).toBeNull());
    expect(screen.getAllByTestId('order-line')).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('asks when the other save changed this line’s quantity; keeping mine resends it', async () => {
    const sent = setup(withLine(20));
    const { user } = await typeQuantity('30');
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    await within(dialog).findByText(/Saved by Thandi Nkosi/);
    const row = within(dialog).getByRole('row', { name: /Quantity/ });
    expect(row.textContent).toContain('24');
    expect(row.textContent).toContain('20');
    expect(row.textContent).toContain('30');
    expect(sent).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ ifMatch: '"2"', body: { quantity: 30 } });
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity of LIP-0042')).toHaveProperty('value', '30'),
    );
  });

  it('takes theirs: their quantity in the box, nothing sent again', async () => {
    const sent = setup(withLine(20));
    const { user, input } = await typeQuantity('30');
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(input).toHaveProperty('value', '20'));
    expect(sent).toHaveLength(1);
  });

  it('cancel keeps the typed quantity unsaved; Enter then sends it with the new version', async () => {
    const sent = setup(withLine(20));
    const { user, input } = await typeQuantity('30');
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    const [, cancel] = within(dialog).getAllByRole('button', { name: 'Cancel' });
    if (cancel) await user.click(cancel);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Someone else saved this record' })).toBeNull(),
    );
    expect(input).toHaveProperty('value', '30');
    expect(sent).toHaveLength(1);
    await user.click(input);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ ifMatch: '"2"', body: { quantity: 30 } });
  });

  it('asks when only the line’s price changed meanwhile', async () => {
    const sent = setup(withLine(24, 3999));
    await typeQuantity('30');
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    expect(within(dialog).getByText(/The price of LIP-0042 changed/)).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: /Unit price/ })).toBeTruthy();
    expect(sent).toHaveLength(1);
  });
});
