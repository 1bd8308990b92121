/** The seven roles of the specification (§6), in display order. */
export const ALL_ROLES = [
  'admin',
  'supervisor',
  'warehouse_staff',
  'readonly',
  'distributor_admin',
  'distributor_editor',
  'distributor_readonly',
] as const;

/** One of the seven known roles. Servers may send other strings; the checks tolerate them. */
export type Role = (typeof ALL_ROLES)[number];

/** The roles that only reach distributor work. */
export const DISTRIBUTOR_ROLES = [
  'distributor_admin',
  'distributor_editor',
  'distributor_readonly',
] as const satisfies readonly Role[];

/** One of the three distributor roles. */
export type DistributorRole = (typeof DISTRIBUTOR_ROLES)[number];

/** Badge labels; the first four are fixed by the specification, the distributor ones are ours. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Administrator',
  supervisor: 'Supervisor',
  warehouse_staff: 'Warehouse Staff',
  readonly: 'Read Only',
  distributor_admin: 'Distributor Admin',
  distributor_editor: 'Distributor Editor',
  distributor_readonly: 'Distributor Read Only',
};

/**
 * Whether a string coming from a server is one of the known roles.
 *
 * @example
 * isRole('supervisor'); // true
 * isRole('owner'); // false
 */
export function isRole(value: string): value is Role {
  return (ALL_ROLES as readonly string[]).includes(value);
}

/**
 * Whether a role string is one of the distributor roles.
 *
 * @example
 * isDistributorRole('distributor_editor'); // true
 * isDistributorRole('readonly'); // false
 */
export function isDistributorRole(value: string): value is DistributorRole {
  return (DISTRIBUTOR_ROLES as readonly string[]).includes(value);
}

/**
 * The badge label of a role; an unknown role string is shown as it came.
 *
 * @example
 * roleLabel('warehouse_staff'); // 'Warehouse Staff'
 * roleLabel('owner'); // 'owner'
 */
export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABELS[role] : role;
}
