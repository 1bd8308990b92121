import { createApiClient } from '@back-office/api-client';
import { browserStorage, type KeyValueStorage } from '../storage/keys.ts';
import { createTokenStore } from '../storage/token-store.ts';
import type { Notify } from './ports.ts';
import type { SessionSignal } from './session-signal.ts';
import type { ApiClient } from './types.ts';

export interface AppApiClientOptions {
  readonly baseUrl: string;
  readonly notify: Notify;
  readonly session: SessionSignal;
  /** Default: a fetch that calls `globalThis.fetch` at call time (MSW-friendly). */
  readonly fetch?: (request: Request) => Promise<Response>;
  readonly storage?: KeyValueStorage | null;
}

/**
 * The client wired the way the app needs it: cookie mode (no token ever in local storage),
 * 403 → an error toast with the server's detail (§7), refresh failure → the session signal.
 *
 * @example
 * const session = createSessionSignal();
 * const api = createAppApiClient({ baseUrl: import.meta.env.VITE_API_URL, notify, session });
 */
export function createAppApiClient(options: AppApiClientOptions): ApiClient {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  return createApiClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    auth: 'cookie',
    tokenStore: createTokenStore(storage, 'cookie'),
    onForbidden: (message, error) =>
      options.notify({ kind: 'error', message, requestId: error.requestId }),
    onAuthExpired: options.session.emitExpired,
  });
}
