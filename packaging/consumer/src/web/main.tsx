import { createApiClient } from '@back-office/api-client';
import { ApiProvider } from '@back-office/hooks';
import { useOrders } from '@back-office/hooks/orders';
import { isAdmin } from '@back-office/permissions';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** True only when A and B are the same type. */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const api = createApiClient({ baseUrl: 'http://127.0.0.1:8000' });
const queryClient = new QueryClient();

function Orders() {
  const orders = useOrders({ limit: 5 });
  // Without the opt-in `@back-office/hooks/register`, the consumer's own queries keep `Error`.
  const own = useQuery({ queryKey: ['own'], queryFn: async () => 1 });
  const ownErrorIsPlain: Same<typeof own.error, Error | null> = true;
  const ownError = ownErrorIsPlain ? own.error : null;
  if (orders.error)
    return (
      <p>
        {orders.error.status}: {orders.error.message}
      </p>
    );
  return (
    <ul data-own-error={String(ownError)}>
      {orders.data?.orders.map((order) => (
        <li key={order.id}>{order.reference}</li>
      ))}
    </ul>
  );
}

function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api} notify={(n) => console.info(n.message)} onSessionExpired={() => {}}>
        <p>{isAdmin(null) ? 'admin' : 'guest'}</p>
        <Orders />
      </ApiProvider>
    </QueryClientProvider>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
