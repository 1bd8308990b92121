export {
  type AccessResult,
  checkRequirement,
  type DenialReason,
  describeRequirement,
  type Requirement,
} from './check-requirement.ts';
export { checkRouteAccess } from './check-route-access.ts';
export {
  canAccessConsultantOrders,
  hasAnyRole,
  hasPermission,
  isAdmin,
  isDistributorOnly,
} from './checks.ts';
export { matchRoute, type RouteMatch } from './match-route.ts';
export { DEFAULT_ROLE_PERMISSIONS, permissionsForRoles } from './matrix.ts';
export {
  isNavItemVisible,
  NAVIGATION,
  type NavGroup,
  type NavItem,
  visibleNavigation,
} from './navigation.ts';
export {
  ACTIONS,
  type Action,
  CONSULTANT_AREA_RESOURCES,
  DISTRIBUTOR_RESOURCES,
  isAction,
  isConsultantAreaResource,
  isResource,
  type Permission,
  parsePermission,
  RESOURCES,
  type Resource,
  toPermission,
} from './resources.ts';
export {
  ALL_ROLES,
  DISTRIBUTOR_ROLES,
  type DistributorRole,
  isDistributorRole,
  isRole,
  ROLE_LABELS,
  type Role,
  roleLabel,
} from './roles.ts';
export { ROUTE_PATHS, ROUTE_REQUIREMENTS, type RoutePath, routeRequirement } from './routes.ts';
export { type PermissionSummary, SUMMARY_LIMIT, summarizePermissions } from './summarize.ts';
export {
  describeUserRole,
  effectiveRoles,
  type PermissionGrant,
  type PermissionUser,
} from './user.ts';
export { userWithRoles } from './user-with-roles.ts';
