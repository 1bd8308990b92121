import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationSweep } from './helpers/sweep.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('authorisation of consultant orders, combining and combined orders', () => {
  it('every operation × every demo account answers as @repo/permissions predicts', async () => {
    const mine = (tags: string[]) =>
      tags.includes('Consultant Orders') || tags.includes('Combined Orders');
    const ops = t.deps.contract.operations.filter((op) => mine(op.tags));
    expect(ops).toHaveLength(21);
    expect(await authorizationSweep(t, (op) => mine(op.tags))).toEqual([]);
  }, 60_000);
});
