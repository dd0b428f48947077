import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Relative base: `npm run build` gives a static site that works from any path.
export default defineConfig({
  base: './',
  plugins: [react()],
  build: { target: 'es2022' },
});
