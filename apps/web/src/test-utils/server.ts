import type { User } from '@back-office/api-client';
import { writeStoredUser } from '@back-office/hooks/auth';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { api, refusal } from './contract-http.ts';
import { PERIODS } from './fixtures.ts';

export { API, api, refusal } from './contract-http.ts';

/** MSW for component tests: any request without a handler fails the test. */
export const server = setupServer();

/** Starts MSW around the test file (`onUnhandledRequest: 'error'`). */
export function useMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** `/auth/permissions`' answer for `user`. */
export function grantedOf(user: User) {
  return { permissions: user.permissions, roles: user.roles, is_superuser: user.is_superuser };
}

/**
 * A signed-in session for `user` (or none when null): /auth/verify, /auth/me, the periods. A
 * signed-in browser also remembers the user in local storage, the sign of a session without
 * which the app does not ask the server (`hasSessionHint`).
 */
export function sessionHandlers(user: User | null) {
  if (user) writeStoredUser(localStorage, user);
  const unauthorized = () => refusal(401, 'Unauthorized');
  return [
    api.get('/auth/verify', () =>
      user
        ? HttpResponse.json({ valid: true, user_id: user.id, email: user.email, roles: user.roles })
        : unauthorized(),
    ),
    api.get('/auth/me', () => (user ? HttpResponse.json(user) : unauthorized())),
    api.get('/auth/permissions', () =>
      user ? HttpResponse.json(grantedOf(user)) : unauthorized(),
    ),
    api.post('/auth/cookie/refresh', () => unauthorized()),
    // The sign-in page's "Create an account" link asks whether registration is open.
    api.get('/auth/registration', () => HttpResponse.json({ open: true })),
    api.get('/api/periods', () =>
      HttpResponse.json({ periods: PERIODS, total: PERIODS.length, skip: 0, limit: 100 }),
    ),
    api.get('/auth/sessions', () => (user ? HttpResponse.json({ sessions: [] }) : unauthorized())),
    // The sidebar's saved views (none); only a signed-in shell asks, after a sign-in too.
    api.get('/api/saved-views', () => HttpResponse.json({ saved_views: [] })),
    // The header's notification centre (none), also after a sign-in the test answers itself.
    api.get('/api/notifications', () =>
      HttpResponse.json({ notifications: [], total: 0, unread: 0, skip: 0, limit: 20 }),
    ),
    api.get('/api/periods/active/current', () =>
      HttpResponse.json(PERIODS.find((period) => period.status === 'active')),
    ),
  ];
}
