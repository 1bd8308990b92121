import { browserStorage, dashboardQueries, selectedPeriodIdAhead } from '@back-office/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';

export const Route = createFileRoute('/_app/dashboard')({
  // The figures of the period the header will select, asked before the page draws (decision
  // 031): its first frame holds them. A failure is shown by the page itself.
  loader: async ({ context }) => {
    const { queryClient, api } = context;
    const periodId = await selectedPeriodIdAhead(queryClient, api, browserStorage(), Date.now);
    if (periodId === null) return;
    await queryClient.prefetchQuery(dashboardQueries.summary(api, { period_id: periodId }));
  },
  component: DashboardPage,
});
