import type { Invoice } from '@back-office/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeConsultantOrder } from '../../test-utils/consultant-fixtures.ts';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { makeInvoice } from '../../test-utils/invoice-fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { spySavedFiles } from '../../test-utils/saved-files.ts';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const ISSUED: Invoice = makeInvoice({
  items: [
    {
      id: 31,
      invoice_id: 3,
      product_id: 10,
      product_code: 'SKU-1043',
      description: 'Marula Oil Hand Cream 75 ml',
      quantity: 12,
      unit_price_cents: 8200,
      line_total_cents: 98400,
      created_at: '2026-11-19T08:00:00Z',
      updated_at: '2026-11-19T08:00:00Z',
    },
  ],
  payments: [],
});

function setup(roles: string[]) {
  const payments: unknown[] = [];
  server.use(
    ...sessionHandlers(makeUser(roles)),
    api.get('/api/invoices/{id}', () => HttpResponse.json(ISSUED)),
    api.put('/api/invoices/{id}/payment', async ({ request }) => {
      payments.push(await request.json());
      return HttpResponse.json(
        { detail: 'The bank reference is already recorded' },
        { status: 409, headers: { 'X-Request-ID': 'req-409' } },
      );
    }),
  );
  return payments;
}

describe('invoice detail', () => {
  it('checks the amount against the balance, then keeps the typed payment after a refusal', async () => {
    const payments = setup(['supervisor']);
    const { user } = renderApp('/invoices/3');
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0003' });
    expect(screen.getByTestId('invoice-balance').textContent).toMatch(/1\s?131,60/);

    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    const amount = within(form).getByLabelText(/Amount/);
    // Pre-filled in the en-ZA form shown beside it (R 1 131,60), not as 1131.60.
    expect((amount as HTMLInputElement).value.replace(/[\u00a0\u202f]/g, ' ')).toBe('1 131,60');
    await user.clear(amount);
    await user.type(amount, '1,131');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText(/"1,131" is unclear/)).toBeTruthy();
    expect((amount as HTMLInputElement).value).toBe('1,131');
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText(/At most the balance of R/)).toBeTruthy();
    expect(payments).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '500,50');
    await user.type(within(form).getByLabelText('Reference'), 'EFT 7781');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('The bank reference is already recorded');
    expect(alert.textContent).toContain('req-409');
    expect(payments[0]).toMatchObject({
      amount_cents: 50050,
      method: 'eft',
      reference: 'EFT 7781',
    });
    expect((amount as HTMLInputElement).value).toBe('500,50');
    expect((within(form).getByLabelText('Reference') as HTMLInputElement).value).toBe('EFT 7781');
  });

  it('records the pre-filled balance as it is, and reads a dotted amount too', async () => {
    const payments = setup(['supervisor']);
    const { user } = renderApp('/invoices/3');
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0003' });
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const form = await screen.findByRole('form', { name: 'Record a payment' });
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(payments[0]).toMatchObject({ amount_cents: 113160 }));
    const amount = within(form).getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, '1131.59');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(payments[1]).toMatchObject({ amount_cents: 113159 }));
  });

  it('asks before discarding a typed payment or invoice edit, not after a clean opening', async () => {
    setup(['supervisor']);
    const { user } = renderApp('/invoices/3');
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0003' });
    const discardQuestion = () => screen.queryByRole('dialog', { name: 'Discard changes?' });

    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    let dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    await user.type(within(dialog).getByLabelText('Reference'), 'EFT 7781');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(discardQuestion()).toBe(null));
    expect((within(dialog).getByLabelText('Reference') as HTMLInputElement).value).toBe('EFT 7781');
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record a payment' })).toBe(null),
    );

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit INV-2026-0003' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit INV-2026-0003' })).toBe(null),
    );
    expect(discardQuestion()).toBe(null);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit INV-2026-0003' });
    await user.type(within(dialog).getByLabelText('Notes'), 'Collect at the branch');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeTruthy();
  });

  it('shows read-only users no payment, edit, issue or line controls', async () => {
    setup(['readonly']);
    renderApp('/invoices/3');
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0003' });
    expect(screen.getAllByTestId('invoice-line')).toHaveLength(1);
    for (const name of ['Record payment', 'Edit', 'Issue', 'Delete', 'Void']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('form', { name: 'Add a line' })).toBeNull();
  });

  it('shows a draft with no issue date, and an issued invoice with its date', async () => {
    server.use(
      ...sessionHandlers(makeUser(['readonly'])),
      api.get('/api/invoices/{id}', () => HttpResponse.json({ ...ISSUED, status: 'draft' })),
    );
    const { unmount } = renderApp('/invoices/3');
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0003' });
    expect(screen.getByText('Not issued yet')).toBeTruthy();
    expect(screen.queryByText('19 Nov 2026')).toBeNull();
    unmount();
    setup(['readonly']);
    renderApp('/invoices/3');
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0003' });
    expect(screen.getByText('19 Nov 2026')).toBeTruthy();
    expect(screen.queryByText('Not issued yet')).toBeNull();
  });
});

describe('invoice list', () => {
  it('leaves the issue date of a draft empty', async () => {
    server.use(
      ...sessionHandlers(makeUser(['readonly'])),
      api.get('/api/invoices', () =>
        HttpResponse.json({
          invoices: [{ ...ISSUED, status: 'draft' }],
          total: 1,
          skip: 0,
          limit: 50,
        }),
      ),
    );
    renderApp('/invoices');
    expect(await screen.findByText('Not issued yet')).toBeTruthy();
    expect(screen.queryByText('19 Nov 2026')).toBeNull();
  });

  it('shows the list error with its request id, retries, and sends the URL filters', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    let fail = true;
    const seen: string[] = [];
    server.use(
      api.get('/api/invoices', ({ request }) => {
        seen.push(new URL(request.url).search);
        return fail
          ? HttpResponse.json(
              { detail: 'Database unavailable' },
              { status: 503, headers: { 'X-Request-ID': 'req-503' } },
            )
          : HttpResponse.json({ invoices: [], total: 0, skip: 0, limit: 50 });
      }),
    );
    const { user } = renderApp('/invoices?status=paid&date_from=2026-11-01');
    const error = await screen.findByTestId('error-state');
    expect(within(error).getByText('req-503')).toBeTruthy();
    expect(seen[0]).toContain('status=paid');
    expect(seen[0]).toContain('date_from=2026-11-01');
    expect(seen[0]).toContain('period_id=3');
    expect(screen.queryByRole('button', { name: 'New invoice' })).toBeNull();
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No invoices match these filters')).toBeTruthy();
    await waitFor(() => expect(seen.length).toBeGreaterThan(1));
  });

  it('offers in the new-invoice picker only the orders the server says are not yet invoiced', async () => {
    const asked: string[] = [];
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/invoices', () =>
        HttpResponse.json({ invoices: [], total: 0, skip: 0, limit: 50 }),
      ),
      api.get('/api/combined-orders', () =>
        HttpResponse.json({ combined_orders: [], total: 0, skip: 0, limit: 50 }),
      ),
      api.get('/api/consultant-orders', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          consultant_orders: [makeConsultantOrder({ id: 21 })],
          total: 1,
          skip: 0,
          limit: 50,
        });
      }),
    );
    const { user } = renderApp('/invoices');
    await user.click(
      (await screen.findAllByRole('button', { name: 'New invoice' }))[0] as HTMLElement,
    );
    const form = await screen.findByRole('form', { name: 'New invoice from an order' });
    await user.click(within(form).getByPlaceholderText('Type an order number or consultant'));
    expect(await screen.findByRole('option', { name: /CO-2026-000021/ })).toBeTruthy();
    expect(asked.at(-1)).toContain('invoiceable=true');
  });
});

describe('invoice PDF', () => {
  const pdf = () =>
    HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="invoice_INV-2026-0003.pdf"',
      },
    });
  const busy = () =>
    HttpResponse.json<{ detail: string }>(
      {
        detail:
          'You already have 4 documents, exports or spreadsheets being made; wait for them, then try again.',
      },
      { status: 429, headers: { 'Retry-After': '0' } },
    );

  it('waits out a busy server (429, Retry-After) and saves the PDF under its number', async () => {
    const saved = spySavedFiles();
    const answers = [busy, pdf];
    let calls = 0;
    setup(['supervisor']);
    server.use(
      api.get('/api/invoices/{id}/pdf', () => {
        calls++;
        const next = answers.shift() ?? pdf;
        return next === busy ? busy() : pdf();
      }),
    );
    const { user } = renderApp('/invoices/3');
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0003' });
    await user.click(screen.getByRole('button', { name: 'Download invoice PDF' }));
    await waitFor(() => expect(saved).toEqual(['invoice_INV-2026-0003.pdf']));
    expect(calls).toBe(2);
    vi.restoreAllMocks();
  });

  it('says why when the server stays busy, and saves nothing', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    setup(['supervisor']);
    server.use(api.get('/api/invoices/{id}/pdf', () => busy()));
    const { user } = renderApp('/invoices/3');
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0003' });
    await user.click(screen.getByRole('button', { name: 'Download invoice PDF' }));
    expect(await screen.findByText(/You already have 4 documents/)).toBeTruthy();
    expect(clicked).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('invoice list export', () => {
  it('waits out a busy server and saves the export with the list filters', async () => {
    const saved = spySavedFiles();
    const asked: string[] = [];
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/invoices', () =>
        HttpResponse.json({ invoices: [ISSUED], total: 1, skip: 0, limit: 50 }),
      ),
      api.get('/api/invoices/export/{format}', ({ request }) => {
        asked.push(new URL(request.url).pathname + new URL(request.url).search);
        if (asked.length === 1) {
          return HttpResponse.json<{ detail: string }>(
            { detail: 'The server is busy writing exports for others; try again in a moment.' },
            { status: 429, headers: { 'Retry-After': '0' } },
          );
        }
        return HttpResponse.text('Invoice number\r\nINV-2026-0003\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="invoices_2026-11-28.csv"',
          },
        });
      }),
    );
    const { user } = renderApp('/invoices?status=issued');
    await screen.findByText('INV-2026-0003');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => expect(saved).toEqual(['invoices_2026-11-28.csv']));
    expect(asked).toHaveLength(2);
    expect(asked[1]).toMatch(/^\/api\/invoices\/export\/csv\?.*status=issued/);
    expect(asked[1]).not.toMatch(/skip=|limit=/);
    vi.restoreAllMocks();
  });
});
