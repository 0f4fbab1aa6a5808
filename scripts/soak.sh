#!/usr/bin/env bash
# `npm run soak`: scripts/soak.ts on a throwaway PostgreSQL 15 cluster (pg_virtualenv, Debian's postgresql)
# behind Debian's HAProxy. The soak restarts that cluster itself (pg_ctlcluster), so it gets the cluster's
# version and name, and a cluster with the durability settings of a real one (no fsync=off here: the soak
# checks that nothing acknowledged is lost when PostgreSQL goes down).
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
command -v pg_virtualenv >/dev/null 2>&1 || missing+=(postgresql)
command -v haproxy >/dev/null 2>&1 || missing+=(haproxy)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "npm run soak needs Debian's ${missing[*]}: apt-get install -y ${missing[*]}"
  exit 1
fi
# pg_virtualenv runs its command with a PATH of its own, where `node` is the machine's: hand it the
# project's Node 24 (see scripts/jest-on-postgres.sh, which also explains the TMPDIR dance).
ELLA_NODE="$PWD/node_modules/.bin/node"
[ -x "$ELLA_NODE" ] || ELLA_NODE="$(command -v node)"
export ELLA_NODE
export ELLA_TMPDIR="${TMPDIR:-/tmp}"
export ELLA_PG_CLUSTER="15 regress"
TMPDIR=/tmp exec pg_virtualenv -t -v 15 -- sh -c '
  export TMPDIR="$ELLA_TMPDIR"
  export DATABASE_URL="postgres://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$PGDATABASE"
  exec "$ELLA_NODE" --import tsx scripts/soak.ts
'
