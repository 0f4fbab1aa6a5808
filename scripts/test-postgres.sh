#!/usr/bin/env bash
# scripts/test-postgres.sh [--all] [--with-cluster] [jest args…]: the server API suite on a real, throwaway
# PostgreSQL 15 cluster (Debian's postgresql package). It runs the files that exercise what PostgreSQL does
# differently (postgresServerTests in test/jest.config.ts); --all runs the whole server project there.
# --with-cluster runs the cluster tests (test/cluster/, needing Debian's haproxy) in the same Jest run, on
# the same PostgreSQL, so npm test starts one cluster rather than two.
set -euo pipefail
cd "$(dirname "$0")/.."
projects=server
args=()
for arg in "$@"; do
  case "$arg" in
    --all) export ELLA_TEST_POSTGRES_ALL=1 ;;
    --with-cluster) projects="server cluster" ;;
    *) args+=("$arg") ;;
  esac
done
if ! command -v pg_virtualenv >/dev/null 2>&1; then
  if [ "${CI:-}" = "true" ]; then echo "PostgreSQL is required in CI (apt-get install -y postgresql)"; exit 1; fi
  echo "PostgreSQL run skipped: install Debian's postgresql package to run the API suite on PostgreSQL too."
  exit 0
fi
if [ "$projects" != server ] && ! command -v haproxy >/dev/null 2>&1; then
  if [ "${CI:-}" = "true" ]; then echo "The cluster tests are required in CI: apt-get install -y haproxy"; exit 1; fi
  echo "Cluster tests skipped: install Debian's haproxy to run several servers behind HAProxy."
  projects=server
fi
if [ "$projects" = server ]; then
  echo "Server API suite on PostgreSQL 15:"
else
  echo "Server API suite and cluster tests (HAProxy, real server processes) on PostgreSQL 15:"
fi
exec bash scripts/jest-on-postgres.sh "$projects" "${args[@]}"
