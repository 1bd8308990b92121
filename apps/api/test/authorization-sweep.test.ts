import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationSweep } from './helpers/sweep.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The one authorisation sweep of the suite: every operation of the contract, so a new guarded
 * operation is covered without listing it anywhere (the per-area sweeps it replaces were
 * subsets of it).
 */
describe('authorisation sweep', () => {
  it('every guarded operation × every demo account answers as @back-office/permissions predicts', async () => {
    const { swept, mismatches } = await authorizationSweep(t);
    expect(mismatches).toEqual([]);
    const guarded = t.deps.contract.operations
      .filter((op) => !('auth' in op.required))
      .map((op) => op.operationId);
    expect(swept.sort()).toEqual([...guarded].sort());
    expect(swept).toContain('listConsultantHistoryOrders');
    await t.deps.jobs.idle();
  }, 120_000);

  it('every session-only operation answers 401 without a session', async () => {
    const anon = t.anonymous();
    const failures: string[] = [];
    for (const op of t.deps.contract.operations) {
      if (!('auth' in op.required) || op.required.auth !== 'login') continue;
      const path = op.path.replace(/\{\w+\}/g, '1');
      const res = await anon.raw(op.method.toUpperCase(), path);
      if (res.status !== 401) failures.push(`${op.operationId}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
