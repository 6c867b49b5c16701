import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The static client. `npm run build` writes dist/, which can be hosted anywhere and pointed at any instance;
// `npm start` serves the same dist/ from the demo instance on one origin.
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true, outDir: 'dist', emptyOutDir: true },
  worker: { format: 'es' },
});
