#!/usr/bin/env bash
# Runs npm scripts at the same time and fails if any fails: `bash scripts/run-parallel.sh typecheck lint`.
# Each is single-threaded (tsc, ESLint, Prettier), so on a 2-core machine two lanes finish in about
# the time of the longer one instead of the sum (docs/decisions.md). Each script's output is printed
# whole when it ends, never interleaved.
set -uo pipefail
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
pids=()
for script in "$@"; do
  npm run --silent "$script" >"$dir/$script.log" 2>&1 &
  pids+=("$!")
done
status=0
for i in "${!pids[@]}"; do
  script="${@:i+1:1}"
  if wait "${pids[$i]}"; then
    echo "✓ npm run $script"
  else
    echo "✗ npm run $script failed:"
    status=1
  fi
  cat "$dir/$script.log"
done
exit "$status"
