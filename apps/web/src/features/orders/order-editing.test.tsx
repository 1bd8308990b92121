import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';
import { makeItem, makeStockOrder, ordersApi, type RequestLog } from './test-orders.ts';

useMswServer();

const DRAFT = makeStockOrder({ id: 12, items: [makeItem({ id: 41 })] });

function setup(roles: string[] = ['warehouse_staff']) {
  const log: RequestLog = [];
  const api = ordersApi([DRAFT], log);
  server.use(...sessionHandlers(makeUser(roles)));
  server.use(...api.handlers);
  return { log, api };
}

describe('creating an order', { timeout: 30_000 }, () => {
  it('keeps the typed values and shows a taken reference on its field', async () => {
    setup();
    let body: unknown;
    server.use(
      api.post('/api/orders', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { detail: 'An order with reference ORD-X already exists' },
          { status: 409 },
        );
      }),
    );
    const { user } = renderApp('/orders');
    await user.click(await screen.findByRole('button', { name: 'New order' }));
    const form = await screen.findByRole('form', { name: 'New order' });
    await user.type(within(form).getByLabelText('Reference'), 'ORD-X');
    await user.type(within(form).getByLabelText('Notes'), 'Soweto top-up');
    await user.click(within(form).getByRole('button', { name: 'Create order' }));
    expect(
      await within(form).findByText('An order with reference ORD-X already exists'),
    ).toBeTruthy();
    expect(body).toEqual({ reference: 'ORD-X', notes: 'Soweto top-up', period_id: 3 });
    expect(within(form).getByLabelText('Reference')).toHaveProperty('value', 'ORD-X');
    expect(within(form).getByLabelText('Notes')).toHaveProperty('value', 'Soweto top-up');
  });

  it('maps 422 issues to fields and opens the new order on success', async () => {
    setup();
    let attempts = 0;
    server.use(
      api.post('/api/orders', () => {
        attempts += 1;
        if (attempts === 1) {
          return HttpResponse.json(
            { detail: [{ loc: ['body', 'notes'], msg: 'Notes look wrong', type: 'value_error' }] },
            { status: 422 },
          );
        }
        return HttpResponse.json(DRAFT, { status: 201 });
      }),
    );
    const { user, router } = renderApp('/orders');
    await user.click(await screen.findByRole('button', { name: 'New order' }));
    const form = await screen.findByRole('form', { name: 'New order' });
    await user.type(within(form).getByLabelText('Notes'), 'x');
    await user.click(within(form).getByRole('button', { name: 'Create order' }));
    expect(await within(form).findByText('Notes look wrong')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Create order' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ order: 12 }));
    expect(await screen.findByTestId('order-detail')).toBeTruthy();
  });

  it('limits the reference to the contract’s 50 characters', async () => {
    setup();
    const { user } = renderApp('/orders');
    await user.click(await screen.findByRole('button', { name: 'New order' }));
    const form = await screen.findByRole('form', { name: 'New order' });
    const reference = within(form).getByLabelText('Reference');
    // maxLength stops typing at 50; a pasted value is checked by the schema too.
    await user.click(reference);
    await user.paste('R'.repeat(60));
    expect((reference as HTMLInputElement).value.length).toBeLessThanOrEqual(50);
  });
});

describe('editing lines', { timeout: 30_000 }, () => {
  it('searches products as you type, honours the exact-match toggle and adds one', async () => {
    const { log } = setup();
    const { user } = renderApp('/orders?order=12');
    const picker = await screen.findByTestId('product-picker');
    await user.type(within(picker).getByLabelText('Search products'), 'skn');
    expect(await within(picker).findByText('Rooibos Night Cream 50 ml')).toBeTruthy();
    const search = log.filter((line) => line.includes('/products/search'));
    expect(search.at(-1)).toContain('limit=20');
    expect(search.at(-1)).toContain('exact_match=false');
    await user.click(within(picker).getByRole('switch', { name: /Exact code match/ }));
    expect(await within(picker).findByTestId('no-products')).toBeTruthy();
    await user.click(within(picker).getByRole('switch', { name: /Exact code match/ }));
    const quantity = within(picker).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '5');
    // More than the 3 in stock: flagged before adding, warned about after.
    expect(within(picker).getByText('Low stock')).toBeTruthy();
    await user.click(await within(picker).findByRole('button', { name: 'Add SKN-0107' }));
    await waitFor(() => expect(screen.getAllByTestId('order-line')).toHaveLength(2));
    expect(await screen.findByText(/Only 3 .* of SKN-0107 in stock for 5 ordered/)).toBeTruthy();
    // Cleared for the next product.
    expect(within(picker).getByLabelText('Search products')).toHaveProperty('value', '');
    expect(within(picker).getByLabelText('Quantity')).toHaveProperty('value', '1');
  });

  it('Enter in the search adds the one product that matches (a barcode scanner)', async () => {
    setup();
    const { user } = renderApp('/orders?order=12');
    const picker = await screen.findByTestId('product-picker');
    await user.click(within(picker).getByRole('switch', { name: /Exact code match/ }));
    await user.type(within(picker).getByLabelText('Search products'), 'SKN-0107');
    await within(picker).findByRole('button', { name: 'Add SKN-0107' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('order-line')).toHaveLength(2));
  });

  it('refuses a quantity of 0 with a message instead of changing it to 1', async () => {
    setup();
    const { user } = renderApp('/orders?order=12');
    const picker = await screen.findByTestId('product-picker');
    await user.type(within(picker).getByLabelText('Search products'), 'skn');
    const quantity = within(picker).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(await within(picker).findByRole('button', { name: 'Add SKN-0107' }));
    expect(await within(picker).findByText('At least 1')).toBeTruthy();
    expect(quantity).toHaveProperty('value', '0');
    expect(screen.getAllByTestId('order-line')).toHaveLength(1);
  });

  it('shows a new quantity at once and puts it back when the server refuses', async () => {
    setup();
    let release: (() => void) | undefined;
    server.use(
      api.put('/api/orders/{id}/items/{itemId}', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(
          { detail: 'Order 12 is completed; items can only change while it is a draft' },
          { status: 409 },
        );
      }),
    );
    const { user } = renderApp('/orders?order=12');
    const input = await screen.findByLabelText('Quantity of LIP-0042');
    await user.clear(input);
    await user.type(input, '30{Enter}');
    // Optimistic: the line total follows before the server answers.
    await waitFor(() => expect(screen.getByText('R 1 049,70')).toBeTruthy());
    release?.();
    expect(await screen.findByText(/items can only change while it is a draft/)).toBeTruthy();
    await waitFor(() => expect(input).toHaveProperty('value', '24'));
  });
});
