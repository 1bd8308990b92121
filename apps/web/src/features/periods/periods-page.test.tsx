import type { Period } from '@back-office/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makePeriod, makeUser, PERIODS } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

/** A tiny periods API over a mutable list; `log` records every call. */
function periodsApi(initial: Period[]) {
  let periods = initial.map((period) => ({ ...period }));
  const log: string[] = [];
  const handlers = [
    api.get('/api/periods', ({ request }) => {
      const url = new URL(request.url);
      log.push(`GET /api/periods${url.search}`);
      const archived = url.searchParams.get('include_archived') === 'true';
      const status = url.searchParams.get('status');
      const rows = periods.filter(
        (period) =>
          (archived || period.status !== 'archived') && (!status || period.status === status),
      );
      return HttpResponse.json({ periods: rows, total: rows.length, skip: 0, limit: 100 });
    }),
    api.put('/api/periods/{id}/activate', ({ params }) => {
      const id = Number(params.id);
      log.push(`PUT /api/periods/${id}/activate`);
      periods = periods.map((period) =>
        period.id === id
          ? { ...period, status: 'active' }
          : period.status === 'active'
            ? { ...period, status: 'closed' }
            : period,
      );
      return HttpResponse.json(periods.find((period) => period.id === id));
    }),
    api.post('/api/periods', () =>
      HttpResponse.json(
        { detail: 'A period named November 2026 already exists' },
        { status: 409, headers: { 'X-Request-ID': 'req-409-period' } },
      ),
    ),
  ];
  return { handlers, log };
}

function setup(periods = PERIODS) {
  const api = periodsApi(periods);
  server.use(...api.handlers, ...sessionHandlers(makeUser(['admin'])));
  return api;
}

describe('periods page', () => {
  it('lists archived periods marked and offers only the allowed transitions', async () => {
    setup();
    const { user } = renderApp('/admin/periods');
    await screen.findByRole('heading', { level: 1, name: 'Periods' });
    const rows = await screen.findAllByTestId('period-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual([
      'archived',
      'closed',
      'active',
      'draft',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Archived' })).toBeTruthy();
    // Archived: nothing to do.
    expect(screen.queryByRole('button', { name: 'Actions for September 2026' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Actions for October 2026' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Archive']);
  });

  it('keeps the status filter in the URL', async () => {
    const api = setup();
    const { user, router } = renderApp('/admin/periods?status=draft');
    const rows = await screen.findAllByTestId('period-row');
    expect(rows).toHaveLength(1);
    expect(api.log.some((line) => line.includes('status=draft'))).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'closed' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('period-row').map((row) => row.dataset.name)).toEqual([
        'October 2026',
      ]),
    );
    router.history.back();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'draft' }));
  });

  it('activates a draft after a confirmation naming the period it closes', async () => {
    const api = setup();
    const { user } = renderApp('/admin/periods');
    await screen.findAllByTestId('period-row');
    await user.click(screen.getByRole('button', { name: 'Actions for December 2026' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate period' });
    expect(dialog.textContent).toContain('The active period, November 2026, will be closed');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(api.log).toContain('PUT /api/periods/4/activate'));
    // Both the screen's list and the header selector's list are fetched again.
    await waitFor(() => {
      const rows = screen.getAllByTestId('period-row');
      expect(rows.find((row) => row.dataset.name === 'December 2026')?.dataset.status).toBe(
        'active',
      );
    });
    await waitFor(() =>
      expect(
        api.log.filter((line) => line === 'GET /api/periods?limit=100').length,
      ).toBeGreaterThan(0),
    );
  });

  it('keeps the typed values and shows the request id when creating fails', async () => {
    setup([makePeriod({ id: 3, name: 'November 2026', status: 'active' })]);
    const { user } = renderApp('/admin/periods');
    await screen.findAllByTestId('period-row');
    await user.click(screen.getByRole('button', { name: 'New period' }));
    const dialog = await screen.findByRole('dialog', { name: 'New period' });
    await user.click(within(dialog).getByRole('button', { name: 'Create period' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/^Name/), 'November 2026');
    await user.type(within(dialog).getByLabelText(/^Start date/), '2026-12-01');
    await user.type(within(dialog).getByLabelText(/^End date/), '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Create period' }));
    expect(within(dialog).getByText('End date must not be before the start date')).toBeTruthy();

    const end = within(dialog).getByLabelText(/^End date/);
    await user.clear(end);
    await user.type(end, '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Create period' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('already exists');
    expect(alert.textContent).toContain('req-409-period');
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe(
      'November 2026',
    );
  });

  it('asks before discarding a typed period; an untouched dialog closes at once', async () => {
    setup([makePeriod({ id: 3, name: 'November 2026', status: 'active' })]);
    const { user } = renderApp('/admin/periods');
    await screen.findAllByTestId('period-row');
    await user.click(screen.getByRole('button', { name: 'New period' }));
    let dialog = await screen.findByRole('dialog', { name: 'New period' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New period' })).toBe(null));

    await user.click(screen.getByRole('button', { name: 'New period' }));
    dialog = await screen.findByRole('dialog', { name: 'New period' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'January 2027');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('January 2027');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New period' })).toBe(null));
  });
});
