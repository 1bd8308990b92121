import { authQueries } from '@back-office/hooks/auth';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPending } from '../../components/page-skeletons/pending.tsx';
import { AccountPage } from '../../features/account/account-page.tsx';

export const Route = createFileRoute('/_app/account')({
  // Warm the cache; a failure is shown by the page with the §8 message, not thrown.
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(authQueries.verificationStatus(context.api)),
  component: AccountPage,
  pendingComponent: DetailPending,
});
