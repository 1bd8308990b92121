import { etagOf, unwrap, versionOfEtag } from '@back-office/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { StaleRecordError, toWriteError } from './stale-record-error.ts';
import { resolveVersion, storeVersion, type VersionSource } from './version-source.ts';

interface ClientResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** `If-Match: *` when even a fresh read carries no version (a server older than decision 041). */
const ANY_VERSION = '*';

/**
 * Sends a write of a versioned record with `If-Match` from the query cache (decision 041), then
 * stores the answer's new version in the cache. A 412 rejects with a `StaleRecordError`
 * carrying the current record.
 *
 * @example
 * call: (api, { id, body }, queryClient) =>
 *   sendWithVersion(queryClient, consultantVersion(api, queryClient, id), (ifMatch) =>
 *     api.PUT('/api/consultants/{id}', { params: { path: { id }, header: { 'If-Match': ifMatch } }, body }))
 */
export async function sendWithVersion<R extends ClientResult>(
  queryClient: QueryClient,
  source: VersionSource,
  send: (ifMatch: string) => Promise<R>,
): Promise<Extract<R, { error?: never }>['data']> {
  const version = await resolveVersion(queryClient, source);
  const result = await send(version === undefined ? ANY_VERSION : etagOf(version));
  let data: Extract<R, { error?: never }>['data'];
  try {
    data = await unwrap(result);
  } catch (error) {
    const failure = toWriteError(error);
    // The record as it is now goes into the cache: a resend (keep mine) carries its version.
    if (failure instanceof StaleRecordError) {
      const current = versionOf(failure.current);
      if (current !== undefined) storeVersion(queryClient, source, current, failure.current);
    }
    throw failure;
  }
  const next = versionOfEtag(result.response.headers.get('ETag'));
  if (next !== undefined) storeVersion(queryClient, source, next, data);
  return data;
}

function versionOf(record: unknown): number | undefined {
  if (typeof record !== 'object' || record === null || !('version' in record)) return undefined;
  return typeof record.version === 'number' ? record.version : undefined;
}
