import { checkRequirement } from '@back-office/permissions';
import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../test-utils/contract-http.ts';
import { makeUser } from '../../test-utils/fixtures.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { grantedOf, server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';
import { pageRequirement } from './page-requirements.ts';

useMswServer();

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

/** A signed-out browser that signs in as `user` when the form is submitted. */
function signInAs(user: ReturnType<typeof makeUser>) {
  let signedIn = false;
  server.use(
    api.post('/auth/cookie/login', () => {
      signedIn = true;
      return new HttpResponse(null, { status: 204 });
    }),
    api.get('/auth/verify', () =>
      signedIn
        ? HttpResponse.json({ valid: true, user_id: user.id, email: user.email, roles: user.roles })
        : HttpResponse.json({ detail: 'Unauthorized' }, { status: 401 }),
    ),
    api.get('/auth/me', () =>
      signedIn
        ? HttpResponse.json(user)
        : HttpResponse.json({ detail: 'Unauthorized' }, { status: 401 }),
    ),
    api.get('/auth/permissions', () =>
      signedIn
        ? HttpResponse.json(grantedOf(user))
        : HttpResponse.json({ detail: 'Unauthorized' }, { status: 401 }),
    ),
  );
}

describe('route guards', () => {
  it('shows "Checking authentication..." until the session is known', async () => {
    server.use(
      ...sessionHandlers(makeUser(['supervisor'])),
      api.get('/auth/verify', async () => {
        await delay(150);
        return HttpResponse.json({
          valid: true,
          user_id: 7,
          email: 'x@example.com',
          roles: ['supervisor'],
        });
      }),
    );
    renderApp('/dashboard');
    expect(screen.getByText('Checking authentication...')).toBeTruthy();
    await h1('Dashboard');
    expect(screen.queryByText('Checking authentication...')).toBeNull();
  });

  it('redirects to /login and remembers the origin', async () => {
    server.use(...sessionHandlers(null));
    const { router } = renderApp('/orders?skip=50');
    await h1('Sign in');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/orders?skip=50' });
  });

  it('restores the origin after sign-in', async () => {
    server.use(...sessionHandlers(null));
    signInAs(makeUser(['readonly']));
    const { user, router } = renderApp('/orders');
    await h1('Sign in');
    await user.type(screen.getByLabelText(/Email/), 'thandi.nkosi@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await h1('Orders');
    expect(router.state.location.pathname).toBe('/orders');
  });

  it.each([
    ['//evil.example'],
    ['https://evil.example/'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
  ])('ignores the unsafe origin %s and lands on the dashboard', async (origin) => {
    server.use(...sessionHandlers(null));
    signInAs(makeUser(['readonly']));
    const { user, router } = renderApp(`/login?redirect=${encodeURIComponent(origin)}`);
    await h1('Sign in');
    await user.type(screen.getByLabelText(/Email/), 'thandi.nkosi@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await h1('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows Access Denied in place with the requirement, the role and both buttons', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    const { user, router } = renderApp('/users');
    await h1('Access Denied');
    expect(router.state.location.pathname).toBe('/users');
    expect(screen.getByTestId('required-access').textContent).toBe('Administrator (admin)');
    expect(screen.getByTestId('user-role').textContent).toBe('Read Only (readonly)');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    await h1('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('Go Back returns to the previous page', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    const { user, router } = renderApp('/orders');
    await h1('Orders');
    await router.navigate({ to: '/users/audit' });
    await h1('Access Denied');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await h1('Orders');
  });

  it('shows the not-found page inside the shell for an unknown path', async () => {
    server.use(...sessionHandlers(makeUser(['warehouse_staff'])));
    renderApp('/no/such/page');
    await h1('Page not found');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it.each([['distributor_readonly'], ['warehouse_staff'], ['admin']])(
    'guards every page of the route tree for %s as its requirement says',
    async (role) => {
      const account = makeUser([role]);
      server.use(...sessionHandlers(account));
      const { router } = renderApp('/dashboard');
      await h1('Dashboard');
      const pages = Object.values(router.routesById).filter(
        (route) => !route.children && route.id.startsWith('/_app/') && route.fullPath !== '/$',
      );
      expect(pages.length).toBeGreaterThan(30);
      for (const page of pages) {
        const path = page.fullPath.replace(/\$[a-zA-Z]+/g, '12');
        await router.navigate({ href: path });
        const allowed = checkRequirement(account, pageRequirement(page.fullPath)).allowed;
        await waitFor(() => {
          const heading = screen.getByRole('heading', { level: 1 }).textContent;
          if (allowed) expect([path, heading]).not.toEqual([path, 'Access Denied']);
          else expect([path, heading]).toEqual([path, 'Access Denied']);
          expect(heading).not.toBe('Page not found');
        });
      }
    },
    // Visits every page of the route tree; slow machines need the room.
    60_000,
  );
});
