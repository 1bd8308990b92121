import { createAppApiClient, createQueryClient, createSessionSignal } from '@back-office/hooks';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { App } from '../app.tsx';
import { showToast } from '../lib/notify.tsx';
import { createQueryClientLoader } from '../lib/query-client-loader.ts';
import { createAppRouter } from '../router.tsx';
import { AppThemeProvider } from '../theme/theme-provider.tsx';
import { API } from './server.ts';

/** Renders a component inside Mantine's test environment (no transitions, no portals). */
export function renderWithTheme(ui: ReactElement) {
  return {
    user: userEvent.setup(),
    ...render(<AppThemeProvider env="test">{ui}</AppThemeProvider>),
  };
}

/**
 * Renders the whole app (real route tree, real providers) at `path` with a memory history,
 * talking to MSW at `API`.
 */
export function renderApp(path: string) {
  const session = createSessionSignal();
  const api = createAppApiClient({ baseUrl: API, notify: showToast, session, storage: null });
  const queryClient = createQueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const queryClients = createQueryClientLoader(() => Promise.resolve(queryClient));
  const router = createAppRouter({ queryClients, api, history });
  const view = render(
    <App api={api} session={session} queryClients={queryClients} router={router} env="test" />,
  );
  return { user: userEvent.setup(), router, history, queryClient, ...view };
}
