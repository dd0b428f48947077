#!/usr/bin/env python3
"""A text reference string (one page a token, as tests/bench/zipf-trace.py
writes it) rewritten as a valgrind Lackey file or a CSV, for the peak-memory
figures of docs/PERFORMANCE.md: the same pages, so `pagingsim replay` and
`policies` give the same faults whatever the format.

    python3 tests/bench/zipf-trace.py 10000000 100000 1 1 | python3 tests/bench/trace-formats.py lackey > zipf.lackey

lackey: Lackey's banner (`==pid==` lines, skipped), then the i-th reference
to page p as an access at address p × 4096 + (8·i mod 4096): an instruction
fetch (`I  ADDR,4`), a load, a store or a modify (` L`, ` S`, ` M` ADDR,8) in
turn (i mod 4); `pagingsim --page-size 4096` reads back page p.
csv: a header `time,address,write`, then `i,0xADDR,W` with the same address
and W = 1 for a store or modify (the same turn), else 0.
"""

import sys

KINDS = ("I ", " L", " S", " M")


def main() -> None:
    fmt = sys.argv[1] if len(sys.argv) > 1 else "lackey"
    if fmt not in ("lackey", "csv"):
        sys.exit(f"format = {fmt} is not allowed: expected lackey or csv")
    out = sys.stdout
    if fmt == "lackey":
        out.write("==4242== Lackey, an example Valgrind tool\n==4242== Command: ./zipf\n==4242== \n")
    else:
        out.write("time,address,write\n")
    i = 0
    lines = []
    for token in sys.stdin.read().split():
        address = int(token) * 4096 + (8 * i) % 4096
        kind = i % 4
        if fmt == "lackey":
            size = 4 if kind == 0 else 8
            lines.append(f"{KINDS[kind]} {address:08x},{size}")
        else:
            lines.append(f"{i},{address:#x},{1 if kind >= 2 else 0}")
        i += 1
        if len(lines) == 100_000:
            out.write("\n".join(lines) + "\n")
            lines = []
    if lines:
        out.write("\n".join(lines) + "\n")
    if fmt == "lackey":
        out.write("==4242== \n")


if __name__ == "__main__":
    main()
