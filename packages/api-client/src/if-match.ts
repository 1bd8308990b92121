/**
 * The `If-Match` header that names a record as it was read (decision 041). Every change or delete
 * of a versioned record requires it: pass the record you read (its `version`), and a record
 * changed by someone else meanwhile answers 412 with `{ detail, current }` instead of being
 * overwritten.
 *
 * @example
 * const { data: consultant } = await api.GET('/api/consultants/{id}', { params: { path: { id } } });
 * await api.PUT('/api/consultants/{id}', {
 *   params: { path: { id }, header: ifMatch(consultant) },
 *   body: { phone: '+27825550199' },
 * });
 */
export function ifMatch(record: { readonly version: number }): { 'If-Match': string } {
  return { 'If-Match': etagOf(record.version) };
}

/** The strong ETag the API answers for a record's version (`"7"`). */
export function etagOf(version: number): string {
  return `"${version}"`;
}

/** The version an `ETag` names, or `undefined` for a weak or foreign tag. */
export function versionOfEtag(etag: string | null | undefined): number | undefined {
  const match = /^"(\d+)"$/.exec(etag?.trim() ?? '');
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
