// The predictions made this visit, and which stories' questions have been
// answered (or skipped): a story's "what the run shows" is told only then,
// since it gives the answer away. Kept outside React, so both survive moving
// between stages and pictures.
import { useSyncExternalStore } from 'react';

let revealed: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

/** The story `key` (a preset id) has had its question answered or skipped. */
export function markRevealed(key: string | null | undefined) {
  if (!key || revealed.has(key)) return;
  revealed = new Set([...revealed, key]);
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Whether story `key`'s question has been answered or skipped. */
export function useRevealed(key: string | null): boolean {
  return useSyncExternalStore(subscribe, () => key !== null && revealed.has(key));
}

/** A prediction: the option chosen, or that the student chose to see the results without one. */
export interface Predicted {
  choice: number | null;
  skipped: boolean;
}

const NONE: Predicted = { choice: null, skipped: false };
let predictions: ReadonlyMap<string, Predicted> = new Map();

/** The prediction made for question `key` (its text and answer), and how to make it. */
export function usePrediction(key: string): [Predicted, (p: Predicted) => void] {
  const made = useSyncExternalStore(subscribe, () => predictions.get(key) ?? NONE);
  const set = (p: Predicted) => {
    predictions = new Map(predictions).set(key, p);
    for (const l of listeners) l();
  };
  return [made, set];
}
