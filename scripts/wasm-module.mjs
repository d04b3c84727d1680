// Loads the page's WebAssembly module (web/src/generated/worldlab_wasm.js, built for web and worker only) in Node:
// the same files the page bundles, with a worker's globals stubbed and the .wasm bytes handed over directly.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const generated = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/src/generated');

export async function loadModule() {
  // Emscripten's web/worker glue takes a worker for a worker by importScripts and reads self.location.
  globalThis.self ??= globalThis;
  globalThis.importScripts ??= () => {
    throw new Error('importScripts is not available here');
  };
  globalThis.location ??= { href: pathToFileURL(path.join(generated, 'worldlab_wasm.js')).href };
  const { default: createWorldlab } = await import(pathToFileURL(path.join(generated, 'worldlab_wasm.js')).href);
  return createWorldlab({ wasmBinary: readFileSync(path.join(generated, 'worldlab_wasm.wasm')) });
}
