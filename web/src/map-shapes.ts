// How the samples of each map entry lie over its grid, so the page can ask for a coarse preview of a call and
// scale it up to the full size, or split a call into row bands for several workers and put the bands together.
// One table, by entry name; an entry missing from it is always run whole, as the lab asked.
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
  /** the preview's other arguments, where the coarse grid alone would not make it cheap */
  previewArgs?: (args: unknown[]) => unknown[];
  /** samples of the full map per preview sample, across and down (PREVIEW unless the full map is costly) */
  previewFactor?: number;
  /**
   * Present only where every sample depends on its own (x, y) alone, so rows computed apart are the rows of
   * the whole map: how the bands' named fields make the whole map's. `samples`: each band's samples per layer.
   */
  bands?: (parts: CallResult[], samples: number[]) => Record<string, unknown>;
}

const one = () => 1;
const sameInEveryBand = (parts: CallResult[]) => parts[0].extra as Record<string, unknown>;
/** The whole map's land share from the bands': each share times the band's samples is a whole count. */
function landShare(parts: CallResult[], samples: number[]): Record<string, unknown> {
  let land = 0;
  parts.forEach((p, i) => (land += Math.round((p.extra as { land_share: number }).land_share * samples[i])));
  return { ...(parts[0].extra as Record<string, unknown>), land_share: land / samples.reduce((a, b) => a + b, 0) };
}

/** The regions' fields: the sites (the same in every band) and each sample's region, the bands' rows in order. */
function regionBands(parts: CallResult[]): Record<string, unknown> {
  const regions = parts.map((p) => (p.extra as { region: Float64Array }).region);
  const region = new Float64Array(regions.reduce((n, r) => n + r.length, 0));
  let at = 0;
  for (const r of regions) {
    region.set(r, at);
    at += r.length;
  }
  return { ...(parts[0].extra as Record<string, unknown>), region };
}

const SHAPES: Partial<Record<CoreFn, Shape>> = {
  fillNoise: { arg: 2, kind: 'grid', planes: one, channels: 1, preview: true, bands: sameInEveryBand },
  renderTerrain: { arg: 2, kind: 'grid', planes: one, channels: 1, preview: true, bands: landShare },
  renderGraph: { arg: 2, kind: 'grid', planes: one, channels: 1, preview: true, bands: sameInEveryBand },
  renderClimateLab: { arg: 2, kind: 'grid', planes: () => 4, channels: 1, preview: true, bands: landShare },
  renderRegions: { arg: 2, kind: 'grid', planes: one, channels: 3, preview: true, bands: regionBands },
  // The world's trees are placed over the whole grid's area: one worker computes it. Its preview is the ground
  // alone: the trees cost as much at any grid step (every spacing 0 places none), they come with the full map.
  // Its ground costs ~10× a climate map's per sample: an 80 × 60 preview alone would take 20–40 ms, so 40 × 30.
  renderWorld: { arg: 2, kind: 'grid', planes: one, channels: 3, preview: true, previewArgs: withoutTrees, previewFactor: 8 },
  // The Islands climate carries the sea air across the whole map: one worker computes it. Its passes over the
  // whole map and its statistics make even the 64² preview cost ~10 ms: 32².
  renderIslands: { arg: 2, kind: 'side', planes: () => 5, channels: 1, preview: true, previewFactor: 8 },
  renderPreset: { arg: 2, kind: 'side', planes: one, channels: 1, preview: true },
  warpPoints: { arg: 2, kind: 'grid', planes: one, channels: 2, preview: false },
  graphNodes: { arg: 3, kind: 'grid', planes: (c) => (c.args[2] as string[]).length, channels: 1, preview: true },
};

const shapeOf = (call: Call): Shape | undefined => SHAPES[call.fn];

function withoutTrees(args: unknown[]): unknown[] {
  const [seed, params, ...rest] = args;
  const spacing = (schemaField('world', 'trees.spacing').default as number[]).map(() => 0);
  const own = params as { trees?: object };
  return [seed, { ...own, trees: { ...own.trees, spacing } }, ...rest];
}

function withArg(call: Call, index: number, value: unknown): Call {
  const args = [...call.args] as unknown[];
  args[index] = value;
  return { ...call, args } as Call;
}

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
  if (!shape?.preview) return call;
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
 */
export function scaleUp(result: CallResult, full: Call): CallResult {
  const shape = shapeOf(full);
  const size = mapSize(full);
  if (!shape?.preview || !size || result.data.length === 0) return result;
  const factor = previewFactor(full);
  const { width, height } = size;
  const cw = Math.ceil(width / factor);
  const ch = Math.ceil(height / factor);
  const c = shape.channels;
  const planes = shape.planes(full);
  const data = new Float64Array(planes * width * height * c);
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
  calls: Call[];
  rows: number[]; // rows of each band
}

/**
 * The call as `count` bands of whole rows, top to bottom, or null when it runs whole: an entry whose samples
 * depend on more than their own position, a call that returns no samples (its hash needs them), a small map,
 * or a grid whose rows a band would place differently. The core puts row r at y0 + r · step; a band starting at row
 * r0 has y0' = y0 + r0 · step and puts its row r at y0' + r · step, which rounds differently for some steps
 * (1/320): the bands are used only when every row lands on the same double, checked here with the same IEEE
 * operations the core does.
 */
export function bandCalls(call: Call, count: number): Bands | null {
  const shape = shapeOf(call);
  if (!shape?.bands || shape.kind !== 'grid' || call.keep === false || count < 2) return null;
  const grid = call.args[shape.arg] as Grid;
  if (grid.height < count || grid.width * grid.height < MIN_BAND_SAMPLES) return null;
  const calls: Call[] = [];
  const rows: number[] = [];
  for (let i = 0; i < count; i++) {
    const r0 = Math.floor((i * grid.height) / count);
    const r1 = Math.floor(((i + 1) * grid.height) / count);
    const y0 = grid.y0 + r0 * grid.step;
    for (let r = 0; r < r1 - r0; r++) if (y0 + r * grid.step !== grid.y0 + (r0 + r) * grid.step) return null;
    calls.push(withArg(call, shape.arg, { ...grid, y0, height: r1 - r0 }));
    rows.push(r1 - r0);
  }
  return { calls, rows };
}

/** The whole map from its bands' results (in band order): each layer's rows in order, its fields and its hash. */
export function joinBands(call: Call, bands: Bands, parts: CallResult[]): CallResult {
  const shape = shapeOf(call)!;
  const planes = shape.planes(call);
  const width = (call.args[shape.arg] as Grid).width;
  const length = parts.reduce((n, p) => n + p.length, 0);
  const data = new Float64Array(length);
  let at = 0;
  for (let p = 0; p < planes; p++) {
    for (const part of parts) {
      const layer = part.length / planes;
      data.set(part.data.subarray(p * layer, (p + 1) * layer), at);
      at += layer;
    }
  }
  const extra = shape.bands!(parts, bands.rows.map((r) => r * width));
  const ms = Math.max(...parts.map((p) => p.ms));
  const joined = { fn: call.fn, data, length, ms, extra } as Omit<CallResult, 'hash'>;
  // Hashed when first read (after the map is on screen: main.ts reads hashes after the paint), then kept.
  let hash: string | null = null;
  return Object.defineProperty(joined, 'hash', { get: () => (hash ??= fnv1a64(data)), enumerable: true }) as CallResult;
}
