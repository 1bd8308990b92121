# Sourced by the other scripts: the pinned Node and pnpm first on PATH (scripts/ensure-toolchain.sh).
source "$(dirname "${BASH_SOURCE[0]}")/ensure-toolchain.sh"
