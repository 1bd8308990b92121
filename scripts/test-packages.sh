#!/usr/bin/env bash
# The published packages as another internal tool gets them (decision 047):
#  1. packs, checks and publishes @back-office/{permissions,api-client,hooks} with
#     scripts/publish-packages.sh (prepack builds; publint and @arethetypeswrong/cli on the
#     tarballs) to a real npm registry it starts on 127.0.0.1 (Verdaccio, tooling/publishing);
#  2. installs them by name with npm into a fresh folder outside the repository, whose .npmrc sends
#     the @back-office scope to that registry (as the READMEs tell a tool author);
#  3. writes every ```ts/tsx snippet of the three READMEs into it (packaging/consumer/readme-examples.mjs)
#     and a file passing every query-options factory through every React Query entry point
#     (query-options-check.mjs), and type-checks all of it with `module: node16` and with
#     `moduleResolution: bundler` (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess,
#     skipLibCheck false) with TypeScript's current major and the catalog's previous one;
#  4. runs the README's Node examples against an API it starts on 127.0.0.1:${PACKAGES_API_PORT:-8017}
#     (PGlite in a temp folder), the README's example tests with vitest, and builds a Vite + React
#     app that uses the hooks without Mantine.
# PACKAGES_KEEP=1 keeps the temp folder (to look at a failure).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
ROOT=$PWD
PORT=${PACKAGES_API_PORT:-8017}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/back-office-consumer.XXXXXX")
API_PID=
REGISTRY_PID=
cleanup() {
  for pid in $API_PID $REGISTRY_PID; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  if [[ -n ${PACKAGES_KEEP:-} ]]; then echo "kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
step() { printf '\n== packages: %s (%ss)\n' "$1" "$SECONDS"; }
# wait_for URL PID LOG: until URL answers, or the process died (then its log, and fail).
wait_for() {
  for _ in $(seq 1 120); do
    curl -sf -o /dev/null "$1" && return 0
    kill -0 "$2" 2>/dev/null || { cat "$3" >&2; exit 1; }
    sleep 0.5
  done
  echo "$1 did not answer within a minute" >&2; cat "$3" >&2; exit 1
}

step 'start the API and a local npm registry (Verdaccio)'
(cd apps/api && PORT=$PORT HOST=127.0.0.1 DEMO=1 SHUTDOWN_DRAIN_MS=0 DATA_DIR="$WORK/data" LOG_REQUESTS=0 \
  exec node --import tsx src/main.ts >"$WORK/api.log" 2>&1) &
API_PID=$!
# A free port each run: npm caches a package's metadata by URL, and each run publishes anew.
REGISTRY_PORT=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
REGISTRY=http://127.0.0.1:$REGISTRY_PORT/
mkdir -p "$WORK/registry" && cp packaging/registry/config.yaml "$WORK/registry/"
tooling/publishing/node_modules/.bin/verdaccio --config "$WORK/registry/config.yaml" \
  --listen "127.0.0.1:$REGISTRY_PORT" >"$WORK/registry.log" 2>&1 &
REGISTRY_PID=$!

step 'pack, check and publish to the local registry'
wait_for "${REGISTRY}-/ping" "$REGISTRY_PID" "$WORK/registry.log"
# The publisher's credentials, as `npm login` would leave them (a user made on the spot).
token=$(curl -sf -X PUT -H 'Content-Type: application/json' \
  -d '{"name":"publisher","password":"publisher-password"}' \
  "${REGISTRY}-/user/org.couchdb.user:publisher" | node -p 'JSON.parse(require("fs").readFileSync(0)).token')
printf '//127.0.0.1:%s/:_authToken=%s\n' "$REGISTRY_PORT" "$token" >"$WORK/publisher.npmrc"
NPM_CONFIG_USERCONFIG="$WORK/publisher.npmrc" bash scripts/publish-packages.sh --quiet \
  --registry "$REGISTRY" --out "$WORK/tarballs"

step 'install them by name with npm into a fresh folder'
cp -R packaging/consumer "$WORK/app"
cd "$WORK/app"
printf '@back-office:registry=%s\n' "$REGISTRY" >.npmrc
node package-json.mjs "$ROOT/pnpm-workspace.yaml"
npm install --no-audit --no-fund --prefer-offline --loglevel=error \
  @back-office/api-client @back-office/hooks @back-office/permissions >/dev/null
node -e 'const p=require("./package.json").dependencies; for (const n of ["api-client","hooks","permissions"]) if (!/^\^\d/.test(p["@back-office/"+n] ?? "")) throw new Error("@back-office/"+n+" not installed from the registry")'

step 'README examples and the query-options check'
node readme-examples.mjs "$ROOT"/packages/{api-client,hooks,permissions}/README.md
node query-options-check.mjs

step 'types: module node16, then moduleResolution bundler; TypeScript 6, then 7'
for tsc in "npx tsc" "node node_modules/typescript7/bin/tsc"; do
  $tsc -p tsconfig.node16.json # emits build/ (the first time) for the run below
  $tsc -p tsconfig.bundler.json
  $tsc -p tsconfig.optin.json
done

step 'README Node examples against the API'
wait_for "http://127.0.0.1:$PORT/api/health" "$API_PID" "$WORK/api.log"
while read -r example; do
  echo "-- $example"
  API_URL="http://127.0.0.1:$PORT" node "build/$example.js"
done <node-examples.txt

step 'README example tests (vitest) and a Vite + React build'
npx vitest run --reporter=dot
npx vite build --logLevel warn
step 'done'
