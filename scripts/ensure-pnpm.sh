# Sourced by the other scripts: makes the pinned pnpm available on a machine that has only Node and npm.
PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION with npm..."
  if ! npm install --global --silent "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    # No write access to the global prefix: install under the user's home instead.
    npm install --global --silent --prefix "$HOME/.local" "pnpm@$PNPM_VERSION"
    export PATH="$HOME/.local/bin:$PATH"
  fi
fi
