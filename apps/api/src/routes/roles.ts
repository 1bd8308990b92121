import {
  ALL_ROLES,
  DEFAULT_ROLE_PERMISSIONS,
  isDistributorRole,
  ROLE_LABELS,
  type Role,
} from '@back-office/permissions';
import type { AppDeps } from '../http/env.ts';
import type { HandlerGroup } from '../http/handlers.ts';

const DESCRIPTIONS: Record<Role, string> = {
  admin: 'Everything, including user management, the audit log and accounting periods.',
  supervisor: 'Manages every non-distributor area; reads distributor orders and templates.',
  warehouse_staff: 'Uploads spreadsheets and works orders, consultant orders and combinations.',
  readonly: 'Reads every non-distributor area; changes nothing.',
  distributor_admin: 'Manages distributor orders and distributor templates.',
  distributor_editor: 'Creates, edits and reads distributor orders and distributor templates.',
  distributor_readonly: 'Reads distributor orders and distributor templates.',
};

/** The fixed role set with labels and permissions (from `@back-office/permissions`). */
export function roleHandlers(_deps: AppDeps) {
  return {
    listRoles: (_c, { json }) =>
      json(200, {
        roles: ALL_ROLES.map((name) => ({
          name,
          label: ROLE_LABELS[name],
          description: DESCRIPTIONS[name],
          is_distributor: isDistributorRole(name),
          permissions: [...DEFAULT_ROLE_PERMISSIONS[name]],
        })),
      }),
  } satisfies HandlerGroup;
}
