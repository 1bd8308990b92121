import { userQueries } from '@back-office/hooks/users';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPending } from '../../../../components/page-skeletons/pending.tsx';
import { parseUserId } from '../../../../features/users/route-params.ts';
import { UserDetailPage } from '../../../../features/users/user-detail-page.tsx';

export const Route = createFileRoute('/_app/users/$userId/')({
  // Warms the cache; the page shows its own error (with the request id) and retry.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      userQueries.detail(context.api, parseUserId(params.userId)),
    );
  },
  component: UserDetailRoute,
  pendingComponent: DetailPending,
});

function UserDetailRoute() {
  const { userId } = Route.useParams();
  return <UserDetailPage id={parseUserId(userId)} />;
}
