import type { ApiError } from './api-error.ts';
import type { operations } from './generated/schema.ts';

type Responses<K extends keyof operations> = operations[K]['responses'];
type ErrorStatus<K extends keyof operations> = Exclude<
  keyof Responses<K>,
  200 | 201 | 202 | 204 | 206 | 301 | 302 | 303 | 304 | 307 | 308
>;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/**
 * The error bodies the contract declares for an operation, by status:
 * `ErrorBodies<'updateConsultant'>[412]` is `{ detail, current }`.
 */
export type ErrorBodies<K extends keyof operations> = {
  [S in ErrorStatus<K>]: JsonOf<Responses<K>[S]>;
};

/** Any error body of an operation: `ErrorBodyOf<'deleteOrder'>`. */
export type ErrorBodyOf<K extends keyof operations> = ErrorBodies<K>[ErrorStatus<K>];

/**
 * The body of an operation's failure at a status the contract declares for it, typed; undefined
 * for another status (or a network failure).
 *
 * @example
 * catch (error) {
 *   const stale = error instanceof ApiError ? errorBodyOf(error, 'updateConsultant', 412) : undefined;
 *   if (stale) showTheirs(stale.current);
 * }
 */
export function errorBodyOf<K extends keyof operations, S extends ErrorStatus<K> & number>(
  error: ApiError,
  _operation: K,
  status: S,
): ErrorBodies<K>[S] | undefined {
  return error.status === status ? (error.body as ErrorBodies<K>[S]) : undefined;
}
