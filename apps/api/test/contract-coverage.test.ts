import { describe, expect, it } from 'vitest';
import { implementedOperations } from './helpers/implemented-operations.ts';
import { testContract } from './helpers/test-app.ts';

describe('the reference backend', () => {
  it('serves every operation of the contract (and the suite exercises each one)', () => {
    const contract = testContract();
    const implemented = new Set(implementedOperations(contract));
    const missing = contract.operations
      .map((op) => op.operationId)
      .filter((id) => !implemented.has(id));
    expect(missing).toEqual([]);
    expect(contract.operations.length).toBeGreaterThanOrEqual(131);
  });
});
