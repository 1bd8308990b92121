#!/usr/bin/env bash
# Installs everything and runs every check and test: format and lint, contract lint, generation,
# type checks, unit, contract and backend tests, the unit suites again with the clock at
# the calendar's edges (faketime; the backend's on a throwaway PostgreSQL server), two API processes on
# one such server (SIGKILL mid-job, rolling restart), an operator's journey with the built API
# on such a server and a real SMTP server (scripts/test-operator.sh), the packages as another tool installs them
# (scripts/test-packages.sh), the bundle budget over the production build, then the browser
# journeys in Debian's Chromium. Everything runs on the pinned Node (.nvmrc), installed into
# .tools/ when the machine has another (scripts/ensure-toolchain.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-toolchain.sh
echo "node $(node --version) ($(command -v node)), pnpm $(pnpm --version)"
pnpm install --frozen-lockfile
pnpm exec biome ci --error-on-warnings .
pnpm exec turbo run lint typecheck test --concurrency=2 --output-logs=new-only
bash scripts/test-clock-ahead.sh
bash scripts/test-multi-process.sh
bash scripts/test-operator.sh
pnpm exec turbo run build --filter=@back-office/web --output-logs=errors-only
bash scripts/test-packages.sh
pnpm --filter @back-office/bench bundle-budget
bash e2e/scripts/ensure-chromium.sh
pnpm --filter @back-office/e2e e2e
