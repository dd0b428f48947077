// Predict-then-reveal questions (wasm-core/src/exercise.rs): the types are
// the core's; the areas of Figure 1 are numbered in the core's order.
import { constants } from '../wasm/constants';
import { register_bits } from '../wasm/core';
import type { Question, Region } from '../wasm/types/core';

export type { Answer, KeyedQuestion, Question } from '../wasm/types/core';

const AREA: Record<Region, string> = { underload: 'underload (B)', ok: 'OK (A)', overload: 'overload (C)' };

/** The name of the area the core numbers `index`. */
export function regionName(index: number): string {
  return AREA[constants().regions[index]];
}

/** The core's number for an area (an exercise answer's value). */
export function regionIndex(r: Region): number {
  return constants().regions.indexOf(r);
}

/** An answer's value in words: a register's bits (of `k`), an area, or a frame. */
export function describeAnswer(q: Question, value: number, k: number): string {
  return q.kind === 'register'
    ? `register ${register_bits(value, k)}`
    : q.kind === 'region'
      ? `area ${regionName(value)}`
      : `frame ${value}`;
}
