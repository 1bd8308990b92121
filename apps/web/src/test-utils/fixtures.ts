import type { Period, Session, User } from '@back-office/api-client';
import { ACTIONS, isRole, permissionsForRoles, RESOURCES } from '@back-office/permissions';

type RoleName = User['roles'][number];

/** A `/auth/me` user whose 48 permission entries follow the default matrix, as the API sends. */
export function makeUser(roles: readonly string[], overrides: Partial<User> = {}): User {
  const known = roles.filter(isRole) as RoleName[];
  const granted = new Set<string>(permissionsForRoles(known));
  return {
    version: 1,
    id: 7,
    email: 'thandi.nkosi@example.com',
    first_name: 'Thandi',
    last_name: 'Nkosi',
    full_name: 'Thandi Nkosi',
    role: known[0] ?? null,
    roles: known,
    permissions: RESOURCES.flatMap((resource) =>
      ACTIONS.map((action) => ({
        resource,
        action,
        granted: granted.has(`${resource}:${action}`),
      })),
    ),
    is_active: true,
    is_superuser: false,
    is_verified: true,
    department: 'Operations',
    is_mobile_enabled: false,
    created_at: '2026-01-05T08:00:00Z',
    updated_at: '2026-01-05T08:00:00Z',
    last_login: '2026-11-01T08:00:00Z',
    ...overrides,
  };
}

export function makePeriod(overrides: Partial<Period> & Pick<Period, 'id' | 'name'>): Period {
  return {
    version: 1,
    description: null,
    start_date: '2026-11-01',
    end_date: '2026-11-30',
    status: 'draft',
    created_at: '2026-10-01T08:00:00Z',
    updated_at: '2026-10-01T08:00:00Z',
    ...overrides,
  };
}

export const PERIODS: Period[] = [
  makePeriod({
    id: 1,
    name: 'September 2026',
    start_date: '2026-09-01',
    end_date: '2026-09-30',
    status: 'archived',
  }),
  makePeriod({
    id: 2,
    name: 'October 2026',
    start_date: '2026-10-01',
    end_date: '2026-10-31',
    status: 'closed',
  }),
  makePeriod({
    id: 3,
    name: 'November 2026',
    start_date: '2026-11-01',
    end_date: '2026-11-30',
    status: 'active',
  }),
  makePeriod({
    id: 4,
    name: 'December 2026',
    start_date: '2026-12-01',
    end_date: '2026-12-31',
    status: 'draft',
  }),
];

export function makeSession(overrides: Partial<Session> & Pick<Session, 'id'>): Session {
  return {
    created_at: '2026-11-01T08:00:00Z',
    last_activity_at: '2026-11-01T09:00:00Z',
    expires_at: '2026-11-08T08:00:00Z',
    ip_address: '127.0.0.1',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156',
    is_current: false,
    ...overrides,
  };
}
