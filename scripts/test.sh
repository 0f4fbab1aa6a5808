#!/usr/bin/env bash
# npm test: the Debian packages it needs (scripts/ensure-packages.sh), lint (ESLint and Prettier), the type check, the client and server Jest projects, the API suite on PostgreSQL, then the
# browser journeys (e2e: a production build, the real server and Chromium). Every part runs even when
# an earlier one failed; exits non-zero if any part fails.
#
# The journeys run after the other suites, not beside them: sharing the two cores made antd popups
# and confirms still opening under a click lose it (3 failures in 9 full runs); alone they pass.
# Run one project alone: npx jest --config test/jest.config.ts --selectProjects <name>.
set -uo pipefail
cd "$(dirname "$0")/.."

jest=(node --experimental-vm-modules --no-experimental-strip-types --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js --config test/jest.config.ts)
started=$SECONDS

bash scripts/ensure-packages.sh || exit 1
npm run lint || exit 1
npm run typecheck || exit 1

"${jest[@]}" --selectProjects lint client server
units=$?
echo "client + server: $((SECONDS - started)) s (exit $units)"
[ "$units" -ge 128 ] && exit "$units" # interrupted (Ctrl+C)

bash scripts/test-postgres.sh
postgres=$?
echo "PostgreSQL pass finished at $((SECONDS - started)) s (exit $postgres)"
[ "$postgres" -ge 128 ] && exit "$postgres"

"${jest[@]}" --selectProjects e2e --runInBand
browser=$?
echo "e2e (exit $browser): everything done at $((SECONDS - started)) s"

if [ "$units" -ne 0 ] || [ "$postgres" -ne 0 ] || [ "$browser" -ne 0 ]; then
  echo "npm test failed: client+server exit $units, PostgreSQL exit $postgres, e2e exit $browser"
  exit 1
fi
