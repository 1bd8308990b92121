import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/** A `node_modules` package path (pnpm's `.pnpm/<name>@<version>/node_modules/` included). */
const pkg = (names: string) =>
  new RegExp(
    `node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${names})[\\\\/]`,
  );

/** The icon of the sign-in path and the icons' shared helpers (`@tabler/icons-react`). */
const SIGN_IN_ICONS =
  /icons-react[\\/]dist[\\/]esm[\\/](?:createReactComponent|defaultAttributes|icons[\\/]IconAlertCircle)\.m?js$/;

// The router plugin reads tsr.config.json (the same file `tsr generate` uses) and must run
// before the React plugin so route files are code-split before JSX is transformed.
const routerPlugin = () =>
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    codeSplittingOptions: {
      // A route's loader travels with its component (one chunk): the loaders' query
      // factories (@back-office/hooks) stay out of the entry chunk. `validateSearch`, `beforeLoad`
      // and `loaderDeps` stay in the entry, so keep them light (docs/performance.md, Bundle).
      // `pendingComponent` stays in the entry too: the router may draw it before a split chunk
      // has come (decision 053); the skeletons' code it draws loads with the signed-in layout.
      defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
    },
  });

/**
 * `vite build --ssr`: the server render of a signed-in page (decision 034), one self-contained
 * module tree in `dist-ssr/` that apps/api imports; nothing of it is served to browsers.
 */
const serverRenderBuild = defineConfig({
  plugins: [routerPlugin(), react()],
  ssr: { noExternal: true },
  build: {
    ssr: 'src/ssr/render-page.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    chunkSizeWarningLimit: 3000,
  },
});

/**
 * `REACT_PROFILING=1 vite build`: React's profiling renderer in place of its production one, and
 * no minifying, for `bench/scripts/react-commits.ts` (each component's render time); never for a release.
 */
const reactProfiling = process.env.REACT_PROFILING === '1';

const browserBuild = defineConfig({
  plugins: [routerPlugin(), react(), precompress()],
  ...(reactProfiling
    ? { resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] } }
    : {}),
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    // Readable component names in a profile.
    ...(reactProfiling ? { minify: false } : {}),
    chunkSizeWarningLimit: 1500,
    // Every supported browser has <link rel="modulepreload">: no polyfill. The HTML preloads the
    // entry's imports; a lazy chunk's JS imports are not listed in the entry (the browser finds
    // them when the chunk arrives), only its stylesheets: the list of every lazy chunk's imports
    // was 3.7 KB (gzip) of the sign-in page's JS, and route links preload on intent (decision 070).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    // `.vite/manifest.json`: the chunk graph the bundle budget reads (bench/scripts/bundle-budget.ts).
    manifest: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        // A second entry, the one script of a server-rendered page: it loads the others after
        // its first paint (decision 034; apps/api page-render.ts).
        'after-paint': fileURLToPath(new URL('src/boot/after-paint.ts', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // What every page loads first, as two chunks rather than ~25 small shared ones (each
          // file compresses on its own; one file is smaller and one request).
          groups: [
            {
              // React, the router, and React Query's context (App provides the query client
              // from the start, once the signed-in area has loaded it).
              name: 'framework',
              test: (id) =>
                pkg(
                  'react|react-dom|scheduler|use-sync-external-store|@tanstack[\\\\/](?:react-router|router-core|history|store|react-store)',
                ).test(id) ||
                /@tanstack[\\/]react-query[\\/].+[\\/]QueryClientProvider\.js$/.test(id),
            },
            {
              // The rest of React Query: the signed-in area loads it (lib/query-client-loader.ts).
              name: 'query',
              test: pkg('@tanstack[\\\\/](?:react-query|query-core)'),
            },
            {
              // Mantine's core and the components the sign-in page and the boot screen draw, and
              // the one icon of the sign-in path with the icons' shared helpers (the components
              // only signed-in pages use are in `mantine-app`). @mantine/store (notifications')
              // stays here too, though the lazy command palette shares it.
              name: 'mantine',
              test: (id) =>
                SIGN_IN_ICONS.test(id) ||
                pkg(
                  'clsx|@mantine[\\\\/]store|@mantine[\\\\/]core[\\\\/]esm[\\\\/](?:core|components[\\\\/](?:ActionIcon|Alert|Anchor|Box|Button|Center|CloseButton|Group|Input|InputBase|Loader|Paper|PasswordInput|Stack|Text|TextInput|Title|Transition|UnstyledButton))',
                ).test(id),
            },
            {
              // Every icon of the signed-in pages in one file: ~40 tiny files made as many
              // requests, and on a phone's connection each request costs a round trip. The sign-in
              // path's icon and the icons' shared helpers are in `mantine` (else /login would
              // load them all; the bundle budget fails if it does).
              name: 'icons',
              test: pkg('@tabler[\\\\/]icons-react'),
            },
            {
              // The Mantine components of the signed-in pages (menus, selects, dialogs…) in one
              // file rather than ~20 that each page asked for one by one.
              name: 'mantine-app',
              test: pkg(
                '@mantine[\\\\/]core[\\\\/]esm[\\\\/]components|@floating-ui|react-remove-scroll|react-number-format|react-textarea-autosize',
              ),
            },
          ],
        },
      },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverRenderBuild : browserBuild));
