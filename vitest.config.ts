import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Two at a time, also on two cores (vitest's default there is one): the unit files share the CPU well, and
    // an end-to-end file spends most of its time waiting for the browser.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**'],
          environment: 'jsdom',
          // One window per worker, not per file: a file's own environment and imports cost more than most
          // files' tests. Each file starts from a fresh-looking window all the same (tests/fresh-window.ts).
          isolate: false,
          setupFiles: ['tests/fresh-window.ts'],
          // A bound for a test that hangs, not a pace: under load (test:stress, CI) a property test can take
          // many times its quiet time.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/e2e/server.ts'],
          // Bounds for a state that never comes (tests/e2e/browser.ts's WAIT_MS), generous because a run under
          // load can be many times slower than a quiet one.
          testTimeout: 600_000,
          hookTimeout: 300_000,
          expect: { poll: { timeout: 120_000 } },
        },
      },
    ],
  },
});
