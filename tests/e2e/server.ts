// Builds the static site and serves it on loopback for the browser tests,
// exactly as `npm run build` would deploy it, and starts the one headless
// Chromium every test file connects to (a page each, in a context of its own).
// Beside the site, at /e2e/host.html, a course page that embeds the lab
// (host.html; the site itself does not hold it).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { build, type Plugin, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import chromiumOptions from '../../scripts/chromium.json';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({ mode: 'production', logLevel: 'warn', build: { outDir: 'dist' } });
  process.env.NODE_ENV = nodeEnv;
  const server = await preview({ preview: { host: '127.0.0.1', port: 0 }, logLevel: 'warn', plugins: [hostPage()] });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  const browser = await chromium.launchServer(chromiumOptions);
  project.provide('baseUrl', `http://127.0.0.1:${address.port}/`);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}

/** Serves tests/e2e/host.html at /e2e/host.html. */
function hostPage(): Plugin {
  return {
    name: 'paging-lab:e2e-host',
    configurePreviewServer(server) {
      server.middlewares.use('/e2e/host.html', (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(new URL('./host.html', import.meta.url)));
      });
    },
  };
}
