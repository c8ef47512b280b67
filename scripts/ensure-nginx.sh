#!/usr/bin/env bash
# The sample load-balancer config (deploy/nginx/kub.conf) is checked with the real nginx
# (tests/server/deploy/nginx.test.ts). Install Debian's package when it is missing.
set -euo pipefail
if [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; then
  exit 0
fi
echo "nginx not found"
bash "$(dirname "$0")/install-debian-package.sh" nginx
# Only the program is needed: the tests start their own nginx on a temporary config.
if command -v systemctl >/dev/null 2>&1; then systemctl disable --now nginx >/dev/null 2>&1 || true; fi
/usr/sbin/nginx -v
