#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests: a fresh data directory in /tmp, 127.0.0.1 only, a random
# free port, fsync off, trust auth for the `postgres` superuser. Removed again when done.
#
# As a command:
#   scripts/pg-throwaway.sh run -- <command> [args…]
#       starts a cluster, exports TEST_DATABASE_URL=postgres://postgres@127.0.0.1:<port>/maison_test,
#       runs the command, and always stops and removes the cluster (also on failure, Ctrl-C, TERM).
#       Exits with the command's status.
#   scripts/pg-throwaway.sh bindir
#       prints the PostgreSQL bin directory that would be used, or exits 1 when none is installed.
#
# Sourced (bash):
#   source scripts/pg-throwaway.sh; pg_up [db]; trap pg_down EXIT; …; pg_down
#
# Settings: PGBIN (bin directory; default: newest /usr/lib/postgresql/*/bin, else `pg_config --bindir`),
# PG_OS_USER (OS user that owns the cluster when running as root; default postgres, created if missing).

_pg_log() { printf '[pg-throwaway] %s\n' "$*" >&2; }

# The bin directory holding initdb/pg_ctl/postgres, or nothing.
pg_find_bindir() {
  local dir candidate
  if [ -n "${PGBIN:-}" ]; then
    [ -x "$PGBIN/initdb" ] && [ -x "$PGBIN/pg_ctl" ] && { printf '%s\n' "$PGBIN"; return 0; }
    return 1
  fi
  candidate=""
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] || continue
    # keep the highest major version (globs sort 10 < 9 lexically, so compare numerically)
    if [ -z "$candidate" ] || [ "$(basename "$(dirname "$dir")")" -gt "$(basename "$(dirname "$candidate")")" ] 2>/dev/null; then
      candidate=$dir
    fi
  done
  if [ -z "$candidate" ] && command -v pg_config >/dev/null 2>&1; then
    dir=$(pg_config --bindir 2>/dev/null || true)
    [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && candidate=$dir
  fi
  if [ -z "$candidate" ] && command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    candidate=$(dirname "$(command -v initdb)")
  fi
  [ -n "$candidate" ] || return 1
  printf '%s\n' "$candidate"
}

# A TCP port that is free on 127.0.0.1 right now.
_pg_free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close();});' 2>/dev/null && return 0
  # no node: pick a random high port
  echo $(( 20000 + RANDOM % 40000 ))
}

# Runs a command as the cluster owner: the PG_OS_USER when we are root, ourselves otherwise.
_pg_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u "$PG_OS_USER" -- "$@"
  else
    "$@"
  fi
}

# pg_up [db]: starts a cluster and exports TEST_DATABASE_URL, PG_TMP, PG_PORT, PG_BINDIR.
pg_up() {
  local db=${1:-maison_test} attempt port started=""
  PG_OS_USER=${PG_OS_USER:-postgres}
  PG_BINDIR=$(pg_find_bindir) || { _pg_log "no PostgreSQL binaries found (install postgresql, or set PGBIN)"; return 1; }
  if [ "$(id -u)" -eq 0 ] && ! id -u "$PG_OS_USER" >/dev/null 2>&1; then
    _pg_log "creating OS user $PG_OS_USER"
    useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_OS_USER" || return 1
  fi
  PG_TMP=$(mktemp -d "${TMPDIR:-/tmp}/maison-pg.XXXXXX") || return 1
  export PG_TMP PG_BINDIR
  chmod 700 "$PG_TMP"
  [ "$(id -u)" -eq 0 ] && chown "$PG_OS_USER": "$PG_TMP"
  if ! _pg_as_owner "$PG_BINDIR/initdb" -D "$PG_TMP/data" -U postgres --auth=trust -E UTF8 \
      --locale=C.UTF-8 --no-sync >"$PG_TMP/initdb.log" 2>&1; then
    cat "$PG_TMP/initdb.log" >&2
    _pg_log "initdb failed"
    return 1
  fi
  for attempt in 1 2 3 4 5; do
    port=$(_pg_free_port)
    # setsid: the server gets its own session, so a Ctrl-C in the terminal reaches the tests, not the
    # server; pg_down then stops it cleanly.
    if _pg_as_owner setsid -w "$PG_BINDIR/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/server.log" -w -t 30 \
        -o "-c listen_addresses=127.0.0.1 -p $port -k $PG_TMP -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
        start >/dev/null 2>&1; then
      started=1
      break
    fi
    _pg_log "start on port $port failed (attempt $attempt), retrying"
  done
  if [ -z "$started" ]; then
    cat "$PG_TMP/server.log" >&2 2>/dev/null
    _pg_log "could not start PostgreSQL"
    pg_down
    return 1
  fi
  for _ in $(seq 1 100); do "$PG_BINDIR/pg_isready" -q -h 127.0.0.1 -p "$port" && break; sleep 0.1; done
  if ! "$PG_BINDIR/psql" -h 127.0.0.1 -p "$port" -U postgres -v ON_ERROR_STOP=1 -qc "CREATE DATABASE \"$db\"" postgres >/dev/null; then
    _pg_log "could not create database $db"
    pg_down
    return 1
  fi
  PG_PORT=$port
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/$db"
  export PG_PORT TEST_DATABASE_URL
  _pg_log "PostgreSQL $("$PG_BINDIR/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (data in $PG_TMP)"
}

# pg_down: stops the cluster started by pg_up and removes its directory. Safe to call twice.
pg_down() {
  local pid
  [ -n "${PG_TMP:-}" ] || return 0
  if [ -d "$PG_TMP/data" ] && [ -f "$PG_TMP/data/postmaster.pid" ]; then
    _pg_as_owner "$PG_BINDIR/pg_ctl" -D "$PG_TMP/data" -m fast -w -t 30 stop >/dev/null 2>&1 || true
    if [ -f "$PG_TMP/data/postmaster.pid" ]; then
      pid=$(head -n 1 "$PG_TMP/data/postmaster.pid" 2>/dev/null || true)
      if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
        _pg_log "server did not stop; sending SIGQUIT to $pid"
        kill -QUIT "$pid" 2>/dev/null || true
        sleep 1
      fi
    fi
  fi
  rm -rf "$PG_TMP"
  _pg_log "stopped and removed $PG_TMP"
  unset PG_TMP PG_PORT TEST_DATABASE_URL
}

_pg_main() {
  case "${1:-}" in
    bindir)
      pg_find_bindir
      ;;
    run)
      shift
      [ "${1:-}" = "--" ] && shift
      [ $# -gt 0 ] || { echo "usage: $0 run -- <command> [args…]" >&2; return 2; }
      trap 'pg_down' EXIT
      trap 'exit 130' INT
      trap 'exit 143' TERM
      pg_up || return 1
      local status=0
      "$@" || status=$?
      return "$status"
      ;;
    *)
      sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//' >&2
      return 2
      ;;
  esac
}

# Executed (not sourced): act as a command.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -uo pipefail
  _pg_main "$@"
  exit $?
fi
