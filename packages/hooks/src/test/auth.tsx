import { example } from '@back-office/api-client/testing';
import { renderHook } from '@testing-library/react';
import { useAuth } from '../auth/auth-context.ts';
import { AuthProvider } from '../auth/auth-provider.tsx';
import { writeStoredUser } from '../storage/stored-user.ts';
import { createTestHarness } from './render.tsx';
import { mockOperation, server } from './server.ts';

/** The signed-in user of the auth tests. */
export const user = example('User');

/** `/auth/verify`'s answer for `user`. */
export const verify = {
  ...example('AuthVerifyResult'),
  user_id: user.id,
  email: user.email,
  roles: user.roles,
};

/** `/auth/permissions`' answer for `user`. */
export const granted = {
  permissions: user.permissions,
  roles: user.roles,
  is_superuser: user.is_superuser,
};

/** A backend where the session cookie is valid, and the browser remembers the user. */
export function signedIn() {
  writeStoredUser(localStorage, user);
  server.use(
    mockOperation('get', '/auth/me', () => ({ status: 200, body: user })),
    mockOperation('get', '/auth/permissions', () => ({ status: 200, body: granted })),
    mockOperation('get', '/auth/verify', () => ({ status: 200, body: verify })),
  );
}

/** A backend where the session is over (and cannot be refreshed). */
export function signedOut() {
  server.use(
    mockOperation('get', '/auth/me', () => ({ status: 401, body: { detail: 'Unauthorized' } })),
    mockOperation('get', '/auth/permissions', () => ({
      status: 401,
      body: { detail: 'Unauthorized' },
    })),
    mockOperation('get', '/auth/verify', () => ({ status: 401, body: { detail: 'Unauthorized' } })),
    mockOperation('post', '/auth/cookie/refresh', () => ({
      status: 401,
      body: { detail: 'Unauthorized' },
    })),
  );
}

/** `useAuth()` inside a fresh harness and `AuthProvider`. */
export function renderAuth(options: Parameters<typeof createTestHarness>[0] = {}) {
  const harness = createTestHarness(options);
  const { Wrapper } = harness;
  const view = renderHook(() => useAuth(), {
    wrapper: ({ children }) => (
      <Wrapper>
        <AuthProvider>{children}</AuthProvider>
      </Wrapper>
    ),
  });
  return { ...harness, ...view };
}
