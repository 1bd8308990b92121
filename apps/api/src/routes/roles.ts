import {
  ALL_ROLES,
  DEFAULT_ROLE_PERMISSIONS,
  isDistributorRole,
  ROLE_LABELS,
  type Role,
} from '@back-office/permissions';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';

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
export function roleRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/roles', (c) =>
    c.json(
      {
        roles: ALL_ROLES.map((name) => ({
          name,
          label: ROLE_LABELS[name],
          description: DESCRIPTIONS[name],
          is_distributor: isDistributorRole(name),
          permissions: [...DEFAULT_ROLE_PERMISSIONS[name]],
        })),
      },
      200,
    ),
  );
}
