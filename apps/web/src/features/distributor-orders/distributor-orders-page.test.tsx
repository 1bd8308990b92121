import type { DistributorOrder } from '@back-office/api-client';
import { example } from '@back-office/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const DRAFT: DistributorOrder = {
  version: 1,
  id: 17,
  order_number: 'DO-2026-0017',
  distributor_name: 'Highveld Wellness Distributors',
  distributor_reference: 'HWD-4471',
  template_id: 2,
  template_name: 'Highveld weekly order',
  status: 'draft',
  file_name: 'highveld_week46.xlsx',
  item_count: 1,
  total_quantity: 120,
  total_cents: 1080000,
  notes: null,
  created_by: { id: 6, name: 'Dineo Editor', email: 'distributor.editor@example.com' },
  created_at: '2026-11-18T08:00:00Z',
  updated_at: '2026-11-18T08:00:00Z',
  submitted_at: null,
  items: [
    {
      id: 3301,
      distributor_order_id: 17,
      row_number: 2,
      product_id: 1207,
      product_code: 'RB-TEA-250',
      description: 'Rooibos tea, 250 g',
      quantity: 120,
      unit_price_cents: 9000,
      line_total_cents: 1080000,
    },
  ],
};

function setup(roles: string[]) {
  const log: string[] = [];
  const { items: _items, ...summary } = DRAFT;
  server.use(
    api.get('/api/distributor-orders', ({ request }) => {
      log.push(`GET /api/distributor-orders${new URL(request.url).search}`);
      return HttpResponse.json({ distributor_orders: [summary], total: 1, skip: 0, limit: 50 });
    }),
    api.get('/api/distributor-orders/{id}', () => HttpResponse.json(DRAFT)),
    api.get('/api/distributor-templates', () =>
      HttpResponse.json({
        distributor_templates: [
          { ...example('DistributorTemplate'), id: 2, template_name: 'Highveld weekly order' },
        ],
        total: 1,
        skip: 0,
        limit: 1000,
      }),
    ),
    api.post('/api/distributor-orders', () => {
      log.push('POST /api/distributor-orders');
      return HttpResponse.json(
        {
          detail: 'The spreadsheet has 1 invalid row; nothing was imported',
          errors: [{ row: 7, column: 'Product Code', message: 'Unknown product code ZZ-999' }],
        },
        { status: 400, headers: { 'X-Request-ID': 'req-400-import' } },
      );
    }),
    ...sessionHandlers(makeUser(roles)),
  );
  return log;
}

describe('distributor orders', () => {
  it('lets an editor submit and cancel but never delete', async () => {
    setup(['distributor_editor']);
    renderApp('/distributor-orders?order=17');
    const detail = await screen.findByTestId('distributor-order-detail');
    expect(within(detail).getByRole('button', { name: 'Submit to warehouse' })).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(detail).getAllByTestId('distributor-order-line')).toHaveLength(1);
    // No selection, so no bulk delete.
    expect(screen.queryByRole('checkbox', { name: 'Select DO-2026-0017' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Import order' })).toBeTruthy();
  });

  it('shows readonly users the orders without any action', async () => {
    setup(['distributor_readonly']);
    renderApp('/distributor-orders?order=17&create=true');
    const detail = await screen.findByTestId('distributor-order-detail');
    expect(within(detail).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Import order' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Import distributor order' })).toBeNull();
  });

  it('lists every bad row of a refused import and keeps the typed values', async () => {
    const log = setup(['distributor_admin']);
    const { user, router } = renderApp('/distributor-orders');
    await screen.findAllByTestId('distributor-order-row');
    expect(screen.getByRole('checkbox', { name: 'Select DO-2026-0017' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import order' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ create: true }));
    const form = await screen.findByRole('form', { name: 'Import distributor order' });
    await user.click(within(form).getByRole('button', { name: 'Import order' }));
    expect(within(form).getByText('Choose the distributor template')).toBeTruthy();
    expect(within(form).getByText('Choose the order spreadsheet')).toBeTruthy();

    await user.click(within(form).getByRole('combobox', { name: /Distributor template/ }));
    await user.click(await screen.findByRole('option', { name: 'Highveld weekly order' }));
    // Decision 018: a distributor user imports for their own distributor (their department) only.
    const name = within(form).getByLabelText(/^Distributor name/) as HTMLInputElement;
    expect(name.value).toBe('Operations');
    expect(name.readOnly).toBe(true);
    await user.type(within(form).getByLabelText(/^Distributor reference/), 'PO-77');
    const file = new File(['a,b'], 'order.csv', { type: 'text/csv' });
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, file);
    await user.click(within(form).getByRole('button', { name: 'Import order' }));

    const rows = await within(form).findByTestId('import-row-errors');
    expect(rows.textContent).toContain('Unknown product code ZZ-999');
    expect(form.textContent).toContain('req-400-import');
    expect(log).toContain('POST /api/distributor-orders');
    expect((within(form).getByLabelText(/^Distributor reference/) as HTMLInputElement).value).toBe(
      'PO-77',
    );
  });

  it('holds the import dialog open once a spreadsheet is picked, until Discard', async () => {
    setup(['distributor_admin']);
    const { user, router } = renderApp('/distributor-orders');
    await screen.findAllByTestId('distributor-order-row');
    await user.click(screen.getByRole('button', { name: 'Import order' }));
    const form = await screen.findByRole('form', { name: 'Import distributor order' });
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['a,b'], 'order.csv', { type: 'text/csv' }));

    fireEvent.click(document.querySelector('.mantine-Modal-overlay') as Element);
    expect(screen.getByRole('dialog', { name: 'Import distributor order' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Import distributor order' })).toBeNull(),
    );
    expect(router.state.location.search).not.toMatchObject({ create: true });
  });

  it('refuses an .xls or other file when it is chosen, as the API would', async () => {
    setup(['distributor_admin']);
    const { user } = renderApp('/distributor-orders');
    await screen.findAllByTestId('distributor-order-row');
    await user.click(screen.getByRole('button', { name: 'Import order' }));
    const form = await screen.findByRole('form', { name: 'Import distributor order' });
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).not.toContain('.xls,');
    const old = new File(['x'], 'order.xls', { type: 'application/vnd.ms-excel' });
    fireEvent.change(input, { target: { files: [old] } });
    expect(await within(form).findByText(/this file is of another type/)).toBeTruthy();
  });
});
