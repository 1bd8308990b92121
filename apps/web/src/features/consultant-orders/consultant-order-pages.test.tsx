import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../lib/format.ts';
import { makeConsultant, makeConsultantOrder } from '../../test-utils/consultant-fixtures.ts';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser, PERIODS } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { spySavedFiles } from '../../test-utils/saved-files.ts';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();
afterEach(() => vi.restoreAllMocks());

describe('consultant order detail', () => {
  it('saves the PDF under the order number when the server names it by id', async () => {
    const saved = spySavedFiles();
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/consultant-orders/{id}', () =>
        HttpResponse.json(makeConsultantOrder({ id: 7 })),
      ),
      api.get('/api/consultant-orders/{id}/pdf', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="consultant_order_7.pdf"',
          },
        }),
      ),
    );
    const { user } = renderApp('/consultant-orders/7');
    await screen.findByRole('heading', { level: 1, name: 'CO-2026-000007' });
    expect(screen.getByTestId('order-total').textContent).toBe(formatMoney(23000));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['consultant_order_CO-2026-000007.pdf']));
  });

  it('offers only what the user may do', async () => {
    server.use(
      ...sessionHandlers(makeUser(['readonly'])),
      api.get('/api/consultant-orders/{id}', () =>
        HttpResponse.json(makeConsultantOrder({ id: 7 })),
      ),
    );
    renderApp('/consultant-orders/7');
    await screen.findByRole('heading', { level: 1, name: 'CO-2026-000007' });
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    for (const name of ['Edit', 'Combine', 'Delete', 'Back to draft', 'Cancel order']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });

  it('offers no change to an order of a closed period, and says why', async () => {
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/consultant-orders/{id}', () =>
        HttpResponse.json(makeConsultantOrder({ id: 7, status: 'draft', period_id: 2 })),
      ),
      api.get('/api/periods/{id}', () => HttpResponse.json(PERIODS[1])),
    );
    renderApp('/consultant-orders/7');
    await screen.findByRole('heading', { level: 1, name: 'CO-2026-000007' });
    const alert = await screen.findByRole('alert', undefined);
    expect(alert.textContent).toContain(
      'October 2026 is closed and its consultant orders cannot change',
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    for (const name of ['Edit', 'Submit', 'Delete', 'Cancel order']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });
});

describe('new consultant order', () => {
  it('needs a line to submit and keeps everything after a refusal', async () => {
    const consultant = makeConsultant({ id: 1, first_name: 'Thandi', last_name: 'Nkosi' });
    let body: unknown;
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/consultants/search/{term}', () =>
        HttpResponse.json({ consultants: [consultant], total: 1 }),
      ),
      api.get('/api/orders/products/search', () =>
        HttpResponse.json({
          products: [
            {
              id: 5,
              product_code: 'SKU-1151',
              description: 'Rooibos Hydrating Toner 200 ml',
              unit_price_cents: 10900,
              stock_quantity: 40,
              unit: 'each',
            },
          ],
          total: 1,
        }),
      ),
      api.post('/api/consultant-orders', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { detail: 'Period November 2026 is closed' },
          { status: 409, headers: { 'X-Request-ID': 'req-co-1' } },
        );
      }),
    );
    const { user } = renderApp('/consultant-orders/add');
    await screen.findByRole('heading', { level: 1, name: 'New Consultant Order' });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Period' }) as HTMLInputElement).value).toBe(
        'November 2026',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save and submit' }));
    expect(await screen.findByText('Choose a consultant')).toBeTruthy();
    expect(screen.getByText('Add at least one line before submitting')).toBeTruthy();

    await user.type(screen.getByLabelText(/^Consultant/, { selector: 'input' }), 'Thandi');
    await user.click(await screen.findByRole('option', { name: /Thandi Nkosi/ }));
    await user.type(screen.getByLabelText(/^Product/, { selector: 'input' }), 'rooibos');
    await user.click(await screen.findByRole('option', { name: /SKU-1151/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Quantity to add' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity to add' }), '3');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.getAllByTestId('draft-line')).toHaveLength(1);
    expect(screen.getByTestId('draft-subtotal').textContent).toBe(formatMoney(32700));

    await user.click(screen.getByRole('button', { name: 'Save and submit' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Period November 2026 is closed')).toBeTruthy();
    expect(within(alert).getByText('req-co-1')).toBeTruthy();
    expect(body).toEqual({
      consultant_id: 1,
      period_id: 3,
      notes: null,
      status: 'submitted',
      items: [{ product_id: 5, quantity: 3 }],
    });
    expect(screen.getAllByTestId('draft-line')).toHaveLength(1);
    expect(
      (screen.getByLabelText(/^Consultant/, { selector: 'input' }) as HTMLInputElement).value,
    ).toContain('Thandi Nkosi');
  });

  it('says a closed period takes no new order before anything is filled', async () => {
    let posted = 0;
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.post('/api/consultant-orders', () => {
        posted += 1;
        return HttpResponse.text('Internal Server Error', { status: 500 });
      }),
    );
    const { user } = renderApp('/consultant-orders/add');
    await screen.findByRole('heading', { level: 1, name: 'New Consultant Order' });
    await user.click(await screen.findByRole('combobox', { name: 'Accounting period' }));
    await user.click(await screen.findByRole('option', { name: 'October 2026 (closed)' }));
    expect(
      await screen.findByText(/October 2026 is closed and takes no new consultant orders/),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New consultant order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and submit' })).toBeNull();
    expect(posted).toBe(0);
  });
});

describe('edit consultant order', () => {
  function setup() {
    const order = makeConsultantOrder({ id: 7, status: 'draft' });
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/consultant-orders/{id}', () => HttpResponse.json(order)),
      api.get('/api/periods/{id}', () => HttpResponse.json(PERIODS[2])),
      api.put('/api/consultant-orders/{id}', async ({ request }) => {
        const body = (await request.json()) as { notes?: string | null };
        Object.assign(order, body);
        return HttpResponse.json(order);
      }),
    );
    return renderApp('/consultant-orders/7/edit');
  }

  it('asks before leaving typed details, and leaves freely once they are saved', async () => {
    const { user, router } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit CO-2026-000007' });
    await user.type(screen.getByLabelText('Notes'), 'Deliver on Friday');
    await user.click(screen.getByRole('link', { name: 'Done' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/consultant-orders/7/edit');
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Deliver on Friday');

    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText('Order details saved');
    await user.click(screen.getByRole('link', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultant-orders/7'));
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull();
  });

  it('asks before leaving a changed quantity in the add-a-line row', async () => {
    const { user, router } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Edit CO-2026-000007' });
    const quantity = screen.getByLabelText('Quantity to add');
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(screen.getByRole('link', { name: 'Done' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(ask).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultant-orders/7'));
  });
});
