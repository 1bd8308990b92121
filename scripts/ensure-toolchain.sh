# Sourced by the other scripts (bash): puts the project's Node and pnpm first on PATH, on a machine
# that has only some Node and npm (decision 040).
#
# Node: the major of .nvmrc. When the machine's `node` is another major (or missing), the pinned
# release is installed from the npm registry (the `node` package, a real binary) into .tools/
# (git-ignored) and put first on PATH, so everything run after this (pnpm, turbo, vitest, the API,
# the browser journeys) runs on it. pnpm: the pinned version, installed with npm when missing.
NODE_VERSION=26.10.0
PNPM_VERSION=12.21.0

_toolchain_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "${NODE_VERSION%%.*}" ]; then
  _toolchain_node="$_toolchain_root/.tools/node-$NODE_VERSION"
  if [ ! -x "$_toolchain_node/node_modules/node/bin/node" ]; then
    echo "Installing Node $NODE_VERSION from the npm registry into .tools/ (this machine's node: $(node --version 2>/dev/null || echo none))..."
    # Into a folder of its own first, so a run that stops half-way leaves nothing that looks done.
    mkdir -p "$_toolchain_root/.tools"
    _toolchain_tmp="$(mktemp -d "$_toolchain_root/.tools/installing.XXXXXX")"
    npm install --prefix "$_toolchain_tmp" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "node@$NODE_VERSION" >/dev/null
    if [ ! -x "$_toolchain_node/node_modules/node/bin/node" ]; then
      rm -rf "$_toolchain_node"
      mv "$_toolchain_tmp" "$_toolchain_node"
    else
      rm -rf "$_toolchain_tmp" # Another run installed it meanwhile.
    fi
  fi
  export PATH="$_toolchain_node/node_modules/node/bin:$PATH"
  hash -r
fi
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "${NODE_VERSION%%.*}" ]; then
  echo "Node ${NODE_VERSION%%.*} is required, and $(command -v node || echo 'no node') is $(node --version 2>/dev/null)." >&2
  exit 1
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION with npm..."
  if ! npm install --global --silent "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    # No write access to the global prefix: install under the user's home instead.
    npm install --global --silent --prefix "$HOME/.local" "pnpm@$PNPM_VERSION"
    export PATH="$HOME/.local/bin:$PATH"
  fi
fi
unset _toolchain_root _toolchain_node _toolchain_tmp
