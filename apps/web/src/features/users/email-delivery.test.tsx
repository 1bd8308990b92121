import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const ADMIN = makeUser(['admin'], { id: 1, email: 'admin@example.com', full_name: 'Ada Admin' });

function setup(configured: boolean) {
  const asked: string[] = [];
  server.use(
    api.get('/api/users', () =>
      HttpResponse.json({ users: [ADMIN], total: 1, skip: 0, limit: 50 }),
    ),
    api.get('/api/email', () => {
      asked.push('status');
      return HttpResponse.json({
        configured,
        mode: configured ? ('smtp' as const) : ('none' as const),
        from: 'Back Office <office@example.com>',
        server: configured ? 'smtp://mail.example.com:587' : null,
        undelivered: { queued: 0, retrying: 1, failed: 1, unconfigured: 0 },
      });
    }),
    api.get('/api/email/undelivered', () => {
      asked.push('undelivered');
      return HttpResponse.json({
        emails: [
          {
            id: 41,
            to: 'thandi.nkosi@example.com',
            kind: 'password_reset' as const,
            state: 'failed' as const,
            attempts: 1,
            last_error: '550 5.1.1 Recipient address rejected',
            next_attempt_at: null,
            created_at: '2026-11-27T08:14:03Z',
            updated_at: '2026-11-27T08:14:04Z',
          },
        ],
        total: 1,
        skip: 0,
        limit: 20,
      });
    }),
    api.post('/api/email/test', async ({ request }) => {
      const { to } = (await request.json()) as { to: string };
      return HttpResponse.json(
        to === 'it@example.com'
          ? { delivered: true, mode: 'smtp' as const, error: null }
          : { delivered: false, mode: 'smtp' as const, error: 'ECONNECTION: connect ECONNREFUSED' },
      );
    }),
    ...sessionHandlers(ADMIN),
  );
  return asked;
}

describe("the Users page's email delivery section", () => {
  it('asks nothing until opened, then shows the settings, a test email and what failed', async () => {
    const asked = setup(true);
    const { user } = renderApp('/users');
    const toggle = await screen.findByRole('button', { name: 'Show email delivery' });
    expect(asked).toEqual([]);
    await user.click(toggle);
    expect(await screen.findByText(/through smtp:\/\/mail\.example\.com:587/)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Undelivered emails' });
    const row = within(table).getByTestId('undelivered-email');
    expect(row.textContent).toContain('thandi.nkosi@example.com');
    expect(row.textContent).toContain('Password reset');
    expect(row.textContent).toContain('550 5.1.1 Recipient address rejected');

    const form = screen.getByRole('form', { name: 'Send a test email' });
    await user.type(within(form).getByLabelText(/Send a test email to/), 'it@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send test email' }));
    expect(await screen.findByText('Test email sent')).toBeTruthy();

    await user.clear(within(form).getByLabelText(/Send a test email to/));
    await user.type(within(form).getByLabelText(/Send a test email to/), 'x@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send test email' }));
    expect(await screen.findByText('ECONNECTION: connect ECONNREFUSED')).toBeTruthy();
  });

  it('says when email is not configured', async () => {
    setup(false);
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Show email delivery' }));
    const alert = await screen.findByTestId('email-not-configured');
    expect(alert.textContent).toContain('Email is not configured');
    expect(alert.textContent).toContain('SMTP_URL');
  });
});
