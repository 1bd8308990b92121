import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../../components/data-table/list-search.ts';
import { CombinePage } from '../../../features/combined-orders/combine-page.tsx';
import { combineSearchSchema } from '../../../features/combined-orders/combined-orders-search.ts';

export const Route = createFileRoute('/_app/combined-orders/combine')({
  validateSearch: combineSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(combineSearchSchema))] },
  component: CombineRoute,
});

function CombineRoute() {
  return <CombinePage search={Route.useSearch()} />;
}
