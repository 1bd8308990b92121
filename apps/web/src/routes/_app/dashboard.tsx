import { dashboardQueries, periodScopedParamsAhead } from '@back-office/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import { periodScopeAhead } from '../../lib/period-scope-ahead.ts';

export const Route = createFileRoute('/_app/dashboard')({
  // The figures of the period the header will select, asked before the page draws (decision
  // 032): its first frame holds them. A failure is shown by the page itself.
  loader: async ({ context }) => {
    const params = await periodScopedParamsAhead(periodScopeAhead(context), {});
    if (params)
      await context.queryClient.prefetchQuery(dashboardQueries.summary(context.api, params));
  },
  component: DashboardPage,
});
