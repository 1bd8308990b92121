#!/usr/bin/env bash
# Runs the unit suites again with the machine's clock moved to the calendar's edges (issue 38), so
# a test or a seed that depends on where today falls in the week, the month or the year fails
# today, not on the day it happens. Debian's faketime (libfaketime) is installed when missing.
#
# The edges, in South African time (UTC+2, the business's calendar), two years or more ahead:
#   first-of-year   1 January, 00:10 SAST (still 31 December in UTC: the year and month turn)
#   year-end        31 December, 23:30 SAST
#   month-end       30 April, 23:50 SAST (the last day of a month, just before midnight)
#   sunday          a Sunday in June, 12:00 SAST (the last day of a Monday-to-Sunday week)
#   leap-day        29 February, 12:00 SAST, of the next leap year
# Which suite runs at which edge follows what it touches, to stay within the test command's time:
#   - domain and permissions (pure rules, seconds): at every edge;
#   - api-client and hooks (sessions, timers, jobs): at first-of-year;
#   - the backend's whole suite, on a throwaway PostgreSQL server whose clock moves too
#     (scripts/with-postgres.sh): at first-of-year. It is the suite's one pass (test.sh runs only
#     its lint and type check), on the database production runs; PGlite, the demo's, runs the
#     calendar files below at the other edges, and every browser journey;
#   - the web suite (dates shown and typed): at year-end, beside all the others (the longest);
#   - the backend's files that read the demo data or the calendar (CALENDAR_FILES): at the other
#     edges, on PGlite. The demo's story at many more moments is test/demo-story.test.ts.
# Turbo hands tasks a filtered environment (no LD_PRELOAD), so each suite runs through pnpm.
#
#   bash scripts/test-clock-ahead.sh
#   EDGES="leap-day sunday" bash scripts/test-clock-ahead.sh   # only those edges' backend files
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-toolchain.sh
if ! command -v faketime >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  echo "installing faketime with apt-get"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq faketime >/dev/null
fi

CALENDAR_FILES=(
  test/invoices-demo.test.ts
  test/job-queue.test.ts
  test/weekly-combinations.test.ts
  test/dashboard.test.ts
  test/consultant-orders-demo.test.ts
)

YEAR=$(($(date -u +%Y) + 2))
LEAP=$YEAR
while ! date -d "$LEAP-02-29" >/dev/null 2>&1; do LEAP=$((LEAP + 1)); done
JUNE_FIRST_DOW=$(date -u -d "$YEAR-06-01" +%u) # 1 = Monday … 7 = Sunday
SUNDAY=$(date -u -d "$YEAR-06-01 +$(((7 - JUNE_FIRST_DOW) % 7)) days" +%Y-%m-%d)
# A South African wall-clock time as the UTC time faketime takes.
utc() { date -u -d "$1 +0200" '+%Y-%m-%d %H:%M:%S'; }
declare -A AT=(
  [first-of-year]="$(utc "$YEAR-01-01 00:10")"
  [year-end]="$(utc "$YEAR-12-31 23:30")"
  [month-end]="$(utc "$YEAR-04-30 23:50")"
  [sunday]="$(utc "$SUNDAY 12:00")"
  [leap-day]="$(utc "$LEAP-02-29 12:00")"
)
OTHER_EDGES="${EDGES:-month-end sunday leap-day}"

on_clock() { faketime -f "@${AT[$1]}" "${@:2}"; }

# The clock check: the fake time must reach Node, or this step proves nothing.
SEEN="$(on_clock leap-day node -e 'process.stdout.write(new Date().toISOString().slice(0, 10))')"
if [ "$SEEN" != "${AT[leap-day]:0:10}" ]; then
  echo "faketime did not move Node's clock (got $SEEN)" >&2
  exit 1
fi

# The web suite is the longest (minutes): it runs at year-end beside everything else, which
# runs one after another on the other core.
WEB_LOG="$(mktemp)"
trap 'rm -f "$WEB_LOG"' EXIT
on_clock year-end pnpm --filter @back-office/web test >"$WEB_LOG" 2>&1 &
WEB_PID=$!
echo "--- @back-office/web at year-end (${AT[year-end]} UTC) runs beside the rest; its log follows them"

# The rest, one after another; the first failure stops it and is reported after the web suite
# ends (`set -e` does not act inside a function called from `||`: each command says `|| return`).
REST_STATUS=0
run_rest() {
  for edge in first-of-year year-end month-end sunday leap-day; do
    echo "--- domain and permissions at $edge (${AT[$edge]} UTC)"
    # Side by side: each takes seconds, most of them vitest's start.
    on_clock "$edge" pnpm --parallel --filter @back-office/domain --filter @back-office/permissions test || return
  done
  for suite in api-client hooks; do
    echo "--- @back-office/$suite at first-of-year (${AT[first-of-year]} UTC)"
    on_clock first-of-year pnpm --filter "@back-office/$suite" test || return
  done
  echo "--- @back-office/api on PostgreSQL at first-of-year"
  on_clock first-of-year bash scripts/with-postgres.sh pnpm --filter @back-office/api test || return
  for edge in $OTHER_EDGES; do
    echo "--- the backend's calendar files at $edge (${AT[$edge]} UTC)"
    (cd apps/api && API_COVERAGE_CHECK=off on_clock "$edge" pnpm exec vitest run "${CALENDAR_FILES[@]}") || return
  done
}
run_rest || REST_STATUS=$?

WEB_STATUS=0
wait "$WEB_PID" || WEB_STATUS=$?
echo "--- @back-office/web at year-end (${AT[year-end]} UTC)"
cat "$WEB_LOG"
if [ "$REST_STATUS" -ne 0 ] || [ "$WEB_STATUS" -ne 0 ]; then
  echo "clock-ahead: the other suites exit $REST_STATUS, web exit $WEB_STATUS" >&2
  exit 1
fi
