#!/usr/bin/env bash
# Installs Debian packages the tests need (npm never provides them): as root, or through sudo.
# The package lists may be fresh enough: they are refreshed only when the first try fails.
set -euo pipefail
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
echo "installing the Debian package(s): $*"
$SUDO apt-get install -y -qq "$@" >/dev/null 2>&1 || {
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "$@" >/dev/null
}
