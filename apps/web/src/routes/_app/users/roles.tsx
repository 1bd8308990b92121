import { userQueries } from '@back-office/hooks/users';
import { createFileRoute } from '@tanstack/react-router';
import { ListPending } from '../../../components/page-skeletons/pending.tsx';
import { RolesPage } from '../../../features/users/roles-page.tsx';

export const Route = createFileRoute('/_app/users/roles')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(userQueries.roles(context.api));
  },
  component: RolesPage,
  pendingComponent: ListPending,
});
