#!/usr/bin/env bash
# The second lane of npm test (scripts/test.sh starts it in the background): the browser journeys (their
# globalSetup builds the client), then the API suite on PostgreSQL. Each part's output is prefixed with
# its name and its exit status written to "$1/<name>", so the first lane can report both.
set -uo pipefail
cd "$(dirname "$0")/.."
# Run directly rather than through npm, `node` would be the machine's (maybe Node 20, which refuses the
# flags below): the project's Node 24 (node_modules/.bin/node, from the npm package node@24) comes first.
PATH="$PWD/node_modules/.bin:$PATH"
status_dir=$1
jest=(node --experimental-vm-modules --no-experimental-strip-types --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js --config test/jest.config.ts)
started=$SECONDS

"${jest[@]}" --selectProjects e2e --runInBand 2>&1 | sed -u 's/^/[e2e] /'
echo "${PIPESTATUS[0]}" >"$status_dir/e2e"
echo "[e2e] journeys finished after $((SECONDS - started)) s (exit $(cat "$status_dir/e2e"))"

bash scripts/test-postgres.sh 2>&1 | sed -u 's/^/[postgres] /'
echo "${PIPESTATUS[0]}" >"$status_dir/postgres"
echo "[postgres] PostgreSQL pass finished after $((SECONDS - started)) s in this lane (exit $(cat "$status_dir/postgres"))"
