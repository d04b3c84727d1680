// Which build of the WebAssembly core the page's workers load: the SIMD128 build when this engine validates SIMD
// (every current browser), else the scalar one. Both compute the same bits; `?wasm=scalar` in the page's URL forces
// the scalar build (the browser tests compare the two). The choice travels to each worker in its name.
export type WasmBuild = 'simd128' | 'scalar';

// The smallest function that needs SIMD128: () -> v128 { i8x16.popcnt(i8x16.splat(i32.const 0)) }. An engine
// without SIMD refuses it, as it would refuse the whole SIMD build (the same probe as scripts/worldlab-wasm.cjs).
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, 0x03, 0x02, 0x01, 0x00,
  0x0a, 0x0a, 0x01, 0x08, 0x00, 0x41, 0x00, 0xfd, 0x0f, 0xfd, 0x62, 0x0b,
]);

export function simdSupported(): boolean {
  try {
    return WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

/** The build the page asks its workers for (read once, at start). */
export function wantedBuild(search: string = location.search): WasmBuild {
  return new URLSearchParams(search).get('wasm') === 'scalar' || !simdSupported() ? 'scalar' : 'simd128';
}

/** A worker's name carries the build it must load: `NAME@simd128` or `NAME@scalar`. */
export const workerName = (name: string, build: WasmBuild) => `${name}@${build}`;
export const buildOfWorker = (name: string): WasmBuild => (name.endsWith('@scalar') ? 'scalar' : 'simd128');
