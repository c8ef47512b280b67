#!/usr/bin/env bash
# The sample load-balancer config (deploy/nginx/kub.conf) is checked with the real nginx
# (tests/server/deploy/nginx.test.ts). Install Debian's package when it is missing.
set -euo pipefail
if [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; then
  exit 0
fi
echo "nginx not found: installing the Debian package 'nginx'..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
# The package lists may be fresh enough; refresh them only if the first try fails.
$SUDO apt-get install -y -qq nginx >/dev/null 2>&1 || {
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq nginx >/dev/null
}
# Only the binary is needed: the tests start their own nginx on a temporary config.
$SUDO systemctl disable --now nginx >/dev/null 2>&1 || true
/usr/sbin/nginx -v
