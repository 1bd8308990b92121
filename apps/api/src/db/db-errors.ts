/**
 * The SQLSTATE of a database error (PGlite and node-postgres both set `code`), or undefined.
 *
 * @example
 * if (sqlState(error) === '23505') throw conflict('Name taken');
 */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether the error is a unique-constraint violation (23505). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** Whether the error is a foreign-key violation (23503). */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
