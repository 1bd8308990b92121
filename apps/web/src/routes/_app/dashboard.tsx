import { dashboardQueries, periodScopedParamsAhead } from '@back-office/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import { periodScopeAhead } from '../../lib/period-scope-ahead.ts';
import { loaderAwaitsData } from '../../lib/signed-in-on-screen.ts';

export const Route = createFileRoute('/_app/dashboard')({
  // The figures of the period the header will select, asked before the page draws (decision
  // 032): from another page of the app, its first frame holds them. On a full load or sign-in
  // (nothing of the app on screen) they are only asked for: the page draws at once with its
  // figures' skeleton, so sign-in leaves its card at once (decision 063). A server render and
  // its hydration still await them (same first frame). The page has no pending component
  // (decision 053). A failure is shown by the page itself.
  loader: async ({ context }) => {
    const prefetch = async () => {
      const params = await periodScopedParamsAhead(periodScopeAhead(context), {});
      if (params)
        await context.queryClient.prefetchQuery(dashboardQueries.summary(context.api, params));
    };
    if (loaderAwaitsData()) await prefetch();
    else void prefetch().catch(() => undefined);
  },
  component: DashboardPage,
});
