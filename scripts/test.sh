#!/usr/bin/env bash
# Every test, as CI runs them (.ci/run → npm test), phase by phase; prints
# how long each phase took, also when one fails.
#   scripts/test.sh            every phase
#   PAGING_TEST_PHASES="lint rust" scripts/test.sh   only those phases
set -uo pipefail
cd "$(dirname "$0")/.."

phases=()
status=0
now() { date +%s.%N; }
summary() {
  printf '\n[test] phase times\n'
  for line in "${phases[@]}"; do printf '[test]   %s\n' "$line"; done
}
trap summary EXIT

# run NAME COMMAND...: runs one phase (unless PAGING_TEST_PHASES leaves it out); stops at the first failure.
run() {
  local name=$1
  shift
  if [ -n "${PAGING_TEST_PHASES:-}" ] && [[ " $PAGING_TEST_PHASES " != *" $name "* ]]; then return; fi
  printf '\n[test] %s: %s\n' "$name" "$*"
  local start
  start=$(now)
  "$@"
  status=$?
  local took
  took=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }')
  if [ $status -eq 0 ]; then
    phases+=("$(printf '%-7s %7ss' "$name" "$took")")
  else
    phases+=("$(printf '%-7s %7ss  FAILED (exit %d)' "$name" "$took" $status)")
    exit $status
  fi
}

run setup bash scripts/setup.sh --test
run lint npm run --silent lint
run rust npm run --silent test:rust
run types npm run --silent typecheck
run unit npx vitest run --project unit
run e2e npx vitest run --project e2e
