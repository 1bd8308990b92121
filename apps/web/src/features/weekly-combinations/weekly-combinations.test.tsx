import type { WeeklyCombination } from '@back-office/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();
afterEach(() => vi.restoreAllMocks());

function makeWeekly(overrides: Partial<WeeklyCombination> = {}): WeeklyCombination {
  return {
    id: 3,
    period_id: 3,
    period_name: 'November 2026',
    week_start: '2026-11-16',
    week_end: '2026-11-22',
    status: 'pending',
    consultant_order_count: 1,
    total_quantity: 3,
    total_cents: 40135,
    file_name: null,
    error: null,
    created_by: { id: 3, name: 'Thandi Nkosi', email: 'warehouse@example.com' },
    created_at: '2026-11-22T06:30:00Z',
    updated_at: '2026-11-22T06:30:00Z',
    processed_at: null,
    ...overrides,
  };
}

/** A weekly combination whose job finishes after two status reads. */
function weeklyApi() {
  let record = makeWeekly();
  let reads = 0;
  const status = () => ({
    id: record.id,
    status: record.status,
    progress: record.status === 'completed' ? 100 : record.status === 'processing' ? 40 : 0,
    is_terminal: record.status === 'completed',
    message: record.status === 'processing' ? 'Writing the Orders sheet' : null,
    updated_at: record.updated_at,
    consultant_order_count: 1,
    file_name: record.file_name,
    error: null,
    processed_at: record.processed_at,
  });
  return [
    api.get('/api/weekly-combinations', () =>
      HttpResponse.json({ weekly_combinations: [record], total: 1, skip: 0, limit: 50 }),
    ),
    api.get('/api/weekly-combinations/{id}', () => HttpResponse.json(record)),
    api.get('/api/weekly-combinations/{id}/preview', () =>
      HttpResponse.json({
        weekly_combination_id: 3,
        period_id: 3,
        week_start: '2026-11-16',
        week_end: '2026-11-22',
        orders: [
          {
            consultant_order_id: 7,
            order_number: 'CO-2026-000007',
            consultant_id: 1,
            consultant_name: 'Nomvula Dlamini',
            item_count: 1,
            total_quantity: 3,
            subtotal_cents: 34900,
            total_cents: 40135,
            submitted_at: '2026-11-18T14:03:00Z',
          },
        ],
        products: [
          {
            product_code: 'SKU-1140',
            description: 'Rooibos Gift Set',
            quantity: 3,
            total_cents: 34900,
          },
        ],
        totals: {
          order_count: 1,
          product_count: 1,
          total_quantity: 3,
          subtotal_cents: 34900,
          vat_cents: 5235,
          total_cents: 40135,
        },
      }),
    ),
    api.post('/api/weekly-combinations/{id}/process', () => {
      record = { ...record, status: 'processing' };
      return HttpResponse.json(status(), { status: 202 });
    }),
    api.get('/api/weekly-combinations/{id}/status', () => {
      reads += 1;
      if (reads >= 2) {
        record = {
          ...record,
          status: 'completed',
          file_name: 'weekly_combination_3.xlsx',
          processed_at: '2026-11-22T06:31:00Z',
        };
      }
      return HttpResponse.json(status());
    }),
    api.get('/api/weekly-combinations/{id}/download', () =>
      HttpResponse.json({
        download_url: '/api/weekly-combinations/3/file',
        file_name: 'weekly_combination_3.xlsx',
        size_bytes: 8123,
      }),
    ),
    api.get('/api/weekly-combinations/{id}/file', () =>
      HttpResponse.arrayBuffer(new Uint8Array([80, 75, 3, 4]).buffer, {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      }),
    ),
  ];
}

describe('weekly combinations', () => {
  it('previews the week, processes it with live status and downloads the xlsx under the default name', async () => {
    server.use(...sessionHandlers(makeUser(['supervisor'])), ...weeklyApi());
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.download) saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:xlsx');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderApp('/weekly-combinations?open=3');
    const detail = await screen.findByTestId('weekly-detail');
    expect(await within(detail).findAllByTestId('weekly-preview-order')).toHaveLength(1);

    await user.click(within(detail).getByRole('button', { name: 'Process' }));
    expect(await screen.findByText(/Processing… 40%/)).toBeTruthy();
    const download = await screen.findByRole('button', {
      name: 'Download weekly_combination_3.xlsx',
    });
    expect(screen.getByTestId('weekly-detail').getAttribute('data-status')).toBe('completed');
    await user.click(download);
    await waitFor(() => expect(saved).toEqual(['weekly_combination_3.xlsx']));
  });

  it('says which orders it gathers, and lists them excl. VAT under the three labelled figures', async () => {
    server.use(...sessionHandlers(makeUser(['supervisor'])), ...weeklyApi());
    renderApp('/weekly-combinations?open=3');
    const detail = await screen.findByTestId('weekly-detail');
    const set = await within(detail).findByTestId('weekly-set');
    expect(set.textContent).toContain(
      'Consultant orders of November 2026 submitted from 2026-11-16 to 2026-11-22',
    );
    expect(set.textContent).toContain('not combined, not invoiced and not cancelled');
    const preview = within(detail).getByTestId('weekly-preview');
    for (const label of ['Subtotal (excl. VAT)', 'VAT (15%)', 'Total (incl. VAT)']) {
      expect(within(preview).getAllByText(label).length, label).toBeGreaterThan(0);
    }
    // The order's amount is its subtotal (R 349,00), not its own total incl. VAT (R 401,35).
    const [order] = await within(detail).findAllByTestId('weekly-preview-order');
    expect(order?.textContent).toMatch(/R\s?349,00/);
    expect(order?.textContent).not.toMatch(/401,35/);
    expect(screen.getByText(/not combined, invoiced or cancelled/)).toBeTruthy();
  });

  it('lets warehouse staff create but not process, cancel or delete', async () => {
    server.use(...sessionHandlers(makeUser(['warehouse_staff'])), ...weeklyApi());
    renderApp('/weekly-combinations?open=3');
    const detail = await screen.findByTestId('weekly-detail');
    expect(screen.getByRole('button', { name: 'New weekly combination' })).toBeTruthy();
    for (const name of ['Process', 'Cancel combination', 'Delete']) {
      expect(within(detail).queryByRole('button', { name })).toBeNull();
    }
  });

  it('shows one set of figures: the live preview before processing, not a stale record', async () => {
    // The record says 5 orders (when it was created); what processing would combine now is 1.
    server.use(...sessionHandlers(makeUser(['supervisor'])), ...weeklyApi());
    server.use(
      api.get('/api/weekly-combinations/{id}', () =>
        HttpResponse.json(makeWeekly({ consultant_order_count: 5, total_quantity: 40 })),
      ),
    );
    renderApp('/weekly-combinations?open=3');
    const figures = await screen.findByTestId('weekly-figures');
    expect(figures.textContent).toContain('1 order');
    expect(figures.textContent).not.toContain('5 orders');
    expect(figures.textContent).toContain('If processed now');
    expect(
      await screen.findByRole('heading', { name: 'What processing gathers now' }),
    ).toBeTruthy();
  });

  it('heads the live preview of a completed combination as not what was combined', async () => {
    // Combined with 5 orders; the week holds 1 gatherable order now.
    server.use(...sessionHandlers(makeUser(['supervisor'])), ...weeklyApi());
    server.use(
      api.get('/api/weekly-combinations/{id}', () =>
        HttpResponse.json(
          makeWeekly({
            status: 'completed',
            consultant_order_count: 5,
            processed_at: '2026-11-23T08:00:00Z',
          }),
        ),
      ),
    );
    renderApp('/weekly-combinations?open=3');
    const figures = await screen.findByTestId('weekly-figures');
    expect(figures.textContent).toContain('5 orders');
    expect(figures.textContent).toContain('Combined');
    const preview = await screen.findByTestId('weekly-preview');
    expect(within(preview).getByRole('heading', { name: 'The week’s orders now' })).toBeTruthy();
    expect(within(preview).getByText(/Not what was combined/)).toBeTruthy();
  });

  it('asks before cancelling, with buttons that say what each does', async () => {
    let cancelled = 0;
    server.use(...sessionHandlers(makeUser(['supervisor'])), ...weeklyApi());
    server.use(
      api.delete('/api/weekly-combinations/{id}/cancel', () => {
        cancelled += 1;
        return HttpResponse.json(makeWeekly({ status: 'cancelled' }));
      }),
    );
    const { user } = renderApp('/weekly-combinations?open=3');
    const detail = await screen.findByTestId('weekly-detail');
    await user.click(within(detail).getByRole('button', { name: 'Cancel combination' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this weekly combination?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(cancelled).toBe(0);
    await user.click(within(detail).getByRole('button', { name: 'Cancel combination' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this weekly combination?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel combination' }));
    await waitFor(() => expect(cancelled).toBe(1));
  });

  it('says a closed period is closed before anything is picked, and offers no Create', async () => {
    server.use(...sessionHandlers(makeUser(['supervisor'])), ...weeklyApi());
    const { user } = renderApp('/weekly-combinations');
    await user.click(await screen.findByRole('combobox', { name: 'Accounting period' }));
    await user.click(await screen.findByRole('option', { name: 'October 2026 (closed)' }));
    await user.click(await screen.findByRole('button', { name: 'New weekly combination' }));
    const dialog = await screen.findByRole('dialog', { name: 'New weekly combination' });
    expect(within(dialog).getByText('This period is closed')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toHaveProperty('disabled', true);
  });
});
