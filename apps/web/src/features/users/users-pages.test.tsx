import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const ADMIN = makeUser(['admin'], { id: 1, email: 'admin@example.com', full_name: 'Ada Admin' });
const LERATO = makeUser(['readonly'], {
  id: 12,
  email: 'lerato.mokoena@example.com',
  first_name: 'Lerato',
  last_name: 'Mokoena',
  full_name: 'Lerato Mokoena',
  department: 'Accounts (Pretoria)',
  last_login: '2026-11-19T12:41:00Z',
});
const SIPHO = makeUser(['supervisor', 'distributor_readonly'], {
  id: 13,
  email: 'sipho.dlamini@example.com',
  first_name: 'Sipho',
  last_name: 'Dlamini',
  full_name: 'Sipho Dlamini',
  last_login: null,
});

function setup() {
  const log: string[] = [];
  server.use(
    api.get('/api/users', ({ request }) => {
      const url = new URL(request.url);
      log.push(`GET /api/users${url.search}`);
      const role = url.searchParams.get('role');
      const users = [ADMIN, LERATO, SIPHO].filter(
        (user) => !role || user.roles.includes(role as never),
      );
      return HttpResponse.json({ users, total: users.length, skip: 0, limit: 50 });
    }),
    api.get('/api/users/{userId}', ({ params }) => {
      const user = [ADMIN, LERATO, SIPHO].find((u) => u.id === Number(params.userId));
      return user
        ? HttpResponse.json(user)
        : HttpResponse.json(
            { detail: 'User not found' },
            { status: 404, headers: { 'X-Request-ID': 'req-404' } },
          );
    }),
    api.post('/api/users', async ({ request }) => {
      log.push(`POST /api/users ${JSON.stringify(await request.json())}`);
      return HttpResponse.json(
        { detail: 'REGISTER_USER_ALREADY_EXISTS' },
        { status: 400, headers: { 'X-Request-ID': 'req-400' } },
      );
    }),
    ...sessionHandlers(ADMIN),
  );
  return log;
}

describe('users screens', () => {
  it('filters by role through the URL and offers deactivation only for others', async () => {
    const log = setup();
    const { user, router } = renderApp('/users?role=supervisor');
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    const rows = await screen.findAllByTestId('user-row');
    expect(rows.map((row) => row.dataset.email)).toEqual(['sipho.dlamini@example.com']);
    expect(log[0]).toContain('role=supervisor');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(3));
    expect(router.state.location.search).not.toHaveProperty('role');
    // The signed-in admin cannot select (deactivate) themselves.
    expect(
      (screen.getByRole('checkbox', { name: 'Select admin@example.com' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select lerato.mokoena@example.com' }));
    expect(screen.getByTestId('bulk-action-bar').textContent).toContain('1 users selected');
  });

  it('keeps the typed values and marks the email when it is taken', async () => {
    const log = setup();
    const { user } = renderApp('/users/create');
    const form = await screen.findByRole('form', { name: 'Create user' });
    await user.click(within(form).getByRole('button', { name: 'Create user' }));
    expect(within(form).getByText('First name is required')).toBeTruthy();
    expect(log.some((line) => line.startsWith('POST'))).toBe(false);

    await user.type(within(form).getByLabelText(/^First name/), 'Lerato');
    await user.type(within(form).getByLabelText(/^Last name/), 'Mokoena');
    await user.type(
      within(form).getByRole('textbox', { name: /^Email/ }),
      'lerato.mokoena@example.com',
    );
    await user.type(within(form).getByLabelText(/^Password/), 'Pretoria2026');
    await user.click(within(form).getByRole('checkbox', { name: 'Read Only' }));
    await user.click(within(form).getByRole('switch', { name: /Email verified/ }));
    await user.click(within(form).getByRole('button', { name: 'Create user' }));

    expect(await within(form).findByText('A user with this email already exists')).toBeTruthy();
    const sent = log.find((line) => line.startsWith('POST')) ?? '';
    expect(JSON.parse(sent.slice('POST /api/users '.length))).toMatchObject({
      email: 'lerato.mokoena@example.com',
      roles: ['readonly'],
      is_verified: true,
      is_active: true,
      department: null,
    });
    expect((within(form).getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Lerato');
    expect(
      (within(form).getByRole('checkbox', { name: 'Read Only' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('sends a password whose letters are not ASCII (Greek), as the server accepts it', async () => {
    const log = setup();
    const { user } = renderApp('/users/create');
    const form = await screen.findByRole('form', { name: 'Create user' });
    await user.type(within(form).getByLabelText(/^First name/), 'Zoë');
    await user.type(within(form).getByLabelText(/^Last name/), 'Müller');
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'zoe@example.com');
    await user.type(within(form).getByLabelText(/^Password/), 'Ωμέγα2026!');
    await user.click(within(form).getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(log.some((line) => line.startsWith('POST'))).toBe(true));
    const sent = log.find((line) => line.startsWith('POST')) ?? '';
    expect(JSON.parse(sent.slice('POST /api/users '.length))).toMatchObject({
      password: 'Ωμέγα2026!',
    });
  });

  it('shows a user with last login, roles and effective permissions', async () => {
    setup();
    renderApp('/users/13');
    await screen.findByRole('heading', { level: 1, name: 'Sipho Dlamini' });
    expect(screen.getByText('Never signed in')).toBeTruthy();
    expect(screen.getByText('Supervisor')).toBeTruthy();
    expect(screen.getByText('Distributor Read Only')).toBeTruthy();
    const matrix = screen.getByRole('table', { name: 'Permissions of Sipho Dlamini' });
    expect(within(matrix).getByText('Orders delete: granted')).toBeTruthy();
    expect(within(matrix).getByText('Distributor orders update: not granted')).toBeTruthy();
    expect(within(matrix).getByText('Distributor orders read: granted')).toBeTruthy();
  });

  it("lists the user's history in words on its History tab, newest first, paged", async () => {
    setup();
    const asked: string[] = [];
    server.use(
      api.get('/api/history/{resource}/{id}', ({ params, request }) => {
        const skip = Number(new URL(request.url).searchParams.get('skip') ?? 0);
        asked.push(`${params.resource}/${params.id}?skip=${skip}`);
        const entry = (n: number) => ({
          id: 500 - n,
          created_at: '2026-11-20T09:15:02Z',
          actor: { id: 1, name: 'Ada Admin', email: 'admin@example.com' },
          action: 'update' as const,
          resource: 'users' as const,
          record_id: 13,
          record_label: 'sipho@example.com',
          summary: `Change ${n} of Sipho Dlamini`,
          request_id: `req-${n}`,
          ip_address: null,
        });
        const page = Array.from({ length: skip === 0 ? 20 : 1 }, (_, i) => entry(skip + i + 1));
        return HttpResponse.json({ audit_logs: page, total: 21, skip, limit: 20 });
      }),
    );
    const { user } = renderApp('/users/13');
    await screen.findByRole('heading', { level: 1, name: 'Sipho Dlamini' });
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'History' });
    const rows = within(table).getAllByTestId('history-entry');
    expect(rows).toHaveLength(20);
    expect(within(rows[0] as HTMLElement).getByText('Change 1 of Sipho Dlamini')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Ada Admin')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('req-1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy request ID req-1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('Change 21 of Sipho Dlamini', undefined);
    expect(asked).toEqual(['users/13?skip=0', 'users/13?skip=20']);
  });

  it('shows a failed user load with its request id and a retry', async () => {
    setup();
    renderApp('/users/99');
    const alert = await screen.findByTestId('error-state');
    expect(alert.textContent).toContain('User not found');
    expect(alert.textContent).toContain('req-404');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
