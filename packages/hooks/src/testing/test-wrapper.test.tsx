import { example } from '@back-office/api-client/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth } from '../auth/auth-context.ts';
import { usePermissionsQuery } from '../queries/auth.ts';
import { mockOperation, server } from '../test/server.ts';
import { createTestWrapper } from './test-wrapper.tsx';

const readonlyUser = { ...example('User'), roles: ['readonly' as const] };
const readOnlyMatrix = readonlyUser.permissions.map((grant) => ({
  ...grant,
  granted: grant.action === 'read',
}));

describe('createTestWrapper with a signed-in user', () => {
  it('starts signed in as that user, with the permissions given', () => {
    const { Wrapper } = createTestWrapper({ user: readonlyUser, permissions: readOnlyMatrix });
    const { result } = renderHook(() => useAuth(), { wrapper: Wrapper });
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user).toMatchObject({
      id: readonlyUser.id,
      roles: ['readonly'],
      permissions: readOnlyMatrix,
    });
  });

  it('answers the session reads itself (no handler), the rest through MSW', async () => {
    server.use(
      mockOperation('get', '/api/periods/{id}', () => ({ status: 200, body: example('Period') })),
    );
    const { Wrapper, client } = createTestWrapper({ user: readonlyUser });
    const { result } = renderHook(() => usePermissionsQuery(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data?.roles).toEqual(['readonly']));
    const verify = await client.GET('/auth/verify');
    expect(verify.data).toMatchObject({ valid: true, user_id: readonlyUser.id });
    const period = await client.GET('/api/periods/{id}', { params: { path: { id: 1 } } });
    expect(period.data?.id).toBe(example('Period').id);
  });

  it('refuses a user with a client of your own, and permissions without a user', () => {
    const { client } = createTestWrapper();
    expect(() => createTestWrapper({ user: readonlyUser, client })).toThrow(/user/);
    expect(() => createTestWrapper({ permissions: readOnlyMatrix })).toThrow(/needs a `user`/);
  });
});
