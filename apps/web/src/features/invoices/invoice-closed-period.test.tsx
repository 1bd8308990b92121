import type { Invoice } from '@back-office/api-client';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { makeInvoice } from '../../test-utils/invoice-fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

/** A draft invoice with one line in `period` (2: October 2026, closed; 3: November, active). */
const draftIn = (period: { id: number; name: string }): Invoice =>
  makeInvoice({
    id: 5,
    invoice_number: 'INV-2026-0005',
    period_id: period.id,
    period_name: period.name,
    status: 'draft',
    issue_date: '2026-10-19',
    due_date: '2026-11-19',
    subtotal_cents: 8200,
    vat_cents: 1230,
    total_cents: 9430,
    balance_cents: 9430,
    created_at: '2026-10-19T08:00:00Z',
    updated_at: '2026-10-19T08:00:00Z',
    items: [
      {
        id: 51,
        invoice_id: 5,
        product_id: 10,
        product_code: 'SKU-1043',
        description: 'Marula Oil Hand Cream 75 ml',
        quantity: 1,
        unit_price_cents: 8200,
        line_total_cents: 8200,
        created_at: '2026-10-19T08:00:00Z',
        updated_at: '2026-10-19T08:00:00Z',
      },
    ],
  });

function open(invoice: Invoice) {
  server.use(
    ...sessionHandlers(makeUser(['supervisor'])),
    api.get('/api/invoices/{id}', () => HttpResponse.json(invoice)),
  );
  return renderApp('/invoices/5');
}

describe('an invoice of a closed period (decision 045)', () => {
  it('offers its changes while the period is open', async () => {
    open(draftIn({ id: 3, name: 'November 2026' }));
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0005' });
    expect(await screen.findByRole('button', { name: 'Remove line SKU-1043' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Issue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.queryByTestId('period-lock-note')).toBeNull();
  });

  it('offers no line change, issue or delete once its period is closed, and says why', async () => {
    open(draftIn({ id: 2, name: 'October 2026' }));
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0005' });
    expect((await screen.findByTestId('period-lock-note')).textContent).toBe(
      'October 2026 is closed: its invoices cannot be changed, paid or deleted.',
    );
    expect(screen.getByText('SKU-1043')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove line SKU-1043' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit line SKU-1043' })).toBeNull();
    for (const name of ['Issue', 'Edit', 'Delete']) {
      expect(screen.queryByRole('button', { name }), name).toBeNull();
    }
  });
});
