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
    /** the parameter schema (`worldlab schema`): every params struct, node type and label key */
    schema(): string;
    /** lab 6: the graph's output; extras code (JavaScript) and cpp (C++) */
    renderGraph(graphJson: string, seed: number, x0: number, y0: number, step: number, width: number, height: number): CoreResult;
    /** lab 6: each node of idsJson over the grid, one after the other */
    graphNodes(graphJson: string, seed: number, idsJson: string, x0: number, y0: number, step: number, width: number, height: number): CoreResult;
    /** extra json: the node types' metadata */
    nodeTypes(): CoreResult;
    /** extra json: a named graph document */
    graphPreset(name: string): CoreResult;
    /** lab 4: data = biome | temperature | moisture | height; extra landShare */
    renderClimateLab(seed: number, paramsJson: string, x0: number, y0: number, step: number, width: number, height: number): CoreResult;
    /** extra json: the tutorial's 3 × 3 table, [{name, rgb}] */
    biomeTable(): CoreResult;
    /** lab 5: data = r, g, b per sample; extra sites (JSON [[x, y, biome]]) */
    renderRegions(seed: number, count: number, wobble: number, blendWidth: number, areaWidth: number, areaHeight: number, x0: number, y0: number, step: number, width: number, height: number): CoreResult;
    /** extra json: every Islands recipe with its sliders */
    islandsRecipes(): CoreResult;
    /** lab 7: data = biome | temperature | moisture | air; extras landCells, dryShare, windward, leeward, cellShares, biomeShares */
    renderIslands(seed: number, paramsJson: string, side: number): CoreResult;
    /** extra json: {biomes: [{name, rgb}], table: [16 biome ids]} */
    islandsBiomes(): CoreResult;
    /** lab 9: one layer of a recipe's 256² map, as the manifest hashes it */
    islandsRecipeLayer(id: string, seed: number, layer: string): CoreResult;
    /** lab 8: data = r, g, b per sample; extras trees (JSON [[x, y, biome]]), treeCount, treesHash, landShare */
    renderWorld(seed: number, x0: number, y0: number, step: number, width: number, height: number): CoreResult;
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
