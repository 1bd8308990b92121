import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationSweep } from './helpers/sweep.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The operations of the orders and consultants areas (helper B3). */
const OPERATIONS = new Set([
  'listOrders',
  'createOrder',
  'getOrder',
  'deleteOrder',
  'addOrderItem',
  'updateOrderItem',
  'deleteOrderItem',
  'searchOrderProducts',
  'processOrder',
  'getOrderStatus',
  'cancelOrder',
  'retryOrder',
  'downloadOrderFile',
  'listConsultants',
  'createConsultant',
  'getConsultant',
  'updateConsultant',
  'deleteConsultant',
  'searchConsultants',
  'bulkDeleteConsultants',
  'bulkUploadConsultants',
  'exportConsultants',
  'uploadConsentForm',
  'listConsentForms',
  'deleteConsentForm',
  'downloadConsentForm',
  'listConsultantHistoryOrders',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('authorisation sweep: orders and consultants', () => {
  it('covers every operation of the area', () => {
    const ids = new Set(t.deps.contract.operations.map((op) => op.operationId));
    expect([...OPERATIONS].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('every operation × every demo account answers as @repo/permissions predicts', async () => {
    const mismatches = await authorizationSweep(t, (op) => OPERATIONS.has(op.operationId));
    expect(mismatches).toEqual([]);
  }, 60_000);
});
