// Initialises the WASM core for tests from the bytes on disk (no fetch in Node).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initSync } from '../src/wasm/pkg/paging_core.js';

// Tests run from the repository root (jsdom gives import.meta.url an http scheme).
const bytes = readFileSync(resolve('src/wasm/pkg/paging_core_bg.wasm'));
initSync({ module: bytes });

export * from '../src/wasm/pkg/paging_core.js';
