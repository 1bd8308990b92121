// `@back-office/hooks/dashboard` (decision 068).
export {
  type DashboardParams,
  dashboardKeys,
  dashboardQueries,
  useDashboardSummary,
} from '../queries/dashboard.ts';
