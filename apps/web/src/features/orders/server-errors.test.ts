import { ApiError } from '@back-office/api-client';
import { describe, expect, it } from 'vitest';
import { submitErrors } from './server-errors.ts';

const FIELDS = ['reference', 'notes', 'period_id'] as const;

describe('submitErrors', () => {
  it('puts 422 issues on the fields they name', () => {
    const error = ApiError.fromBody(
      422,
      {
        detail: [
          {
            loc: ['body', 'reference'],
            msg: 'String should have at most 50 characters',
            type: 'x',
          },
          { loc: ['body', 'notes'], msg: 'Too long', type: 'x' },
        ],
      },
      'req-1',
    );
    expect(submitErrors(error, FIELDS)).toEqual({
      fields: { reference: 'String should have at most 50 characters', notes: 'Too long' },
      form: null,
    });
  });

  it('keeps 422 issues of unknown fields as a form message with the request id', () => {
    const error = ApiError.fromBody(
      422,
      { detail: [{ loc: ['body', 'items', 0, 'quantity'], msg: 'Too big', type: 'x' }] },
      'req-2',
    );
    expect(submitErrors(error, FIELDS)).toEqual({
      fields: {},
      form: { message: 'items.0.quantity: Too big', requestId: 'req-2' },
    });
  });

  it('sends a status to the field it concerns', () => {
    const error = ApiError.fromBody(409, { detail: 'An order with reference X already exists' });
    expect(submitErrors(error, FIELDS, { 409: 'reference' })).toEqual({
      fields: { reference: 'An order with reference X already exists' },
      form: null,
    });
  });

  it('shows anything else for the whole form', () => {
    const error = ApiError.fromBody(500, 'Internal Server Error', 'req-3');
    expect(submitErrors(error, FIELDS, { 409: 'reference' })).toEqual({
      fields: {},
      form: { message: 'Internal Server Error', requestId: 'req-3' },
    });
    expect(submitErrors(new Error('boom'), FIELDS).form?.message).toMatch(/Something went wrong/);
  });
});
