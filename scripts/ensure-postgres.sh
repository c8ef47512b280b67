#!/usr/bin/env bash
# The PostgreSQL server tests start their own cluster with initdb and pg_ctl (tests/support/
# postgres-cluster.ts). Install Debian's 'postgresql' when those programs are missing.
set -euo pipefail
find_bin() {
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then return 0; fi
  compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null
}
if find_bin; then
  exit 0
fi
echo "initdb/pg_ctl not found"
bash "$(dirname "$0")/install-debian-package.sh" postgresql
find_bin
ls -d /usr/lib/postgresql/*/bin
