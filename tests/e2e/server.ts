// Builds the static site and serves it on loopback for the browser tests,
// exactly as `npm run build` would deploy it.
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({ mode: 'production', logLevel: 'warn', build: { outDir: 'dist' } });
  process.env.NODE_ENV = nodeEnv;
  const server = await preview({ preview: { host: '127.0.0.1', port: 0 }, logLevel: 'warn' });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}/`);
  return async () => {
    await server.close();
  };
}
