import type { Schemas } from '@back-office/api-client';
import { checkRequirement } from '@back-office/permissions';
import { type DistributorScope, inScope } from '../distributor-orders/scope.ts';
import type { Contract } from '../http/contract/contract.ts';
import type { AuthUser } from '../http/env.ts';
import type { RecordChangedSignal } from './live-event.ts';

type ChangedResource = Schemas['RecordChangedEvent']['resource'];

/** The operation that reads one record of each kind (its list where there is no GET of one). */
const READ_OPERATION: Record<ChangedResource, string> = {
  users: 'getUser',
  periods: 'getPeriod',
  templates: 'listTemplates',
  distributor_templates: 'listDistributorTemplates',
  orders: 'getOrder',
  consultants: 'getConsultant',
  consultant_orders: 'getConsultantOrder',
  invoices: 'getInvoice',
  distributor_orders: 'getDistributorOrder',
};

/**
 * Which record changes a stream's user may hear: those of records whose own read operation's
 * `x-required` they meet, and of a distributor order only their distributor's when they are
 * scoped (decision 018). Decided when the stream opens: a change of roles or department ends it.
 */
export function recordReader(
  contract: Contract,
  user: AuthUser,
  scope: DistributorScope,
): (event: RecordChangedSignal) => boolean {
  const allowed = new Set<string>();
  for (const [resource, operationId] of Object.entries(READ_OPERATION)) {
    const { required } = contract.operation(operationId);
    if (checkRequirement(user, required).allowed) allowed.add(resource);
  }
  return (event) =>
    allowed.has(event.resource) &&
    (event.resource !== 'distributor_orders' || !scope || inScope(scope, event.distributor ?? ''));
}
