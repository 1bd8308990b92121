#!/usr/bin/env bash
# The published packages as another internal tool gets them: builds and packs
# @back-office/{api-client,hooks,permissions}, installs the tarballs into a fresh folder outside
# the repository, then (a) runs the README's Node examples (token and cookie mode) against an API
# it starts on 127.0.0.1:${PACKAGES_API_PORT:-8017} (PGlite in a temp folder), (b) type-checks the
# examples and a React consumer with `module: node16` and with `moduleResolution: bundler`
# (strict, exactOptionalPropertyTypes, skipLibCheck false), (c) builds a Vite + React app that uses
# the hooks without Mantine, (d) runs publint and @arethetypeswrong/cli on every tarball.
# PACKAGES_KEEP=1 keeps the temp folder (to look at a failure).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
ROOT=$PWD
PORT=${PACKAGES_API_PORT:-8017}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/back-office-consumer.XXXXXX")
API_PID=
cleanup() {
  if [[ -n $API_PID ]]; then kill "$API_PID" 2>/dev/null || true; wait "$API_PID" 2>/dev/null || true; fi
  if [[ -n ${PACKAGES_KEEP:-} ]]; then echo "kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
step() { printf '\n== packages: %s (%ss)\n' "$1" "$SECONDS"; }

step 'build'
pnpm exec turbo run build --filter=@back-office/hooks --filter=@back-office/permissions \
  --concurrency=1 --output-logs=errors-only

step 'pack'
for name in api-client hooks permissions; do
  (cd "packages/$name" && pnpm pack --pack-destination "$WORK/tarballs" >/dev/null)
done
for tarball in "$WORK"/tarballs/*.tgz; do
  if tar -tzf "$tarball" | grep -E '\.test\.|/src/|tsconfig'; then
    echo "$tarball ships sources, tests or tsconfigs" >&2
    exit 1
  fi
done

step 'start the API'
(cd apps/api && PORT=$PORT HOST=127.0.0.1 DEMO=1 SHUTDOWN_DRAIN_MS=0 DATA_DIR="$WORK/data" LOG_REQUESTS=0 \
  exec node --import tsx src/main.ts >"$WORK/api.log" 2>&1) &
API_PID=$!

step 'install the tarballs into a fresh folder'
cp -R packaging/consumer "$WORK/app"
mkdir -p "$WORK/app/src/node"
cp packages/api-client/examples/*.ts "$WORK/app/src/node/"
cd "$WORK/app"
node package-json.mjs "$ROOT/pnpm-workspace.yaml" "$WORK"/tarballs/*.tgz
npm install --no-audit --no-fund --prefer-offline --loglevel=error >/dev/null

step 'types: module node16, then moduleResolution bundler'
npx tsc -p tsconfig.node16.json
npx tsc -p tsconfig.bundler.json

step 'Node examples against the API'
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null && break
  kill -0 "$API_PID" 2>/dev/null || { cat "$WORK/api.log" >&2; exit 1; }
  sleep 0.5
done
API_URL="http://127.0.0.1:$PORT" node build/token-mode.js
API_URL="http://127.0.0.1:$PORT" node build/cookie-mode.js

step 'Vite + React build'
npx vite build --logLevel warn

step 'publint and arethetypeswrong'
for tarball in "$WORK"/tarballs/*.tgz; do
  dir="$WORK/unpacked/$(basename "$tarball" .tgz)"
  mkdir -p "$dir" && tar -xzf "$tarball" -C "$dir"
  npx publint run "$dir/package" --strict --pack false
  # ESM only: Node >= 20.19 can require() it; CommonJS consumers' types are out of scope.
  npx attw "$tarball" --profile esm-only --format table-flipped
done
step 'done'
