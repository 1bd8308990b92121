import type { AppDeps } from '../http/env.ts';
import { combineHandlers, type Handlers } from '../http/handlers.ts';
import { auditLogHandlers } from './audit-logs.ts';
import { authAccountHandlers } from './auth-account.ts';
import { authCookieHandlers } from './auth-cookie.ts';
import { authMeHandlers } from './auth-me.ts';
import { authPasswordHandlers } from './auth-password.ts';
import { authSessionHandlers } from './auth-sessions.ts';
import { authTokenHandlers } from './auth-token.ts';
import { businessHandlers } from './business.ts';
import { combinedOrderHandlers } from './combined-orders.ts';
import { consultantOrderHandlers } from './consultant-orders.ts';
import { consultantHandlers } from './consultants.ts';
import { consentFormHandlers } from './consultants-consent-forms.ts';
import { dashboardHandlers } from './dashboard.ts';
import { distributorOrderHandlers } from './distributor-orders.ts';
import { documentHandlers } from './documents.ts';
import { emailHandlers } from './email.ts';
import { exportHandlers } from './exports.ts';
import { historyHandlers } from './history.ts';
import { invoiceHandlers } from './invoices.ts';
import { navigationHandlers } from './navigation.ts';
import { notificationHandlers } from './notifications.ts';
import { periodHandlers } from './periods.ts';
import { productHandlers } from './products.ts';
import { roleHandlers } from './roles.ts';
import { stockOrderHandlers } from './stock-orders.ts';
import { systemHandlers } from './system.ts';
import { distributorTemplateHandlers, templateHandlers } from './templates.ts';
import { uploadHandlers } from './uploads.ts';
import { userHandlers } from './users.ts';
import { weeklyCombinationHandlers } from './weekly-combinations.ts';

/**
 * The handler of every contract operation, by operationId. To add a resource: write
 * `routes/<resource>.ts` returning `{ operationId: handler, … } satisfies HandlerGroup` and
 * list it here; the type below does not compile while an operation has no handler, and
 * `combineHandlers` refuses one handled twice. The contract middleware has already matched the
 * path, validated the input and checked `x-required` when a handler runs.
 */
export function handlers(deps: AppDeps): Handlers {
  const groups = [
    systemHandlers(deps),
    authCookieHandlers(deps),
    authTokenHandlers(deps),
    authMeHandlers(deps),
    authAccountHandlers(deps),
    authPasswordHandlers(deps),
    authSessionHandlers(deps),
    userHandlers(deps),
    roleHandlers(deps),
    auditLogHandlers(deps),
    historyHandlers(deps),
    periodHandlers(deps),
    templateHandlers(deps),
    distributorTemplateHandlers(deps),
    dashboardHandlers(deps),
    stockOrderHandlers(deps),
    consultantHandlers(deps),
    consentFormHandlers(deps),
    uploadHandlers(deps),
    productHandlers(deps),
    weeklyCombinationHandlers(deps),
    invoiceHandlers(deps),
    distributorOrderHandlers(deps),
    combinedOrderHandlers(deps),
    consultantOrderHandlers(deps),
    exportHandlers(deps),
    documentHandlers(deps),
    navigationHandlers(deps),
    notificationHandlers(deps),
    emailHandlers(deps),
    businessHandlers(deps),
  ] as const;
  return combineHandlers(groups);
}
