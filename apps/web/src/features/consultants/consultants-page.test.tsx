import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeConsultant } from '../../test-utils/consultant-fixtures.ts';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { refusal, server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const consultants = [makeConsultant({ id: 1 }), makeConsultant({ id: 2, status: 'suspended' })];

/** Answers the list and records every query it was asked. */
function listHandler(queries: URLSearchParams[]) {
  return api.get('/api/consultants', ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    return HttpResponse.json({
      consultants,
      total: 2,
      skip: Number(query.get('skip') ?? 0),
      limit: Number(query.get('limit') ?? 50),
    });
  });
}

describe('consultants list', () => {
  it('reads paging, sorting and filters from the URL and writes sort changes back', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...sessionHandlers(makeUser(['supervisor'])), listHandler(queries));
    const { user, router } = renderApp(
      '/consultants?status=suspended&sort_by=last_name&sort_order=asc&limit=25',
    );
    await screen.findByRole('heading', { level: 1, name: 'Consultants' });
    expect(await screen.findAllByTestId('consultant-row')).toHaveLength(2);
    const first = queries[0];
    expect(first?.get('status')).toBe('suspended');
    expect(first?.get('sort_by')).toBe('last_name');
    expect(first?.get('sort_order')).toBe('asc');
    expect(first?.get('limit')).toBe('25');

    await user.click(screen.getByRole('button', { name: /Joined/ }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ sort_by: 'joined_date' }),
    );
    await waitFor(() => expect(queries.at(-1)?.get('sort_by')).toBe('joined_date'));
    expect(queries.at(-1)?.get('status')).toBe('suspended');
  });

  it('hides create and delete from a read-only user but keeps export', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])), listHandler([]));
    const { user } = renderApp('/consultants');
    await screen.findAllByTestId('consultant-row');
    expect(screen.queryByRole('link', { name: /Add consultant/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Bulk upload/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Export all/ })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select Nomvula Dlamini 1' }));
    const bar = screen.getByTestId('bulk-action-bar');
    expect(within(bar).getByRole('button', { name: /Export selected/ })).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: /Delete selected/ })).toBeNull();
  });

  it('exports what the list shows: its filters go with "Export filtered"', async () => {
    let body: unknown;
    server.use(
      ...sessionHandlers(makeUser(['readonly'])),
      listHandler([]),
      api.post('/api/consultants/export/{format}', async ({ request }) => {
        body = await request.json();
        return new HttpResponse('consultant_number\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="consultants_2026-11-23.csv"',
          },
        });
      }),
    );
    const { user } = renderApp('/consultants?status=suspended&province=Gauteng');
    await screen.findAllByTestId('consultant-row');
    expect(screen.queryByRole('button', { name: /Export all/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Export filtered/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)' }));
    await waitFor(() => expect(body).toEqual({ status: 'suspended', province: 'Gauteng' }));
  });

  it('deletes the selected consultants after a confirmation, with Undo until the toast ends', async () => {
    let deleted: unknown;
    let asked = 0;
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      listHandler([]),
      api.post('/api/consultants/bulk-delete', async ({ request }) => {
        // The dry run asked first (decision 045) deletes nothing.
        if (new URL(request.url).searchParams.get('dry_run') === 'true') {
          asked += 1;
          return new HttpResponse(null, { status: 204 });
        }
        deleted = await request.json();
        return HttpResponse.json({ deleted: 2 });
      }),
    );
    const { user } = renderApp('/consultants');
    const deleteAll = async () => {
      await user.click(
        await screen.findByRole('checkbox', { name: 'Select all rows on this page' }),
      );
      await user.click(screen.getByRole('button', { name: /Delete selected/ }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(/Delete 2 selected consultants/)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await screen.findByText('2 consultants deleted');
    };
    await screen.findAllByTestId('consultant-row');
    await deleteAll();
    // The rows leave the list at once; nothing is sent while Undo is offered.
    await waitFor(() => expect(screen.queryAllByTestId('consultant-row')).toHaveLength(0));
    expect(deleted).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findAllByTestId('consultant-row')).toHaveLength(2);
    expect(deleted).toBeUndefined();

    // Closing the toast ends it: the delete is sent then.
    await deleteAll();
    const toast = screen.getByText('2 consultants deleted').closest('[role="alert"]');
    if (!(toast instanceof HTMLElement)) throw new Error('no toast');
    await user.click(within(toast).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(deleted).toEqual({ consultant_ids: [1, 2] }));
    expect(asked).toBe(2);
  });

  it('says at once why a refused delete cannot happen, offers no Undo and keeps the rows', async () => {
    let sent = false;
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      listHandler([]),
      api.post('/api/consultants/bulk-delete', ({ request }) => {
        if (new URL(request.url).searchParams.get('dry_run') !== 'true') sent = true;
        return refusal(409, 'Consultants with consultant orders cannot be deleted: CN-000001');
      }),
    );
    const { user } = renderApp('/consultants');
    await screen.findAllByTestId('consultant-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Consultants with consultant orders cannot be deleted: CN-000001'),
    ).toBeTruthy();
    expect(screen.queryByText('2 consultants deleted')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.getAllByTestId('consultant-row')).toHaveLength(2);
    expect(sent).toBe(false);
  });

  it('brings the rows back with the reason when the delayed delete fails once sent', async () => {
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      listHandler([]),
      api.post('/api/consultants/bulk-delete', ({ request }) =>
        new URL(request.url).searchParams.get('dry_run') === 'true'
          ? new HttpResponse(null, { status: 204 })
          : // Another user gave one of them an order meanwhile.
            refusal(409, 'Consultants with consultant orders cannot be deleted: CN-000002'),
      ),
    );
    const { user } = renderApp('/consultants');
    await screen.findAllByTestId('consultant-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByText('2 consultants deleted');
    await waitFor(() => expect(screen.queryAllByTestId('consultant-row')).toHaveLength(0));
    const toast = screen.getByText('2 consultants deleted').closest('[role="alert"]');
    if (!(toast instanceof HTMLElement)) throw new Error('no toast');
    await user.click(within(toast).getByRole('button', { name: /close/i }));
    expect(await screen.findByText('Not deleted')).toBeTruthy();
    expect(
      screen.getByText(
        '“2 consultants deleted” did not happen. Consultants with consultant orders cannot be deleted: CN-000002',
      ),
    ).toBeTruthy();
    expect(await screen.findAllByTestId('consultant-row')).toHaveLength(2);
  });

  it('says so when the session ended before the delayed delete was sent', async () => {
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      listHandler([]),
      api.post('/api/consultants/bulk-delete', ({ request }) =>
        new URL(request.url).searchParams.get('dry_run') === 'true'
          ? new HttpResponse(null, { status: 204 })
          : refusal(401, 'Unauthorized'),
      ),
    );
    const { user } = renderApp('/consultants');
    await screen.findAllByTestId('consultant-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: /Delete selected/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    const toast = (await screen.findByText('2 consultants deleted')).closest('[role="alert"]');
    if (!(toast instanceof HTMLElement)) throw new Error('no toast');
    await user.click(within(toast).getByRole('button', { name: /close/i }));
    expect(await screen.findByText(/Your session ended before the delete was sent/)).toBeTruthy();
  });

  it('shows a failed load with its request id and retries', async () => {
    let failing = true;
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/api/consultants', () => {
        return failing
          ? HttpResponse.json(
              { detail: 'Database unavailable' },
              { status: 503, headers: { 'X-Request-ID': 'req-consultants-1' } },
            )
          : HttpResponse.json({ consultants, total: 2, skip: 0, limit: 50 });
      }),
    );
    const { user } = renderApp('/consultants');
    const error = await screen.findByTestId('error-state');
    expect(within(error).getByText('Database unavailable')).toBeTruthy();
    expect(within(error).getByText('req-consultants-1')).toBeTruthy();
    failing = false;
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('consultant-row')).toHaveLength(2);
  });
});

describe('consultants list: phones', () => {
  it('shows stored E.164 numbers in the national format', async () => {
    server.use(...sessionHandlers(makeUser(['supervisor'])), listHandler([]));
    renderApp('/consultants');
    const [row] = await screen.findAllByTestId('consultant-row');
    expect(row?.textContent).toContain('082 123 4567');
    expect(row?.textContent).not.toContain('+27821234567');
  });
});
