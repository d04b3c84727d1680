// One instance of the WebAssembly core and one call into it, shared by the map workers (worker.ts) and the
// main thread's preview core (preview-core.ts), so that both load the same build the same way and answer a call
// with the same CallResult: the same module, the same entry, the same bits.
import { simdSupported, type WasmBuild } from './engine';
import type { Result, WorldlabModule } from './generated/worldlab_wasm.js';
import scalarWasmUrl from './generated/worldlab_wasm.wasm?url';
import simdWasmUrl from './generated/worldlab_wasm_simd.wasm?url';
import type { Call, CallResult, LoadProgress } from './protocol';
import { compileWithProgress, instantiateHook } from './wasm-fetch';

// The build asked for, SIMD128 only where this engine validates it; only that build's glue is fetched. The wasm
// files are imported as asset URLs so that they are found both by the dev server and in the build. The .wasm is
// downloaded, its bytes reported as they arrive (wasm-fetch.ts), then compiled.
export async function loadCore(build: WasmBuild, report: (progress: LoadProgress) => void): Promise<WorldlabModule> {
  const simd = build === 'simd128' && simdSupported();
  const wasmUrl = simd ? simdWasmUrl : scalarWasmUrl;
  const [{ default: create }, compiled] = await Promise.all([
    simd ? import('./generated/worldlab_wasm_simd.js') : import('./generated/worldlab_wasm.js'),
    compileWithProgress(wasmUrl, report),
  ]);
  return (create as (options: object) => Promise<WorldlabModule>)({
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    instantiateWasm: instantiateHook(compiled),
  });
}

// The entries a call may name, per module: those the module's own list marks as answering a Result (entryPoints()).
const allowedOf = new WeakMap<WorldlabModule, Set<string>>();

/** Runs one call; throws an Error with `fromCore` when the core answers ok = false. */
export function runCall(m: WorldlabModule, call: Call): CallResult {
  let allowed = allowedOf.get(m);
  if (!allowed) allowedOf.set(m, (allowed = new Set(m.entryPoints().filter((e) => e.kind === 'result').map((e) => e.name))));
  if (!allowed.has(call.fn)) throw new Error(`unknown core function ${call.fn}`);
  const fn = m[call.fn] as (...args: unknown[]) => Result<Record<string, unknown>>;
  const start = performance.now();
  const result = fn(...call.args);
  const ms = performance.now() - start;
  if (!result.ok) throw Object.assign(new Error(result.error || 'unknown error'), { fromCore: true });
  let data = result.data;
  const length = data.length;
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(result)) if (key !== 'ok' && key !== 'error' && key !== 'data') extra[key] = value;
  // A band's hash is never read (the page hashes the whole map): hashing 1M samples costs ~10 ms in a worker.
  const hash = typeof extra.hash === 'string' ? extra.hash : call.hash === false ? '' : m.hashField(data);
  if (call.keep === false) data = new Float64Array(0);
  // Transfer only a buffer we own outright, never a view into the module's memory.
  else if (data.byteOffset !== 0 || data.buffer.byteLength !== data.byteLength) data = data.slice();
  return { fn: call.fn, data, length, hash, ms, extra } as CallResult;
}
