import { isApiError, type Schemas } from '@back-office/api-client';

export type RowError = Schemas['DistributorOrderRowError'];

/** The bad rows of a refused import (400 `DistributorOrderImportError`); empty otherwise. */
export function importRowErrors(error: unknown): RowError[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return [];
  const { errors } = body as { errors: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (row): row is RowError =>
      typeof row === 'object' &&
      row !== null &&
      typeof (row as RowError).row === 'number' &&
      typeof (row as RowError).message === 'string',
  );
}
