#!/usr/bin/env bash
# npm test: every check in order. A failing step does not stop the later ones, so one run shows
# everything that is broken; the closing line `N passed, M failed` counts steps.
# SKIP_E2E=1 skips the browser tests for a quick local run (CI never sets it).
set -euo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
failures=()
skipped=()

# finish "title" status start log — prints the step's result, records it and keeps the lines naming
# a failed or retried test for the closing summary (a long run's log is often read from its end only).
finish() {
  local title=$1 status=$2 start=$3 log=$4
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    printf -- '---- %s: ok (%ss)\n' "$title" $((SECONDS - start))
  else
    failed=$((failed + 1))
    failures+=("$title")
    printf -- '---- %s: FAILED (%ss)\n' "$title" $((SECONDS - start))
  fi
  sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E -A4 '^ *(FAIL |×|✗|✘)|\(retry x[0-9]+\)|\(retry #[0-9]+\)|^ *[0-9]+ flaky|Unhandled' | sed "s|^|  [$title] |" | head -60 >> "$failure_lines" || true
}

# step "title" command… — prints a header, runs the command, records the result and its time.
step() {
  local title=$1; shift
  local start=$SECONDS status=0
  printf '\n==== %s ====\n' "$title"
  "$@" 2>&1 | tee "$step_log" || status=${PIPESTATUS[0]}
  finish "$title" "$status" "$start" "$step_log"
}

# side_by_side "title A" "command A" "title B" "command B" — two steps at once (each mostly waits on
# child servers and databases, so together they keep both cores busy); their logs print in turn.
side_by_side() {
  local start=$SECONDS log_a log_b pid_a pid_b status_a=0 status_b=0
  log_a=$(mktemp); log_b=$(mktemp)
  printf '\n==== %s | %s (side by side) ====\n' "$1" "$3"
  bash -c "$2" > "$log_a" 2>&1 & pid_a=$!
  bash -c "$4" > "$log_b" 2>&1 & pid_b=$!
  wait "$pid_a" || status_a=$?
  wait "$pid_b" || status_b=$?
  printf '\n==== %s ====\n' "$1"; cat "$log_a"; finish "$1" "$status_a" "$start" "$log_a"
  printf '\n==== %s ====\n' "$3"; cat "$log_b"; finish "$3" "$status_b" "$start" "$log_b"
  rm -f "$log_a" "$log_b"
}

# Each run's file times, for the slowest files named at the end.
rm -rf test-results/times test-results/e2e.json

step_log=$(mktemp)
failure_lines=$(mktemp)
trap 'rm -f "$step_log" "$failure_lines"' EXIT

# Prints a postgres:// URL of a reachable local PostgreSQL (trust auth: user postgres or root).
find_postgres() {
  if command -v pg_isready >/dev/null && ! pg_isready -q -h 127.0.0.1 -p 5432; then return 1; fi
  node -e '
    const pg = require("pg");
    (async () => {
      for (const url of ["postgres://postgres@127.0.0.1:5432/test", "postgres://root@127.0.0.1:5432/test"]) {
        const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
        try { await c.connect(); await c.query("select 1"); await c.end(); console.log(url); return; }
        catch { await c.end().catch(() => {}); }
      }
      process.exit(1);
    })();'
}

step "typecheck" npx tsc -p tsconfig.json --noEmit
step "i18n check" npm run --silent i18n:check
step "script tests" node --import tsx --test tests/scripts/*.test.ts
step "unit tests" env TEST_TIMES_LABEL=unit npx vitest run --project unit
# The SMPP peers Parley did not write (Debian's Net::SMPP and Kannel), installed once before the API tests use them.
step "smpp peer" bash scripts/ensure-smpp-peer.sh
# The first API run is always on the embedded PGlite, even if TEST_DATABASE_URL is set; the run on
# PostgreSQL goes beside it.
pglite_api='env -u TEST_DATABASE_URL TEST_TIMES_LABEL=api-pglite npx vitest run --project api'
pg_url=${TEST_DATABASE_URL:-}
if [ -z "$pg_url" ]; then pg_url=$(find_postgres) || pg_url=""; fi
pg_api="env TEST_DATABASE_URL='$pg_url' TEST_TIMES_LABEL=api-postgres npx vitest run --project api"
# Side by side only with cores to spare: each suite keeps two cores busy, and on two cores the pair
# took 740 s where one after the other takes about 600 (every file ran twice as slowly beside the other).
if [ -n "$pg_url" ] && [ "$(node -p 'require("os").availableParallelism()')" -ge 4 ]; then
  side_by_side "API tests (PGlite)" "$pglite_api" "API tests (PostgreSQL ${pg_url#*@})" "$pg_api"
elif [ -n "$pg_url" ]; then
  step "API tests (PGlite)" bash -c "$pglite_api"
  step "API tests (PostgreSQL ${pg_url#*@})" bash -c "$pg_api"
else
  step "API tests (PGlite)" bash -c "$pglite_api"
  printf '\n==== API tests (PostgreSQL): skipped, no server on 127.0.0.1:5432 and no TEST_DATABASE_URL ====\n'
  skipped+=("API tests (PostgreSQL)")
fi

step "vite build" npx vite build

if [ "${SKIP_E2E:-}" = "1" ]; then
  printf '\n==== e2e tests: skipped (SKIP_E2E=1) ====\n'
  skipped+=("e2e tests")
else
  step "chromium" bash scripts/ensure-chromium.sh
  step "e2e tests" npm run --silent test:e2e
fi

# Counted as a browser sees it: every JS response of /login until the network is idle for 2 s.
step "bench: /login loads <= 250 KB of gzipped JS in Chromium" npm run --silent bench -- login-bundle

echo
node --import tsx scripts/slowest-files.ts 10 || true
echo
[ ${#skipped[@]} -eq 0 ] || echo "skipped: ${skipped[*]}"
if [ -s "$failure_lines" ]; then echo "tests that failed or were retried:"; cat "$failure_lines"; fi
[ ${#failures[@]} -eq 0 ] || printf 'failed: %s\n' "${failures[@]}"
echo "total time: ${SECONDS}s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
