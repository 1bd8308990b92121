/** A record's `version` (decision 041); undefined for a record that carries none. */
export function recordVersion(record: object | null | undefined): number | undefined {
  if (!record || !('version' in record)) return undefined;
  return typeof record.version === 'number' ? record.version : undefined;
}

/**
 * The `If-Match` of a write sent outside the hooks (a delayed delete flushed as the page
 * closes): the record's ETag as shown, or `*` when it carries no version.
 */
export function ifMatchOf(record: object): { 'If-Match': string } {
  const version = recordVersion(record);
  return { 'If-Match': version === undefined ? '*' : `"${version}"` };
}
