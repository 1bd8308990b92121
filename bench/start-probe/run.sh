#!/usr/bin/env bash
# The client JS that TanStack Start adds to a TanStack Router app (decision 069): builds the same
# two-route app (a root and /login) twice, as a plain router app and as a Start app, with the
# versions the web app pins (Start's release whose router is ours), and prints the gzip (-9)
# size of each build's client JS. Needs the npm registry; ~1 minute.
#
#   bash bench/start-probe/run.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/../../scripts/ensure-toolchain.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$here/plain" "$here/start" "$work/"
cat > "$work/package.json" <<'JSON'
{
  "name": "start-probe",
  "private": true,
  "type": "module",
  "dependencies": {
    "@tanstack/react-router": "1.170.46",
    "@tanstack/react-start": "1.169.5",
    "@tanstack/router-plugin": "1.169.0",
    "@vitejs/plugin-react": "6.3.0",
    "react": "19.3.1",
    "react-dom": "19.3.1",
    "vite": "8.3.8"
  }
}
JSON
cd "$work"
pnpm install --silent --ignore-workspace >/dev/null
size() { # the gzip -9 bytes of the JS files below $1
  local total=0
  for file in $(find "$1" -name '*.js'); do total=$((total + $(gzip -9c "$file" | wc -c))); done
  echo "$total"
}
(cd plain && ../node_modules/.bin/vite build --logLevel error)
(cd start && ../node_modules/.bin/vite build --logLevel error)
plain=$(size plain/dist/assets)
start=$(size start/dist/client/assets)
echo "client JS, gzip -9: plain router $plain bytes; Start $start bytes; Start adds $((start - plain)) bytes"
node -e "
const { default: server } = await import('./start/dist/server/server.js');
const res = await server.fetch(new Request('http://localhost/login'));
const html = await res.text();
console.log('Start server render of /login:', res.status, html.includes('<h1>Sign in</h1>') ? 'drawn' : 'NOT drawn', (html.match(/<script>/g) ?? []).length, 'inline scripts');
" --input-type=module
