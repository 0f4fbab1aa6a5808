#!/usr/bin/env bash
# The Debian packages npm test needs beyond npm: Chromium for the browser journeys, PostgreSQL 15 for
# the API suite's second pass (pg_virtualenv), HAProxy for the load-balanced server tests. As root
# with apt they are installed; otherwise the run stops at once with the command that installs them.
set -euo pipefail

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v pg_virtualenv >/dev/null 2>&1 || missing+=(postgresql)
command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "npm test: installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "npm test needs these Debian packages: ${missing[*]}. Install them, then run npm test again:" >&2
echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
exit 1
