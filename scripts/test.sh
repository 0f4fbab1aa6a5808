#!/usr/bin/env bash
# npm test: the type check, then the three Jest projects, then the API suite on PostgreSQL.
#
# The browser journeys (e2e: a production build, the real server and Chromium) run in a Jest process
# of their own, side by side with the jsdom and API suites (client, server, then PostgreSQL): on a
# 2-core machine one Jest process gets a single worker and leaves the second core idle. The e2e
# process keeps one worker, so its journeys still run one at a time against the one portal server.
# Its output is printed as it comes, each line prefixed with [e2e]. Exits non-zero if any part fails.
# Run one project alone as before: npx jest --config test/jest.config.ts --selectProjects <name>.
set -uo pipefail
cd "$(dirname "$0")/.."

jest=(node --experimental-vm-modules --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js --config test/jest.config.ts)

started=$SECONDS
# The e2e process starts first (its globalSetup builds the client) in a process group of its own, so an
# early exit stops it with its webpack build, portal server and Chromium.
e2e_log=$(mktemp "${TMPDIR:-/tmp}/ella-e2e-log.XXXXXX")
setsid "${jest[@]}" --selectProjects e2e --runInBand >"$e2e_log" 2>&1 &
e2e=$!
tail -n +1 -f --pid="$e2e" "$e2e_log" | sed -u 's/^/[e2e] /' &
printer=$!
trap 'kill -- -"$e2e" 2>/dev/null; kill "$printer" 2>/dev/null; rm -f "$e2e_log"' EXIT
trap 'exit 130' INT TERM

npm run typecheck || exit 1

"${jest[@]}" --selectProjects client server
units=$?
echo "client + server: $((SECONDS - started)) s (exit $units)"
[ "$units" -ge 128 ] && exit "$units" # interrupted (Ctrl+C): the EXIT trap stops the e2e process

bash scripts/test-postgres.sh
postgres=$?
echo "PostgreSQL pass finished at $((SECONDS - started)) s (exit $postgres)"
[ "$postgres" -ge 128 ] && exit "$postgres"

wait "$e2e"
browser=$?
wait "$printer" 2>/dev/null
echo "e2e (exit $browser) and everything else done at $((SECONDS - started)) s"

if [ "$units" -ne 0 ] || [ "$postgres" -ne 0 ] || [ "$browser" -ne 0 ]; then
  echo "npm test failed: client+server exit $units, PostgreSQL exit $postgres, e2e exit $browser"
  exit 1
fi
