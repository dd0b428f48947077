#!/usr/bin/env bash
# docs/PERFORMANCE.md, "Replaying a fault-heavy trace": whole-process wall
# time (best of 5) and peak memory of `pagingsim replay` per policy against a
# minimal C loop (tests/bench/replay-loop.c), on a Zipf trace made once.
#   bash tests/bench/replay.sh [TRACE] [FRAMES]
set -euo pipefail
cd "$(dirname "$0")/../.."
trace=${1:-/tmp/zipf-10M.txt}
frames=${2:-1000}
[ -s "$trace" ] || python3 tests/bench/zipf-trace.py 10000000 100000 1 1 > "$trace"
cargo build --release --quiet --manifest-path wasm-core/Cargo.toml
loop=$(mktemp -d)/replay-loop
cc -O2 -o "$loop" tests/bench/replay-loop.c
measure() {
  for _ in 1 2 3 4 5; do /usr/bin/time -f '%e s, %M KB' "$@" 2>&1 >/dev/null | tail -1; done | sort -n | head -1
}
sim=wasm-core/target/release/pagingsim
for policy in fifo lru opt clock; do
  extra=(); [ "$policy" = clock ] && extra=(--plain --k 1)
  echo "pagingsim replay $policy: $(measure "$sim" replay --trace "$trace" --frames "$frames" --policy "$policy" "${extra[@]}")"
  echo "C loop $policy: $(measure sh -c "\"$loop\" $policy $frames < \"$trace\"")"
done
