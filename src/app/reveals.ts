// Which stories' questions have been answered (or skipped) this visit: a
// story's "what the run shows" is told only then, since it gives the answer
// away. Kept outside React so it survives moving between stages.
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
