import { ApiError } from '@back-office/api-client';
import { describe, expect, it } from 'vitest';
import { importRowErrors } from './import-errors.ts';

describe('importRowErrors', () => {
  it('reads every bad row of a refused import', () => {
    const error = ApiError.fromBody(400, {
      detail: 'The spreadsheet has 2 invalid rows; nothing was imported',
      errors: [
        { row: 7, column: 'Product Code', message: 'Unknown product code ZZ-999' },
        { row: 12, column: null, message: 'Quantity must be a whole number of at least 1' },
      ],
    });
    expect(importRowErrors(error).map((row) => row.row)).toEqual([7, 12]);
  });

  it('is empty for other failures', () => {
    expect(importRowErrors(ApiError.fromBody(404, { detail: 'Template not found' }))).toEqual([]);
    expect(importRowErrors(new Error('offline'))).toEqual([]);
  });
});
