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

# step "title" command… — prints a header, runs the command, records the result and its time.
step() {
  local title=$1; shift
  local start=$SECONDS status=0
  printf '\n==== %s ====\n' "$title"
  "$@" 2>&1 | tee "$step_log" || status=${PIPESTATUS[0]}
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    printf -- '---- %s: ok (%ss)\n' "$title" $((SECONDS - start))
  else
    failed=$((failed + 1))
    failures+=("$title")
    printf -- '---- %s: FAILED (%ss)\n' "$title" $((SECONDS - start))
  fi
  # The lines naming a failed or retried test, kept for the closing summary: a long run's log is
  # often read from its end only.
  sed 's/\x1b\[[0-9;]*m//g' "$step_log" | grep -E -A4 '^ *(FAIL |×|✗)|\(retry x[0-9]+\)|Unhandled' | sed "s|^|  [$title] |" | head -60 >> "$failure_lines" || true
}

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
step "unit tests" npx vitest run --project unit
# The SMPP peer Parley did not write (Debian's Net::SMPP), installed once before the API tests use it.
step "smpp peer" bash scripts/ensure-smpp-peer.sh
# The first API run is always on the embedded PGlite, even if TEST_DATABASE_URL is set.
step "API tests (PGlite)" env -u TEST_DATABASE_URL npx vitest run --project api

pg_url=${TEST_DATABASE_URL:-}
if [ -z "$pg_url" ]; then pg_url=$(find_postgres) || pg_url=""; fi
if [ -n "$pg_url" ]; then
  step "API tests (PostgreSQL ${pg_url#*@})" env TEST_DATABASE_URL="$pg_url" npx vitest run --project api
else
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
# Every signed-in route opened by its address in a fresh context: content in < 1.5 s, <= 40 requests.
step "bench: every route renders in < 1.5 s with <= 40 requests (cold cache)" npm run --silent bench -- route-load

echo
[ ${#skipped[@]} -eq 0 ] || echo "skipped: ${skipped[*]}"
if [ -s "$failure_lines" ]; then echo "tests that failed or were retried:"; cat "$failure_lines"; fi
[ ${#failures[@]} -eq 0 ] || printf 'failed: %s\n' "${failures[@]}"
echo "total time: ${SECONDS}s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
