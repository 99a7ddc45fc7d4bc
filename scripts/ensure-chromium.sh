#!/usr/bin/env bash
# Browser tests drive Debian's Chromium headless shell; they never download a browser. Install it
# with apt when it is missing and we are root, otherwise say how.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$chromium" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium's headless shell is missing: installing it with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium-headless-shell >/dev/null
  exit 0
fi
echo "Chromium not found at $chromium. Install it (sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH." >&2
exit 1
