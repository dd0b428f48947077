// Counting in words: "1 frame", "5 frames", "12,000 references"; lists: "FIFO, LRU and OPT".

/** Numbers as the lab writes them (one formatter, made once: counts are written at every frame of play). */
const NUMBER = new Intl.NumberFormat('en-US');

/** `n` and the noun, singular or plural (an -s plural unless `many` is given). */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${NUMBER.format(n)} ${n === 1 ? one : many}`;
}

/** `x` to `digits` places with its sign (+, − or none for zero), the sign of what is shown: never "−0.0". */
export function signed(x: number, digits = 1): string {
  const shown = Math.abs(x).toFixed(digits);
  const zero = Number(shown) === 0;
  return `${zero ? '' : x > 0 ? '+' : '−'}${shown}`;
}

/** `x` to at most two decimals, as a threshold is written (8.33, not 8.333333333333334; 15, not 15.00). */
export function upToTwoDecimals(x: number): string {
  return String(Number(x.toFixed(2)));
}

/** Names as a sentence lists them: "A", "A and B", "A, B and C". */
export function listed(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
