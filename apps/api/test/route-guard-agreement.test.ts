import {
  checkRequirement,
  permissionsForRoles,
  ROUTE_REQUIREMENTS,
  type RoutePath,
} from '@back-office/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail, toAuthUser } from '../src/users/user-row.ts';
import { answer } from './helpers/answer.ts';
import { placeholderPath, SWEEP_ACCOUNTS } from './helpers/sweep.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type PublicRoute =
  | '/login'
  | '/auth/register'
  | '/auth/forgot-password'
  | '/auth/verify-email'
  | '/auth/reset-password';

/**
 * The calls each guarded page makes on its own (its data and its main action), first the one
 * that defines the page. Every layout page also reads the session and the periods (login-only).
 */
const PRIMARY_CALLS: Record<Exclude<RoutePath, PublicRoute>, readonly string[]> = {
  '/sessions': ['listSessions'],
  '/account': [
    'getCurrentUser',
    'getVerificationStatus',
    'getCurrentPermissions',
    'changePassword',
  ],
  '/': ['getDashboardSummary'],
  '/dashboard': ['getDashboardSummary'],
  '/upload': ['createUpload', 'listTemplates'],
  '/products': ['listProducts'],
  '/history': ['listUploads', 'getUpload'],
  '/templates': ['listTemplates', 'previewTemplate'],
  '/templates/upload': ['uploadTemplate', 'analyzeTemplate'],
  '/distributor-templates/upload': ['uploadDistributorTemplate', 'analyzeDistributorTemplate'],
  '/orders': ['listOrders', 'getOrder'],
  '/consultants': ['listConsultants'],
  '/consultants/add': ['createConsultant'],
  '/consultants/upload': ['bulkUploadConsultants'],
  '/consultants/$id': ['getConsultant', 'listConsentForms', 'listConsultantHistoryOrders'],
  '/consultants/$id/edit': ['updateConsultant', 'getConsultant'],
  '/consultant-orders': ['listConsultantOrders'],
  '/consultant-orders/add': ['createConsultantOrder', 'listConsultants'],
  '/consultant-orders/$id': ['getConsultantOrder'],
  '/consultant-orders/$id/edit': ['updateConsultantOrder', 'getConsultantOrder'],
  '/combined-orders': ['listCombinedOrders'],
  '/combined-orders/combine': ['bulkCombineConsultantOrders', 'listConsultantOrders'],
  '/combined-orders/$id': ['getCombinedOrder'],
  '/weekly-combinations': ['listWeeklyCombinations'],
  '/invoices': ['listInvoices'],
  '/invoices/$id': ['getInvoice'],
  '/distributor-orders': ['listDistributorOrders'],
  '/distributor-templates': ['listDistributorTemplates'],
  '/users': ['listUsers'],
  '/users/create': ['createUser', 'listRoles'],
  '/users/roles': ['listRoles'],
  '/users/audit': ['listAuditLogs'],
  '/users/$userId': ['getUser'],
  '/users/$userId/edit': ['updateUser', 'getUser'],
  '/admin/periods': ['createPeriod', 'listPeriods'],
  '/admin/business': ['getBusinessDetails', 'updateBusinessDetails'],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Decision 014: for every guarded route and every demo account, the route guard and the API
 * agree. A page the guard opens never gets 403 on its own calls; a page it refuses is one whose
 * defining call the API refuses too (so the guard hides nothing the role could do).
 */
describe('route guard and API agree', () => {
  it('every guarded route × every demo account', async () => {
    const mismatches: string[] = [];
    for (const email of SWEEP_ACCOUNTS) {
      const row = await findUserByEmail(t.deps.db, email);
      if (!row) throw new Error(`demo account ${email} missing`);
      const user = toAuthUser(row);
      const client = await t.login(email);
      for (const [route, calls] of Object.entries(PRIMARY_CALLS)) {
        const opens = checkRequirement(user, ROUTE_REQUIREMENTS[route as RoutePath]).allowed;
        for (const [index, operationId] of calls.entries()) {
          const op = t.deps.contract.operation(operationId);
          const res = await client.raw(op.method.toUpperCase(), placeholderPath(op));
          if (opens && (res.status === 401 || res.status === 403)) {
            mismatches.push(`${email} opens ${route} but ${operationId} answers ${res.status}`);
          }
          if (!opens && index === 0 && res.status !== 403) {
            mismatches.push(
              `${email} is refused ${route} but ${operationId} answers ${res.status}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    await t.deps.jobs.idle();
  }, 120_000);

  it('/auth/permissions (what the app shows and checks) grants what the local matrix says', async () => {
    for (const email of SWEEP_ACCOUNTS) {
      const client = await t.login(email);
      const res = await answer<{
        roles: string[];
        is_superuser: boolean;
        permissions: { resource: string; action: string; granted: boolean }[];
      }>(client.api.GET('/auth/permissions'));
      expect(res.status).toBe(200);
      const fromServer = res.body.permissions
        .filter((grant) => grant.granted)
        .map((grant) => `${grant.resource}:${grant.action}`)
        .sort();
      const expected = res.body.is_superuser
        ? permissionsForRoles(['admin'])
        : permissionsForRoles(res.body.roles);
      expect(fromServer, email).toEqual([...expected].sort());
    }
  });
});
