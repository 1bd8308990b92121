import type { Schemas } from '@back-office/api-client';
import { DISTRIBUTOR_ORDER_STATUSES, distributorOrderRules } from '@back-office/domain';
import { STATUS_LABELS } from '@back-office/domain/status-labels';
import { hasPermission, isDistributorOnly, type PermissionUser } from '@back-office/permissions';
import type { MantineColor } from '@mantine/core';
import { STATUS_COLORS as SHARED_STATUS_COLORS } from '../../components/status-colors.ts';

export type DistributorOrderStatus = Schemas['DistributorOrderSummary']['status'];

/** The contract's values (`@back-office/domain`). */
export { DISTRIBUTOR_ORDER_STATUSES };

export const DISTRIBUTOR_ORDER_STATUS_LABELS: Record<DistributorOrderStatus, string> =
  STATUS_LABELS;

/** Filled badge colours with white text at 4.5:1 or better in every theme. */
export const DISTRIBUTOR_ORDER_STATUS_COLORS: Record<DistributorOrderStatus, MantineColor> =
  SHARED_STATUS_COLORS;

/** What the contract allows in each status: the domain's rules, as the API's. */
export const statusRules = distributorOrderRules;

/**
 * The distributor roles' limits: admin everything, editor create/read/update (no delete),
 * readonly read only (the matrix of @back-office/permissions).
 */
export function distributorOrderPermissions(user: PermissionUser | null | undefined) {
  return {
    canCreate: hasPermission(user, 'distributor_orders:create'),
    canUpdate: hasPermission(user, 'distributor_orders:update'),
    canDelete: hasPermission(user, 'distributor_orders:delete'),
  };
}

/**
 * The distributor a distributor-only user works for (their department; decision 018): the API
 * shows them only its orders and refuses another name, so forms fix the name to it. `undefined`
 * for staff and superusers, who may name any distributor.
 */
export function ownDistributor(
  user: (PermissionUser & { department?: string | null }) | null | undefined,
): string | undefined {
  if (!user || user.is_superuser || !isDistributorOnly(user)) return undefined;
  return user.department?.trim() ?? '';
}
