import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { makeInvoice } from '../../test-utils/invoice-fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const DRAFT = makeInvoice({ status: 'draft', bill_to_name: 'Karoo Wellness' });

describe("a draft invoice's recipient (decision 059)", () => {
  it('checks the VAT number, then sends only the address and VAT number typed, and shows them', async () => {
    const sent: unknown[] = [];
    let stored = DRAFT;
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/invoices/{id}', () => HttpResponse.json(stored)),
      api.put('/api/invoices/{id}', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push(body);
        stored = { ...stored, ...body, version: 2 };
        return HttpResponse.json(stored);
      }),
    );
    const { user } = renderApp('/invoices/3');
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-2026-0003' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit invoice' });
    await user.type(
      within(form).getByLabelText('Bill-to address'),
      '12 Church Street{Enter}Graaff-Reinet',
    );
    const vat = within(form).getByLabelText('Bill-to VAT number');
    await user.type(vat, '512345678');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/ten digits starting with 4/)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(vat);
    await user.type(vat, '4123456789');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { bill_to_address: '12 Church Street\nGraaff-Reinet', bill_to_vat_number: '4123456789' },
      ]),
    );
    expect(await screen.findByText('4123456789')).toBeTruthy();
  });
});
