// Counting in words: "1 frame", "5 frames", "12,000 references".

/** Numbers as the lab writes them (one formatter, made once: counts are written at every frame of play). */
const NUMBER = new Intl.NumberFormat('en-US');

/** `n` and the noun, singular or plural (an -s plural unless `many` is given). */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${NUMBER.format(n)} ${n === 1 ? one : many}`;
}
