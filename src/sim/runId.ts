// What the page says about the run on screen, for tests and bug reports:
// the stage area carries `data-scenario`, a short hash of the scenario
// applied, and each part that shows a run carries `data-run`, the hash of
// the scenario that run was made from — or `pending` while the run for the
// applied scenario is not yet on screen. A test that changes the scenario
// waits until every `data-run` equals `data-scenario` before it acts again.
import { useMemo } from 'react';

/** A short, stable hash of `text` (32-bit FNV-1a over its UTF-16 code units, 8 hex digits). */
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** `text`'s hash, computed again only when `text` changes. */
export function useHash(text: string): string {
  return useMemo(() => hashText(text), [text]);
}

/** The `data-run` of a part showing a run: the applied scenario's hash once its run is on screen, else `pending`. */
export function runAttr(hash: string, ready: boolean): string {
  return ready ? hash : 'pending';
}
