#!/usr/bin/env bash
# Fails when the Drizzle schema and the committed migrations disagree: `drizzle-kit generate` must
# find nothing to write (it diffs the schema against the newest snapshot in migrations/meta), and
# `drizzle-kit check` must find the snapshot chain consistent. Generate runs against a temporary
# copy of the migrations folder, so the tree is never touched.
set -euo pipefail
cd "$(dirname "$0")/.."
migrations=src/server/db/migrations
tmp="$(mktemp -d "${TMPDIR:-/tmp}/callcraft-migrations.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
cp -R "$migrations" "$tmp/migrations"
# drizzle-kit check reads `out` relative to the working directory, even an absolute one.
out="$(realpath --relative-to=. "$tmp/migrations")"
# A plain object (no import): the config lives outside the project, where drizzle-kit cannot be resolved.
cat >"$tmp/drizzle.config.mjs" <<CONFIG
export default {
  dialect: 'postgresql',
  schema: '$PWD/src/server/db/schema/index.ts',
  out: '$out',
};
CONFIG
npx drizzle-kit generate --config "$tmp/drizzle.config.mjs" >"$tmp/generate.log" 2>&1 ||
  { cat "$tmp/generate.log" >&2; exit 1; }
if ! diff -rN "$migrations" "$tmp/migrations" >"$tmp/diff.txt"; then
  echo "error: the schema and the migrations disagree; drizzle-kit generate would write:" >&2
  cat "$tmp/diff.txt" >&2
  echo "       Run 'npm run db:generate' and commit the migration and its snapshot." >&2
  exit 1
fi
npx drizzle-kit check --config "$tmp/drizzle.config.mjs"
echo "migrations: schema and snapshots agree"
