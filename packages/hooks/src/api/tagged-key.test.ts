import type { Schemas } from '@back-office/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { consultantKeys } from '../queries/consultants/keys.ts';
import { orderKeys } from '../queries/orders.ts';

describe('tagged query keys', () => {
  it('type the cache without generics, and stay plain tuples at run time', () => {
    const queryClient = new QueryClient();
    const key = consultantKeys.detail(8);
    expect(key).toEqual(['consultants', 'detail', 8]);
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<Schemas['Consultant'] | undefined>();
    expectTypeOf(queryClient.getQueryData(orderKeys.list({}))?.orders).toEqualTypeOf<
      Schemas['Order'][] | undefined
    >();
  });
});
