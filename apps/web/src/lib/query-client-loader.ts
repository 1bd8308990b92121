import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's one `QueryClient`, loaded on first use. React Query is needed by the signed-in
 * pages only, so the sign-in page does not download it: the `/_app` layout loads it before its
 * first page, and `App` hands it to `AuthProvider` (which clears it at sign-in and sign-out)
 * once it exists.
 */
export interface QueryClientLoader {
  /** Starts (once) and awaits the loading of the client. */
  readonly load: () => Promise<QueryClient>;
  /** The client once loaded; `undefined` before. */
  readonly current: () => QueryClient | undefined;
  /** Called once, when the client is loaded (for `useSyncExternalStore`). */
  readonly subscribe: (listener: () => void) => () => void;
}

export function createQueryClientLoader(create: () => Promise<QueryClient>): QueryClientLoader {
  let client: QueryClient | undefined;
  let loading: Promise<QueryClient> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= create().then(
        (created) => {
          client = created;
          for (const listener of listeners) listener();
          return created;
        },
        (error: unknown) => {
          // A failed download (offline, new deployment) may be retried by the next navigation.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => client,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
