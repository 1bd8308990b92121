import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const reader = makeUser(['readonly']);

function account(status: { is_verified: boolean } | number = { is_verified: true }) {
  server.use(...sessionHandlers(reader));
  // Added after the defaults, so these answer first.
  server.use(
    api.get('/auth/verification-status', () =>
      typeof status === 'number'
        ? HttpResponse.json({ detail: 'x' }, { status })
        : HttpResponse.json({ ...status, email: reader.email }),
    ),
  );
  return renderApp('/account');
}

describe('account page', () => {
  it('is reached from the user card and shows the profile, the permissions and a sessions link', async () => {
    server.use(...sessionHandlers(reader));
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByTestId('user-card'));
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.getByText(reader.email)).toBeTruthy();
    const granted = screen.getByTestId('account-permissions');
    expect(within(granted).getAllByText(/:read$/)).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Manage sessions' }).getAttribute('href')).toBe(
      '/sessions',
    );
  });

  it('resends the verification email when the address is not verified', async () => {
    let resentTo: unknown;
    const { user } = account({ is_verified: false });
    server.use(
      api.post('/auth/resend-verification', async ({ request }) => {
        resentTo = ((await request.json()) as { email: string }).email;
        return HttpResponse.json({ message: 'sent' }, { status: 202 });
      }),
    );
    await screen.findByText('Not verified');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent successfully!')).toBeTruthy();
    expect(resentTo).toBe(reader.email);
  });

  // A 401 here ends the session (the 401 rule) and leaves the page; its §8 text,
  // 'Authentication required', is checked with the catalogue in @back-office/hooks.
  it('says the §8 message when the verification status cannot be read', async () => {
    account(500);
    expect(await screen.findByText('Failed to check verification status')).toBeTruthy();
  });

  it('checks the password policy in the form, without calling the server', async () => {
    let called = false;
    const { user } = account();
    server.use(
      api.post('/api/auth/change-password', () => {
        called = true;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'Old12345');
    await user.type(within(form).getByLabelText(/^New password/), 'short1');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'short1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('Password must be at least 8 characters long'),
    ).toBeTruthy();
    expect(called).toBe(false);
  });

  it.each([
    [400, 'Current password is incorrect'],
    [500, 'Failed to change password'],
  ])('says the §8 message when changing the password answers %i', async (status, message) => {
    const { user } = account();
    server.use(
      api.post('/api/auth/change-password', () =>
        HttpResponse.json({ detail: 'Incorrect password' }, { status }),
      ),
    );
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'Wrong1234');
    await user.type(within(form).getByLabelText(/^New password/), 'Fresh2026x');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'Fresh2026x');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByTestId('form-error')).toHaveProperty('textContent', message);
  });
});
