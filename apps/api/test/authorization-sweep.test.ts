import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationSweep } from './helpers/sweep.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('authorisation sweep', () => {
  it('every guarded operation × every demo account answers as @repo/permissions predicts', async () => {
    const mismatches = await authorizationSweep(t);
    expect(mismatches).toEqual([]);
  }, 60_000);

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
