#!/usr/bin/env bash
# `npm run cluster` and its tests put Debian's nginx in front of the app's nodes; never a download.
# Install it with apt when it is missing and we are root, otherwise say how. Debian's package starts
# a system nginx on port 80 when installed; policy-rc.d stops that, since the cluster runs its own.
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$nginx" ]; then exit 0; fi
if [ -z "${NGINX_PATH:-}" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "nginx is missing: installing it with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  policy=/usr/sbin/policy-rc.d
  created_policy=0
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && created_policy=1
  fi
  apt-get update -qq
  apt-get install -y -qq nginx >/dev/null
  if [ "$created_policy" = 1 ]; then rm -f "$policy"; fi
  exit 0
fi
echo "nginx not found at $nginx. Install it (sudo apt-get install nginx) or set NGINX_PATH." >&2
exit 1
