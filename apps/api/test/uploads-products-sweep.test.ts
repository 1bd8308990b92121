import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationSweep } from './helpers/sweep.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const OPERATIONS = new Set([
  'createUpload',
  'getUpload',
  'getUploadStatus',
  'listUploads',
  'listProducts',
  'bulkDeleteProducts',
  'countProducts',
  'deleteProduct',
  'listProductSets',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('authorisation sweep: uploads and products', () => {
  it('every upload and product operation × every demo account answers as @repo/permissions predicts', async () => {
    const mismatches = await authorizationSweep(t, (op) => OPERATIONS.has(op.operationId));
    expect(mismatches).toEqual([]);
    await t.deps.jobs.idle();
  }, 60_000);
});
