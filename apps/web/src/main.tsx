import {
  browserStorage,
  createAppApiClient,
  createSessionSignal,
  hasSessionHint,
} from '@back-office/hooks';
import '@back-office/hooks/register';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { API_URL } from './lib/config.ts';
import { showToast } from './lib/notify.tsx';
import { createQueryClientLoader } from './lib/query-client-loader.ts';
import { createAppRouter } from './router.tsx';

const session = createSessionSignal();
const api = createAppApiClient({ baseUrl: API_URL, notify: showToast, session });
const queryClients = createQueryClientLoader(() =>
  import('./lib/app-query-client.ts').then((module) => module.createQueryClient()),
);
const router = createAppRouter({ queryClients, api });
// A remembered session will open a signed-in page: React Query loads while the session is checked
// rather than after it (a failure is retried by the `/_app` layout, which awaits it).
if (hasSessionHint(browserStorage())) queryClients.load().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App api={api} session={session} queryClients={queryClients} router={router} />
  </StrictMode>,
);
