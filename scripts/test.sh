#!/usr/bin/env bash
# npm test: the Debian packages it needs (scripts/ensure-packages.sh), then every suite
# (scripts/test/run.ts says which, in what order, and how long each may take).
# The run gets a temporary folder of its own, which every tool and test it starts uses as the temp
# directory and which goes when the run ends, passed or failed; the caches tools keep there (tsx's,
# Node's compile cache) live in node_modules/.cache instead, so they stay warm between runs. Every
# process the run starts carries its mark (ELLA_TEST_RUN), so whatever is left at its end is found.
# Run one Jest project alone: npm run test:unit -- --selectProjects <name>.
set -uo pipefail
cd "$(dirname "$0")/.."
# Run directly rather than through npm, `node` would be the machine's (maybe Node 20, which refuses the
# flags the suites need): the project's Node 24 (node_modules/.bin/node, from the npm package node@24).
PATH="$PWD/node_modules/.bin:$PATH"

bash scripts/ensure-packages.sh || exit 1

base=${TMPDIR:-/tmp}
# The folder of a run that was killed outright (SIGKILL leaves no chance to clean) goes with the next run.
for stale in "$base"/ella-npm-test-*; do
  [ -d "$stale" ] && ! kill -0 "${stale##*-}" 2>/dev/null && rm -rf "$stale"
done
run_dir="$base/ella-npm-test-$$"
cache="$PWD/node_modules/.cache"
mkdir -p "$run_dir" "$cache/tsx"
trap 'rm -rf "$run_dir"' EXIT
# tsx has no setting for its cache but the temp directory.
ln -s "$cache/tsx" "$run_dir/tsx-$(id -u)"
export TMPDIR="$run_dir" ELLA_TEST_RUN=$$ NODE_COMPILE_CACHE="$cache/node-compile" V8_COMPILE_CACHE_CACHE_DIR="$cache/v8-compile"
# The server project's files (PGlite here, PostgreSQL in another lane) run a few to a module registry, so
# the server's modules load once per bundle rather than once per file (test/bundles/serverPart.ts).
export ELLA_TEST_BUNDLES=1
# The runner stops every part when it is told to stop; this shell passes a stop on, waits for the runner
# to finish, then removes the folder. Ctrl+C reaches the runner itself (the same process group).
node --import tsx scripts/test/run.ts &
runner=$!
trap 'kill -TERM "$runner" 2>/dev/null' TERM HUP
trap ':' INT
status=0
wait "$runner" || status=$?
while kill -0 "$runner" 2>/dev/null; do wait "$runner" && status=0 || status=$?; done
exit "$status"
