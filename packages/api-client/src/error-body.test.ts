import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { type ErrorBodyOf, errorBodyOf } from './error-body.ts';
import type { Schemas } from './types.ts';

describe('error bodies typed per operation', () => {
  it('gives the body at the status asked, typed by the contract', () => {
    const current = { id: 8, version: 9 };
    const error = ApiError.fromBody(412, { detail: 'changed', current });
    const stale = errorBodyOf(error, 'updateConsultant', 412);
    expect(stale?.current).toEqual(current);
    expectTypeOf(stale).toEqualTypeOf<Schemas['StaleRecord'] | undefined>();
    expect(errorBodyOf(error, 'updateConsultant', 404)).toBeUndefined();
  });

  it('names the union of an operation’s error bodies', () => {
    expectTypeOf<ErrorBodyOf<'getOrder'>>().toMatchTypeOf<{ detail: unknown }>();
  });
});
