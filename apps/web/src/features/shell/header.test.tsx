import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

async function dashboardAs(roles: string[]) {
  server.use(...sessionHandlers(makeUser(roles)));
  const view = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return view;
}

describe('header', () => {
  it('shows the user card with the role badge and at most six permissions then +N more', async () => {
    const { user } = await dashboardAs(['readonly']);
    expect(screen.getByTestId('role-badge').textContent).toBe('Read Only');
    await user.click(screen.getByTestId('user-card'));
    const summary = await screen.findByTestId('permission-summary');
    expect(within(summary).getAllByText(/:read$/)).toHaveLength(6);
    expect(within(summary).getByText('+4 more')).toBeTruthy();
  });

  it('opens the user menu as a named dialog with focus inside; Escape returns it', async () => {
    const { user } = await dashboardAs(['readonly']);
    const card = screen.getByTestId('user-card');
    card.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Thandi Nkosi' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Account' })),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBe(null));
    expect(document.activeElement).toBe(card);
  });

  it('asks before logging out; Cancel keeps the session, Log out ends it', async () => {
    let loggedOut = false;
    const { user, router } = await dashboardAs(['supervisor']);
    server.use(
      api.post('/auth/cookie/logout', () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await user.click(screen.getByTestId('user-card'));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(loggedOut).toBe(false);
    expect(router.state.location.pathname).toBe('/dashboard');

    await user.click(screen.getByTestId('user-card'));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const again = await screen.findByRole('dialog', { name: 'Log out' });
    await user.click(within(again).getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(loggedOut).toBe(true);
    expect(router.state.location.search).toEqual({});
    const toast = await screen.findByText('Logged out successfully');
    // Toasts stack at the bottom centre, clear of header actions and drawer headers.
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('bottom-center');
  });

  it('lists the periods active first without archived ones and toasts a switch', async () => {
    const { user } = await dashboardAs(['readonly']);
    const selector = screen.getByTestId('period-selector');
    await waitFor(() =>
      expect((selector as HTMLInputElement).value).toBe('November 2026 (active)'),
    );
    await user.click(selector);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'November 2026 (active)',
      'December 2026 (draft)',
      'October 2026 (closed)',
    ]);
    await user.click(screen.getByRole('option', { name: 'December 2026 (draft)' }));
    expect(await screen.findByText('Switched to period: December 2026')).toBeTruthy();
  });

  it('sends the user to /login with the expiry message when the session cannot be refreshed', async () => {
    const { router } = await dashboardAs(['readonly']);
    server.use(
      api.get('/auth/sessions', () =>
        HttpResponse.json({ detail: 'Unauthorized' }, { status: 401 }),
      ),
    );
    await router.navigate({ to: '/sessions' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(await screen.findByText('Session expired - please login again')).toBeTruthy();
    expect(router.state.location.search).toEqual({ redirect: '/sessions' });
  });
});
