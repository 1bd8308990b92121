import { useCallback, useEffect, useRef } from 'react';
import { STORAGE_KEYS } from '../storage/keys.ts';
import { type CrossTabMessage, isCrossTabMessage, openAuthChannel } from './auth-channel.ts';

export interface CrossTabHandlers {
  /** Another tab signed out (announced, the stored user was removed, or storage was cleared). */
  readonly onSignedOut: () => void;
  /** Another tab signed in (announced, or a stored user was written). */
  readonly onSignedIn: () => void;
}

/** Tells the app's other tabs that this one signed in or out. */
export type CrossTabAnnounce = (message: CrossTabMessage) => void;

/**
 * Follows sign-in and sign-out in the app's other tabs through two carriers: a BroadcastChannel
 * where the browser has one (explicit messages, also when storage is unavailable), and the
 * `storage` event, which the browser fires in every other tab when the stored user changes.
 * Both may report the same change: the handlers must be idempotent. Returns the function that
 * announces this tab's own sign-in or sign-out on the channel.
 *
 * @example
 * const announce = useCrossTabSync({ onSignedOut: clearSession, onSignedIn: revalidate });
 * announce({ type: 'signed-out' });
 */
export function useCrossTabSync(handlers: CrossTabHandlers): CrossTabAnnounce {
  const latest = useRef(handlers);
  latest.current = handlers;
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (typeof window === 'undefined') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.user) return;
      if (event.newValue === null) latest.current.onSignedOut();
      else if (event.key === STORAGE_KEYS.user && event.newValue !== event.oldValue) {
        latest.current.onSignedIn();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    const opened = openAuthChannel();
    if (opened === null) return;
    channel.current = opened;
    opened.onmessage = (event: MessageEvent<unknown>) => {
      if (!isCrossTabMessage(event.data)) return;
      if (event.data.type === 'signed-out') latest.current.onSignedOut();
      else latest.current.onSignedIn();
    };
    return () => {
      channel.current = null;
      opened.close();
    };
  }, []);

  return useCallback((message: CrossTabMessage) => {
    channel.current?.postMessage(message);
  }, []);
}
