// `@back-office/hooks`: the core every tool wires once (the api client and its ports, the query
// client, the option types of every hook). Each area's hooks, keys and query options are a subpath
// of their own (`@back-office/hooks/orders`, `/consultants`, `/auth`, `/periods`, …; decision
// 068), so a tool imports only what it uses. No UI kit and no router: toasts and navigation go out
// through the ports given to ApiProvider. Typing React Query's own errors as ApiError is opt-in:
// `import '@back-office/hooks/register'` (see register.ts).
export { ApiProvider, type ApiProviderProps, useApi } from './api/api-context.tsx';
export { type AppApiClientOptions, createAppApiClient } from './api/create-app-api-client.ts';
export type { Notification, Notify } from './api/ports.ts';
export type { DataOf, QueryExtras } from './api/query-extras.ts';
export { createSessionSignal, type SessionSignal } from './api/session-signal.ts';
export type { BodyOf } from './api/types.ts';
export type { MutationExtras } from './api/use-api-mutation.ts';
export type { JobState } from './jobs/use-job.ts';
export { createQueryClient } from './query-client.ts';
export { useDebouncedValue } from './use-debounced-value.ts';
