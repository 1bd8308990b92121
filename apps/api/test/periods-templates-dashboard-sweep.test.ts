import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationSweep } from './helpers/sweep.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The operations of periods, templates, distributor templates and the dashboard (helper B1). */
const OPERATIONS = new Set([
  'listPeriods',
  'createPeriod',
  'getPeriod',
  'updatePeriod',
  'deletePeriod',
  'getActivePeriod',
  'activatePeriod',
  'closePeriod',
  'archivePeriod',
  'uploadTemplate',
  'analyzeTemplate',
  'listTemplates',
  'deleteTemplate',
  'previewTemplate',
  'uploadDistributorTemplate',
  'analyzeDistributorTemplate',
  'listDistributorTemplates',
  'deleteDistributorTemplate',
  'previewDistributorTemplate',
  'getDashboardSummary',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('authorisation sweep: periods, templates, distributor templates, dashboard', () => {
  it('names only operations of the contract', () => {
    const ids = new Set(t.deps.contract.operations.map((op) => op.operationId));
    expect([...OPERATIONS].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('every guarded operation × every demo account answers as @repo/permissions predicts', async () => {
    const mismatches = await authorizationSweep(t, (op) => OPERATIONS.has(op.operationId));
    expect(mismatches).toEqual([]);
  }, 60_000);

  it('the session-only period reads answer 401 without a session and 200/404 with one', async () => {
    const anon = t.anonymous();
    for (const op of ['listPeriods', 'getActivePeriod']) {
      expect((await anon.call(op)).status).toBe(401);
    }
    expect((await anon.call('getPeriod', { params: { id: 1 } })).status).toBe(401);
    const reader = await t.login('distributor.readonly@example.com');
    expect((await reader.call('listPeriods')).status).toBe(200);
    expect((await reader.call('getActivePeriod')).status).toBe(200);
  });
});
