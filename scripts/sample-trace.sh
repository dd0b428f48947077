#!/usr/bin/env bash
# Remakes the lab's sample trace of a real program, public/traces/matmul.lackey.gz,
# by the recipe the README gives: compile public/traces/matmul.c (statically, so
# that the dynamic loader's accesses stay out) and record its memory accesses with
# valgrind's Lackey. Needs gcc and valgrind (Debian: apt-get install gcc valgrind).
set -euo pipefail
cd "$(dirname "$0")/../public/traces"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O1 -static -o "$work/matmul" matmul.c
valgrind --tool=lackey --trace-mem=yes --log-file="$work/matmul.lackey" "$work/matmul"
gzip -9 -c "$work/matmul.lackey" > matmul.lackey.gz
echo "wrote public/traces/matmul.lackey.gz ($(wc -l < "$work/matmul.lackey") lines)"
