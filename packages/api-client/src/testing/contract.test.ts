import { describe, expect, it } from 'vitest';
import { assertContractBody, contract, contractOperations, example } from './contract.ts';

describe('the MSW contract check', () => {
  it('accepts a conforming body and rejects a drifting one', () => {
    expect(() =>
      assertContractBody('/api/periods/{id}', 'get', 200, example('Period')),
    ).not.toThrow();
    expect(() => assertContractBody('/api/periods/{id}', 'get', 200, { id: 'x' })).toThrow(
      /breaks the contract/,
    );
    expect(() => assertContractBody('/api/periods/{id}', 'delete', 204, undefined)).not.toThrow();
  });
});

describe('the contract operations', () => {
  it('lists every method and path of the bundled contract', () => {
    const keys = contractOperations().map((o) => `${o.method} ${o.path}`);
    expect(keys).toContain('get /api/orders');
    expect(keys).toContain('post /auth/jwt/login');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers every operation, whatever its method (PATCH included)', () => {
    const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
    const inContract = Object.entries(contract.paths).flatMap(([path, item]) =>
      Object.keys(item ?? {})
        .filter((key) => methods.includes(key))
        .map((method) => `${method} ${path}`),
    );
    const mockable = contractOperations().map((o) => `${o.method} ${o.path}`);
    expect(inContract).toContain('patch /api/saved-views/{id}');
    expect(mockable.sort()).toEqual(inContract.sort());
  });
});
