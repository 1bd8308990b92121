import { useAuth } from '@back-office/hooks/auth';
import { hasPermission } from '@back-office/permissions';

/** What the signed-in user may do with orders (buttons are hidden when not allowed). */
export interface OrderPermissions {
  readonly canCreate: boolean;
  readonly canUpdate: boolean;
  readonly canDelete: boolean;
}

export function useOrderPermissions(): OrderPermissions {
  const { user } = useAuth();
  return {
    canCreate: hasPermission(user, 'orders:create'),
    canUpdate: hasPermission(user, 'orders:update'),
    canDelete: hasPermission(user, 'orders:delete'),
  };
}
