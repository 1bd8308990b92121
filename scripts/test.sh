#!/usr/bin/env bash
# Installs everything and runs every check and test: format and lint, contract lint, generation,
# type checks, then every unit suite with the clock at the
# calendar's edges (faketime; the backend's on a throwaway PostgreSQL server: scripts/test-clock-ahead.sh
# is where the web, hooks, api-client, domain, permissions and backend suites run, once each edge
# it names, so they do not run a second time at today's date), two API processes on
# one such server (SIGKILL mid-job, rolling restart), an operator's journey with the built API
# on such a server and a real SMTP server (scripts/test-operator.sh), the packages as another tool installs them
# (scripts/test-packages.sh), the bundle budget over the production build, then the browser
# journeys in Debian's Chromium (two shards at once, each with its own API: e2e/scripts/run-journeys.sh). Everything runs on the pinned Node (.nvmrc), installed into
# .tools/ when the machine has another (scripts/ensure-toolchain.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-toolchain.sh
echo "node $(node --version) ($(command -v node)), pnpm $(pnpm --version)"
# Each step says when it starts (seconds since the start), so a slow step shows in CI's log.
step() { printf '\n=== test.sh %ss: %s\n' "$SECONDS" "$*"; }
step "pnpm install --frozen-lockfile"
pnpm install --frozen-lockfile
step "pnpm exec biome ci --error-on-warnings ."
pnpm exec biome ci --error-on-warnings .
# The suites test-clock-ahead.sh runs (api: once, on PostgreSQL), so they do not run twice.
CLOCK_AHEAD_SUITES=(web hooks api-client domain permissions api)
ONLY_AHEAD=()
for suite in "${CLOCK_AHEAD_SUITES[@]}"; do ONLY_AHEAD+=("--filter=@back-office/$suite"); done
NOT_AHEAD=()
for suite in "${CLOCK_AHEAD_SUITES[@]}"; do NOT_AHEAD+=("--filter=!@back-office/$suite"); done
step "turbo: lint, typecheck and test (the suites of test-clock-ahead.sh: lint and typecheck only)"
pnpm exec turbo run lint typecheck test --concurrency=2 --output-logs=new-only "${NOT_AHEAD[@]}"
pnpm exec turbo run lint typecheck --concurrency=2 --output-logs=new-only "${ONLY_AHEAD[@]}"
step "bash scripts/test-clock-ahead.sh"
bash scripts/test-clock-ahead.sh
step "bash scripts/test-multi-process.sh"
bash scripts/test-multi-process.sh
step "bash scripts/test-operator.sh"
bash scripts/test-operator.sh
step "pnpm exec turbo run build --filter=@back-office/web --output-logs=errors-only"
pnpm exec turbo run build --filter=@back-office/web --output-logs=errors-only
step "bash scripts/test-packages.sh"
bash scripts/test-packages.sh
step "pnpm --filter @back-office/bench bundle-budget"
pnpm --filter @back-office/bench bundle-budget
step "bash e2e/scripts/ensure-chromium.sh"
bash e2e/scripts/ensure-chromium.sh
step "pnpm --filter @back-office/e2e e2e"
pnpm --filter @back-office/e2e e2e
step done
