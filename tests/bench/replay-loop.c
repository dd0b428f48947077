/* The floor for `pagingsim replay`: a minimal single loop per policy in C,
 * text parse included. Usage: replay-loop fifo|lru|clock FRAMES < trace.txt
 * (pages as decimal tokens; the clock is second chance, k = 1). Prints faults. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc != 3) return fprintf(stderr, "usage: replay-loop fifo|lru|clock FRAMES < trace\n"), 2;
    long cap = 1 << 20, n = 0, max = 0, faults = 0, frames = atol(argv[2]), filled = 0, hand = 0;
    unsigned *pg = malloc(cap * sizeof *pg), v = 0;
    int c, in = 0;
    while ((c = getchar_unlocked()) != EOF) {
        if (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); in = 1; continue; }
        if (!in) continue;
        if (n == cap) pg = realloc(pg, (cap *= 2) * sizeof *pg);
        if (v > max) max = v;
        pg[n++] = v; v = 0; in = 0;
    }
    if (in) { if (n == cap) pg = realloc(pg, (cap *= 2) * sizeof *pg); pg[n++] = v; if (v > max) max = v; }
    int *at = malloc((max + 1) * sizeof *at), *page = malloc(frames * sizeof *page);
    int *older = malloc(frames * sizeof *older), *newer = malloc(frames * sizeof *newer), head = -1, tail = -1;
    unsigned char *use = calloc(frames, 1);
    memset(at, -1, (max + 1) * sizeof *at);
    int lru = !strcmp(argv[1], "lru"), clock = !strcmp(argv[1], "clock");
    for (long t = 0; t < n; t++) {
        int p = pg[t], f = at[p];
        if (f >= 0) {
            if (clock) use[f] = 1;
            else if (lru && f != head) { /* unlink f, push at head */
                if (older[f] >= 0) newer[older[f]] = newer[f]; else tail = newer[f];
                older[newer[f]] = older[f];
                older[f] = head; newer[f] = -1; newer[head] = f; head = f;
            }
            continue;
        }
        faults++;
        if (filled < frames) f = filled++;
        else if (lru) { f = tail; tail = newer[f]; older[tail] = -1; at[page[f]] = -1; }
        else { while (clock && use[hand]) use[hand] = 0, hand = (hand + 1) % frames;
               f = hand; hand = (hand + 1) % frames; at[page[f]] = -1; }
        page[f] = p; at[p] = f; use[f] = 1;
        if (lru) { older[f] = head; newer[f] = -1; if (head >= 0) newer[head] = f; else tail = f; head = f; }
    }
    printf("%ld\n", faults);
    return 0;
}
