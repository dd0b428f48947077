import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The development server's live reload needs an inline script (React's
 * refresh preamble), inline styles and a WebSocket: under `npm start` only,
 * index.html's Content-Security-Policy allows them. The built site keeps it
 * as written.
 */
function devPolicy(): Plugin {
  return {
    name: 'paging-lab:dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
        .replace("connect-src 'self' blob:", "connect-src 'self' blob: ws:"),
  };
}

// Relative base: `npm run build` gives a static site that works from any path.
export default defineConfig({
  base: './',
  plugins: [react(), devPolicy()],
  build: { target: 'es2022' },
});
