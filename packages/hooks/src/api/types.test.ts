import { describe, expectTypeOf, it } from 'vitest';
import type { BodyOf } from './types.ts';

describe('BodyOf', () => {
  it('yields the body type of an operation whose body is optional', () => {
    expectTypeOf<BodyOf<'combineConsultantOrder'>>().not.toBeNever();
    expectTypeOf<BodyOf<'combineConsultantOrder'>>().toHaveProperty('notes');
  });

  it('yields the body type of an operation whose body is required', () => {
    expectTypeOf<BodyOf<'createOrder'>>().toHaveProperty('notes');
  });
});
