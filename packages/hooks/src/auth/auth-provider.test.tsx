import type { Schemas } from '@back-office/api-client';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys.ts';
import { writeStoredUser } from '../storage/stored-user.ts';
import { granted, renderAuth, signedIn, signedOut, user, verify } from '../test/auth.tsx';
import { createTestHarness } from '../test/render.tsx';
import { mockOperation, server } from '../test/server.ts';
import { useAuth } from './auth-context.ts';
import { AuthProvider } from './auth-provider.tsx';

type RegisterError = Schemas['ErrorModel'] | Schemas['HTTPValidationError'];

afterEach(() => {
  vi.useRealTimers();
});

describe('AuthProvider startup', () => {
  it('validates the session and exposes the user with roles and permissions', async () => {
    signedIn();
    const { result } = renderAuth();
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user?.email).toBe(user.email);
    expect(result.current.user?.permissions.length).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}').email).toBe(user.email);
  });

  it('takes the granted permissions and roles from /auth/permissions, not /auth/me', async () => {
    signedIn();
    const fromServer = [{ resource: 'invoices' as const, action: 'read' as const, granted: true }];
    server.use(
      mockOperation('get', '/auth/me', () => ({
        status: 200,
        body: { ...user, roles: ['admin'], permissions: [] },
      })),
      mockOperation('get', '/auth/permissions', () => ({
        status: 200,
        body: { ...granted, roles: ['readonly'], permissions: fromServer },
      })),
    );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(result.current.user?.permissions).toEqual(fromServer);
    expect(result.current.user?.roles).toEqual(['readonly']);
  });

  it('is unauthenticated, not loading, when the session is invalid', async () => {
    writeStoredUser(localStorage, user);
    signedOut();
    const { result, notify } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    // The 401 ends the session for every tab: the remembered user goes.
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    // A visitor who was never signed in gets no "session expired" toast.
    expect(notify).not.toHaveBeenCalled();
  });

  it('gives up after 10 seconds and is unauthenticated, never stuck loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    writeStoredUser(localStorage, user);
    server.use(
      mockOperation('get', '/auth/me', async () => {
        await delay('infinite');
        return { status: 200, body: user };
      }),
      mockOperation('get', '/auth/verify', async () => {
        await delay('infinite');
        return { status: 200, body: verify };
      }),
      mockOperation('get', '/auth/permissions', async () => {
        await delay('infinite');
        return { status: 200, body: granted };
      }),
    );
    const { result } = renderAuth();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000);
    });
    expect(result.current.isLoading).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.isAuthenticated).toBe(false);
  });

  it('removes old auth keys once', async () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('user_token', 'old');
    signedOut();
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.legacyCleanup)).not.toBeNull();
  });
});

describe('AuthProvider startup without a sign of a session', () => {
  /** Counts the session calls the provider makes (each answers 401, as for a visitor). */
  function countSessionCalls() {
    const calls: string[] = [];
    signedOut();
    server.events.on('request:start', ({ request }) => {
      calls.push(new URL(request.url).pathname);
    });
    return calls;
  }

  afterEach(() => {
    server.events.removeAllListeners();
  });

  it('is signed out at once and calls nothing when storage holds neither the user nor the expiry', async () => {
    const calls = countSessionCalls();
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(calls).toEqual([]);
  });

  it('validates a session that predates the stored expiry (only the user is remembered)', async () => {
    writeStoredUser(localStorage, user);
    signedIn();
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
  });

  it('validates a session whose expiry is stored without the user', async () => {
    signedIn();
    localStorage.removeItem(STORAGE_KEYS.user);
    localStorage.setItem(STORAGE_KEYS.authTokens, JSON.stringify({ expiresAt: 1 }));
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
  });

  it('starts signed out, calling nothing, when a server found no session for its page (`initialUser={null}`)', async () => {
    const calls = countSessionCalls();
    // A sign of a session in storage would otherwise be checked with the API.
    writeStoredUser(localStorage, user);
    const { Wrapper } = createTestHarness();
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => (
        <Wrapper>
          <AuthProvider initialUser={null}>{children}</AuthProvider>
        </Wrapper>
      ),
    });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.isAuthenticated).toBe(false);
    await delay(20);
    expect(calls).toEqual([]);
  });

  it('still follows a sign-in in another tab', async () => {
    const calls = countSessionCalls();
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    signedIn();
    await act(async () => {
      await result.current.revalidate();
    });
    expect(result.current.isAuthenticated).toBe(true);
    expect(calls).toContain('/auth/verify');
  });
});

describe('login', () => {
  it('sends email and password as a form body and welcomes the user', async () => {
    signedOut();
    let form: URLSearchParams | undefined;
    let contentType: string | null = null;
    const { result, notify } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    server.use(
      mockOperation('post', '/auth/cookie/login', async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        form = new URLSearchParams(await request.text());
        return { status: 204 };
      }),
    );
    signedIn();
    await act(async () => {
      await result.current.login('thandi@example.co.za', 'Secret123');
    });
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(form?.get('username')).toBe('thandi@example.co.za');
    expect(form?.get('password')).toBe('Secret123');
    expect(result.current.user?.id).toBe(user.id);
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: `Welcome back, ${user.full_name}!`,
    });
    // Cookie mode: no token anywhere in local storage.
    for (let i = 0; i < localStorage.length; i++) {
      expect(localStorage.key(i)).not.toMatch(/token/i);
    }
  });

  it('starts the new session with an empty query cache', async () => {
    signedOut();
    const { result, queryClient } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    queryClient.setQueryData(['orders', 'list', {}], { orders: [] });
    server.use(mockOperation('post', '/auth/cookie/login', () => ({ status: 204 })));
    signedIn();
    await act(async () => {
      await result.current.login('thandi@example.co.za', 'Secret123');
    });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('signs in and out without a QueryClientProvider (the app loads its query cache later)', async () => {
    signedOut();
    const { result, notify } = renderAuth({ provideQueryClient: false });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    server.use(
      mockOperation('post', '/auth/cookie/login', () => ({ status: 204 })),
      mockOperation('post', '/auth/cookie/logout', () => ({ status: 204 })),
    );
    signedIn();
    await act(async () => {
      await result.current.login('thandi@example.co.za', 'Secret123');
    });
    expect(result.current.user?.id).toBe(user.id);
    await act(async () => {
      await result.current.logout();
    });
    expect(result.current.user).toBeNull();
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Logged out successfully' });
  });

  it('uses a query client that arrives later, without changing the auth value', async () => {
    signedIn();
    const harness = createTestHarness({ provideQueryClient: false });
    const { Wrapper, queryClient } = harness;
    let provided: QueryClient | undefined;
    const view = renderHook(() => useAuth(), {
      wrapper: ({ children }) => (
        <QueryClientContext.Provider value={provided}>
          <Wrapper>
            <AuthProvider>{children}</AuthProvider>
          </Wrapper>
        </QueryClientContext.Provider>
      ),
    });
    await waitFor(() => expect(view.result.current.isAuthenticated).toBe(true));
    const before = view.result.current;
    provided = queryClient;
    view.rerender();
    expect(view.result.current).toBe(before);
    queryClient.setQueryData(['orders', 'list', {}], { orders: [] });
    server.use(mockOperation('post', '/auth/cookie/logout', () => ({ status: 204 })));
    await act(async () => {
      await view.result.current.logout();
    });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it.each([
    {
      name: 'stock 400 LOGIN_BAD_CREDENTIALS',
      status: 400,
      body: { detail: 'LOGIN_BAD_CREDENTIALS' },
      message: 'Invalid email or password',
    },
    {
      name: '429',
      status: 429,
      body: { detail: 'Too many login attempts' },
      message: 'Too many login attempts. Please try again later.',
    },
  ] as const)('$name → $message', async ({ status, body, message }) => {
    signedOut();
    const { result, notify } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    server.use(mockOperation('post', '/auth/cookie/login', () => ({ status, body })));
    await act(async () => {
      await expect(result.current.login('a@b.co', 'x')).rejects.toThrow(message);
    });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', message }));
    expect(result.current.user).toBeNull();
  });
});

describe('logout and session end', () => {
  async function signedInView() {
    signedIn();
    const view = renderAuth();
    await waitFor(() => expect(view.result.current.isAuthenticated).toBe(true));
    localStorage.setItem(STORAGE_KEYS.periodCache, JSON.stringify({ periods: [], timestamp: 1 }));
    localStorage.setItem(STORAGE_KEYS.selectedPeriod, '3');
    view.queryClient.setQueryData(['orders', 'list', {}], { orders: [] });
    return view;
  }

  it('logout clears the user, the period caches and the query cache', async () => {
    const { result, queryClient, notify } = await signedInView();
    server.use(mockOperation('post', '/auth/cookie/logout', () => ({ status: 204 })));
    await act(async () => {
      await result.current.logout();
    });
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.periodCache)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.selectedPeriod)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Logged out successfully' });
  });

  it('a failed logout still clears local state and says so', async () => {
    const { result, notify } = await signedInView();
    server.use(
      mockOperation('post', '/auth/cookie/logout', () => ({
        status: 401,
        body: { detail: 'Unauthorized' },
      })),
    );
    await act(async () => {
      await result.current.logout();
    });
    expect(result.current.user).toBeNull();
    expect(notify).toHaveBeenCalled();
  });

  it('an expired session clears everything, toasts and asks the app to go to login', async () => {
    const { result, session, notify, onSessionExpired, queryClient } = await signedInView();
    act(() => session.emitExpired());
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.periodCache)).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Session expired - please login again',
    });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('follows a logout in another tab', async () => {
    const { result, onSessionExpired, queryClient } = await signedInView();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.user, oldValue: '{}', newValue: null }),
      );
    });
    expect(result.current.user).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('follows a login in another tab', async () => {
    signedOut();
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    signedIn();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: STORAGE_KEYS.user,
          oldValue: null,
          newValue: JSON.stringify(user),
        }),
      );
    });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
  });
});

describe('account calls', () => {
  it('register: user exists, object detail reason, 422', async () => {
    signedOut();
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const input = { email: 'a@b.co', password: 'Secret123', first_name: 'A', last_name: 'B' };
    const cases: { status: 400 | 422; body: RegisterError; message: string }[] = [
      {
        status: 400,
        body: { detail: 'REGISTER_USER_ALREADY_EXISTS' },
        message: 'User with this email already exists',
      },
      {
        status: 400,
        body: {
          detail: { code: 'REGISTER_INVALID_PASSWORD', reason: 'Password must contain a digit' },
        },
        message: 'Password must contain a digit',
      },
      {
        status: 422,
        body: {
          detail: [
            {
              loc: ['body', 'email'],
              msg: 'value is not a valid email address',
              type: 'value_error',
            },
          ],
        },
        message: 'Please check your input and try again',
      },
    ];
    for (const { status, body, message } of cases) {
      server.use(mockOperation('post', '/auth/register', () => ({ status, body })));
      await act(async () => {
        await expect(result.current.register(input)).rejects.toThrow(message);
      });
    }
  });

  it('resend verification toasts success', async () => {
    signedOut();
    const { result, notify } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    server.use(
      mockOperation('post', '/auth/resend-verification', () => ({
        status: 202,
        body: { message: 'sent' },
      })),
    );
    await act(async () => {
      await result.current.resendVerification('a@b.co');
    });
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Verification email sent successfully!',
    });
  });

  it('revoking someone else’s session says so', async () => {
    signedIn();
    const { result, notifications } = renderAuth();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    server.use(
      mockOperation('delete', '/auth/sessions/{id}', () => ({
        status: 403,
        body: { detail: 'You can only revoke your own sessions' },
      })),
    );
    await act(async () => {
      await expect(result.current.revokeSession(99)).rejects.toThrow(
        'You can only revoke your own sessions.',
      );
    });
    expect(notifications.filter((n) => n.kind === 'error').map((n) => n.message)).toEqual([
      'You can only revoke your own sessions.',
    ]);
  });
});
