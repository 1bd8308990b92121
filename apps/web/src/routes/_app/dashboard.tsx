import { dashboardQueries } from '@back-office/hooks/dashboard';
import { periodScopedParamsAhead } from '@back-office/hooks/periods';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import { periodScopeAhead } from '../../lib/period-scope-ahead.ts';
import { loaderAwaitsData } from '../../lib/signed-in-on-screen.ts';

export const Route = createFileRoute('/_app/dashboard')({
  // The figures of the period the header will select, asked before the page draws (decision
  // 032): from another page of the app, its first frame holds them. On a full load or sign-in
  // (nothing of the app on screen) they are only asked for: the page draws at once with its
  // figures' skeleton, so sign-in leaves its card at once (decision 063). The periods are
  // awaited in every case (one small answer): the header's period line, which wraps on a phone,
  // is then drawn whole in the first frame and does not push the page down. A server render
  // and its hydration await the figures too (same first frame). No pending component (decision
  // 053). A failure is shown by the page itself.
  loader: async ({ context }) => {
    const params = await periodScopedParamsAhead(periodScopeAhead(context), {});
    if (!params) return;
    const figures = context.queryClient.prefetchQuery(
      dashboardQueries.summary(context.api, params),
    );
    if (loaderAwaitsData()) await figures;
  },
  component: DashboardPage,
});
