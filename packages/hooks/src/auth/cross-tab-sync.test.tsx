import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys.ts';
import { renderAuth, signedIn, signedOut, user } from '../test/auth.tsx';
import { mockOperation, server } from '../test/server.ts';
import { AUTH_CHANNEL_NAME, type CrossTabMessage } from './auth-channel.ts';

/** Another tab's end of the auth channel: what it heard, and a way to speak. */
function otherTab() {
  const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
  const heard: unknown[] = [];
  channel.onmessage = (event: MessageEvent<unknown>) => {
    heard.push(event.data);
  };
  opened.push(channel);
  return { heard, say: (message: unknown) => channel.postMessage(message) };
}
const opened: BroadcastChannel[] = [];

async function signedInTab() {
  signedIn();
  const view = renderAuth();
  await waitFor(() => expect(view.result.current.isAuthenticated).toBe(true));
  view.queryClient.setQueryData(['orders', 'list', {}], { orders: [] });
  return view;
}

afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
  vi.unstubAllGlobals();
});

describe('cross-tab sync over BroadcastChannel', () => {
  it('a sign-out announced by another tab signs this tab out and asks for the login page', async () => {
    const { result, queryClient, onSessionExpired } = await signedInTab();
    otherTab().say({ type: 'signed-out' } satisfies CrossTabMessage);
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('logging out tells the other tabs', async () => {
    const { result } = await signedInTab();
    const other = otherTab();
    server.use(mockOperation('post', '/auth/cookie/logout', () => ({ status: 204 })));
    await act(async () => {
      await result.current.logout();
    });
    await waitFor(() => expect(other.heard).toEqual([{ type: 'signed-out' }]));
  });

  it('logging in tells the other tabs', async () => {
    signedOut();
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const other = otherTab();
    signedIn();
    server.use(mockOperation('post', '/auth/cookie/login', () => ({ status: 204 })));
    await act(async () => {
      await result.current.login(user.email, 'Secret123');
    });
    await waitFor(() => expect(other.heard).toEqual([{ type: 'signed-in' }]));
  });

  it('a sign-in announced by another tab makes this tab validate the session again', async () => {
    signedOut();
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    signedIn();
    otherTab().say({ type: 'signed-in' } satisfies CrossTabMessage);
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
  });

  it('a sign-out reported by several carriers at once is handled once', async () => {
    const { result, onSessionExpired } = await signedInTab();
    const removed = () =>
      new StorageEvent('storage', { key: STORAGE_KEYS.user, oldValue: '{}', newValue: null });
    otherTab().say({ type: 'signed-out' } satisfies CrossTabMessage);
    act(() => {
      // The user key removed, then the whole storage cleared, before this tab re-renders.
      window.dispatchEvent(removed());
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    await waitFor(() => expect(result.current.user).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ignores messages on the channel that are not sign-in or sign-out', async () => {
    const { result, onSessionExpired } = await signedInTab();
    const other = otherTab();
    other.say({ type: 'theme-changed' });
    other.say('signed-out');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.isAuthenticated).toBe(true);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('without BroadcastChannel, the storage event still carries a sign-out', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const { result, onSessionExpired } = await signedInTab();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.user, oldValue: '{}', newValue: null }),
      );
    });
    expect(result.current.user).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
