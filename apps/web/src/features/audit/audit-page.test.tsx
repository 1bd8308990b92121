import type { AuditLog } from '@back-office/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const ADMIN = makeUser(['admin'], { id: 1, email: 'admin@example.com', full_name: 'Ada Admin' });

const ENTRY: AuditLog = {
  id: 301,
  created_at: '2026-11-20T09:15:02Z',
  actor: { id: 1, name: 'Ada Admin', email: 'admin@example.com' },
  action: 'create',
  resource: 'users',
  record_id: 14,
  record_label: 'thabo@example.com',
  summary: 'Created user thabo@example.com',
  request_id: '5f0c6a1e-3b7d-4f2a-9c1e-8d2b7a64e901',
  ip_address: '127.0.0.1',
};

/** The mocked API; `failing` answers 503 to every audit call until set back to false. */
function setup(failing = false) {
  const calls = { failing, log: [] as string[] };
  server.use(
    api.get('/api/audit-logs', ({ request }) => {
      const url = new URL(request.url);
      calls.log.push(url.search);
      if (calls.failing) {
        return HttpResponse.json(
          { detail: 'Database unavailable' },
          { status: 503, headers: { 'X-Request-ID': 'req-503-audit' } },
        );
      }
      return HttpResponse.json({ audit_logs: [ENTRY], total: 1, skip: 0, limit: 50 });
    }),
    api.get('/api/users', () =>
      HttpResponse.json({ users: [ADMIN], total: 1, skip: 0, limit: 1000 }),
    ),
    ...sessionHandlers(ADMIN),
  );
  return calls;
}

describe('audit log', () => {
  it('shows each entry with its request id and sends the URL filters', async () => {
    const { log } = setup();
    const { user, router } = renderApp('/users/audit?resource=users&date_from=2026-11-01');
    const row = await screen.findByTestId('audit-row');
    expect(within(row).getByTestId('audit-request-id').textContent).toBe(ENTRY.request_id);
    // The record by what people know it as, never its id (decision 052).
    expect(row.textContent).toContain('User thabo@example.com');
    expect(row.textContent).not.toContain('#14');
    expect(row.textContent).toContain('Created');
    expect(log[0]).toContain('resource=users');
    expect(log[0]).toContain('date_from=2026-11-01');

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Roles changed' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        resource: 'users',
        action: 'role_change',
        date_from: '2026-11-01',
      }),
    );
    await waitFor(() => expect(log.at(-1)).toContain('action=role_change'));
  });

  it('shows a failed load with the request id and retries', async () => {
    const api = setup(true);
    const { user } = renderApp('/users/audit');
    const alert = await screen.findByTestId('error-state');
    expect(alert.textContent).toContain('req-503-audit');
    expect(screen.queryByTestId('audit-row')).toBeNull();
    const failedCalls = api.log.length;
    api.failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('audit-row')).toBeTruthy();
    expect(api.log.length).toBeGreaterThan(failedCalls);
  });
});
