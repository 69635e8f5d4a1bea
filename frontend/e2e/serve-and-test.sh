#!/usr/bin/env bash
# Runs the Playwright suite against the real server: a fresh database with the demo seed, the
# built web app, mail written to a temp folder. Everything is removed afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${JOHAP_BIN:?set JOHAP_BIN to the johap binary}
SERVER=${TEST_DATABASE_SERVER:-postgres://postgres@127.0.0.1:5432}
PORT=${E2E_PORT:-18080}
NAME="johap_e2e_$$"
DATA=$(mktemp -d)
export DATABASE_URL="$SERVER/$NAME" JOHAP_DATA_DIR="$DATA" JOHAP_BIND="127.0.0.1:$PORT" \
  JOHAP_STATIC_DIR="$PWD/dist" PUBLIC_ORIGIN="http://127.0.0.1:$PORT" RUST_LOG=${RUST_LOG:-warn}

cleanup() {
  [ -n "${PID:-}" ] && kill "$PID" 2>/dev/null && wait "$PID" 2>/dev/null || true
  psql "$SERVER/postgres" -qc "DROP DATABASE IF EXISTS $NAME WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$DATA"
}
trap cleanup EXIT

"$BIN" seed-demo
"$BIN" serve > "$DATA/server.log" 2>&1 &
PID=$!
for _ in $(seq 1 100); do
  curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null && break
  sleep 0.2
done
curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null || { cat "$DATA/server.log"; exit 1; }
E2E_BASE_URL="http://127.0.0.1:$PORT" E2E_MAIL_DIR="$DATA/mail" npx playwright test "$@" || { tail -50 "$DATA/server.log"; exit 1; }
