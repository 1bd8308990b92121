import { ApiError } from '@back-office/api-client';

/**
 * A 412: someone saved the record since it was read. `current` is the record as the server
 * holds it now (the 412's body), typed by the hook that sent the write.
 *
 * @example
 * update.mutate(vars, { onError: (e) => { if (isStaleRecord(e)) showConflict(e.current) } });
 */
export class StaleRecordError<TCurrent> extends ApiError {
  readonly current: TCurrent;

  constructor(error: ApiError, current: TCurrent) {
    super({
      status: error.status,
      message: error.message,
      detail: error.detail,
      code: 'STALE_RECORD',
      requestId: error.requestId,
      body: error.body,
      cause: error,
    });
    this.current = current;
  }
}

/** A write hook's error: any `ApiError`, or a 412 carrying the current record. */
export type WriteError<TCurrent> = ApiError | StaleRecordError<TCurrent>;

/** True for a 412 that carries the current record. */
export function isStaleRecord<TCurrent>(error: unknown): error is StaleRecordError<TCurrent> {
  return error instanceof StaleRecordError;
}

/** The 412 as a {@link StaleRecordError} when its body holds `current`; other errors as they are. */
export function toWriteError<TCurrent>(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 412) return error;
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('current' in body)) return error;
  return new StaleRecordError<TCurrent>(error, body.current as TCurrent);
}
