import type { TestClient } from './test-client.ts';

/** The `If-Match` header naming a record as a test read it (its `version`). */
export const ifMatch = (record: { version: number }) => ({ 'If-Match': `"${record.version}"` });

/** The ETag a GET of `path` answers now, as an `If-Match` header (the record as read). */
export async function readIfMatch(client: TestClient, path: string) {
  const res = await client.raw('GET', path);
  const etag = res.headers.get('ETag');
  await res.body?.cancel();
  if (!etag) throw new Error(`GET ${path} answered ${res.status} without an ETag`);
  return { 'If-Match': etag };
}

/**
 * `If-Match: *`: "whatever version is current" (RFC 9110). For tests of other behaviour than
 * concurrency, which write without reading first; `preconditions.test.ts` walks every versioned
 * write with real ETags (428, 412, a match).
 */
export const anyVersion = { 'If-Match': '*' } as const;
