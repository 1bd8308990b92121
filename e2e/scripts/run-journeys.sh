#!/usr/bin/env bash
# Runs every browser journey in E2E_SHARDS shards at once (default 2), each a vitest run with its
# own API, database, web build and Chromium (src/harness/global-setup.ts, E2E_SHARD), its files
# one at a time. A journey waits on the browser and the network most of the time (about 0.4 of
# one core, measured), so two shards on a 2-core machine take about half the time of one, and no
# journey shares a database with a journey running beside it. Files go to the shard with the
# fewest seconds of journeys so far, longest first, by the seconds CI measured
# (journey-seconds.txt; 20 for a journey not listed).
# Each shard's log is printed when all have ended; the exit status is the first failing shard's.
#
#   bash e2e/scripts/run-journeys.sh                 # what `pnpm --filter @back-office/e2e e2e` runs
#   E2E_SHARDS=1 bash e2e/scripts/run-journeys.sh    # one run, as before
#   bash e2e/scripts/run-journeys.sh src/journeys/orders.test.ts   # given files, in one run
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -gt 0 ]; then
  exec pnpm exec vitest run --config vitest.config.ts "$@"
fi

SHARDS="${E2E_SHARDS:-2}"
declare -A MEASURED
while read -r seconds file; do
  if [[ "$seconds" =~ ^[0-9]+$ ]]; then MEASURED[$file]=$seconds; fi
done <journey-seconds.txt
declare -a FILES SIZE
for ((i = 0; i < SHARDS; i++)); do FILES[i]=""; SIZE[i]=0; done
while read -r seconds file; do
  smallest=0
  for ((i = 1; i < SHARDS; i++)); do
    if [ "${SIZE[i]}" -lt "${SIZE[smallest]}" ]; then smallest=$i; fi
  done
  FILES[smallest]="${FILES[smallest]} $file"
  SIZE[smallest]=$((SIZE[smallest] + seconds))
done < <(find src/journeys -name '*.test.ts' | while read -r file; do
  echo "${MEASURED[$file]:-20} $file"
done | sort -k1,1nr -k2,2)

LOGS=()
PIDS=()
trap 'rm -f "${LOGS[@]}"' EXIT
for ((i = 0; i < SHARDS; i++)); do
  log="$(mktemp)"
  LOGS+=("$log")
  # shellcheck disable=SC2086 # the file list is meant to split into arguments
  E2E_SHARD=$((i + 1)) pnpm exec vitest run --config vitest.config.ts ${FILES[i]} >"$log" 2>&1 &
  PIDS+=($!)
  echo "--- shard $((i + 1)) of $SHARDS:${FILES[i]}"
done

STATUS=0
for ((i = 0; i < SHARDS; i++)); do
  code=0
  wait "${PIDS[i]}" || code=$?
  echo "--- shard $((i + 1)) of $SHARDS (exit $code)"
  cat "${LOGS[i]}"
  if [ "$code" -ne 0 ] && [ "$STATUS" -eq 0 ]; then STATUS=$code; fi
done
exit "$STATUS"
