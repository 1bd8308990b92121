import type { ConsultantOrder } from '@back-office/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lineQuantityChanges, type Sent, savedByThandi } from '../../test-utils/concurrency.ts';
import { makeConsultantOrder } from '../../test-utils/consultant-fixtures.ts';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser, PERIODS } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const BASE = makeConsultantOrder({ id: 7, status: 'draft' });
const TONER = BASE.items[0] as ConsultantOrder['items'][number];
const SERUM = {
  ...TONER,
  id: 12,
  product_id: 6,
  product_code: 'SKU-2040',
  description: 'Marula Face Serum 30 ml',
  quantity: 1,
  unit_price_cents: 25000,
  line_total_cents: 25000,
};
const LOADED: ConsultantOrder = { ...BASE, items: [TONER, SERUM], item_count: 2 };

/** The order as loaded; the first quantity change answers 412 with `theirs`, later ones succeed. */
function setup(theirs: ConsultantOrder) {
  const sent: Sent[] = [];
  const held = { state: LOADED };
  server.use(
    ...sessionHandlers(makeUser(['supervisor'])),
    api.get('/api/consultant-orders/{id}', () => HttpResponse.json(held.state)),
    api.get('/api/periods/{id}', () => HttpResponse.json(PERIODS[2])),
    savedByThandi('consultant_orders', 7, 'Changed the lines'),
    api.put('/api/consultant-orders/items/{itemId}', lineQuantityChanges(held, theirs, sent)),
  );
  return sent;
}

async function typeQuantity(value: string) {
  const view = renderApp('/consultant-orders/7/edit');
  const input = await screen.findByLabelText('Quantity of SKU-1151');
  await view.user.clear(input);
  await view.user.type(input, `${value}{Enter}`);
  return { ...view, input };
}

const withLine = (quantity: number): ConsultantOrder => ({
  ...LOADED,
  version: 2,
  items: [{ ...TONER, quantity, line_total_cents: quantity * TONER.unit_price_cents }, SERUM],
});

describe('consultant order line quantities that merge or ask', { timeout: 30_000 }, () => {
  it('resends the quantity at once when the other save changed another line', async () => {
    const sent = setup({ ...LOADED, version: 2, items: [TONER, { ...SERUM, quantity: 3 }] });
    await typeQuantity('5');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { ifMatch: '"1"', body: { quantity: 5 } },
      { ifMatch: '"2"', body: { quantity: 5 } },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Someone else saved this record' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity of SKU-2040')).toHaveProperty('value', '3'),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity of SKU-1151')).toHaveProperty('value', '5'),
    );
  });

  it('says who removed the line and shows the order’s lines as they are', async () => {
    const sent = setup({ ...LOADED, version: 2, items: [SERUM], item_count: 1 });
    await typeQuantity('5');
    expect(
      await screen.findByText(/SKU-1151 was removed by Thandi Nkosi a moment ago/),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Quantity of SKU-1151')).toBeNull());
    expect(screen.getAllByTestId('order-item-row')).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('asks when the other save changed this line’s quantity; keeping mine resends it', async () => {
    const sent = setup(withLine(4));
    const { user } = await typeQuantity('5');
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    await within(dialog).findByText(/Saved by Thandi Nkosi/);
    const row = within(dialog).getByRole('row', { name: /Quantity/ });
    expect(row.textContent).toContain('4');
    expect(row.textContent).toContain('5');
    expect(sent).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ ifMatch: '"2"', body: { quantity: 5 } });
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity of SKU-1151')).toHaveProperty('value', '5'),
    );
  });

  it('takes theirs: their quantity in the box, nothing sent again', async () => {
    const sent = setup(withLine(4));
    const { user } = await typeQuantity('5');
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity of SKU-1151')).toHaveProperty('value', '4'),
    );
    expect(sent).toHaveLength(1);
  });
});
