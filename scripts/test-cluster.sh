#!/usr/bin/env bash
# The cluster tests (test/cluster/): real server processes on a throwaway PostgreSQL 15 cluster
# (Debian's postgresql, pg_virtualenv) behind Debian's HAProxy. Required under CI=true; elsewhere
# skipped with a message when those packages are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
command -v pg_virtualenv >/dev/null 2>&1 || missing+=(postgresql)
command -v haproxy >/dev/null 2>&1 || missing+=(haproxy)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "${CI:-}" = "true" ]; then echo "The cluster tests are required in CI: apt-get install -y ${missing[*]}"; exit 1; fi
  echo "Cluster tests skipped: install Debian's ${missing[*]} to run several servers behind HAProxy."
  exit 0
fi
echo "Cluster tests (PostgreSQL 15, HAProxy, real server processes):"
exec bash scripts/jest-on-postgres.sh cluster "$@"
