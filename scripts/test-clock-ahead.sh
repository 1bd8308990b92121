#!/usr/bin/env bash
# Runs the unit suites (permissions, api-client, hooks, web, api) with the machine's clock moved
# far ahead, so a test that compares a fixed example date with the real clock fails today, not on
# the day the example goes stale. Debian's faketime (libfaketime) is installed when missing.
# Turbo hands tasks a filtered environment (no LD_PRELOAD), so each suite runs through pnpm.
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
for suite in permissions api-client hooks web api; do
  echo "--- @back-office/$suite"
  faketime -f "@$AHEAD" pnpm --filter "@back-office/$suite" test
done
