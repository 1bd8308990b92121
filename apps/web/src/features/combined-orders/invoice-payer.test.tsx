import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';
import { combinedOrdersApi, makeCombinedOrder, type RequestLog } from './test-combined-orders.ts';

useMswServer();

describe('invoicing a combined order (decision 049)', () => {
  it('asks who pays before creating, explains the default and sends the choice', async () => {
    const log: RequestLog = [];
    const bodies: unknown[] = [];
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      ...combinedOrdersApi([makeCombinedOrder({ id: 45 })], log),
      api.post('/api/invoices/from-order', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ detail: 'stop here' } as never, { status: 409 });
      }),
    );
    const { user } = renderApp('/combined-orders/45');
    await screen.findByRole('heading', { level: 1, name: 'Combined order CMB-2026-000045' });
    // The preview explains the default.
    expect(
      await screen.findByText(/^Billed to Gauteng North branch because none of its consultants/),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create invoice' });
    expect((await within(dialog).findByTestId('default-payer-reason')).textContent).toMatch(
      /^Billed to Gauteng North branch because .* are in this branch\.$/,
    );
    const branch = within(dialog).getByRole('radio', {
      name: /Gauteng North branch \(branch\) — default/,
    });
    expect((branch as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText(/Their orders are R 600,00/)).toBeTruthy();
    // Nothing is created until the payer is confirmed.
    expect(bodies).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: /Naledi Dlamini/ }));
    expect(
      within(dialog).getByText(/billed to Naledi Dlamini instead of the default/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create invoice' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { source_type: 'combined_order', source_id: 45, payer: 'consultant:58' },
      ]),
    );
  });
});

describe('new invoice from a combined order (decision 049)', () => {
  it('shows who pays with the default reason, and sends the payer chosen', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      ...combinedOrdersApi([makeCombinedOrder({ id: 45 })], []),
      api.get('/api/invoices', () =>
        HttpResponse.json({ invoices: [], total: 0, skip: 0, limit: 50 }),
      ),
      api.get('/api/consultant-orders', () =>
        HttpResponse.json({ consultant_orders: [], total: 0, skip: 0, limit: 50 }),
      ),
      api.post('/api/invoices/from-order', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ detail: 'stop here' } as never, { status: 409 });
      }),
    );
    const { user } = renderApp('/invoices');
    await user.click(
      (await screen.findAllByRole('button', { name: 'New invoice' }))[0] as HTMLElement,
    );
    const form = await screen.findByRole('form', { name: 'New invoice from an order' });
    await user.click(within(form).getByRole('radio', { name: 'Combined order' }));
    await user.click(within(form).getByPlaceholderText('Type an order number or consultant'));
    await user.click(await screen.findByRole('option', { name: /CMB-2026-000045/ }));
    expect((await within(form).findByTestId('default-payer-reason')).textContent).toMatch(
      /^Billed to Gauteng North branch because /,
    );
    await user.click(within(form).getByRole('radio', { name: /Naledi Dlamini/ }));
    await user.click(within(form).getByRole('button', { name: 'Create invoice' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { source_type: 'combined_order', source_id: 45, payer: 'consultant:58' },
      ]),
    );
    // The refusal keeps the choice.
    expect(
      (within(form).getByRole('radio', { name: /Naledi Dlamini/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
