import { useAuth } from '@back-office/hooks/auth';
import { hasPermission } from '@back-office/permissions';
import type { PeriodLock } from '../../lib/period-lock.ts';

/**
 * What the signed-in user may do with combined orders (buttons are hidden otherwise); nothing
 * that writes in a closed or archived period (`lock`, decision 045).
 */
export function useCombinedOrderPermissions(lock?: PeriodLock) {
  const { user } = useAuth();
  const open = !lock?.locked;
  return {
    canCombine: hasPermission(user, 'combined_orders:create') && open,
    canDelete: hasPermission(user, 'combined_orders:delete') && open,
    canInvoice: hasPermission(user, 'invoices:create') && open,
    canReadInvoices: hasPermission(user, 'invoices:read'),
  };
}
