import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

const typed = {
  'First name': 'Ayanda',
  'Last name': 'Khumalo',
  Email: 'ayanda.khumalo@example.com',
  '^Password': 'Pietermaritzburg9',
  'Confirm password': 'Pietermaritzburg9',
};

describe('register form', () => {
  it.each([
    [400, { detail: 'REGISTER_USER_ALREADY_EXISTS' }, 'User with this email already exists'],
    [400, { detail: 'Department is closed' }, 'Department is closed'],
    [
      422,
      { detail: [{ loc: ['body', 'email'], msg: 'bad', type: 'value_error' }] },
      'Please check your input and try again',
    ],
    [500, { detail: 'boom' }, 'Registration failed. Please try again.'],
  ])(
    'after a %i shows the §8 message and keeps every typed value',
    async (status, body, message) => {
      server.use(
        ...sessionHandlers(null),
        api.post('/auth/register', () => HttpResponse.json(body, { status })),
      );
      const { user } = renderApp('/auth/register');
      await screen.findByRole('heading', { level: 1, name: 'Create an account' });
      for (const [label, value] of Object.entries(typed)) {
        await user.type(screen.getByLabelText(new RegExp(label)), value);
      }
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect((await screen.findByTestId('form-error')).textContent).toBe(message);
      for (const [label, value] of Object.entries(typed)) {
        expect((screen.getByLabelText(new RegExp(label)) as HTMLInputElement).value).toBe(value);
      }
    },
  );

  it('after a 403 REGISTRATION_CLOSED says registration is closed, without the form', async () => {
    server.use(
      ...sessionHandlers(null),
      api.post('/auth/register', () =>
        HttpResponse.json(
          {
            detail: {
              code: 'REGISTRATION_CLOSED',
              reason: 'Registration is closed. Ask an administrator for an account.',
            },
          },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderApp('/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    for (const [label, value] of Object.entries(typed)) {
      await user.type(screen.getByLabelText(new RegExp(label)), value);
    }
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { level: 1, name: 'Registration is closed' });
    expect(screen.getByText(/given out by an administrator/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('says at once that registration is closed when the server says so, before anything is typed', async () => {
    // Before the session's handlers: the first match answers.
    server.use(
      api.get('/auth/registration', () => HttpResponse.json({ open: false })),
      ...sessionHandlers(null),
    );
    renderApp('/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Registration is closed' });
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });
});
