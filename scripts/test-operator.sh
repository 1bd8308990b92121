#!/usr/bin/env bash
# What an operator does, from docs/operations.md (issue 40): builds the API, then on a throwaway
# PostgreSQL server and a real SMTP server the test starts, runs the built server without demo
# mode, creates the first administrator with `pnpm admin create-admin`, sets a colleague's
# password through a delivered email, checks a database dump for usable tokens, sends SIGTERM
# under load (readiness 503 first, exit 0) and restores a pg_dump backup. About a minute.
#
#   bash scripts/test-operator.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-toolchain.sh
pnpm --filter @back-office/api build
export PG_PORT="${PG_PORT:-54393}"
bash scripts/with-postgres.sh pnpm --filter @back-office/api exec vitest run --config vitest.operator.config.ts
