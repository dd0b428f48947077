#!/usr/bin/env bash
# The counterexample search's default questions, natively (pagingsim search)
# and in WASM under Node (wasm-search.mjs): best of 3 each
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
for q in "${questions[@]}"; do
  best=
  for _ in 1 2 3; do
    start=$(date +%s%N)
    out=$($bin search $q)
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  echo "native search $q: best of 3: ${best} ms — $out"
done
node tests/bench/wasm-search.mjs "${questions[@]}"
