#!/usr/bin/env bash
# npm test: the Debian packages it needs (scripts/ensure-packages.sh), lint (ESLint and Prettier), the
# type check, then the Jest projects lint, client and server, the API suite on PostgreSQL, and beside
# them the browser journeys (e2e: a production build, the real server and Chromium) in a second Jest
# process: on two cores one Jest process leaves the second core idle. The journeys wait for states
# (responses, persisted values, closed popups) and choose antd options with the keyboard, so the shared
# CPU does not make them lose clicks (scripts/flake-check.sh checks that under load). Their output is
# printed as it comes, each line prefixed with [e2e]. Every part runs even when an earlier one failed;
# exits non-zero if any part fails.
# Run one project alone: npm run test:unit -- --selectProjects <name>.
set -uo pipefail
cd "$(dirname "$0")/.."

jest=(node --experimental-vm-modules --no-experimental-strip-types --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js --config test/jest.config.ts)
started=$SECONDS

bash scripts/ensure-packages.sh || exit 1
npm run lint || exit 1

# The e2e process starts now (its globalSetup builds the client) in a process group of its own, so an
# early exit stops it with its webpack build, portal server and Chromium.
e2e_log=$(mktemp "${TMPDIR:-/tmp}/ella-e2e-log.XXXXXX")
setsid "${jest[@]}" --selectProjects e2e --runInBand >"$e2e_log" 2>&1 &
e2e=$!
tail -n +1 -f --pid="$e2e" "$e2e_log" | sed -u 's/^/[e2e] /' &
printer=$!
trap 'kill -- -"$e2e" 2>/dev/null; kill "$printer" 2>/dev/null; rm -f "$e2e_log"' EXIT
trap 'exit 130' INT TERM

npm run typecheck || exit 1

"${jest[@]}" --selectProjects lint client server
units=$?
echo "lint + client + server: $((SECONDS - started)) s (exit $units)"
[ "$units" -ge 128 ] && exit "$units" # interrupted (Ctrl+C): the EXIT trap stops the e2e process

bash scripts/test-postgres.sh
postgres=$?
echo "PostgreSQL pass finished at $((SECONDS - started)) s (exit $postgres)"
[ "$postgres" -ge 128 ] && exit "$postgres"

# Several server processes on one throwaway PostgreSQL behind HAProxy (test/cluster/; needs postgresql
# and haproxy, required under CI=true).
bash scripts/test-cluster.sh
cluster=$?
echo "Cluster pass finished at $((SECONDS - started)) s (exit $cluster)"
[ "$cluster" -ge 128 ] && exit "$cluster"

wait "$e2e"
browser=$?
wait "$printer" 2>/dev/null
echo "e2e (exit $browser) and everything else done at $((SECONDS - started)) s"

if [ "$units" -ne 0 ] || [ "$postgres" -ne 0 ] || [ "$cluster" -ne 0 ] || [ "$browser" -ne 0 ]; then
  echo "npm test failed: lint+client+server exit $units, PostgreSQL exit $postgres, cluster exit $cluster, e2e exit $browser"
  exit 1
fi
