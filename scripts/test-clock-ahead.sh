#!/usr/bin/env bash
# Runs the unit suites (permissions, api-client, hooks, web, api) with the machine's clock moved
# far ahead, so a test that compares a fixed example date with the real clock fails today, not on
# the day the example goes stale. Debian's faketime (libfaketime) is installed when missing.
# Turbo hands tasks a filtered environment (no LD_PRELOAD), so each suite runs through pnpm.
# The backend's suite runs here on a throwaway PostgreSQL server (scripts/with-postgres.sh, its
# clock moved too), which makes this the backend's PostgreSQL pass as well; the web suite runs
# beside it, since the backend's waits on the database leave a core free.
#
#   bash scripts/test-clock-ahead.sh            # +400 days
#   DAYS_AHEAD=3650 bash scripts/test-clock-ahead.sh
set -euo pipefail
cd "$(dirname "$0")/.."
DAYS="${DAYS_AHEAD:-400}"
if ! command -v faketime >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  echo "installing faketime with apt-get"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq faketime >/dev/null
fi
AHEAD="$(date -u -d "+${DAYS} days" '+%Y-%m-%d %H:%M:%S')"
echo "unit suites with the clock at $AHEAD UTC (+${DAYS} days)"
# The clock check: the fake time must reach Node, or this step proves nothing.
YEAR="$(faketime -f "@$AHEAD" node -e 'process.stdout.write(String(new Date().getUTCFullYear()))')"
if [ "$YEAR" != "${AHEAD:0:4}" ]; then
  echo "faketime did not move Node's clock (got $YEAR)" >&2
  exit 1
fi
for suite in permissions api-client hooks; do
  echo "--- @back-office/$suite"
  faketime -f "@$AHEAD" pnpm --filter "@back-office/$suite" test
done

WEB_LOG="$(mktemp)"
trap 'rm -f "$WEB_LOG"' EXIT
faketime -f "@$AHEAD" pnpm --filter @back-office/web test >"$WEB_LOG" 2>&1 &
WEB_PID=$!
echo "--- @back-office/api on PostgreSQL (the web suite runs beside it)"
API_STATUS=0
faketime -f "@$AHEAD" bash scripts/with-postgres.sh pnpm --filter @back-office/api test || API_STATUS=$?
WEB_STATUS=0
wait "$WEB_PID" || WEB_STATUS=$?
echo "--- @back-office/web"
cat "$WEB_LOG"
if [ "$API_STATUS" -ne 0 ] || [ "$WEB_STATUS" -ne 0 ]; then
  echo "clock-ahead: api exit $API_STATUS, web exit $WEB_STATUS" >&2
  exit 1
fi
