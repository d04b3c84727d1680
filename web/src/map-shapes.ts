// How the samples of each map entry lie over its grid, so the page can ask for a coarse preview of a call and
// scale it up to the full size, or split a call into row bands for several workers and put the bands together.
// One table, by entry name; an entry missing from it is always run whole, as the lab asked. The world's trees
// depend on more than each sample's position: its bands compute the ground alone and one more call the trees.
import type { Grid } from './generated/worldlab_wasm.js';
import { schemaField } from './core';
import { fnv1a64 } from './hash';
import type { Call, CallResult, CoreFn } from './protocol';

interface Shape {
  /** the argument that holds the Grid ('grid'), or the side of a square map ('side') */
  arg: number;
  kind: 'grid' | 'side';
  /** layers of width × height one after the other (the climate's 4, the Islands' 5), for this call */
  planes: (call: Call) => number;
  /** values per sample, interleaved (r, g, b) */
  channels: number;
  /** false: not a picture (the 16 × 16 warp arrows): a preview runs it as it is */
  preview: boolean;
  /**
   * false: the main thread's core (preview-core.ts) never runs it, the workers make its preview: a call whose first
   * run for new arguments is heavy however coarse the grid (lab 13's fields: the world's erosion, about a second).
   */
  here?: boolean;
  /** the preview's other arguments, where the coarse grid alone would not make it cheap */
  previewArgs?: (args: unknown[]) => unknown[];
  /** samples of the full map per preview sample, across and down (PREVIEW unless the full map is costly) */
  previewFactor?: number;
  /**
   * Present only where every sample depends on its own (x, y) alone (or, with `apart`, every sample of the bands'
   * calls), so rows computed apart are the rows of the whole map: how the bands' named fields make the whole
   * map's. `samples`: each band's samples per layer.
   */
  bands?: (parts: CallResult[], samples: number[]) => Record<string, unknown>;
  /** The bands' own call, where what is not banded is left out of them (the world's trees: computed apart). */
  bandArgs?: (args: unknown[]) => unknown[];
  /** What depends on more than each sample's own position, computed by one more call beside the bands; null: run whole. */
  apart?: (call: Call) => Apart | null;
}

/** A call computed beside the bands, and the named fields of the whole map that it gives. */
export interface Apart {
  call: Call;
  /** its work as a share of the whole map's bands', to share the work out (measured, approximate) */
  share: number;
  fields: (result: CallResult) => Record<string, unknown>;
}

const one = () => 1;
const sameInEveryBand = (parts: CallResult[]) => parts[0].extra as Record<string, unknown>;
/** The whole map's land share from the bands': each share times the band's samples is a whole count. */
function landShare(parts: CallResult[], samples: number[]): Record<string, unknown> {
  let land = 0;
  parts.forEach((p, i) => (land += Math.round((p.extra as { land_share: number }).land_share * samples[i])));
  return { ...(parts[0].extra as Record<string, unknown>), land_share: land / samples.reduce((a, b) => a + b, 0) };
}

/** Arrays one after the other in a new array. */
function joined(arrays: Float64Array[]): Float64Array {
  const out = new Float64Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

/**
 * Named per-sample fields of the bands, each the bands' rows in order, set on `out` as properties that join them
 * when first read (a new array of a map's size costs its page faults: ~4 ms per MB on the machine measured, more
 * than the copy), then keep the joined array. Only the probe and the hill shading read them.
 */
function rowFields(out: Record<string, unknown>, parts: CallResult[], names: string[]): Record<string, unknown> {
  for (const name of names) {
    let field: Float64Array | null = null;
    Object.defineProperty(out, name, {
      get: () => (field ??= joined(parts.map((p) => (p.extra as Record<string, Float64Array>)[name]))),
      enumerable: true,
      configurable: true,
    });
  }
  return out;
}

/** The regions' fields: the sites (the same in every band) and each sample's region, the bands' rows in order. */
function regionBands(parts: CallResult[]): Record<string, unknown> {
  return rowFields({ ...(parts[0].extra as Record<string, unknown>) }, parts, ['region']);
}

/** The world's ground fields: the land share and the probe's layers; its trees come from the call apart. */
function worldBands(parts: CallResult[], samples: number[]): Record<string, unknown> {
  return rowFields(landShare(parts, samples), parts, ['height', 'temperature', 'moisture', 'biome']);
}

const SHAPES: Partial<Record<CoreFn, Shape>> = {
  fillNoise: { arg: 2, kind: 'grid', planes: one, channels: 1, preview: true, bands: sameInEveryBand },
  renderTerrain: { arg: 2, kind: 'grid', planes: one, channels: 1, preview: true, bands: landShare },
  renderGraph: { arg: 2, kind: 'grid', planes: one, channels: 1, preview: true, bands: sameInEveryBand },
  renderClimateLab: { arg: 2, kind: 'grid', planes: () => 4, channels: 1, preview: true, bands: landShare },
  renderRegions: { arg: 2, kind: 'grid', planes: one, channels: 3, preview: true, bands: regionBands },
  // The world's ground depends on each sample's position alone (its graph never reads the trees' parameters), so
  // its bands compute the ground without trees; the trees, placed over the whole grid's area, come from one
  // more call, the core's trees of that area (worldTrees). Its preview is the ground alone:
  // the trees cost as much at any grid step (every spacing 0 places none), they come with the full map.
  // Its ground costs ~2.5× a climate map's per sample (it was ~10× before its one-pass ground): measured in Node, the
  // SIMD128 module's CPU time, a 40 × 30 preview 1.4 ms and an 80 × 60 one 3.8 ms. It stays 40 × 30.
  renderWorld: {
    arg: 2,
    kind: 'grid',
    planes: one,
    channels: 3,
    preview: true,
    previewArgs: withoutTrees,
    previewFactor: 8,
    bands: worldBands,
    bandArgs: withoutTrees,
    apart: worldTrees,
  },
  // The Islands climate carries the sea air across the whole map: one worker computes it. Its passes over the
  // whole map and its statistics make even the 64² preview cost ~10 ms: 32².
  renderIslands: { arg: 2, kind: 'side', planes: () => 5, channels: 1, preview: true, previewFactor: 8 },
  renderPreset: { arg: 2, kind: 'side', planes: one, channels: 1, preview: true },
  // Lab 10's two terrain chunks over a fixed area (side² samples): the lab's one heavy map. Its other calls are
  // small and run as they are in the preview, so the preview is the whole lab with coarse seams.
  seamChunks: { arg: 2, kind: 'side', planes: one, channels: 1, preview: true },
  warpPoints: { arg: 2, kind: 'grid', planes: one, channels: 2, preview: false },
  // Lab 13: the six-parameter biomes of kept fields. Each instance of the core computes the fields once per seed and
  // grid (compiling the world: its erosion and rivers, most of a second) and then only looks the boxes up again (a
  // millisecond or so for a preview): the workers, which keep them, make its previews, never the page's own core.
  multiNoiseMap: { arg: 1, kind: 'grid', planes: one, channels: 1, preview: true, here: false, bands: sameInEveryBand },
  graphNodes: { arg: 3, kind: 'grid', planes: (c) => (c.args[2] as string[]).length, channels: 1, preview: true },
  // Lab 12: a new terrain eroded and routed (40 steps at 256²: most of 100 ms). Its preview, the same steps at 32²,
  // costs a millisecond or two; the lab paints its heights and lakes, not its receivers (they index the coarse grid).
  renderWater: { arg: 2, kind: 'side', planes: () => 5, channels: 1, preview: true, previewFactor: 8 },
};

const shapeOf = (call: Call): Shape | undefined => SHAPES[call.fn];

function withoutTrees(args: unknown[]): unknown[] {
  const [seed, params, ...rest] = args;
  const spacing = (schemaField('world', 'trees.spacing').default as number[]).map(() => 0);
  const own = params as { trees?: object };
  return [seed, { ...own, trees: { ...own.trees, spacing } }, ...rest];
}

/**
 * The world's trees over the grid's extent, from the core's own entry for the trees of an area (worldTrees: the
 * same trees in the same order as renderWorld's over that grid, cpp/src/core/placement/world.cpp).
 */
function worldTrees(call: Call): Apart | null {
  const [seed, params, grid] = call.args as [number, object, Grid];
  // The core's Grid::x(0) and x(width − 1): the same IEEE operations (the step is positive: x0 is the least).
  const x = (col: number) => grid.x0 + col * grid.step;
  const y = (row: number) => grid.y0 + row * grid.step;
  const trees: Call = { fn: 'worldTrees', args: [seed, params, x(0), x(grid.width - 1), y(0), y(grid.height - 1)] };
  const fields = (result: CallResult): Record<string, unknown> => {
    const extra = result.extra as { tree_count: number; trees_hash: string };
    return { trees: result.data, tree_count: extra.tree_count, trees_hash: extra.trees_hash };
  };
  // Measured (the SIMD128 module in Node, CPU time, 30 seeds): the trees of the lab-8 world cost 0.42 of its
  // ground in the median (0.30–0.60 over seeds).
  return { call: trees, share: 0.4, fields };
}

function withArg(call: Call, index: number, value: unknown): Call {
  const args = [...call.args] as unknown[];
  args[index] = value;
  return { ...call, args } as Call;
}

/** Whether the main thread's core may run this call (a preview, preview-core.ts): all but the maps marked here: false. */
export const runsHere = (call: Call): boolean => shapeOf(call)?.here !== false;

/** The samples across and down a call's map, or null for a call that is not a map. */
export function mapSize(call: Call): { width: number; height: number } | null {
  const shape = shapeOf(call);
  if (!shape) return null;
  const a = call.args[shape.arg] as Grid | number;
  return typeof a === 'number' ? { width: a, height: a } : { width: a.width, height: a.height };
}

// ---------- previews ----------

/** Samples of a full map per preview sample, across and down, for most maps (1/16 of the samples). */
export const PREVIEW = 4;

/** The preview's factor for this call: PREVIEW, or more where even 1/16 of the samples is too slow for a first frame. */
export function previewFactor(call: Call): number {
  return shapeOf(call)?.previewFactor ?? PREVIEW;
}

/** The call at 1/previewFactor of the samples each way over the same area, or the call itself when it has no preview. */
export function coarseCall(call: Call): Call {
  const shape = shapeOf(call);
  if (!shape?.preview || call.preview === false) return call;
  const factor = previewFactor(call);
  const a = call.args[shape.arg] as Grid | number;
  const coarse =
    typeof a === 'number'
      ? withArg(call, shape.arg, Math.ceil(a / factor))
      : withArg(call, shape.arg, { ...a, step: a.step * factor, width: Math.ceil(a.width / factor), height: Math.ceil(a.height / factor) });
  return shape.previewArgs ? ({ ...coarse, args: shape.previewArgs([...coarse.args]) } as Call) : coarse;
}

/**
 * A preview's result at the full call's size: each coarse sample fills its factor × factor block, so the lab
 * draws it as it draws the full map and the blocks stay crisp. Its hash is the coarse map's, never shown.
 * `into`: an array of the full size to write into (every value is written) instead of a new one; a new array of
 * megabytes for every preview (lab 7's 256² × 5 layers: 2.6 MB) cost 14–18 ms in the median, against 0.3–0.4 ms
 * written over an array kept from before (measured in Node's V8: the allocation and the collections it brings).
 */
export function scaleUp(result: CallResult, full: Call, into?: Float64Array): CallResult {
  const shape = shapeOf(full);
  const size = mapSize(full);
  if (!shape?.preview || !size || result.data.length === 0) return result;
  const factor = previewFactor(full);
  const { width, height } = size;
  const cw = Math.ceil(width / factor);
  const ch = Math.ceil(height / factor);
  const c = shape.channels;
  const planes = shape.planes(full);
  const n = planes * width * height * c;
  const data = into?.length === n ? into : new Float64Array(n);
  // Where each column's values start in a coarse row (the same for every row and layer).
  const from = Int32Array.from({ length: width }, (_, col) => Math.floor(col / factor) * c);
  for (let p = 0; p < planes; p++) {
    for (let row = 0; row < height; row++) {
      const line = p * width * height * c + row * width * c;
      // The rows of one block are the same: copy the one above.
      if (row % factor !== 0) {
        data.copyWithin(line, line - width * c, line);
        continue;
      }
      const source = p * cw * ch * c + (row / factor) * cw * c;
      for (let col = 0; col < width; col++) {
        for (let k = 0; k < c; k++) data[line + col * c + k] = result.data[source + from[col] + k];
      }
    }
  }
  return { ...result, data, length: data.length };
}

// ---------- row bands ----------

// Below this many samples a map is cheaper whole than in bands (a preview): the messages would cost more.
const MIN_BAND_SAMPLES = 128 * 128;

export interface Bands {
  calls: Call[]; // the bands, top to bottom, then the call apart (if any)
  rows: number[]; // rows of each band
  costs: number[]; // each call's work, in samples of the map, to share the work out
  apart: Apart | null;
}

/** Rows of `count` bands as even as can be. */
const evenRows = (height: number, count: number) =>
  Array.from({ length: count }, (_, i) => Math.floor(((i + 1) * height) / count) - Math.floor((i * height) / count));

/**
 * Rows of each band: `count` even bands or, beside a call apart costing `share` of the bands' work, a last band
 * smaller by that work, so that the worker that also runs the call apart ends with the others (with many
 * workers the call apart outweighs a band: it runs alone, beside count − 1 bands).
 */
function bandRows(height: number, count: number, share: number): number[] {
  if (share === 0) return evenRows(height, count);
  const last = Math.round((height * (1 + share)) / count - share * height);
  return last < 1 ? evenRows(height, count - 1) : [...evenRows(height - last, count - 1), last];
}

/**
 * Where the even bands would put some rows on other doubles (a step such as 1/320: 1/320 · 120 + 1/320 · r is not
 * always 1/320 · (120 + r)), the fewest bands of at most `most` rows, each as long as its start allows
 * (`sameRows(r0, limit)`: the rows from r0 that land on the whole map's doubles, up to limit), at most `max` of them,
 * or null; the pool shares them out over the workers, largest first (the climate lab's 240 rows: 118, 40, 10 and
 * 72 rows, 118 and 122 for two workers). Kept from costing more than the map: null past 2^22 rows tried.
 */
function fewestBands(height: number, most: number, max: number, sameRows: (r0: number, limit: number) => number): number[] | null {
  if (height * most > 1 << 22) return null;
  const bands = new Array<number>(height + 1).fill(Infinity); // fewest bands that end at each row
  const from = new Int32Array(height + 1);
  bands[0] = 0;
  for (let r0 = 0; r0 < height; r0++) {
    if (bands[r0] >= max) continue;
    // Longest first: among as few bands, the first ones long.
    for (let n = sameRows(r0, Math.min(most, height - r0)); n >= 1; n--) {
      if (bands[r0] + 1 < bands[r0 + n]) {
        bands[r0 + n] = bands[r0] + 1;
        from[r0 + n] = r0;
      }
    }
  }
  if (!(bands[height] <= max)) return null;
  const rows: number[] = [];
  for (let end = height; end > 0; end = from[end]) rows.unshift(end - from[end]);
  return rows;
}

/**
 * The call as row bands for `count` workers, top to bottom (with the call apart, if its entry has one), or null when
 * it runs whole: an entry whose samples depend on more than their own position, a call that returns no samples
 * (its hash needs them), a small map, or a grid whose rows a band would place differently. The core puts row r
 * at y0 + r · step; a band starting at row r0 has y0' = y0 + r0 · step and puts its row r at y0' + r · step,
 * which rounds differently for some steps (1/320): the bands are used only when every row lands on the same
 * double, checked here with the same IEEE operations the core does.
 */
export function bandCalls(call: Call, count: number): Bands | null {
  const shape = shapeOf(call);
  if (!shape?.bands || shape.kind !== 'grid' || call.keep === false || count < 2) return null;
  const grid = call.args[shape.arg] as Grid;
  if (grid.height < count || grid.width * grid.height < MIN_BAND_SAMPLES) return null;
  const apart = shape.apart ? shape.apart(call) : null;
  if (shape.apart && !apart) return null;
  // A band's own hash is never read: the whole map's is made from the bands in order.
  const own = { ...(shape.bandArgs ? { ...call, args: shape.bandArgs([...call.args]) } : call), hash: false } as Call;
  // Rows a band starting at row r0 puts on the whole map's doubles, up to `limit`.
  const sameRows = (r0: number, limit: number) => {
    const y0 = grid.y0 + r0 * grid.step;
    let n = 0;
    while (n < limit && y0 + n * grid.step === grid.y0 + (r0 + n) * grid.step) n++;
    return n;
  };
  let rows: number[] | null = bandRows(grid.height, count, apart?.share ?? 0);
  if (rows.some((n, i) => sameRows(rows!.slice(0, i).reduce((a, b) => a + b, 0), n) < n)) {
    if (apart) return null;
    rows = fewestBands(grid.height, Math.ceil(grid.height / count), 4 * count, sameRows);
    if (!rows) return null;
  }
  const calls: Call[] = [];
  let r0 = 0;
  for (const n of rows) {
    calls.push(withArg(own, shape.arg, { ...grid, y0: grid.y0 + r0 * grid.step, height: n }));
    r0 += n;
  }
  const costs = rows.map((n) => n * grid.width);
  if (apart) {
    calls.push(apart.call);
    costs.push(apart.share * grid.width * grid.height);
  }
  return { calls, rows, costs, apart };
}

/**
 * The whole map from its bands' results (in band order, then the call apart's): its named fields at once, its
 * samples and per-sample fields joined from the bands only when first read (the page draws the bands themselves:
 * layerParts), its hash made from the bands in order when first read (main.ts reads it after the paint).
 */
export function joinBands(call: Call, bands: Bands, results: CallResult[]): CallResult {
  const shape = shapeOf(call)!;
  const planes = shape.planes(call);
  const width = (call.args[shape.arg] as Grid).width;
  const parts = results.slice(0, bands.rows.length);
  const length = parts.reduce((n, p) => n + p.length, 0);
  // Each layer's rows, band after band: the whole map's samples in order.
  const layers = () => Array.from({ length: planes }, (_, p) => parts.map((part) => layerOf(part.data, p, planes))).flat();
  const extra = shape.bands!(parts, bands.rows.map((r) => r * width));
  if (bands.apart) Object.assign(extra, bands.apart.fields(results[bands.rows.length]));
  const ms = Math.max(...results.map((p) => p.ms));
  const result = { fn: call.fn, length, ms, extra, bands: { data: parts.map((p) => p.data), extra: parts.map((p) => p.extra as Record<string, unknown>), planes } };
  let data: Float64Array | null = null;
  let hash: string | null = null;
  return Object.defineProperties(result, {
    data: { get: () => (data ??= joined(layers())), enumerable: true, configurable: true },
    hash: { get: () => (hash ??= fnv1a64(...layers())), enumerable: true, configurable: true },
  }) as unknown as CallResult;
}

/** Layer p of samples holding `planes` layers of equal size one after the other. */
const layerOf = (samples: Float64Array, p: number, planes: number) => (planes === 1 ? samples : samples.subarray((p * samples.length) / planes, ((p + 1) * samples.length) / planes));

/**
 * Layer `layer` of a map result's samples (of `planes` layers) as the arrays it came in, top to bottom: the bands
 * of a map put together from bands (without joining them), else one array. For drawing: draw.ts paints either.
 */
export function layerParts(result: CallResult, layer = 0, planes = 1): Float64Array[] {
  if (result.bands) return result.bands.data.map((d) => layerOf(d, layer, result.bands!.planes));
  return [layerOf(result.data, layer, planes)];
}

/** A map result's samples as the arrays they came in, top to bottom, each with every layer of its rows (its bands', or one). */
export const bandsOf = (result: CallResult): Float64Array[] => result.bands?.data ?? [result.data];

/** Row `row` of a map result's first layer, `width` samples (read from its band, not a joined array). */
export function rowOf(result: CallResult, row: number, width: number): Float64Array {
  let first = 0;
  for (const part of layerParts(result)) {
    const rows = part.length / width;
    if (row < first + rows) return part.subarray((row - first) * width, (row - first + 1) * width);
    first += rows;
  }
  throw new RangeError(`row ${row} is outside the map`);
}

/** Samples a result carries: the map's when it came in bands (never without them), else its data's (none when keep is false). */
export const samplesHeld = (result: CallResult) => (result.bands ? result.length : result.data.length);

/**
 * A copy of a result with some of its properties changed, the lazily joined ones (joinBands) copied as they are,
 * not read (a spread would join them).
 */
export function withChanges(result: CallResult, changes: Partial<CallResult>): CallResult {
  const out = Object.defineProperties({}, Object.getOwnPropertyDescriptors(result)) as CallResult;
  for (const [key, value] of Object.entries(changes)) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}
