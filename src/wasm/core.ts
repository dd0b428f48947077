// Loads the Rust core once. In the browser the .wasm file is fetched next to
// the generated module; tests initialise it from bytes (tests/core.ts).
import init from './pkg/paging_core.js';

export * from './pkg/paging_core.js';

let ready: Promise<void> | null = null;

/** Resolves when the core can be called. */
export function loadCore(): Promise<void> {
  ready ??= init().then(() => undefined);
  return ready;
}
