#!/usr/bin/env bash
# Playwright drives the machine's Chromium (no browser downloads here).
# Install it from Debian's packages when it is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "Chromium not found at $CHROMIUM"
bash "$(dirname "$0")/install-debian-package.sh" chromium
"$CHROMIUM" --version
