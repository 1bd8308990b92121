import { sessionQueries } from '@back-office/hooks/auth';
import { createFileRoute } from '@tanstack/react-router';
import { ListPending } from '../../components/page-skeletons/pending.tsx';
import { SessionsPage } from '../../features/sessions/sessions-page.tsx';

export const Route = createFileRoute('/_app/sessions')({
  // Warm the cache; a failure is shown by the page with the §8 message, not thrown.
  loader: ({ context }) => context.queryClient.prefetchQuery(sessionQueries.list(context.api)),
  component: SessionsPage,
  pendingComponent: ListPending,
});
