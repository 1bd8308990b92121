import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../components/data-table/list-search.ts';
import { WeeklyCombinationsPage } from '../../features/weekly-combinations/weekly-combinations-page.tsx';
import { weeklySearchSchema } from '../../features/weekly-combinations/weekly-search.ts';

// Period-scoped: the hook adds the period selected in the header, which only the component
// knows, so there is no loader; the table shows skeletons while the first page loads.
export const Route = createFileRoute('/_app/weekly-combinations')({
  validateSearch: weeklySearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(weeklySearchSchema))] },
  component: WeeklyCombinationsRoute,
});

function WeeklyCombinationsRoute() {
  return <WeeklyCombinationsPage search={Route.useSearch()} />;
}
