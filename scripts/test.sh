#!/usr/bin/env bash
# Every test, as CI runs them (.ci/run → npm test), phase by phase; prints
# how long each phase took, also when one fails. The Rust tests run beside
# the TypeScript phases (they share nothing but the CPU, and each leaves the
# other's idle moments to it); their output is shown when they end.
#   scripts/test.sh                                  every phase
#   PAGING_TEST_PHASES="lint rust" scripts/test.sh   only those phases
set -uo pipefail
cd "$(dirname "$0")/.."

phases=()
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
summary() {
  printf '\n[test] phase times\n'
  for line in "${phases[@]}"; do printf '[test]   %s\n' "$line"; done
}
trap summary EXIT
wanted() { [ -z "${PAGING_TEST_PHASES:-}" ] || [[ " $PAGING_TEST_PHASES " == *" $1 "* ]]; }
record() { # record NAME START STATUS
  if [ "$3" -eq 0 ]; then phases+=("$(printf '%-7s %7ss' "$1" "$(since "$2")")")
  else phases+=("$(printf '%-7s %7ss  FAILED (exit %d)' "$1" "$(since "$2")" "$3")"); fi
}

# run NAME COMMAND...: one phase in the foreground; stops at the first failure.
run() {
  local name=$1 start status
  shift
  wanted "$name" || return 0
  printf '\n[test] %s: %s\n' "$name" "$*"
  start=$(now)
  "$@"
  status=$?
  record "$name" "$start" $status
  [ $status -eq 0 ] || exit $status
}

run setup bash scripts/setup.sh --test
run lint npm run --silent lint

# The Rust tests in the background, their output kept for when they end.
rust_pid=
if wanted rust; then
  rust_log=$(mktemp)
  rust_start=$(now)
  printf '\n[test] rust (beside the next phases): npm run test:rust\n'
  nice -n 15 npm run --silent test:rust >"$rust_log" 2>&1 &
  rust_pid=$!
fi
finish_rust() {
  [ -n "$rust_pid" ] || return 0
  wait "$rust_pid"
  local status=$?
  rust_pid=
  printf '\n[test] rust: its output\n'
  cat "$rust_log"
  rm -f "$rust_log"
  record rust "$rust_start" $status
  [ $status -eq 0 ] || exit $status
}
trap 'finish_rust; summary' EXIT

run types npm run --silent typecheck
run unit npx vitest run --project unit
run e2e npx vitest run --project e2e
trap summary EXIT
finish_rust
