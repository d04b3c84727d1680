// Vite config for the lab. The root is this folder (web/) wherever vite is started from; the build
// goes to ../build/web (outside web/). Module workers are bundled as ES modules.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: './',
  // Keep Vite's dependency cache out of web/ (it belongs with node_modules, which git ignores).
  cacheDir: fileURLToPath(new URL('../node_modules/.vite', import.meta.url)),
  build: {
    outDir: fileURLToPath(new URL('../build/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
  worker: {
    format: 'es',
  },
  server: {
    host: '127.0.0.1',
  },
  preview: {
    host: '127.0.0.1',
  },
});
