import { useAuth } from '@back-office/hooks';
import { hasPermission } from '@back-office/permissions';

/** What the signed-in user may do with combined orders (buttons are hidden otherwise). */
export function useCombinedOrderPermissions() {
  const { user } = useAuth();
  return {
    canCombine: hasPermission(user, 'combined_orders:create'),
    canDelete: hasPermission(user, 'combined_orders:delete'),
    canInvoice: hasPermission(user, 'invoices:create'),
    canReadInvoices: hasPermission(user, 'invoices:read'),
  };
}
