#!/usr/bin/env bash
# scripts/jest-on-postgres.sh "<jest project> [project…]" [jest args…]: runs Jest projects, one file at a time,
# against a throwaway PostgreSQL 15 cluster (pg_virtualenv, Debian's postgresql), with DATABASE_URL pointing at
# it. Used by test-postgres.sh and test-cluster.sh, which check their Debian packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
projects=$1
shift
# pg_virtualenv runs its command with a PATH of its own, where `node` is the machine's (maybe Node 20):
# hand it the project's own Node 24 (node_modules/.bin/node, from the npm package node@24).
ELLA_NODE="$PWD/node_modules/.bin/node"
[ -x "$ELLA_NODE" ] || ELLA_NODE="$(command -v node)"
export ELLA_NODE
# A throwaway cluster: durability settings off (nothing in it outlives the run), which spares the disk
# flushes that every test file's schema and migrations would otherwise wait for.
# As root, pg_virtualenv runs the cluster as the postgres user, who must reach the cluster's folder: under a
# private TMPDIR (mode 0700, as pam_tmpdir and CI runners make it) initdb cannot read its password file. The
# cluster's folder goes to /tmp, which everyone may enter; the tests keep the TMPDIR they were given.
export ELLA_TMPDIR="${TMPDIR:-/tmp}"
TMPDIR=/tmp exec pg_virtualenv -t -v 15 -o fsync=off -o synchronous_commit=off -o full_page_writes=off -- sh -c '
  export TMPDIR="$ELLA_TMPDIR"
  export DATABASE_URL="postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$PGDATABASE"
  projects=$1
  shift
  # Unquoted: one word per project.
  exec "$ELLA_NODE" --experimental-vm-modules --no-experimental-strip-types --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js \
    --config test/jest.config.ts --selectProjects $projects --maxWorkers=1 "$@"
' sh "$projects" "$@"
