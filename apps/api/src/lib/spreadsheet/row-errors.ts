import { MAX_ROW_ERRORS } from '@back-office/domain';

/**
 * The first `MAX_ROW_ERRORS` (100) row errors and their total, as a bulk upload or an import
 * answers them (a hostile file could otherwise make the answer megabytes long).
 *
 * @example firstRowErrors(errors) // { errors: errors.slice(0, 100), error_count: errors.length }
 */
export function firstRowErrors<T>(errors: T[]): { errors: T[]; error_count: number } {
  return { errors: errors.slice(0, MAX_ROW_ERRORS), error_count: errors.length };
}
