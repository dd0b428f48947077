/* The floor for `pagingsim replay`: a minimal single loop per policy in C,
 * text parse included. Usage: replay-loop fifo|lru|clock|opt FRAMES < trace.txt
 * (pages as decimal tokens; the clock is second chance, k = 1; OPT takes the
 * page used furthest ahead from a max-heap of next uses, stale entries
 * skipped, lowest frame among pages never used again). Prints faults. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

static uint64_t *heap; static long hl;
static void down(long i) {
    for (long c; (c = 2 * i + 1) < hl; i = c) {
        if (c + 1 < hl && heap[c + 1] > heap[c]) c++;
        if (heap[c] <= heap[i]) break;
        uint64_t x = heap[c]; heap[c] = heap[i]; heap[i] = x;
    }
}
static void push(uint64_t e) {
    long i = hl++;
    for (heap[i] = e; i && heap[(i - 1) / 2] < heap[i]; i = (i - 1) / 2) {
        uint64_t x = heap[i]; heap[i] = heap[(i - 1) / 2]; heap[(i - 1) / 2] = x;
    }
}
/* OPT: next[t] is the index of the next reference to pg[t]'s page (UINT32_MAX: never). */
static long opt(const unsigned *pg, long n, long max, long frames) {
    uint32_t *next = malloc(n * sizeof *next), *later = malloc((max + 1) * sizeof *later), *key = malloc(frames * 4);
    int *at = malloc((max + 1) * sizeof *at), *page = malloc(frames * sizeof *page);
    long faults = 0, filled = 0;
    memset(later, 0xff, (max + 1) * sizeof *later); memset(at, -1, (max + 1) * sizeof *at);
    for (long t = n - 1; t >= 0; t--) next[t] = later[pg[t]], later[pg[t]] = t;
    heap = malloc((2 * frames + 2) * sizeof *heap);
    for (long t = 0; t < n; t++) {
        int p = pg[t], f = at[p];
        if (f < 0) {
            faults++;
            if (filled < frames) f = filled++;
            else {
                for (;;) { uint64_t e = heap[0]; heap[0] = heap[--hl]; down(0);
                           f = ~(uint32_t)e; if (key[f] == e >> 32) break; }
                at[page[f]] = -1;
            }
            page[f] = p; at[p] = f;
        }
        key[f] = next[t];
        if (hl > 2 * frames) { long j = 0; for (long i = 0; i < hl; i++) if (key[~(uint32_t)heap[i]] == heap[i] >> 32) heap[j++] = heap[i];
                               hl = j; for (long i = hl / 2; i >= 0; i--) down(i); }
        push((uint64_t)key[f] << 32 | (uint32_t)~f);
    }
    return faults;
}

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
    if (!strcmp(argv[1], "opt")) return printf("%ld\n", opt(pg, n, max, frames)), 0;
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
