import { userQueries } from '@back-office/hooks/users';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../../components/data-table/list-search.ts';
import { ListPending } from '../../../components/page-skeletons/pending.tsx';
import { AuditPage } from '../../../features/audit/audit-page.tsx';
import { auditListParams, auditSearchSchema } from '../../../features/audit/audit-search.ts';

export const Route = createFileRoute('/_app/users/audit')({
  validateSearch: auditSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(auditSearchSchema))] },
  loaderDeps: ({ search }) => auditListParams(search),
  // Warms the cache without failing the route: the table shows its own error and retry.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(userQueries.auditLogs(context.api, deps));
  },
  component: AuditRoute,
  pendingComponent: ListPending,
});

function AuditRoute() {
  return <AuditPage search={Route.useSearch()} />;
}
