#!/usr/bin/env bash
# npm test: the Debian packages it needs (scripts/ensure-packages.sh), then three lanes on the two cores:
# - this one: lint (ESLint and Prettier), the type check, the server project on PGlite, then the Jest
#   projects lint and client (two workers each);
# - beside it (scripts/test-browser-lane.sh): the browser journeys (a production build, then three Jest
#   workers, each with a real server of its own, driving Chromium) and, at the same time, the API suite on
#   PostgreSQL followed by several servers behind HAProxy (test/cluster/). The journeys spend much of their
#   time waiting for responses, paints and the clock (a worker uses about half a core), so the other suites
#   fill the CPU they leave: the whole run keeps both cores busy, and lasts about its CPU time over two.
# The journeys wait for states (responses, persisted values, closed popups) and choose antd options with
# the keyboard, so the shared CPU does not make them lose clicks (scripts/flake-check.sh checks that under
# load). Every part runs even when an earlier one failed (lint and the type check stop everything); exits
# non-zero if any part fails.
# Run one project alone: npm run test:unit -- --selectProjects <name>.
set -uo pipefail
cd "$(dirname "$0")/.."
# Run directly rather than through npm, `node` would be the machine's (maybe Node 20, which refuses the
# flags below): the project's Node 24 (node_modules/.bin/node, from the npm package node@24) comes first.
PATH="$PWD/node_modules/.bin:$PATH"

jest=(node --experimental-vm-modules --no-experimental-strip-types --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js --config test/jest.config.ts)
started=$SECONDS
# The server project's files (PGlite here, PostgreSQL in the other lane) run a few to a module registry, so
# the server's modules load once per bundle rather than once per file (test/bundles/serverPart.ts).
export ELLA_TEST_BUNDLES=1

bash scripts/ensure-packages.sh || exit 1

# The other lanes run in a process group of their own, so an early exit stops them with their webpack build,
# portal server, Chromium and PostgreSQL.
status=$(mktemp -d "${TMPDIR:-/tmp}/ella-test-status.XXXXXX")
setsid bash scripts/test-browser-lane.sh "$status" &
lane=$!
trap 'kill -- -"$lane" 2>/dev/null; rm -rf "$status"' EXIT
trap 'exit 130' INT TERM

npm run lint || exit 1
npm run typecheck || exit 1

# The server bundles first: they are the longest files, and a fresh clone has no timings for Jest to order
# by (it would take the tiny bundle files last, leaving one long bundle alone at the end of the run).
"${jest[@]}" --selectProjects server --maxWorkers=2 --json --outputFile="$status/server.json"
server=$?
echo "server: $((SECONDS - started)) s (exit $server)"
[ "$server" -ge 128 ] && exit "$server" # interrupted (Ctrl+C): the EXIT trap stops the other lane
"${jest[@]}" --selectProjects lint client --maxWorkers=2 --json --outputFile="$status/units.json"
units=$?
echo "lint + client: $((SECONDS - started)) s (exit $units)"
[ "$units" -ge 128 ] && exit "$units"

wait "$lane"
browser=$(cat "$status/e2e" 2>/dev/null || echo 1)
postgres=$(cat "$status/postgres" 2>/dev/null || echo 1)
cluster=$(cat "$status/cluster" 2>/dev/null || echo 1)
echo "e2e (exit $browser), PostgreSQL (exit $postgres), cluster (exit $cluster) and everything else done at $((SECONDS - started)) s"

if [ "$server" -ne 0 ] || [ "$units" -ne 0 ] || [ "$postgres" -ne 0 ] || [ "$cluster" -ne 0 ] || [ "$browser" -ne 0 ]; then
  reports=()
  [ "$server" -eq 0 ] || reports+=("$status/server.json")
  [ "$units" -eq 0 ] || reports+=("$status/units.json")
  [ "$browser" -eq 0 ] || reports+=("$status/e2e.json")
  [ "$postgres" -eq 0 ] || reports+=("$status/postgres.json")
  [ "$cluster" -eq 0 ] || reports+=("$status/cluster.json")
  node --import tsx scripts/failed-tests.ts "${reports[@]}"
  echo "npm test failed: server exit $server, lint+client exit $units, PostgreSQL exit $postgres, cluster exit $cluster, e2e exit $browser"
  exit 1
fi
