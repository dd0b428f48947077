// Counting in words: "1 frame", "5 frames".

/** `n` and the noun, singular or plural (an -s plural unless `many` is given). */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
