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
import { readHydrationState } from './ssr/read-hydration-state.ts';
import { followView } from './ssr/view.ts';

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
// A page the server drew (decision 034) carries the state it drew it with.
const state = readHydrationState();
const user = state?.user;
// Each start is its own chunk, so a page the browser draws itself loads neither, and the
// sign-in page none of a signed-in page's (its query cache, its periods).
const started =
  state === undefined
    ? Promise.resolve(false)
    : user
      ? import('./ssr/start-hydrated.tsx').then((module) =>
          module.startHydrated({ container: root, app, state: { ...state, user } }),
        )
      : import('./ssr/start-signed-out.tsx').then((module) =>
          module.startSignedOut({ container: root, app, state }),
        );
started.then(
  (done) => done || render(root),
  () => render(root),
);
