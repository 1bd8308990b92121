import { ApiError } from '@back-office/api-client';
import { describe, expect, it } from 'vitest';
import { validationErrors } from './validation-errors.ts';

describe('validationErrors', () => {
  it('keys the messages of a 422 by field path without the location kind', () => {
    const error = ApiError.fromBody(422, {
      detail: [
        { loc: ['body', 'email'], msg: 'Not an email', type: 'value_error' },
        { loc: ['body', 'address', 'postal_code'], msg: 'Four digits', type: 'pattern' },
        { loc: ['body', 'email'], msg: 'Second message', type: 'value_error' },
      ],
    });
    expect(validationErrors(error)).toEqual({
      email: 'Not an email',
      'address.postal_code': 'Four digits',
    });
  });

  it('keys a 409 that names its field (a taken unique value) by that field', () => {
    const error = ApiError.fromBody(409, {
      detail: 'A consultant with email naledi@example.co.za already exists',
      field: 'email',
    });
    expect(validationErrors(error)).toEqual({
      email: 'A consultant with email naledi@example.co.za already exists',
    });
  });

  it('is empty for other errors', () => {
    expect(validationErrors(ApiError.fromBody(409, { detail: 'Duplicate' }))).toEqual({});
    expect(validationErrors(new Error('boom'))).toEqual({});
  });
});
