#!/usr/bin/env bash
# Installs everything and starts the product: the API with demo data on http://127.0.0.1:8000
# and (once it exists) the web app on http://127.0.0.1:5173.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
pnpm exec turbo run start --concurrency=4
