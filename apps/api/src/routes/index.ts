import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { auditLogRoutes } from './audit-logs.ts';
import { authAccountRoutes } from './auth-account.ts';
import { authCookieRoutes } from './auth-cookie.ts';
import { authMeRoutes } from './auth-me.ts';
import { authPasswordRoutes } from './auth-password.ts';
import { authSessionRoutes } from './auth-sessions.ts';
import { authTokenRoutes } from './auth-token.ts';
import { combinedOrderRoutes } from './combined-orders.ts';
import { consultantOrderRoutes } from './consultant-orders.ts';
import { consultantRoutes } from './consultants.ts';
import { consentFormRoutes } from './consultants-consent-forms.ts';
import { dashboardRoutes } from './dashboard.ts';
import { distributorOrderRoutes } from './distributor-orders.ts';
import { invoiceRoutes } from './invoices.ts';
import { orderRoutes } from './orders.ts';
import { periodRoutes } from './periods.ts';
import { productRoutes } from './products.ts';
import { referenceRoutes } from './reference.ts';
import { roleRoutes } from './roles.ts';
import { systemRoutes } from './system.ts';
import { distributorTemplateRoutes, templateRoutes } from './templates.ts';
import { uploadRoutes } from './uploads.ts';
import { userRoutes } from './users.ts';
import { weeklyCombinationRoutes } from './weekly-combinations.ts';

/**
 * Every resource's sub-app. To add a resource: write `routes/<resource>.ts` exporting
 * `(deps) => new Hono<AppEnv>()...` with the contract's paths, and list it here. The contract
 * middleware has already validated the input and checked `x-required` when a handler runs.
 */
export function routes(deps: AppDeps): Hono<AppEnv>[] {
  return [
    systemRoutes(deps),
    referenceRoutes(deps),
    authCookieRoutes(deps),
    authTokenRoutes(deps),
    authMeRoutes(deps),
    authAccountRoutes(deps),
    authPasswordRoutes(deps),
    authSessionRoutes(deps),
    userRoutes(deps),
    roleRoutes(deps),
    auditLogRoutes(deps),
    periodRoutes(deps),
    templateRoutes(deps),
    distributorTemplateRoutes(deps),
    dashboardRoutes(deps),
    orderRoutes(deps),
    consultantRoutes(deps),
    consentFormRoutes(deps),
    uploadRoutes(deps),
    productRoutes(deps),
    weeklyCombinationRoutes(deps),
    invoiceRoutes(deps),
    distributorOrderRoutes(deps),
    combinedOrderRoutes(deps),
    consultantOrderRoutes(deps),
  ];
}
