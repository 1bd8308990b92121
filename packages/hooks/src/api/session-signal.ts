/** A tiny event source the api client fires when the session cannot be refreshed. */
export interface SessionSignal {
  /** Give this to `createApiClient({ onAuthExpired })`. */
  readonly emitExpired: () => void;
  /** Subscribes to expiry; returns the unsubscribe function. */
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * Connects the api client's `onAuthExpired` to the auth provider, which is created later.
 *
 * @example
 * const session = createSessionSignal();
 * const api = createApiClient({ baseUrl, onAuthExpired: session.emitExpired });
 * <ApiProvider client={api} session={session} notify={toast} onSessionExpired={toLogin}>
 */
export function createSessionSignal(): SessionSignal {
  const listeners = new Set<() => void>();
  return {
    emitExpired: () => {
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
