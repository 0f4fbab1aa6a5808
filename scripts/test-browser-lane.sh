#!/usr/bin/env bash
# The other lanes of npm test (scripts/test.sh starts them in the background), side by side: the browser
# journeys (their globalSetup builds the client and starts one portal per Jest worker) and the API suite
# on PostgreSQL, then the cluster tests. The journeys mostly wait (for responses, paints, the clock), so
# the other suites fill the CPU they leave. Each part's output is prefixed with its name and its exit
# status written to "$1/<name>", so the first lane can report all three.
set -uo pipefail
cd "$(dirname "$0")/.."
# Run directly rather than through npm, `node` would be the machine's (maybe Node 20, which refuses the
# flags below): the project's Node 24 (node_modules/.bin/node, from the npm package node@24) comes first.
PATH="$PWD/node_modules/.bin:$PATH"
status_dir=$1
jest=(node --experimental-vm-modules --no-experimental-strip-types --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js --config test/jest.config.ts)
started=$SECONDS

# run <name> <command…>: the command's output prefixed with [name], its exit status in $status_dir/name.
run() {
  local name=$1
  shift
  "$@" 2>&1 | sed -u "s/^/[$name] /"
  echo "${PIPESTATUS[0]}" >"$status_dir/$name"
  echo "[$name] finished after $((SECONDS - started)) s (exit $(cat "$status_dir/$name"))"
}

run e2e "${jest[@]}" --selectProjects e2e --maxWorkers=3 --json --outputFile="$status_dir/e2e.json" &
# Several server processes on one throwaway PostgreSQL behind HAProxy (needs postgresql and haproxy,
# required under CI=true), once the PostgreSQL pass has left the CPU to them.
{
  run postgres bash scripts/test-postgres.sh --json --outputFile="$status_dir/postgres.json"
  run cluster bash scripts/test-cluster.sh --json --outputFile="$status_dir/cluster.json"
} &
wait
