#!/usr/bin/env bash
# Browser tests and benchmarks drive Debian's Chromium; they never download a browser. Install it
# with apt when it is missing and we are root, otherwise say how. The argument is the Debian
# package: chromium-headless-shell (the browser tests, the default) or chromium (the benchmarks,
# which measure the browser people run); CHROMIUM_PATH names another binary instead.
set -euo pipefail
package="${1:-chromium-headless-shell}"
chromium="${CHROMIUM_PATH:-/usr/bin/$package}"
if [ -x "$chromium" ]; then exit 0; fi
if [ -z "${CHROMIUM_PATH:-}" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "$package is missing: installing it with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "$package" >/dev/null
  exit 0
fi
echo "Chromium not found at $chromium. Install it (sudo apt-get install $package) or set CHROMIUM_PATH." >&2
exit 1
