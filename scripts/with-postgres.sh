#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: `scripts/with-postgres.sh npm test -w @jaunt/server`.
# The server's tests read PG_TEST_URL (the benchmarks PG_BENCH_URL). Needs Debian's postgresql package.
# PG_REPLICA=1 also starts a streaming replica of it (pg_basebackup -R) and exports its URL as PG_TEST_READ_URL.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi

# A port nothing listens on, so two runs (or another PostgreSQL) never collide; PG_PORT fixes one.
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
port=${PG_PORT:-$(free_port)}
# PostgreSQL's default (128MB) is for a small machine; a bench at 100k products sets what a server would have.
shared_buffers=${PG_SHARED_BUFFERS:-128MB}
dir=$(mktemp -d /tmp/jaunt-pg.XXXXXX)
as_owner() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"

cleanup() {
  [ -d "$dir/replica" ] && as_owner "'$bin/pg_ctl' -D '$dir/replica' -m immediate stop" >/dev/null 2>&1 || true
  as_owner "'$bin/pg_ctl' -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_owner "'$bin/initdb' -D '$dir/data' -U jaunt --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
as_owner "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w \
  -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 -c wal_level=replica -c shared_buffers=$shared_buffers\" start" >/dev/null

url="postgres://jaunt@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on $url"

if [ "${PG_REPLICA:-}" = 1 ]; then
  # A hot standby streaming from the primary: initdb's trust rules already let 127.0.0.1 replicate.
  replica_port=$(free_port)
  as_owner "'$bin/pg_basebackup' -h 127.0.0.1 -p $port -U jaunt -D '$dir/replica' -R -X stream -c fast"
  as_owner "'$bin/pg_ctl' -D '$dir/replica' -l '$dir/replica.log' -w \
    -o \"-p $replica_port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 -c hot_standby=on\" start" >/dev/null
  export PG_TEST_READ_URL="postgres://jaunt@127.0.0.1:$replica_port/postgres"
  echo "Streaming replica on $PG_TEST_READ_URL"
fi

PG_TEST_URL="$url" PG_BENCH_URL="$url" "$@"
