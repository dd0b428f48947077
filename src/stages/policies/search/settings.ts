// The counterexample search's settings, as the link carries them: which
// question (Belady's anomaly under one policy, or policy A beating policy
// B), its policies, k, frames, and the bounds on the strings searched. The
// core checks the same bounds (search::Question::validate).
import type { Policy, SearchQuestion } from '../../../wasm/types/core';

export interface SearchSettings {
  /** belady: f + 1 frames faulting more than f; beats: A faulting fewer times than B. */
  mode: 'belady' | 'beats';
  /** Belady's policy: FIFO or the plain clock (LRU and OPT are stack algorithms). */
  policy: 'fifo' | 'clock';
  /** The clock's register length. */
  k: number;
  /** The most distinct pages. */
  pages: number;
  /** The longest string searched. */
  max_length: number;
  a: Policy;
  b: Policy;
  /** Frames, for A against B. */
  frames: number;
}

export const DEFAULT_SEARCH: SearchSettings = {
  mode: 'belady',
  policy: 'clock',
  k: 1,
  pages: 5,
  max_length: 12,
  a: 'lru',
  b: 'fifo',
  frames: 3,
};

/** The core's bounds (search::MAX_PAGES, MAX_LENGTH, MAX_FRAMES; scenario::MAX_K). */
export const SEARCH_LIMITS = { pages: 16, max_length: 40, frames: 16, k: 32 } as const;

const POLICIES: readonly Policy[] = ['fifo', 'lru', 'opt', 'clock'];

/** The question the core is asked. */
export function questionOf(s: SearchSettings): SearchQuestion {
  return s.mode === 'belady'
    ? { question: 'belady', policy: s.policy, k: s.k, pages: s.pages, max_length: s.max_length }
    : { question: 'beats', a: s.a, b: s.b, frames: s.frames, k: s.k, pages: s.pages, max_length: s.max_length };
}

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** Settings read from a link, or the one-line reason they cannot be. */
export function readSearch(v: unknown): SearchSettings | string {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return `search = ${show(v)} is not allowed: expected an object`;
  const o = v as Record<string, unknown>;
  const extra = Object.keys(o).find((key) => !(key in DEFAULT_SEARCH));
  if (extra !== undefined) return `search.${extra} is not a field of the search settings`;
  const choices: [keyof SearchSettings, readonly string[]][] = [
    ['mode', ['belady', 'beats']],
    ['policy', ['fifo', 'clock']],
    ['a', POLICIES],
    ['b', POLICIES],
  ];
  for (const [key, allowed] of choices) {
    if (!allowed.includes(o[key] as string))
      return `search.${key} = ${show(o[key] ?? 'missing')} is not allowed: expected ${allowed.join(', ')}`;
  }
  const ranges: [keyof SearchSettings, number, number][] = [
    ['k', 0, SEARCH_LIMITS.k],
    ['pages', 1, SEARCH_LIMITS.pages],
    ['max_length', 1, SEARCH_LIMITS.max_length],
    ['frames', 1, SEARCH_LIMITS.frames],
  ];
  for (const [key, min, max] of ranges) {
    const x = o[key];
    if (!Number.isSafeInteger(x) || (x as number) < min || (x as number) > max)
      return `search.${key} = ${show(x ?? 'missing')} is not allowed: expected an integer in ${min}..=${max}`;
  }
  return o as unknown as SearchSettings;
}
