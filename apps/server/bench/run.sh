#!/usr/bin/env bash
# `just bench`: the release server on a benchmark database (the bench firm's unions of 1,000 to
# 1,000,000 applicants among a population of 1,000 firms at scale 1), each read endpoint driven by
# wrk at 1, 64 and 256 connections and its SQL by pgbench (the database's ceiling), oha at a
# fixed rate, and the heavy operations timed; writes docs/benchmarks.md.
# Absolute figures depend on the machine (2 cores here); the ratios are what to compare.
set -euo pipefail
cd "$(dirname "$0")/../../.."
TARGET=${CARGO_TARGET_DIR:-target}
SERVER=${TEST_DATABASE_SERVER:-postgres://postgres@127.0.0.1:5432}
DB=${BENCH_DB:-johap_bench}
PORT=${BENCH_PORT:-18090}
DURATION=${BENCH_DURATION:-6s}
SIZES=${BENCH_SIZES:-1000,10000,100000,1000000}
SCALE=${BENCH_SCALE:-1}
CONNECTIONS=${BENCH_CONNECTIONS:-1 64 256}
OUT=$(mktemp -d)
DATA="$OUT/data"
STARTED=$(date +%s)

command -v wrk >/dev/null || { apt-get install -y -qq wrk >/dev/null 2>&1 || { echo "needs wrk (apt-get install wrk)" >&2; exit 1; }; }
command -v oha >/dev/null || cargo install --locked oha
cargo build --release --bin johap
BIN="$TARGET/release/johap"

export DATABASE_URL="$SERVER/$DB" JOHAP_DATA_DIR="$DATA" JOHAP_BIND="127.0.0.1:$PORT" RUST_LOG=warn \
  JOHAP_DB_POOL=${JOHAP_DB_POOL:-32} JOHAP_STATIC_DIR="$OUT/none"
# The benchmark database is kept between runs (seeding is idempotent); drop it by hand to start over.
psql "$SERVER/postgres" -qtc "SELECT 1 FROM pg_database WHERE datname = '$DB'" | grep -q 1 \
  || psql "$SERVER/postgres" -qc "CREATE DATABASE $DB"
: > "$OUT/runs.txt"

# The web app's first download, from the built files (issue 16's budget).
(cd frontend && { [ -d node_modules ] || npm ci --no-audit --no-fund >/dev/null; } && npm run -s build >/dev/null)
INITIAL_KB=$(node frontend/scripts/initial-js-size.mjs 100000 | awk '{print $3}')
echo "initial JS: $INITIAL_KB KB gzip"
echo "### initialjs|$INITIAL_KB" >> "$OUT/runs.txt"
# Issue 19: what a public share page downloads first (no editor, no PDF renderer, no GP app).
SHARE_KB=$(node frontend/scripts/initial-js-size.mjs --share 100000 | awk '{print $4}')
echo "share pages' initial JS: $SHARE_KB KB gzip"
echo "### sharejs|$SHARE_KB" >> "$OUT/runs.txt"
UNIONS=$("$BIN" seed-bench --applicants "$SIZES" --scale "$SCALE" 2> "$OUT/seed.log")
cat "$OUT/seed.log"
echo "bench unions: $UNIONS"
COUNTS=$(psql "$DATABASE_URL" -qtAc "SELECT (SELECT count(*) FROM companies WHERE kind = 'investor') || '|' ||
  (SELECT count(*) FROM unions) || '|' || (SELECT count(*) FROM applicants) || '|' || (SELECT count(*) FROM lp_members)")
# Only a run that loaded the population reports its loading time (printed by seed-bench).
LOADED=$(sed -n 's/.*(loaded) in \([0-9.]*\) s.*/\1/p' "$OUT/seed.log")
LOADED=${LOADED:--}
echo "### dataset|$SCALE|$COUNTS|$LOADED" >> "$OUT/runs.txt"

# Mail goes over SMTP to a loopback sink that accepts and counts (`johap smtp-sink`).
SMTP_PORT=$((PORT + 1))
"$BIN" smtp-sink --bind "127.0.0.1:$SMTP_PORT" > "$OUT/sink.log" 2>&1 &
SINK=$!
export SMTP_URL="smtp://127.0.0.1:$SMTP_PORT"

PID=
start_server() {
  "$BIN" serve > "$OUT/server.log" 2>&1 &
  PID=$!
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null && return; sleep 0.1; done
  cat "$OUT/server.log"; exit 1
}
stop_server() { kill "$PID" 2>/dev/null && wait "$PID" 2>/dev/null || true; }
trap 'stop_server; kill "$SINK" 2>/dev/null; rm -rf "$OUT"' EXIT

start_server
TOKEN=$(curl -sf "http://127.0.0.1:$PORT/api/v1/auth/login" -H 'Content-Type: application/json' \
  -d '{"email":"bench@johap.kr","password":"johap1234!"}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])')
union() { python3 -c "import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])" "$UNIONS" "$1"; }
SMALL=$(union "${SIZES%%,*}")
EVIDENCE=$(union evidence)
LARGE=$(union "${SIZES##*,}")
# Issue 3's search budget is for the union of 100,000 (or the largest, in a quick run without it).
SEARCH_SIZE=100000
union "$SEARCH_SIZE" >/dev/null 2>&1 || SEARCH_SIZE=${SIZES##*,}
SEARCH_UNION=$(union "$SEARCH_SIZE")
Q=$(python3 -c 'import urllib.parse; print(urllib.parse.quote("김서"))')
# Issue 17: 100,000 startups; a name piece that matches thousands ('랩스') with two filters, and
# the profile of one startup the search finds (its calls: profile, opinion, bookmark, history).
SQ=$(python3 -c 'import urllib.parse; print(urllib.parse.quote("랩스"))')
STARTUP_FILTERS="q=$SQ&industries=ict_service&regions=SD01"
STARTUP=$(psql "$DATABASE_URL" -qtAc "SELECT company_id FROM startup_profiles WHERE name LIKE '%랩스%'
  AND industry = 'ict_service' AND region = 'SD01' ORDER BY name, company_id LIMIT 1")
LPQ=$(python3 -c 'import urllib.parse; print(urllib.parse.quote("하늘"))')

# Mail: one send to 10,000 applicants (the history row and 10,000 outbox rows in one
# transaction; the answer comes before any delivery), then the worker's delivery to the sink.
psql "$DATABASE_URL" -qtAc "SELECT json_build_object('kind', 'I', 'applicant_ids', json_agg(id))
  FROM (SELECT id FROM applicants WHERE union_id = $LARGE ORDER BY id LIMIT 10000) a" > "$OUT/send.json"
SENT_AT=$(date +%s.%N)
QUEUE=$(curl -sf -o "$OUT/sent.json" -w '%{time_total}' -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' -H "Idempotency-Key: bench-$SENT_AT" --data @"$OUT/send.json" \
  "http://127.0.0.1:$PORT/api/v1/unions/$LARGE/mailings")
MAILING=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["mailing"]["id"])' "$OUT/sent.json")
for _ in $(seq 1 1200); do
  LEFT=$(psql "$DATABASE_URL" -qtAc "SELECT count(*) FROM mail_outbox WHERE mailing_id = $MAILING AND status IN ('queued', 'sending')")
  [ "$LEFT" = 0 ] && break
  sleep 0.1
done
DONE_AT=$(date +%s.%N)
SENT=$(psql "$DATABASE_URL" -qtAc "SELECT count(*) FROM mail_outbox WHERE mailing_id = $MAILING AND status = 'sent'")
DELIVER=$(python3 -c "print(round($DONE_AT - $SENT_AT - $QUEUE, 3))")
echo "mail: 10000 queued in $QUEUE s, $SENT delivered in $DELIVER s after the answer"
echo "### mail|$SENT|$QUEUE|$DELIVER" >> "$OUT/runs.txt"

# Issue 18: a firm-wide report over the bench ledger (200 investments across 20 unions), created
# five times (each replaced by the next), then the last one's PDFs ten times each; its pages'
# calls run at a fixed rate with the others below, and it is deleted at the end.
INVESTMENTS=$(union investments 2>/dev/null || echo 0)
: > "$OUT/report.txt"
REPORT=
for round in 1 2 3 4 5; do
  [ -z "$REPORT" ] || curl -sf -o /dev/null -X DELETE -H "Authorization: Bearer $TOKEN" "http://127.0.0.1:$PORT/api/v1/reports/$REPORT"
  T=$(curl -sf -o "$OUT/report.json" -w '%{time_total}' -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
    -H "Idempotency-Key: bench-report-$STARTED-$round" -d "{\"title\":\"벤치 보고서\",\"base_date\":\"$(date +%F)\"}" \
    "http://127.0.0.1:$PORT/api/v1/reports")
  REPORT=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["id"])' "$OUT/report.json")
  echo "create $T" >> "$OUT/report.txt"
done
REPORT_UNIONS=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["union_count"])' "$OUT/report.json")
curl -sf -o "$OUT/report.json" -H "Authorization: Bearer $TOKEN" "http://127.0.0.1:$PORT/api/v1/reports/$REPORT"
REPORT_UNION=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["figures"]["unions"][0]["union_id"])' "$OUT/report.json")
for _ in $(seq 1 10); do
  echo "pdf $(curl -sf -o "$OUT/report.pdf" -w '%{time_total}' -H "Authorization: Bearer $TOKEN" \
    "http://127.0.0.1:$PORT/api/v1/reports/$REPORT/pdf")" >> "$OUT/report.txt"
  echo "union-pdf $(curl -sf -o "$OUT/union.pdf" -w '%{time_total}' -H "Authorization: Bearer $TOKEN" \
    "http://127.0.0.1:$PORT/api/v1/reports/$REPORT/unions/$REPORT_UNION/pdf")" >> "$OUT/report.txt"
done
echo "report: $INVESTMENTS investments, $REPORT_UNIONS unions; seconds:" $(cat "$OUT/report.txt")
{ echo "### report|$INVESTMENTS|$REPORT_UNIONS"; cat "$OUT/report.txt"; } >> "$OUT/runs.txt"

# Issue 19: a portfolio of 30 pages (the bench firm's, on bench startups) shared by a live
# link; its public list (the second page) and one page are read without login. Deleted at the end.
json_field() { python3 -c 'import json,sys; v=json.load(open(sys.argv[1])); [v := v[int(k) if k.isdigit() else k] for k in sys.argv[2].split(".")]; print(v)' "$@"; }
curl -sf -o "$OUT/portfolio.json" -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -H "Idempotency-Key: bench-portfolio-$STARTED" -d '{"title":"벤치 포트폴리오"}' "http://127.0.0.1:$PORT/api/v1/portfolios"
PORTFOLIO=$(json_field "$OUT/portfolio.json" id)
TARGETS=$(psql "$DATABASE_URL" -qtAc "SELECT json_agg(company_id) FROM (SELECT company_id FROM startup_profiles
  ORDER BY company_id LIMIT 30) s")
curl -sf -o "$OUT/portfolio.json" -X PUT -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -d "{\"startup_ids\": $TARGETS}" "http://127.0.0.1:$PORT/api/v1/portfolios/$PORTFOLIO/targets"
SHARE_ITEM=$(json_field "$OUT/portfolio.json" items.14.id)
curl -sf -o "$OUT/share.json" -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -H "Idempotency-Key: bench-share-$STARTED" -d "{\"expires_at\": \"$(date -u -d '+1 day' '+%Y-%m-%dT%H:%M:%SZ')\"}" \
  "http://127.0.0.1:$PORT/api/v1/portfolios/$PORTFOLIO/share-links"
SHARE=$(json_field "$OUT/share.json" token)
echo "shared portfolio $PORTFOLIO (30 pages), page $SHARE_ITEM"

# name|path: every read endpoint; the applicant list once per union size (the scaling series).
SCENARIOS=("union list|/api/v1/unions" "union detail|/api/v1/unions/$LARGE")
for size in ${SIZES//,/ }; do SCENARIOS+=("applicants, $size|/api/v1/unions/$(union "$size")/applicants"); done
SCENARIOS+=(
  "applicants + name search, ${SIZES%%,*}|/api/v1/unions/$SMALL/applicants?q=$Q"
  "applicants + name search, $SEARCH_SIZE|/api/v1/unions/$SEARCH_UNION/applicants?q=$Q"
  "applicants + name search, ${SIZES##*,}|/api/v1/unions/$LARGE/applicants?q=$Q"
  "applicants + phone search, ${SIZES##*,}|/api/v1/unions/$LARGE/applicants?q=5678"
  "applicants, status tab, ${SIZES##*,}|/api/v1/unions/$LARGE/applicants?status=P"
  "LP list|/api/v1/lp-members"
  "LP list + name search|/api/v1/lp-members?q=$LPQ"
  "LP dashboard|/api/v1/lp-dashboard"
  "mail history|/api/v1/unions/$LARGE/mailings"
  "mail history detail, 10000 recipients|/api/v1/unions/$LARGE/mailings/$MAILING/recipients?page=500"
  "startup search, 2 filters + name|/api/v1/startups?$STARTUP_FILTERS"
  "startup profile|/api/v1/startups/$STARTUP"
  "startup opinion|/api/v1/startups/$STARTUP/opinion"
  "startup bookmark|/api/v1/startups/$STARTUP/bookmark"
  "startup history|/api/v1/startups/$STARTUP/history"
  "share list|/api/v1/shares/$SHARE?page=2"
  "share detail|/api/v1/shares/$SHARE/items/$SHARE_ITEM"
)
for conns in $CONNECTIONS; do
  threads=$(( conns == 1 ? 1 : 2 ))
  for s in "${SCENARIOS[@]}"; do
    name=${s%%|*}; path=${s#*|}
    echo "== $name, $conns connection(s)"
    wrk -t"$threads" -c"$conns" -d"$DURATION" --latency -H "Authorization: Bearer $TOKEN" \
      "http://127.0.0.1:$PORT$path" > "$OUT/wrk.txt"
    grep -E "Requests/sec|99%|Non-2xx" "$OUT/wrk.txt" || true
    { echo "### $name|$conns"; cat "$OUT/wrk.txt"; } >> "$OUT/runs.txt"
  done
done
# The database's ceiling: pgbench runs the statements one request of each endpoint runs (from
# apps/server/bench/sql/, as the server sends them), one transaction per request. The values the
# server binds are pgbench variables (-D), which -M prepared sends as parameters: the database
# plans them as it plans the server's (a literal would be planned once, a parameter at each
# execution). 64 clients is the most that helps on 2 cores (and PostgreSQL allows 100).
DIGEST=$(printf '%s' "$TOKEN" | sha256sum | cut -d' ' -f1)
COMPANY=$(psql "$DATABASE_URL" -qtAc "SELECT company_id FROM unions WHERE id = $LARGE")
PAGE_IDS=$(psql "$DATABASE_URL" -qtAc "SELECT string_agg(id::text, ',') FROM (SELECT id FROM applicants
  WHERE applicant_search_keys(union_id, search_text) @> ARRAY['$SEARCH_UNION:김서'] AND search_text LIKE '%김서%'
  ORDER BY applied_at DESC, id DESC LIMIT 10) p")
LP_IDS=$(psql "$DATABASE_URL" -qtAc "SELECT coalesce(string_agg(id::text, ','), '0') FROM (SELECT id FROM lp_members
  WHERE company_id = $COMPANY AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 10) p")
UNION_IDS=$(psql "$DATABASE_URL" -qtAc "SELECT string_agg(id::text, ',') FROM (SELECT id FROM unions
  WHERE company_id = $COMPANY AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 10) p")
STARTUP_PAGE_IDS=$(psql "$DATABASE_URL" -qtAc "SELECT string_agg(company_id::text, ',') FROM (SELECT company_id
  FROM startup_profiles WHERE search_name LIKE '%랩스%' AND search_keys @> '{랩스,i:ict_service,r:SD01}'
  ORDER BY name, company_id LIMIT 10) p")
BOUND=(-D "digest=\\x$DIGEST" -D "now=$(date -u '+%Y-%m-%d %H:%M:%S+00')" -D one=1 -D limit=10 -D offset=0
  -D narrow=10001 -D "company=$COMPANY" -D "union=$LARGE" -D "search_union=$SEARCH_UNION"
  -D "search_key={$SEARCH_UNION:김서}" -D "pattern=%김서%" -D "page_ids={$PAGE_IDS}" -D "lp_ids={$LP_IDS}"
  -D "union_ids={$UNION_IDS}" -D "startup_keys={랩스,i:ict_service,r:SD01}" -D "startup_pattern=%랩스%"
  -D "startup_page_ids={$STARTUP_PAGE_IDS}" -D "share_digest=\\x$(printf '%s' "$SHARE" | sha256sum | cut -d' ' -f1)"
  -D "portfolio=$PORTFOLIO" -D "share_item=$SHARE_ITEM" -D "share_pattern=%%" -D share_offset=10)
CEILINGS=("union list|union_list" "union detail|union_detail" "applicants, ${SIZES##*,}|applicants"
  "applicants + name search, $SEARCH_SIZE|applicant_search" "LP list|lp_list" "mail history|mail_history"
  "startup search, 2 filters + name|startup_search" "share list|share_list" "share detail|share_detail")
ceiling() { # name file clients seconds kind
  local threads=$(( $3 == 1 ? 1 : 2 ))
  echo "== pgbench: $1, $3 connection(s)"
  pgbench -n -M prepared -P 1 -c "$3" -j "$threads" -T "$4" "${BOUND[@]}" -f "apps/server/bench/sql/$2.sql" \
    "$DATABASE_URL" > "$OUT/pgbench.txt" 2>&1 || { cat "$OUT/pgbench.txt"; exit 1; }
  grep -E "^tps|latency average" "$OUT/pgbench.txt" || true
  { echo "### $5|$1|$3"; cat "$OUT/pgbench.txt"; } >> "$OUT/runs.txt"
}
path_of() { local s; for s in "${SCENARIOS[@]}"; do [ "${s%%|*}" = "$1" ] && echo "${s#*|}"; done; return 0; }
# The ceilings' SQL against the server's (statements.py): with the statement log on, a fresh
# server answers four requests of each endpoint, each after a mark; then the log goes off and the
# server is restarted, so that no measured connection logs.
PG_LOG=${BENCH_PG_LOG:-$(ls -t /var/log/postgresql/postgresql-*.log 2>/dev/null | head -1)}
# The server's peak memory is read before each restart, so the report's covers every read run.
READ_PEAK_KB=0
note_peak() { local kb; kb=$(awk '/VmHWM/ {print $2}' "/proc/$PID/status"); [ "$kb" -gt "$READ_PEAK_KB" ] && READ_PEAK_KB=$kb; return 0; }
if [ -n "$PG_LOG" ] && [ -r "$PG_LOG" ]; then
  note_peak
  stop_server
  psql "$SERVER/postgres" -qc "ALTER DATABASE $DB SET log_statement = 'all'"
  FROM=$(( $(stat -c %s "$PG_LOG") + 1 ))
  start_server
  CHECKS=()
  for s in "${CEILINGS[@]}"; do
    name=${s%%|*}; CHECKS+=("$name=${s#*|}")
    for round in 1 2 3 4; do
      psql "$DATABASE_URL" -qtAc "SELECT 'bench-mark $name|$round'" > /dev/null
      curl -sf -o /dev/null -H "Authorization: Bearer $TOKEN" "http://127.0.0.1:$PORT$(path_of "$name")"
    done
  done
  psql "$SERVER/postgres" -qc "ALTER DATABASE $DB RESET log_statement"
  stop_server
  tail -c +"$FROM" "$PG_LOG" > "$OUT/statements.log"
  python3 apps/server/bench/statements.py "$OUT/statements.log" apps/server/bench/sql "${CHECKS[@]}" \
    | tee -a "$OUT/runs.txt"
  start_server
else
  echo "statement check not run: no readable PostgreSQL log (set BENCH_PG_LOG)"
  echo "### statements|-|not run" >> "$OUT/runs.txt"
fi
# Endpoint against ceiling at 64 connections, in alternating pairs (the server idles while
# pgbench runs): this machine's speed drifts by tens of percent within minutes, so a ratio of two
# runs minutes apart measures the drift as much as the server. The report takes the median pair.
# pgbench's 64 backends start cold (catalog caches, statements prepared) where the server's pool
# is warm, so its rate is read from its per-second progress after the first second.
PAIRS=${BENCH_PAIRS:-3}
PAIR_SECONDS=${BENCH_PAIR_SECONDS:-5}
for s in "${CEILINGS[@]}"; do
  name=${s%%|*}; file=${s#*|}
  path=$(path_of "$name")
  for round in $(seq 1 "$PAIRS"); do
    echo "== pair $round: $name, 64 connections"
    wrk -t2 -c64 -d"${PAIR_SECONDS}s" --latency -H "Authorization: Bearer $TOKEN" "http://127.0.0.1:$PORT$path" > "$OUT/wrk.txt"
    grep -E "Requests/sec" "$OUT/wrk.txt" || true
    { echo "### pair-server|$name|$round"; cat "$OUT/wrk.txt"; } >> "$OUT/runs.txt"
    ceiling "$name" "$file" 64 "$PAIR_SECONDS" "pair-db|$round"
  done
done

# Open loop: 64 and 256 connections sending a fixed total rate, latency corrected for coordinated
# omission: how a busy day looks, as opposed to the closed-loop runs above (saturation).
# The search in 1,000,000 comes last: 400/s is above its capacity here, and the requests it leaves
# queued in the server would still be running at the start of the next run (a run after it saw
# p99 213 ms where p95 was 4.6 ms). Each run also starts after a pause for the same reason.
RATE=${BENCH_RATE:-400}
for s in "applicants, ${SIZES##*,}|/api/v1/unions/$LARGE/applicants" \
         "applicants + name search, ${SIZES%%,*}|/api/v1/unions/$SMALL/applicants?q=$Q" \
         "applicants + name search, $SEARCH_SIZE|/api/v1/unions/$SEARCH_UNION/applicants?q=$Q" \
         "startup search, 2 filters + name|/api/v1/startups?$STARTUP_FILTERS" \
         "applicants + name search, ${SIZES##*,}|/api/v1/unions/$LARGE/applicants?q=$Q"; do
  for conns in 64 256; do
    name=${s%%|*}; path=${s#*|}
    sleep 2
    echo "== $name, $conns connections at $RATE requests/s"
    oha -c "$conns" -q "$RATE" -z "$DURATION" --latency-correction --no-tui --output-format json \
      -H "Authorization: Bearer $TOKEN" "http://127.0.0.1:$PORT$path" > "$OUT/oha.json"
    { echo "### rate|$name|$conns|$RATE"; cat "$OUT/oha.json"; echo; } >> "$OUT/runs.txt"
  done
done
# Issue 18: the report pages' calls (the report, its opinions, the sidebar's list) at 200/s over
# 64 connections, p99 < 30 ms.
for s in "report|/api/v1/reports/$REPORT" "report opinions|/api/v1/reports/$REPORT/opinions" "report list|/api/v1/reports"; do
  name=${s%%|*}; path=${s#*|}
  sleep 2
  echo "== $name, 64 connections at 200 requests/s"
  oha -c 64 -q 200 -z "$DURATION" --latency-correction --no-tui --output-format json \
    -H "Authorization: Bearer $TOKEN" "http://127.0.0.1:$PORT$path" > "$OUT/oha.json"
  { echo "### rate|$name|64|200|30"; cat "$OUT/oha.json"; echo; } >> "$OUT/runs.txt"
done
# Issue 19: the public share pages' calls at 1,000/s over 256 connections, p99 < 20 ms.
for s in "share list|/api/v1/shares/$SHARE?page=2" "share detail|/api/v1/shares/$SHARE/items/$SHARE_ITEM"; do
  name=${s%%|*}; path=${s#*|}
  sleep 2
  echo "== $name, 256 connections at 1000 requests/s"
  oha -c 256 -q 1000 -z "$DURATION" --latency-correction --no-tui --output-format json \
    "http://127.0.0.1:$PORT$path" > "$OUT/oha.json"
  { echo "### rate|$name|256|1000|20"; cat "$OUT/oha.json"; echo; } >> "$OUT/runs.txt"
done
curl -sf -o /dev/null -X DELETE -H "Authorization: Bearer $TOKEN" "http://127.0.0.1:$PORT/api/v1/portfolios/$PORTFOLIO"
curl -sf -o /dev/null -X DELETE -H "Authorization: Bearer $TOKEN" "http://127.0.0.1:$PORT/api/v1/reports/$REPORT"
note_peak
echo "### memory|$READ_PEAK_KB|$(awk '/VmRSS/ {print $2}' "/proc/$PID/status")" >> "$OUT/runs.txt"
stop_server

# The database's ceiling at 1 client, while the server is stopped (the 64-client ceilings are
# measured above, each paired with its endpoint).
for s in "${CEILINGS[@]}"; do
  ceiling "${s%%|*}" "${s#*|}" 1 "${DURATION%s}" "pgbench"
done

# The Excel export on a freshly started server, so the process's peak memory (VmHWM) is the export's.
EXPORT_UNION=$(union 100000 2>/dev/null || echo "$LARGE")
EXPORT_ROWS=$(psql "$DATABASE_URL" -qtAc "SELECT count(*) FROM applicants WHERE union_id = $EXPORT_UNION AND deleted_at IS NULL")
start_server
BASE_KB=$(awk '/VmRSS/ {print $2}' "/proc/$PID/status")
EXPORT=$(curl -sf -o "$OUT/export.xlsx" -w '%{time_total} %{size_download}' \
  -H "Authorization: Bearer $TOKEN" "http://127.0.0.1:$PORT/api/v1/unions/$EXPORT_UNION/applicants.xlsx")
PEAK_KB=$(awk '/VmHWM/ {print $2}' "/proc/$PID/status")
echo "export: $EXPORT (seconds bytes), peak ${PEAK_KB} kB, idle ${BASE_KB} kB"
echo "### export|$EXPORT_ROWS|$EXPORT|$PEAK_KB|$BASE_KB" >> "$OUT/runs.txt"

# Certificates: one member's PDF, 20 times in a row (the fonts are parsed at start).
PAID=$(psql "$DATABASE_URL" -qtAc "SELECT id FROM applicants WHERE union_id = $EVIDENCE ORDER BY id LIMIT 1")
: > "$OUT/cert.txt"
for _ in $(seq 1 20); do
  curl -sf -o "$OUT/cert.pdf" -w '%{time_total} %{size_download}\n' -H "Authorization: Bearer $TOKEN" \
    "http://127.0.0.1:$PORT/api/v1/unions/$EVIDENCE/applicants/$PAID/certificate.pdf" >> "$OUT/cert.txt"
done
echo "### certificate|$(sort -n "$OUT/cert.txt" | awk '{t[NR]=$1; b=$2>b?$2:b} END {printf "%s|%s|%s", t[int((NR+1)/2)], t[NR], b}')" >> "$OUT/runs.txt"

# Bulk confirmation upload: 500 PDFs of 1 MB, against the raw write speed of the data folder's
# disk (dd with fdatasync, 500 MB) measured just before.
mkdir -p "$OUT/pdfs" "$DATA"
UNAME=$(psql "$DATABASE_URL" -qtAc "SELECT name FROM unions WHERE id = $EVIDENCE")
python3 - "$OUT/pdfs" "$UNAME" <<'PY'
import os, sys
head = b"%PDF-1.7\n% bench\n"
for i in range(1, 501):
    body = head + os.urandom(1024 * 1024 - len(head))
    open(os.path.join(sys.argv[1], f"{sys.argv[2]}_조합원{i}.pdf"), "wb").write(body)
PY
RAW=$(dd if=/dev/zero of="$DATA/dd.bin" bs=1M count=500 conv=fdatasync 2>&1 | awk '/copied/ {print $(NF-1), $NF}')
rm -f "$DATA/dd.bin"
ARGS=()
for f in "$OUT"/pdfs/*.pdf; do ARGS+=(-F "file=@$f;type=application/pdf"); done
BULK=$(curl -sf -o "$OUT/bulk.json" -w '%{time_total} %{size_upload}' -H "Authorization: Bearer $TOKEN" \
  "${ARGS[@]}" "http://127.0.0.1:$PORT/api/v1/unions/$EVIDENCE/evidence/bulk")
STORED=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["success_count"])' "$OUT/bulk.json")
echo "bulk upload: $BULK (seconds bytes), $STORED stored; raw disk: $RAW"
echo "### bulk|$STORED|$BULK|$RAW" >> "$OUT/runs.txt"
stop_server

echo "### total|$(( $(date +%s) - STARTED ))" >> "$OUT/runs.txt"
# The raw output is kept next to the build, so a report that fails can be rerun by hand.
cp "$OUT/runs.txt" "$TARGET/bench-runs.txt"
python3 apps/server/bench/report.py "$OUT/runs.txt" docs/benchmarks.md
echo "wrote docs/benchmarks.md"
