#!/usr/bin/env bash
# The counterexample search's default questions, natively (pagingsim search)
# and in WASM under Node (wasm-search.mjs): best of 3 each, in CPU time
# (docs/PERFORMANCE.md, "The counterexample search"). Build first:
#   cargo build --release --manifest-path wasm-core/Cargo.toml && bash scripts/setup.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=wasm-core/target/release/pagingsim
questions=(
  "belady --policy fifo"
  "belady --policy clock --k 1"
  "belady --policy fifo --pages 4 --max-length 14"
  "beats --a lru --b fifo --frames 3"
  "beats --a fifo --b opt --frames 3"
)
# Best of 3 by CPU time (user + system, from /usr/bin/time): on a machine
# shared with other builds the wall clock says more about them than about the search.
for q in "${questions[@]}"; do
  best=
  for _ in 1 2 3; do
    cpu=$( { /usr/bin/time -f "%U %S" $bin search $q > /tmp/pagingsim-search.$$; } 2>&1 | awk '{printf "%d", ($1 + $2) * 1000}')
    if [ -z "$best" ] || [ "$cpu" -lt "$best" ]; then best=$cpu; fi
  done
  echo "native search $q: best of 3: ${best} ms CPU — $(cat /tmp/pagingsim-search.$$)"
done
rm -f /tmp/pagingsim-search.$$
node tests/bench/wasm-search.mjs "${questions[@]}"
