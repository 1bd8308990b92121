import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { browserStorage, type KeyValueStorage } from '../storage/keys.ts';
import type { AppPorts, Notify } from './ports.ts';
import { createSessionSignal, type SessionSignal } from './session-signal.ts';
import type { ApiClient } from './types.ts';

/** Everything the hooks reach through context. */
export interface ApiContextValue extends AppPorts {
  readonly client: ApiClient;
  readonly session: SessionSignal;
  readonly storage: KeyValueStorage | null;
  readonly now: () => number;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export interface ApiProviderProps {
  /** The client from `createApiClient` (or `createAppApiClient`). */
  readonly client: ApiClient;
  /** Toasts out. */
  readonly notify: Notify;
  /** Navigation to the sign-in page when the session ends. */
  readonly onSessionExpired: () => void;
  /** The signal the client's `onAuthExpired` fires; a private one when omitted. */
  readonly session?: SessionSignal;
  /** Local storage; `localStorage` by default, `null` for none. */
  readonly storage?: KeyValueStorage | null;
  /** The clock (tests). Default: `Date.now`. */
  readonly now?: () => number;
  readonly children: ReactNode;
}

/**
 * Injects the api client and the app's ports (toasts, navigation) into every hook. Place it
 * inside `QueryClientProvider` and around `AuthProvider`.
 *
 * @example
 * <ApiProvider client={api} session={session} notify={showToast} onSessionExpired={() => navigate('/login')}>
 *   <AuthProvider><PeriodProvider><App /></PeriodProvider></AuthProvider>
 * </ApiProvider>
 */
export function ApiProvider(props: ApiProviderProps) {
  const { client, notify, onSessionExpired, session, storage, now, children } = props;
  const value = useMemo<ApiContextValue>(
    () => ({
      client,
      notify,
      onSessionExpired,
      session: session ?? createSessionSignal(),
      storage: storage === undefined ? browserStorage() : storage,
      now: now ?? Date.now,
    }),
    [client, notify, onSessionExpired, session, storage, now],
  );
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

/** The api client and ports; throws outside `ApiProvider`. */
export function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (value === null) throw new Error('useApiContext must be used inside <ApiProvider>');
  return value;
}

/** The api client from `ApiProvider`. */
export function useApi(): ApiClient {
  return useApiContext().client;
}
