#!/usr/bin/env bash
# Installs everything and starts the product as production serves it (decision 015): the web app
# is built for one origin, the API is built to JavaScript (decision 040), and one `node` process
# (demo data, embedded PGlite) serves the API on http://127.0.0.1:8000 and the app with the API
# on http://127.0.0.1:5173. Runs on the pinned Node (.nvmrc), installed into .tools/ when the
# machine has another. For development with hot reload on two origins, run `pnpm dev` instead.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-toolchain.sh
pnpm install --frozen-lockfile
pnpm exec turbo run generate --output-logs=errors-only
# Turbo hands its tasks a filtered environment: the build runs through pnpm to see VITE_API_URL.
VITE_API_URL=same-origin pnpm --filter @back-office/web exec vite build --logLevel warn
# The server render of signed-in pages, in apps/web/dist-ssr (decision 034).
VITE_API_URL=same-origin pnpm --filter @back-office/web exec vite build --logLevel warn \
  --ssr src/ssr/render-page.tsx
# The API as one JavaScript module with the contract beside it: apps/api/dist (decision 040).
pnpm --filter @back-office/api build
export WEB_DIST="$PWD/apps/web/dist"
# The README's product is the demo: turned on here, as the API's default is production (no demo
# data, no /api/dev/*; decision 037). Demo mode listens on loopback only.
export DEMO=true
echo "start.sh: the product runs in DEMO mode with demo accounts (password Demo1234!) on http://127.0.0.1:5173 - not for production (docs/operations.md)"
# One process, nothing in between: it handles its own SIGTERM and SIGINT.
exec node apps/api/dist/main.js
