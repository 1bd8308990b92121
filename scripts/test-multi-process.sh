#!/usr/bin/env bash
# Two API processes on one throwaway PostgreSQL server (issue 19, decision 013): jobs of every
# kind started on one, that one killed with SIGKILL mid-job, the other takes each over and ends
# it once; then a rolling restart (readiness 503 through the drain period, exit 0), and a database
# outage through a TCP relay the test cuts (liveness 200, readiness 503, then back); and live
# streams across processes (issue 32: a session ended on one closes its streams on the other
# within a second; a save on one reaches the readers streaming from the other). About a minute. PG_PORT picks the server's port (default 54391). The processes run in demo mode (they
# use the demo data), on loopback.
#
#   bash scripts/test-multi-process.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PG_PORT="${PG_PORT:-54391}"
bash scripts/with-postgres.sh pnpm --filter @back-office/api exec vitest run --config vitest.multi.config.ts
