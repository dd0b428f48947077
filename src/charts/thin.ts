// Series of any length drawn at the screen's resolution: a curve of a
// million points is drawn through a few per pixel column (the lab's curves
// are smooth or monotone, so the picture is the same), and the extremes of
// long arrays are found without spreading them into arguments (which
// overflows the stack past about 100,000 values).

/** Every `step`-th index of 0…n−1, the last always included; `step` ≥ 1. */
export function everyNth(n: number, step: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i += step) out.push(i);
  if (n > 0 && out[out.length - 1] !== n - 1) out.push(n - 1);
  return out;
}

/** The indices of n points to draw in `width` px: all when there are few, else about `perPx` per pixel. */
export function thinned(n: number, width: number, perPx = 2): number[] {
  return everyNth(n, Math.max(1, Math.ceil(n / Math.max(1, width * perPx))));
}

/** The largest of `values` and `floor`. */
export function maxOf(values: readonly number[], floor = Number.NEGATIVE_INFINITY): number {
  let m = floor;
  for (const v of values) if (v > m) m = v;
  return m;
}

/** The smallest of `values` and `ceiling`. */
export function minOf(values: readonly number[], ceiling = Number.POSITIVE_INFINITY): number {
  let m = ceiling;
  for (const v of values) if (v < m) m = v;
  return m;
}
