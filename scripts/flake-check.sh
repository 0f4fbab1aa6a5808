#!/usr/bin/env bash
# npm run flake-check -- N (scripts/flake-check.sh): runs the browser journeys N times (three Jest workers,
# as in npm test) while the jsdom client suite runs beside each run (the CPU load npm test puts on them),
# then prints how often each journey failed.
# The client is built once; later runs reuse dist/ (E2E_SKIP_BUILD=1). Exits 1 if any run failed.
set -uo pipefail
cd "$(dirname "$0")/.."
# Run directly rather than through npm, `node` would be the machine's (maybe Node 20, which refuses the
# flags below): the project's Node 24 (node_modules/.bin/node, from the npm package node@24) comes first.
PATH="$PWD/node_modules/.bin:$PATH"
runs=${1:-5}
jest=(node --experimental-vm-modules --no-experimental-strip-types --no-warnings=ExperimentalWarning node_modules/jest/bin/jest.js --config test/jest.config.ts)
out=$(mktemp -d "${TMPDIR:-/tmp}/ella-flake.XXXXXX")
# The logs of a failed run stay for reading (their folder is printed); a clean check leaves nothing.
trap 'kill -- -"${load:-0}" 2>/dev/null; [ "${failed_runs:-0}" -eq 0 ] && rm -rf "$out"' EXIT
failed_runs=0

for run in $(seq 1 "$runs"); do
  # The load: the jsdom client suite over and over, in a process group of its own.
  setsid bash -c 'while :; do "$@" --selectProjects client >/dev/null 2>&1; done' load "${jest[@]}" &
  load=$!
  start=$SECONDS
  skip=1; [ "$run" -eq 1 ] && skip=0
  E2E_SKIP_BUILD=$([ "$skip" -eq 1 ] && echo 1 || echo "") "${jest[@]}" --selectProjects e2e --maxWorkers=3 --json --outputFile="$out/run-$run.json" >"$out/run-$run.log" 2>&1
  status=$?
  kill -- -"$load" 2>/dev/null; wait "$load" 2>/dev/null
  [ "$status" -ne 0 ] && failed_runs=$((failed_runs + 1))
  echo "run $run of $runs: exit $status in $((SECONDS - start)) s"
done

node -e '
const fs = require("node:fs");
const path = require("node:path");
const dir = process.argv[1];
const failures = new Map();
let total = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  for (const suite of report.testResults) {
    if (suite.assertionResults.length === 0 && suite.status === "failed") failures.set(`${suite.name} (suite did not run)`, (failures.get(`${suite.name} (suite did not run)`) ?? 0) + 1);
    for (const t of suite.assertionResults) {
      total += 1;
      if (t.status === "failed") {
        const name = `${path.relative(process.cwd(), suite.name)} › ${t.fullName}`;
        failures.set(name, (failures.get(name) ?? 0) + 1);
      }
    }
  }
}
console.log(`${total} journey results, ${[...failures.values()].reduce((a, b) => a + b, 0)} failures`);
for (const [name, count] of [...failures].sort((a, b) => b[1] - a[1])) console.log(`  ${count}× ${name}`);
' "$out"
echo "$failed_runs of $runs runs failed"
[ "$failed_runs" -eq 0 ] || echo "logs of every run (run-N.log, run-N.json): $out"
[ "$failed_runs" -eq 0 ]
