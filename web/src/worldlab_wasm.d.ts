// Types for the emscripten module built into src/generated/ (git-ignored; emscripten 3.1.6 writes no .d.ts).
declare module '*/generated/worldlab_wasm.js' {
  /** Every map entry answers {ok, error, data, ...extra fields}; data is a copy the caller owns. */
  export interface CoreResult {
    ok: boolean;
    error: string;
    /** the samples, data[row * width + col]; empty when !ok */
    data: Float64Array;
    [extra: string]: unknown;
  }
  export interface WorldlabModule {
    renderTerrain(seed: number, paramsJson: string, x0: number, y0: number, step: number, width: number, height: number): CoreResult;
    renderPreset(id: string, seed: number, side: number): CoreResult;
    fillNoise(basis: string, seed: number, x0: number, y0: number, step: number, width: number, height: number): CoreResult;
    warpPoints(seed: number, paramsJson: string, x0: number, y0: number, step: number, width: number, height: number): CoreResult;
    raceNoise(basis: string, seed: number, samples: number): CoreResult;
    terrainPresets(): string;
    hashField(data: Float64Array): string;
    evalLine(line: string, decimal: boolean): string;
    build(): string;
  }
  export interface WorldlabOptions {
    locateFile?: (path: string, prefix: string) => string;
  }
  const createWorldlab: (options?: WorldlabOptions) => Promise<WorldlabModule>;
  export default createWorldlab;
}
