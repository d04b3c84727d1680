// The map worker: loads the WebAssembly core once and renders maps on request. Requests that are
// superseded while the worker is busy are skipped; the page ignores every answer but the newest.
import createWorldlab, { type RenderResult, type WorldlabModule } from './generated/worldlab_wasm.js';
import wasmUrl from './generated/worldlab_wasm.wasm?url';
import { fnv1a64 } from './fnv';
import type { MapRequest, WorkerMessage } from './protocol';

const post = (message: WorkerMessage, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

// The wasm file is imported as an asset URL so that it is found both by the dev server and in the build.
const core: Promise<WorldlabModule> = createWorldlab({
  locateFile: (path, prefix) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
});

let latest: MapRequest | null = null;
let scheduled = false;

function render(m: WorldlabModule, request: MapRequest): void {
  const { id, seed, params, x0, y0, step, width, height } = request;
  let result: RenderResult;
  const start = performance.now();
  try {
    result = m.renderTerrain(seed, params, x0, y0, step, width, height);
  } catch (error) {
    post({ type: 'fatal', id, error: describe(error) });
    return;
  }
  const ms = performance.now() - start;
  if (!result.ok) {
    post({ type: 'map-error', id, error: result.error || 'unknown error' });
    return;
  }
  let data = result.data;
  // Transfer only a buffer we own outright, never a view into the module's memory.
  if (data.byteOffset !== 0 || data.buffer.byteLength !== data.byteLength) data = data.slice();
  const hash = m.hashField(data);
  const tsHash = fnv1a64(data);
  post({ type: 'map', id, width, height, data, hash, tsHash, ms }, [data.buffer]);
}

async function drain(): Promise<void> {
  let m: WorldlabModule;
  try {
    m = await core;
  } catch (error) {
    post({ type: 'fatal', id: latest?.id ?? null, error: describe(error) });
    return;
  }
  const request = latest;
  latest = null;
  scheduled = false;
  if (request) render(m, request);
}

self.addEventListener('message', (event: MessageEvent<MapRequest>) => {
  if (event.data?.type !== 'render') return;
  latest = event.data; // an older request still waiting here is superseded
  if (!scheduled) {
    scheduled = true;
    // Let messages already queued behind this one arrive first, then render only the newest.
    setTimeout(() => void drain(), 0);
  }
});
