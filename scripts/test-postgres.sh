#!/usr/bin/env bash
# Runs the server API suite against a real, throwaway PostgreSQL 15 cluster (Debian's postgresql package).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v pg_virtualenv >/dev/null 2>&1; then
  if [ "${CI:-}" = "true" ]; then echo "PostgreSQL is required in CI (apt-get install -y postgresql)"; exit 1; fi
  echo "PostgreSQL run skipped: install Debian's postgresql package to run the API suite on PostgreSQL too."
  exit 0
fi
echo "Server API suite on PostgreSQL 15:"
# pg_virtualenv runs its command with a PATH of its own, where `node` is the machine's (maybe Node 20):
# hand it the project's own Node 24 (node_modules/.bin/node, from the npm package node@24).
ELLA_NODE="$PWD/node_modules/.bin/node"
[ -x "$ELLA_NODE" ] || ELLA_NODE="$(command -v node)"
export ELLA_NODE
exec pg_virtualenv -t -v 15 -- sh -c '
  export DATABASE_URL="postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$PGDATABASE"
  exec "$ELLA_NODE" --experimental-vm-modules --no-experimental-strip-types --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js \
    --config test/jest.config.ts --selectProjects server --runInBand
'
