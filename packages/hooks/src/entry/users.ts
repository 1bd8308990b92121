// `@back-office/hooks/users` (decision 068).
export {
  type AuditLogListParams,
  auditLogPages,
  type UserListParams,
  useAuditLogs,
  useCreateUser,
  useDeactivateUser,
  useRoles,
  userKeys,
  userPages,
  userQueries,
  useSetUserRoles,
  useUpdateUser,
  useUser,
  useUsers,
} from '../queries/users.ts';
