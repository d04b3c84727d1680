// Types for the emscripten module built into src/generated/ (git-ignored; emscripten 3.1.6 writes no .d.ts).
declare module '*/generated/worldlab_wasm.js' {
  export interface RenderResult {
    ok: boolean;
    error: string;
    /** width × height heights, data[row * width + col]; a copy the caller owns; empty when !ok */
    data: Float64Array;
  }
  export interface WorldlabModule {
    renderTerrain(seed: number, paramsJson: string, x0: number, y0: number, step: number, width: number, height: number): RenderResult;
    terrainPresets(): string;
    hashField(data: Float64Array): string;
  }
  export interface WorldlabOptions {
    locateFile?: (path: string, prefix: string) => string;
  }
  const createWorldlab: (options?: WorldlabOptions) => Promise<WorldlabModule>;
  export default createWorldlab;
}
