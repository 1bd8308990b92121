import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { API, server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

async function submitLogin(answer: () => Response, status: number) {
  // A 401 is not in the contract for this operation: that probe goes around the contract check.
  const login =
    status === 401
      ? http.post(`${API}/auth/cookie/login`, answer)
      : api.post('/auth/cookie/login', answer);
  server.use(...sessionHandlers(null), login);
  const { user } = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  await user.type(screen.getByLabelText(/Email/), 'thandi.nkosi@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Wrong-password-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return (await screen.findByTestId('form-error')).textContent;
}

describe('login form', () => {
  it.each([
    [
      'a wrong password (400 LOGIN_BAD_CREDENTIALS)',
      400,
      { detail: 'LOGIN_BAD_CREDENTIALS' },
      'Invalid email or password',
    ],
    ['401', 401, { detail: 'Unauthorized' }, 'Invalid email or password'],
    [
      '429',
      429,
      { detail: 'Too many requests' },
      'Too many login attempts. Please try again later.',
    ],
    ['a server detail', 500, { detail: 'Database unavailable' }, 'Database unavailable'],
  ])(
    'shows the §8 message after %s and keeps what was typed',
    async (_case, status, body, message) => {
      const text = await submitLogin(() => HttpResponse.json(body, { status }), status);
      expect(text).toBe(message);
      expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe(
        'thandi.nkosi@example.com',
      );
      expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe(
        'Wrong-password-1',
      );
    },
  );

  it('validates the email before calling the API', async () => {
    server.use(...sessionHandlers(null));
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('not-an-email');
  });
});

describe('"Create an account" on the sign-in page (decision 039)', () => {
  it.each([
    [true, 'offers it'],
    [false, 'says to ask an administrator instead'],
  ])('with registration open=%s %s', async (open) => {
    // Before the session's handlers: the first match answers.
    server.use(
      api.get('/auth/registration', () => HttpResponse.json({ open })),
      ...sessionHandlers(null),
    );
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    if (open) {
      expect(await screen.findByRole('link', { name: 'Create an account' })).toBeTruthy();
    } else {
      expect(
        await screen.findByText('No account yet? Ask your administrator for one.'),
      ).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    }
  });
});
