import { ApiError } from '@back-office/api-client';
import { describe, expect, it } from 'vitest';
import { failureOf, serverErrors } from './server-errors.ts';

const FIELDS = ['reference', 'notes', 'period_id', 'address'] as const;

describe('serverErrors', () => {
  it('puts 422 issues on the fields they name, first message each', () => {
    const error = ApiError.fromBody(
      422,
      {
        detail: [
          { loc: ['body', 'reference'], msg: 'At most 50 characters', type: 'x' },
          { loc: ['body', 'notes'], msg: 'Too long', type: 'x' },
          { loc: ['body', 'address', 'postal_code'], msg: 'Four digits', type: 'x' },
        ],
      },
      'req-1',
    );
    expect(serverErrors(error, FIELDS)).toEqual({
      fields: { reference: 'At most 50 characters', notes: 'Too long', address: 'Four digits' },
      failure: null,
    });
  });

  it('keeps 422 issues of unknown fields as a message for the whole form', () => {
    const error = ApiError.fromBody(
      422,
      { detail: [{ loc: ['body', 'items', 0, 'quantity'], msg: 'Too big', type: 'x' }] },
      'req-2',
    );
    expect(serverErrors(error, FIELDS)).toEqual({
      fields: {},
      failure: { message: 'items.0.quantity: Too big', requestId: 'req-2' },
    });
  });

  it('maps a path inside a list onto the row that shows it', () => {
    const error = ApiError.fromBody(422, {
      detail: [{ loc: ['body', 'items', 2, 'quantity'], msg: 'Too big', type: 'x' }],
    });
    const mapPath = (path: string) => {
      const row = /^items\.(\d+)\.quantity$/.exec(path);
      return row ? (`lines.${row[1]}.quantity` as const) : undefined;
    };
    expect(serverErrors(error, ['lines'], { mapPath })).toEqual({
      fields: { 'lines.2.quantity': 'Too big' },
      failure: null,
    });
  });

  it('renames a server path onto the form field that holds it', () => {
    const error = ApiError.fromBody(422, {
      detail: [{ loc: ['body', 'amount_cents'], msg: 'Too much', type: 'x' }],
    });
    expect(serverErrors(error, ['amount'], { byPath: { amount_cents: 'amount' } })).toEqual({
      fields: { amount: 'Too much' },
      failure: null,
    });
  });

  it('marks the field a 409 names', () => {
    const error = ApiError.fromBody(409, { detail: 'Reference taken', field: 'reference' });
    expect(serverErrors(error, FIELDS).fields).toEqual({ reference: 'Reference taken' });
  });

  it('sends a status to the field it concerns', () => {
    const error = ApiError.fromBody(409, { detail: 'An order with reference X already exists' });
    expect(serverErrors(error, FIELDS, { byStatus: { 409: 'reference' } })).toEqual({
      fields: { reference: 'An order with reference X already exists' },
      failure: null,
    });
  });

  it.each([
    [{ detail: 'REGISTER_USER_ALREADY_EXISTS' }, { reference: 'Taken' }],
    [{ detail: { code: 'BAD_NOTE', reason: 'Say why' } }, { notes: 'Say why' }],
  ])('sends the code of %j to its field', (body, fields) => {
    const routes = {
      byCode: {
        REGISTER_USER_ALREADY_EXISTS: { field: 'reference', message: 'Taken' },
        BAD_NOTE: { field: 'notes' },
      },
    } as const;
    expect(serverErrors(ApiError.fromBody(400, body), FIELDS, routes)).toEqual({
      fields,
      failure: null,
    });
  });

  it('is empty without an error', () => {
    expect(serverErrors(null, FIELDS)).toEqual({ fields: {}, failure: null });
  });

  it('shows anything else for the whole form', () => {
    const error = ApiError.fromBody(500, 'Internal Server Error', 'req-3');
    expect(serverErrors(error, FIELDS, { byStatus: { 409: 'reference' } })).toEqual({
      fields: {},
      failure: { message: 'Internal Server Error', requestId: 'req-3' },
    });
  });
});

describe('failureOf', () => {
  it('describes an API error, another error, or anything else', () => {
    expect(failureOf(ApiError.fromBody(503, 'Down', 'req-4'))).toEqual({
      message: 'Down',
      requestId: 'req-4',
    });
    expect(failureOf(new Error('Failed to fetch'))).toEqual({ message: 'Failed to fetch' });
    expect(failureOf('?').message).toMatch(/Something went wrong/);
  });
});
