import { useEffect, useRef } from 'react';
import { STORAGE_KEYS } from '../storage/keys.ts';

export interface CrossTabHandlers {
  /** Another tab signed out (the stored user was removed, or storage was cleared). */
  readonly onSignedOut: () => void;
  /** Another tab signed in (a stored user was written). */
  readonly onSignedIn: () => void;
}

/**
 * Follows sign-in and sign-out in the app's other tabs through the `storage` event, which the
 * browser fires in every other tab when the stored user changes.
 */
export function useCrossTabSync(handlers: CrossTabHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
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
}
