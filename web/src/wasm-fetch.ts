// The worker's download of the core's .wasm, with progress: the bytes are counted as they arrive (fetch
// streaming) and compiled while they stream in (WebAssembly.compileStreaming); the compiled module is handed to
// the Emscripten glue through its `instantiateWasm` hook. A 404, a server that is gone or an aborted download
// rejects here, so the worker can tell the page that the core could not be loaded (loading.ts shows it).
import type { LoadProgress } from './protocol';

type Report = (progress: LoadProgress) => void;

const EVERY_MS = 100; // at most one progress message per 100 ms while downloading

/** Downloads and compiles the .wasm at `url`, reporting the bytes received, then 'compile'. */
export async function compileWithProgress(url: string, report: Report): Promise<WebAssembly.Module> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText || ''} for ${url.split('/').pop()}`.replace('  ', ' '));
  const total = Number(response.headers.get('Content-Length')) || 0;
  let loaded = 0;
  let last = 0;
  report({ type: 'progress', stage: 'download', loaded, total });
  const counting = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      loaded += chunk.byteLength;
      const now = performance.now();
      if (now - last >= EVERY_MS) {
        last = now;
        report({ type: 'progress', stage: 'download', loaded, total });
      }
      controller.enqueue(chunk);
    },
    flush() {
      report({ type: 'progress', stage: 'compile', loaded, total });
    },
  });
  const body = response.body ? response.body.pipeThrough(counting) : null;
  const counted = new Response(body, { headers: { 'Content-Type': 'application/wasm' } });
  if (typeof WebAssembly.compileStreaming === 'function') return WebAssembly.compileStreaming(counted);
  return WebAssembly.compile(await counted.arrayBuffer());
}

/** The glue's hook: instantiate the module compiled above with the glue's imports. */
export function instantiateHook(module: WebAssembly.Module) {
  return (imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => {
    void WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module));
    return {};
  };
}
