import { unwrap } from '@back-office/api-client';

/** The query of a delete's dry run (decision 045): the server answers 204 or its refusal. */
export const DRY_RUN = { dry_run: true } as const;

/**
 * Headers of a dry run. It asks the record's rules, not its version: `If-Match: *` matches any
 * version, and the delayed delete itself carries the version it read.
 */
export const ASK_HEADERS = { 'If-Match': '*' } as const;

/**
 * Resolves when a dry run answered 2xx, rejects with its `ApiError` otherwise.
 *
 * @example
 * ask: () => wouldDelete(api.DELETE('/api/products/{id}', {
 *   params: { path: { id }, query: DRY_RUN }, headers: ASK_HEADERS })),
 */
export async function wouldDelete(result: Parameters<typeof unwrap>[0]): Promise<void> {
  await unwrap(result);
}
