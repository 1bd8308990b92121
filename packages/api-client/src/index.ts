export {
  ApiError,
  AUTH_EXPIRED_MESSAGE,
  type ErrorDetail,
  extractMessage,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  type ValidationIssue,
} from './api-error.ts';
export {
  type ApiClient,
  type ApiClientOptions,
  type AuthHelpers,
  createApiClient,
  type DownloadOptions,
  type UploadOptions,
} from './create-api-client.ts';
export { type DownloadResult, defaultFilenames } from './download.ts';
export { AUTH_PATHS } from './endpoints.ts';
export { type ErrorBodies, type ErrorBodyOf, errorBodyOf } from './error-body.ts';
export { FORBIDDEN_MESSAGE, type OnForbidden } from './forbidden.ts';
export { etagOf, ifMatch, versionOfEtag } from './if-match.ts';
export {
  type JobChange,
  type LiveEvent,
  liveEvents,
  type ServerSentEvent,
  serverSentEvents,
} from './live-events.ts';
export { parseContentDisposition } from './parse-content-disposition.ts';
export { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';
export type { AuthMode } from './session.ts';
export { type AuthState, createMemoryTokenStore, type TokenStore } from './token-store.ts';
export { EARLY_REFRESH_MS, TOKEN_LIFETIME_MS } from './token-window.ts';
export * from './types.ts';
export { unwrap } from './unwrap.ts';
export type { UploadProgress, UploadXhr, XhrFactory } from './upload.ts';
