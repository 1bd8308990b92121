import { describe, expect, it } from 'vitest';
import { combineHandlers } from '../src/http/handlers.ts';
import { implementedOperations } from './helpers/implemented-operations.ts';
import { testContract } from './helpers/test-app.ts';

describe('the reference backend', () => {
  it('has exactly one handler per contract operation, and none for anything else', () => {
    const contract = testContract();
    const operationIds = contract.operations.map((op) => op.operationId).sort();
    expect(implementedOperations(contract).sort()).toEqual(operationIds);
    expect(operationIds.length).toBeGreaterThanOrEqual(131);
  });

  it('refuses to start when two route modules handle the same operation', () => {
    const answer = () => new Response(null, { status: 204 });
    expect(() => combineHandlers([{ getCurrentUser: answer }, { getCurrentUser: answer }])).toThrow(
      'Operation getCurrentUser has two handlers',
    );
  });
});
