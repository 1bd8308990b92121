#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: installs Debian's postgresql when it is
# missing, starts a fresh cluster on 127.0.0.1 (trust auth, port $PG_PORT, default 54329), exports
# TEST_DATABASE_URL (the server's `postgres` database, as superuser `postgres`), runs the command,
# then stops the server and deletes the cluster, whatever the command's outcome.
#
#   bash scripts/with-postgres.sh pnpm --filter @back-office/api test
set -euo pipefail
PORT="${PG_PORT:-54329}"

bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(bindir)" ]; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  echo "installing postgresql with apt-get"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi
BIN="$(bindir)"

# PostgreSQL refuses to run as root: the server then runs as the `postgres` user Debian creates.
AS=()
if [ "$(id -u)" -eq 0 ]; then AS=(runuser -u postgres --); fi

CLUSTER="$(mktemp -d)"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$CLUSTER"; fi
stop() {
  "${AS[@]}" "$BIN/pg_ctl" -D "$CLUSTER/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$CLUSTER"
}
trap stop EXIT

"${AS[@]}" "$BIN/initdb" -D "$CLUSTER/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${AS[@]}" "$BIN/pg_ctl" -D "$CLUSTER/data" -l "$CLUSTER/server.log" -w \
  -o "-h 127.0.0.1 -p $PORT -k $CLUSTER -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
