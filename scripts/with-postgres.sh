#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: `scripts/with-postgres.sh npm test -w @jaunt/server`.
# The server's tests read PG_TEST_URL (the benchmarks PG_BENCH_URL). Needs Debian's postgresql package.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi

# A port nothing listens on, so two runs (or another PostgreSQL) never collide; PG_PORT fixes one.
port=${PG_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
dir=$(mktemp -d /tmp/jaunt-pg.XXXXXX)
as_owner() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"

cleanup() {
  as_owner "'$bin/pg_ctl' -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_owner "'$bin/initdb' -D '$dir/data' -U jaunt --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
as_owner "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w \
  -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start" >/dev/null

url="postgres://jaunt@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on $url"
PG_TEST_URL="$url" PG_BENCH_URL="$url" "$@"
