#!/usr/bin/env bash
# `npm test`: every suite once per database it is about.
#   1. unit, once;
#   2. integration in full, on PostgreSQL when a server answers (TEST_DATABASE_URL, or the local
#      default below), with several workers: the tests mostly wait on the Sandbox, job polls and
#      the database, and each file has its own database;
#   3. the integration files whose subject is the embedded database (`*.embedded.test.ts`) on
#      PGlite; with no PostgreSQL server, the whole integration suite runs there instead;
#   4. the e2e journeys, which run the whole product on the embedded database as most users do:
#      the client built once, then two Playwright shards side by side, each with its own server
#      and data directory.
# TEST_WORKERS sets the integration workers (default 3: four, with the multi-process files, can pass PostgreSQL's 100 connections), E2E_SHARDS the Playwright shards (default 2).
set -euo pipefail
cd "$(dirname "$0")/.."

workers="${TEST_WORKERS:-3}"
shards="${E2E_SHARDS:-2}"
default_pg="postgres://postgres@127.0.0.1:5432/test"
pg_url="${TEST_DATABASE_URL:-}"
if [ -z "$pg_url" ] && node scripts/pg-available.mjs "$default_pg"; then pg_url="$default_pg"; fi

# Each step's time and the machine's load when it started, printed again at the very end (pass or
# fail): a CI log is often read from its tail, where the long e2e output would hide them.
summary=()
print_summary() {
  [ "${#summary[@]}" -gt 0 ] || return 0
  printf '\n==> npm test, step by step\n'
  printf '  %s\n' "${summary[@]}"
}
trap print_summary EXIT
timed() {
  local label="$1" start=$SECONDS load
  load="$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?')"
  shift
  printf '\n==> %s\n' "$label"
  summary+=("$label: running since load $load")
  "$@"
  summary[-1]="$label: $((SECONDS - start)) s (load $load at its start)"
  printf '==> %s: %d s\n' "$label" $((SECONDS - start))
}

timed "unit" node node_modules/vitest/vitest.mjs run --project unit

if [ -n "$pg_url" ]; then
  timed "integration on PostgreSQL ($pg_url), $workers workers" \
    env TEST_DATABASE_URL="$pg_url" node node_modules/vitest/vitest.mjs run --project integration --maxWorkers="$workers"
  timed "integration, embedded-database files" \
    env -u TEST_DATABASE_URL node node_modules/vitest/vitest.mjs run --project integration --maxWorkers=2 .embedded.test.ts
else
  echo "No PostgreSQL server answers at $default_pg (or TEST_DATABASE_URL): the integration suite runs on the embedded database."
  timed "integration on the embedded database, $workers workers" \
    env -u TEST_DATABASE_URL node node_modules/vitest/vitest.mjs run --project integration --maxWorkers="$workers"
fi

timed "e2e: browser, client build" bash -c 'node scripts/ensure-chromium.mjs && npm run build --silent'
# The journeys run the product on the embedded database; so do the seeded servers some of them start
# in the test process (tests/e2e/seeded-server.ts), which would otherwise follow TEST_DATABASE_URL.
# Anything still busy from the suites before (a child a test left running) would slow the journeys.
summary+=("busiest processes before e2e: $(ps -eo pcpu=,etimes=,comm= --sort=-pcpu | head -3 | awk '{printf "%s%% %ss %s; ", $1, $2, $3}')")
timed "e2e: $shards shards" env -u TEST_DATABASE_URL node scripts/e2e-shards.mjs "$shards"
