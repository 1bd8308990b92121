import type { Schemas } from '@back-office/api-client';
import { isApiError } from '@back-office/api-client';

export type ConsultantImportRowError = Schemas['ConsultantImportRowError'];

/** The row errors of a refused bulk upload (a 400 `{detail, errors}` answer), else none. */
export function rowErrorsOf(error: unknown): ConsultantImportRowError[] {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return [];
  const { errors } = error.body as { errors?: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is ConsultantImportRowError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as ConsultantImportRowError).row === 'number' &&
      typeof (item as ConsultantImportRowError).message === 'string',
  );
}
