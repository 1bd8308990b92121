import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../components/data-table/list-search.ts';
import { orderSearchSchema } from '../../features/orders/order-search.ts';
import { OrdersPage } from '../../features/orders/orders-page.tsx';

// Period-scoped (decision 018): the page adds the period selected in the header, which only the
// component knows, so there is no loader; the table shows skeletons while the first page loads.
export const Route = createFileRoute('/_app/orders')({
  validateSearch: orderSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(orderSearchSchema))] },
  component: OrdersRoute,
});

function OrdersRoute() {
  return <OrdersPage search={Route.useSearch()} />;
}
