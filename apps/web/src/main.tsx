import { createAppApiClient, createSessionSignal } from '@back-office/hooks';
import { hasSessionHint } from '@back-office/hooks/auth';
import { browserStorage } from '@back-office/hooks/storage';
import '@back-office/hooks/register';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type AppProps } from './app.tsx';
import { API_URL } from './lib/config.ts';
import { showToast } from './lib/notify.tsx';
import { createQueryClientLoader } from './lib/query-client-loader.ts';
import { ROOT_OPTIONS } from './lib/root-options.ts';
import { createAppRouter } from './router.tsx';
import { followView, HYDRATION_STATE_ID } from './ssr/view.ts';

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
const app: AppProps = { api, session, queryClients, router };

function render(container: HTMLElement): void {
  createRoot(container, ROOT_OPTIONS).render(
    <StrictMode>
      <App {...app} />
    </StrictMode>,
  );
}

followView();
if (document.getElementById(HYDRATION_STATE_ID) === null) render(root);
else {
  // A page the server rendered (decision 034); its own chunk, so /login loads none of it.
  const started = import('./ssr/start-hydrated.tsx').then((module) =>
    module.startHydrated({ container: root, app }),
  );
  started.then(
    (done) => done || render(root),
    () => render(root),
  );
}
