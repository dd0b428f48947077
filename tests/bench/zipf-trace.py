#!/usr/bin/env python3
"""A fault-heavy reference string for docs/PERFORMANCE.md: N references to
pages 0…P−1 drawn independently with Zipf probabilities (page i with weight
1/(i+1)^alpha), written as text, one reference a token, the way
`pagingsim replay --trace` reads it. Deterministic for a seed.

    python3 tests/bench/zipf-trace.py [N] [PAGES] [ALPHA] [SEED] > zipf.txt
"""

import random
import sys
from itertools import accumulate


def main() -> None:
    args = sys.argv[1:]
    n = int(args[0]) if len(args) > 0 else 10_000_000
    pages = int(args[1]) if len(args) > 1 else 100_000
    alpha = float(args[2]) if len(args) > 2 else 1.0
    seed = int(args[3]) if len(args) > 3 else 1
    cum = list(accumulate(1.0 / (i + 1) ** alpha for i in range(pages)))
    rng = random.Random(seed)
    out = sys.stdout
    chunk = 1_000_000
    for start in range(0, n, chunk):
        drawn = rng.choices(range(pages), cum_weights=cum, k=min(chunk, n - start))
        out.write("\n".join(map(str, drawn)))
        out.write("\n")


if __name__ == "__main__":
    main()
