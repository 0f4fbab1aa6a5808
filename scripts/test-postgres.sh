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
exec bash scripts/jest-on-postgres.sh server "$@"
