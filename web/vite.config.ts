// Vite config for the lab. The root is this folder (web/) wherever vite is started from; the build
// goes to ../build/web (outside web/). Module workers are bundled as ES modules.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// The page's Content-Security-Policy: everything from the page's own origin only. Scripts and workers are
// files (no inline script, no eval); 'wasm-unsafe-eval' lets the WebAssembly core compile; images are the
// canvases' and the data: favicon; fetch reaches only the wasm file and native-hashes.json. Built into
// index.html as a <meta> (so any static host serves it) and sent as a header by `vite preview`. The dev
// server stays without it: Vite injects inline styles and scripts there for hot reloading.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'worldlab-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}

export default defineConfig({
  root,
  base: './',
  // Keep Vite's dependency cache out of web/ (it belongs with node_modules, which git ignores).
  cacheDir: fileURLToPath(new URL('../node_modules/.vite', import.meta.url)),
  plugins: [contentSecurityPolicy()],
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
    headers: { 'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'` },
  },
});
