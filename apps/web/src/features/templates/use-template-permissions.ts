import { useAuth } from '@back-office/hooks/auth';
import { checkRouteAccess, hasPermission } from '@back-office/permissions';
import type { TemplateKind } from './template-kind.ts';

/**
 * What the user may do with templates of a kind. Creating needs both the upload route
 * (whose requirement comes from @back-office/permissions) and the API's own create permission.
 */
export function useTemplatePermissions(kind: TemplateKind) {
  const { user } = useAuth();
  return {
    canCreate:
      checkRouteAccess(user, kind.uploadPath).allowed &&
      hasPermission(user, kind.permissions.create),
    canDelete: hasPermission(user, kind.permissions.delete),
    canUpload: kind.key === 'product' && hasPermission(user, 'uploads:create'),
  };
}
