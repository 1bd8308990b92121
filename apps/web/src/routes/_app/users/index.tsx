import { userQueries } from '@back-office/hooks/users';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../../components/data-table/list-search.ts';
import { ListPending } from '../../../components/page-skeletons/pending.tsx';
import { userListParams, userSearchSchema } from '../../../features/users/user-search.ts';
import { UsersPage } from '../../../features/users/users-page.tsx';

export const Route = createFileRoute('/_app/users/')({
  validateSearch: userSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(userSearchSchema))] },
  loaderDeps: ({ search }) => userListParams(search),
  // Warms the cache without failing the route: the table shows its own error and retry.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(userQueries.list(context.api, deps));
  },
  component: UsersRoute,
  pendingComponent: ListPending,
});

function UsersRoute() {
  return <UsersPage search={Route.useSearch()} />;
}
