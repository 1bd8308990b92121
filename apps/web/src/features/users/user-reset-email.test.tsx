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
});
const FORMER = makeUser(['readonly'], {
  id: 14,
  email: 'former@example.com',
  full_name: 'Former Staff',
  is_active: false,
});

function setup(answer: 'ok' | 'refused') {
  const sent: number[] = [];
  server.use(
    api.get('/api/users/{userId}', ({ params }) => {
      const user = [ADMIN, LERATO, FORMER].find((u) => u.id === Number(params.userId));
      return user
        ? HttpResponse.json(user)
        : HttpResponse.json({ detail: 'User not found' }, { status: 404 });
    }),
    api.post('/api/users/{userId}/password-reset-email', ({ params }) => {
      sent.push(Number(params.userId));
      return answer === 'ok'
        ? HttpResponse.json(
            { message: 'A password reset email to lerato.mokoena@example.com is on its way.' },
            { status: 202 },
          )
        : HttpResponse.json(
            {
              detail: 'User 12 is inactive; reactivate them before sending a password reset email',
            },
            { status: 409, headers: { 'X-Request-ID': 'req-409' } },
          );
    }),
    ...sessionHandlers(ADMIN),
  );
  return sent;
}

describe("the user's page: send a password reset email", () => {
  it('asks first, sends on confirmation and says so', async () => {
    const sent = setup('ok');
    const { user } = renderApp('/users/12');
    await screen.findByRole('heading', { level: 1, name: 'Lerato Mokoena' });
    await user.click(screen.getByRole('button', { name: 'Send password reset email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send password reset email' });
    expect(dialog.textContent).toContain('lerato.mokoena@example.com');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send password reset email' }));
    const again = await screen.findByRole('dialog', { name: 'Send password reset email' });
    await user.click(within(again).getByRole('button', { name: 'Send email' }));
    expect(
      await screen.findByText('Password reset email sent to lerato.mokoena@example.com'),
    ).toBeTruthy();
    expect(sent).toEqual([12]);
  });

  it('shows a refusal with its request id and keeps the dialog open', async () => {
    setup('refused');
    const { user } = renderApp('/users/12');
    await screen.findByRole('heading', { level: 1, name: 'Lerato Mokoena' });
    await user.click(screen.getByRole('button', { name: 'Send password reset email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send password reset email' });
    await user.click(within(dialog).getByRole('button', { name: 'Send email' }));
    expect(
      await screen.findByText(/reactivate them before sending a password reset email/),
    ).toBeTruthy();
    expect(screen.getByText(/req-409/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Send password reset email' })).toBeTruthy();
  });

  it('is not offered for a deactivated user', async () => {
    setup('ok');
    renderApp('/users/14');
    await screen.findByRole('heading', { level: 1, name: 'Former Staff' });
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send password reset email' })).toBeNull();
  });
});
