#!/usr/bin/env bash
# Packs, checks and publishes @back-office/{permissions,api-client,hooks} (decision 047).
#
#   bash scripts/publish-packages.sh --registry URL   # pack, check, publish to URL
#   bash scripts/publish-packages.sh --dry-run        # pack and check only
#
# Each package is packed with `pnpm pack`, whose `prepack` builds it (turbo: the api client before
# the hooks), so no tarball goes out without its dist/. Then, on the tarballs themselves: they hold
# dist/index.js and dist/index.d.ts and no sources, tests or tsconfigs; publint (--strict) and
# @arethetypeswrong/cli (ESM only) pass. Only then is each tarball published with `npm publish`,
# which reads the credentials of the registry from your npm configuration (`npm login --registry
# URL` once, or NPM_CONFIG_USERCONFIG). Options: --out DIR keeps the tarballs there (default: a
# temporary folder, removed at the end); --quiet prints only failures.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
ROOT=$PWD
REGISTRY=
DRY_RUN=
OUT=
QUIET=
while [[ $# -gt 0 ]]; do
  case $1 in
    --registry) REGISTRY=$2; shift 2 ;;
    --dry-run) DRY_RUN=1; shift ;;
    --out) OUT=$2; shift 2 ;;
    --quiet) QUIET=1; shift ;;
    *) echo "unknown option: $1 (see the head of $0)" >&2; exit 2 ;;
  esac
done
if [[ -z $REGISTRY && -z $DRY_RUN ]]; then
  echo "give --registry URL, or --dry-run to pack and check only" >&2
  exit 2
fi
KEEP_OUT=${OUT:+1}
OUT=${OUT:-$(mktemp -d "${TMPDIR:-/tmp}/back-office-packs.XXXXXX")}
OUT=$(mkdir -p "$OUT" && cd "$OUT" && pwd)
[[ -n $KEEP_OUT ]] || trap 'rm -rf "$OUT"' EXIT
say() { [[ -n $QUIET ]] || echo "$@"; }
TOOLS=$ROOT/tooling/publishing/node_modules/.bin
# Dependencies first: a registry that checks them finds each one already there.
PACKAGES=(permissions api-client hooks)

for name in "${PACKAGES[@]}"; do
  say "pack @back-office/$name (prepack builds it)"
  (cd "packages/$name" && pnpm pack --pack-destination "$OUT" >/dev/null)
done

for name in "${PACKAGES[@]}"; do
  tarball=$(ls "$OUT"/back-office-"$name"-[0-9]*.tgz)
  files=$(tar -tzf "$tarball")
  for required in package/dist/index.js package/dist/index.d.ts package/README.md; do
    if ! grep -qx "$required" <<<"$files"; then
      echo "$(basename "$tarball") lacks ${required#package/}: nothing would work once installed" >&2
      exit 1
    fi
  done
  if grep -E '\.test\.|/src/|tsconfig' <<<"$files"; then
    echo "$(basename "$tarball") ships sources, tests or tsconfigs" >&2
    exit 1
  fi
  dir=$OUT/unpacked/$name
  rm -rf "$dir" && mkdir -p "$dir" && tar -xzf "$tarball" -C "$dir"
  say "publint and arethetypeswrong: $(basename "$tarball")"
  "$TOOLS/publint" run "$dir/package" --strict --pack false >"$OUT/publint-$name.log" 2>&1 ||
    { cat "$OUT/publint-$name.log" >&2; exit 1; }
  # ESM only: Node >= 20.19 can require() it; CommonJS consumers' types are out of scope.
  "$TOOLS/attw" "$tarball" --profile esm-only --format table-flipped >"$OUT/attw-$name.log" 2>&1 ||
    { cat "$OUT/attw-$name.log" >&2; exit 1; }
done

if [[ -n $DRY_RUN ]]; then
  say "checked, not published: $OUT"
  exit 0
fi
for name in "${PACKAGES[@]}"; do
  tarball=$(ls "$OUT"/back-office-"$name"-[0-9]*.tgz)
  say "publish $(basename "$tarball") to $REGISTRY"
  npm publish "$tarball" --registry "$REGISTRY" "--@back-office:registry=$REGISTRY" --loglevel=error >/dev/null
done
