import { isApiError, type Schemas } from '@back-office/api-client';

export type DistributorOrderRowError = Schemas['DistributorOrderRowError'];

/** The bad rows of a refused import (400 `DistributorOrderImportError`); empty otherwise. */
export function importRowErrors(error: unknown): DistributorOrderRowError[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return [];
  const { errors } = body as { errors: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (row): row is DistributorOrderRowError =>
      typeof row === 'object' &&
      row !== null &&
      typeof (row as DistributorOrderRowError).row === 'number' &&
      typeof (row as DistributorOrderRowError).message === 'string',
  );
}
