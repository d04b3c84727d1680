// Every map a lesson snippet makes, and where its expected hash comes from: what each lab shows by default.
//   manifest: an entry of `worldlab manifest`      hash: `worldlab hash` (a terrain map on the lab's 256² grid)
//   eval: one `worldlab eval` request per sample    core: the core call the page makes (reference.cpp)
//   cross: no core function makes this map yet; the C++ and the JavaScript snippets must agree bit for bit.

/** The grid's sample positions, row by row, exactly as the core's Grid computes them. */
export function gridPoints([x0, y0, step, width, height]) {
  const points = [];
  for (let row = 0; row < height; row++) for (let col = 0; col < width; col++) points.push([x0 + col * step, y0 + row * step]);
  return points;
}

const NOISE_GRID = [0, 0, 4 / 256, 256, 256]; // lab 1: seed 1, 4 lattice cells across 256 samples
const LAB2 = { frequency: 3, fbm: { octaves: 6, lacunarity: 2, persistence: 0.5, basis: 'simplex' } }; // lab 2's controls

// Lab 6's default stack as the page sends it: the core's "tutorial-lab" graph (cpp/graphs/tutorial-lab.json) as
// web/src/labs/density-stack.ts writes a stack's document.
const STACK = {
  version: 1,
  nodes: [
    { id: 'n1', type: 'simplex', params: { scale: 1 / 110, octaves: 5, seed_offset: 0 }, inputs: {} },
    { id: 'n2', type: 'warp', params: { strength: 30, scale: 0.006, seed_offset: 4 }, inputs: { input: 'n1' } },
    { id: 'n3', type: 'clamp', params: { low: -0.3, high: 0.4 }, inputs: { input: 'n2' } },
    { id: 'n4b', type: 'cell', params: { count: 12, width: 320, height: 240, seed_offset: 7, radius: 90 }, inputs: {} },
    { id: 'n4', type: 'mix', params: { amount: 0.35 }, inputs: { a: 'n3', b: 'n4b' } },
  ],
  output: 'n4',
};
// Lab 6's "more nodes" step: a terraced island (simplex + detail simplex → scale-bias → island mask → terrace).
const MORE = {
  version: 1,
  nodes: [
    { id: 'n1', type: 'simplex', params: { scale: 1 / 110, octaves: 5, seed_offset: 0 }, inputs: {} },
    { id: 'n2b', type: 'simplex', params: { scale: 1 / 30, octaves: 3, seed_offset: 3 }, inputs: {} },
    { id: 'n2', type: 'add', params: {}, inputs: { a: 'n1', b: 'n2b' } },
    { id: 'n3', type: 'scale_bias', params: { scale: 1, bias: 0.2 }, inputs: { input: 'n2' } },
    { id: 'n4', type: 'island_mask', params: { center_x: 160, center_y: 120, radius: 160, falloff: 0.6 }, inputs: { input: 'n3' } },
    { id: 'n5', type: 'terrace', params: { steps: 8, sharpness: 4 }, inputs: { input: 'n4' } },
  ],
  output: 'n5',
};
const PREVIEW = [0, 0, 4, 80, 60]; // the stack's small previews: 80 × 60 samples, 4 world units apart
const node = (id) => ({ eval: { fn: 'density', seed: 1, grid: PREVIEW, args: { graph: STACK, node: id } } });

// The 3D density lab's slice: the core's density3d node with its defaults, 320 × 240 world units, y down.
const SLICE = { version: 1, nodes: [{ id: 'rock', type: 'density3d', params: {}, inputs: {} }], output: 'rock' };
// The same with the node's fBm of four octaves: the core's sum must be the lesson's fbm3, operation for operation.
const SLICE4 = { ...SLICE, nodes: [{ ...SLICE.nodes[0], params: { octaves: 4 } }] };

export const MAPS = {
  // 1 · noise
  'noise.table': { manifest: 'permutation/seed=1' },
  'noise.value': { eval: { fn: 'value2', seed: 1, grid: NOISE_GRID } },
  'noise.perlin': { eval: { fn: 'perlin2', seed: 1, grid: NOISE_GRID } },
  'noise.simplex': { eval: { fn: 'simplex2', seed: 1, grid: NOISE_GRID } },
  'noise.perlin3': { eval: { fn: 'perlin3', seed: 1, grid: NOISE_GRID, args: { z: 0 } } },
  'noise.simplex8': { eval: { fn: 'simplex2', seed: 1, grid: [0, 0, 8 / 256, 256, 256] } },
  // 2 · octaves (the default map is TerrainParams' defaults: simplex, 3 cycles across, 6 octaves)
  'octaves.default': { hash: { seed: 1 } },
  'octaves.perlin': { manifest: 'preset:rolling-hills/seed=1/256' },
  'octaves.four': { manifest: 'preset:tutorial-fbm/seed=1/256' },
  'octaves.gain': { hash: { seed: 1, params: { ...LAB2, fbm: { ...LAB2.fbm, persistence: 0.65 } } } },
  'octaves.ridged': { manifest: 'preset:ridged-ranges/seed=1/256' },
  'octaves.billow': { manifest: 'preset:billow-dunes/seed=1/256' },
  'octaves.islands': { manifest: 'preset:islands/seed=1/256' },
  // 3 · warp (the lab starts on the warp-single preset)
  'warp.default': { manifest: 'preset:warp-single/seed=1/256' },
  'warp.none': { manifest: 'preset:tutorial-fbm/seed=1/256' },
  'warp.double': { manifest: 'preset:warp-double-static/seed=1/256' },
  'warp.ridged': { manifest: 'preset:warp-ridged/seed=1/256' },
  // 4 · climate
  'climate.temperature': { core: 'climate-lab/temperature' },
  'climate.biome': { core: 'climate-lab/biome' },
  // 5 · regions
  'regions.sites': { manifest: 'regions.sites45/seed=1' },
  'regions.biomes': { core: 'region-lab/biomes' },
  'regions.rgb': { core: 'region-lab/rgb' },
  // 6 · the density stack
  'density.n1': node('n1'),
  'density.n2': node('n2'),
  'density.n3': node('n3'),
  'density.map': { eval: { fn: 'density', seed: 1, grid: [0, 0, 1, 320, 240], args: { graph: STACK } } },
  'density.more': { eval: { fn: 'density', seed: 1, grid: [0, 0, 1, 320, 240], args: { graph: MORE } } },
  // 7 · the Islands climate (the lab's default sliders: the core's defaults, which are the west-wind recipe), and
  // recipes from the manifest
  'islands.temperature': { core: 'islands-lab/temperature' },
  'islands.air': { core: 'islands-lab/air' },
  'islands.moisture': { core: 'islands-lab/moisture' },
  'islands.biome': { core: 'islands-lab/biome' },
  'islands.west-wind.temperature': { manifest: 'islands:west-wind/seed=1/256/temperature' },
  'islands.cool-steppe.air': { manifest: 'islands:cool-steppe/seed=1/256/air' },
  'islands.no-climb-rain.moisture': { manifest: 'islands:west-wind-no-climb-rain/seed=1/256/moisture' },
  'islands.trade-wind.biome': { manifest: 'islands:warm-island-trade-wind/seed=1/256/biome' },
  // 8 · new world
  'world.height': { core: 'world-lab/height' },
  'world.temperature': { core: 'world-lab/temperature' },
  'world.rgb': { core: 'world-lab/rgb' },
  'world.trees': { core: 'world-lab/trees' },
  // 9 · determinism
  'determinism.preset': { manifest: 'preset:tutorial-fbm/seed=1/256' },
  // seeds and streams
  'seeds.mulberry': { manifest: 'mulberry32/seed=1' },
  'seeds.streams': { manifest: 'stream_seed/seed=1' },
  'seeds.chunks': { manifest: 'endless.biomes/seed=1/map' },
  'seeds.seams': { hash: { seed: 1 } }, // two chunks in world coordinates: the octaves lab's map, bit for bit
  // 3D density and overhangs
  'density3d.slice': { eval: { fn: 'density', seed: 1, grid: [0, 0, 1, 320, 240], args: { graph: SLICE } } },
  'density3d.fbm': { eval: { fn: 'density', seed: 1, grid: [0, 0, 1, 320, 240], args: { graph: SLICE4 } } },
  'density3d.solid': { cross: true },
  // 12 · water (the lab's default controls; "0": the same with no erosion steps)
  'water.filled0': { core: 'water-lab/filled0' },
  'water.area0': { core: 'water-lab/area0' },
  'water.height': { core: 'water-lab/height' },
  'water.height.m045': { core: 'water-lab/height-m045' },
  'water.map': { core: 'water-lab/map' }, // height | filled | area | receiver | basin, the page's renderWater
  // Biome space: the default table over temperature × humidity on land, and the same with plains offset by 0.1
  'space.sweep': { manifest: 'biomes6.default.temperature_humidity' },
  'space.offset': { cross: true },
};
