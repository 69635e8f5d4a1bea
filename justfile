# Johap: the commands people run. `just run` to use it, `just test` to check everything.

set shell := ["bash", "-euo", "pipefail", "-c"]

target := env_var_or_default("CARGO_TARGET_DIR", justfile_directory() / "target")

default:
    @just --list

# Build the web app and the server, migrate, seed the demo once, serve http://localhost:8080
run: web
    cargo run --bin johap -- run

# Every check: formatting, lints, domain purity, Rust tests on real PostgreSQL, web tests, end-to-end in Chromium, the API contract (each step's time is printed, to keep CI under 30 minutes)
test:
    #!/usr/bin/env bash
    set -euo pipefail
    for step in lint test-rust test-web; do
      start=$SECONDS
      just "$step"
      echo "== just $step took $((SECONDS - start)) s"
    done
    # The browser journeys and the API contract each start their own server on their own
    # database and port, and each waits on I/O much of the time: side by side they take little
    # more than the longer one. Each one's output is printed whole once both have ended.
    start=$SECONDS
    e2e_log=$(mktemp); api_log=$(mktemp)
    just e2e > "$e2e_log" 2>&1 & e2e=$!
    just api-check > "$api_log" 2>&1 & api=$!
    e2e_status=0; wait "$e2e" || e2e_status=$?
    api_status=0; wait "$api" || api_status=$?
    cat "$e2e_log"; echo "== just e2e exited $e2e_status"
    cat "$api_log"; echo "== just api-check exited $api_status"
    rm -f "$e2e_log" "$api_log"
    echo "== just e2e and api-check (side by side) took $((SECONDS - start)) s"
    [ "$e2e_status" -eq 0 ] && [ "$api_status" -eq 0 ]

# Formatting, clippy, and domain crates free of adapter libraries
lint:
    cargo fmt --all --check
    cargo clippy --workspace --all-targets -- -D warnings
    just purity

# Domain crates must not depend on actix, diesel, lettre, object_store or an HTTP client
purity:
    #!/usr/bin/env bash
    set -euo pipefail
    for dir in crates/*/; do
      crate=$(basename "$dir")
      case "$crate" in db|mailer|storage|docs|benchdata|fetch|payments) continue;; esac
      if cargo tree -p "$crate" -e normal --prefix none | grep -E '^(actix|diesel|lettre|object_store|reqwest|hyper)' ; then
        echo "domain crate $crate depends on an adapter library" >&2; exit 1
      fi
    done
    echo "domain crates are pure"

# Rust unit and HTTP tests (each HTTP test makes and drops its own database; no crate has doc examples, so rustdoc is not run)
test-rust:
    cargo test --workspace --no-fail-fast --lib --bins --tests

# Install web dependencies when the lockfile changed
npm:
    #!/usr/bin/env bash
    set -euo pipefail
    cd frontend
    if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi

# Type check, lint, unit tests and API-client drift check of the web app (type check and lint side by side: two cores)
test-web: npm
    #!/usr/bin/env bash
    set -euo pipefail
    cd frontend
    npm run --silent typecheck & types=$!
    npm run --silent lint & lint=$!
    status=0
    wait "$types" || status=$?
    wait "$lint" || status=$?
    [ "$status" -eq 0 ]
    npm run gen:api:check
    npm test

# Build the web app into frontend/dist (type checked first)
web: npm
    cd frontend && npm run build

# Bundle the web app into frontend/dist without the type check (`test-web` has done it)
bundle: npm
    cd frontend && npx vite build

# End-to-end tests: a fresh database, the demo seed, the real server, Playwright in Chromium
e2e: bundle
    cargo build --bin johap
    JOHAP_BIN="{{target}}/debug/johap" bash frontend/e2e/serve-and-test.sh

# The API contract: schemathesis (pinned, in its own venv) over every operation, all checks and phases, against a freshly seeded server
api-check:
    cargo build --bin johap
    JOHAP_BIN="{{target}}/debug/johap" bash apps/server/api-check/run.sh

# Measure: the release server on a seeded benchmark database under wrk (1, 64 and 256 connections) and oha, each read endpoint against its SQL under pgbench, the heavy operations timed; writes docs/benchmarks.md
bench:
    bash apps/server/bench/run.sh

# Regenerate openapi/openapi.json and the web app's API client from the code
openapi: npm
    cargo run -q --bin johap -- openapi
    cd frontend && npm run gen:api

# Format Rust and web code
fmt:
    cargo fmt --all

# Regenerate crates/db/src/schema.rs from migrations/ (needs diesel_cli: cargo install diesel_cli --no-default-features --features postgres)
schema:
    #!/usr/bin/env bash
    set -euo pipefail
    url="${TEST_DATABASE_SERVER:-postgres://postgres@127.0.0.1:5432}/johap_schema_$$"
    diesel database reset --database-url "$url" --migration-dir migrations >/dev/null
    diesel print-schema --database-url "$url" > crates/db/src/schema.rs
    psql "${url%/*}/postgres" -qc "DROP DATABASE johap_schema_$$ WITH (FORCE)"
    echo "crates/db/src/schema.rs regenerated"
