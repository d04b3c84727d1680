// Lab 11 · 3D density and overhangs: the core's graph node density3d (3D simplex or its fBm plus (y − ground) ·
// falloff, rock where it is positive) on a vertical slice, x across and y down at depth z; and the solid behind the
// slice as a stack of slices drawn back to front on a plain 2D canvas, so overhangs, arches and caves show. Every
// slice is one call in the workers (renderGraph for the slice, graphNodes for each of the solid's); the page only colours and counts.
import type { Grid } from '../generated/worldlab_wasm.js';
import type { Param, Values } from '../params';
import type { Call, CallResult } from '../protocol';
import { imageOf, pixelWord, wordsOf } from '../draw';
import { layerParts } from '../map-shapes';
import { fromNode, nodeParamsOf } from '../schema-params';
import { strings } from './density3d.strings';
import type { Lab, LabHost, LabPreset, LabView, Readout } from './types';
import { canvas, el, text, toFloat32 } from './ui';
import './newlabs.css';

const W = 320; // the slice: 320 × 240 world units, one sample each (the lesson's map)
const H = 240;
const SLICE: Grid = { x0: 0, y0: 0, step: 1, width: W, height: H };
// The solid: NZ slices of NX × NY samples, VOXEL world units apart on every axis, on the lattice of depths that are
// multiples of VOXEL, from the lattice plane at or before the slice's z backwards: as the slice moves (by 2 units a
// step), the solid's slices stay the same calls, and the pool's memory of recent answers (pool.ts) serves 39 or 40
// of the 40 — the workers compute the new slice and at most one more slice of the solid.
const VOXEL = 5;
const NX = W / VOXEL;
const NY = H / VOXEL;
const NZ = 40;
const PREVIEW_DEPTH = 4; // slices of the solid per preview slice
/** The solid's front depth for a slice at z: the lattice plane at or before it. */
const solidFront = (z: number) => Math.floor(z / VOXEL) * VOXEL;
const VOLUME: Grid = { x0: 0, y0: 0, step: VOXEL, width: NX, height: NY };
// The drawing: each voxel a C × C square, each slice further back DX right and DY up (an oblique projection).
const C = 5;
const DX = 2;
const DY = 2;
const SOLID_W = NX * C + (NZ - 1) * DX;
const SOLID_H = NY * C + (NZ - 1) * DY;

const node = (param: string, spec: Partial<Parameters<typeof fromNode>[0]> = {}) => fromNode({ type: 'density3d', param, ...spec });
const params: Param[] = [
  { id: 'seed', kind: 'seed', def: 1, label: 'common.seed', hint: 'common.seedHint', affects: 'field' },
  node('scale', { min: 0.005, max: 0.1, step: 0.005, hint: 'density3d.scaleHint' }),
  node('slice', { key: 'z', min: 0, max: 400, step: 2, hint: 'density3d.zHint' }),
  node('ground', { min: 40, max: 200, step: 5, hint: 'density3d.groundHint' }),
  node('falloff', { min: 0, max: 0.1, step: 0.002, hint: 'density3d.falloffHint' }),
  // The lab opens on the lesson's map: four octaves (the node's default is one, the smooth slice).
  node('octaves', { min: 1, max: 8, step: 1, def: 4, hint: 'density3d.octavesHint' }),
  { id: 'show', kind: 'toggle', def: true, label: 'density3d.show', hint: 'density3d.showHint', affects: 'view' },
];

// The lesson's maps: its first step (the node's defaults, one octave), its fBm and caves steps (four octaves), and
// its "halve the falloff" try-this. Each sets every field control, so a preset always gives the same map.
const LESSON = { seed: 1, scale: 0.03, z: 0, ground: 120, falloff: 0.02 };
const PRESETS: LabPreset[] = [
  { id: 'smooth', values: { ...LESSON, octaves: 1 } },
  { id: 'lesson', values: { ...LESSON, octaves: 4 } },
  { id: 'deep', values: { ...LESSON, falloff: 0.01, octaves: 4 } },
];

/** The one-node graph document of these values (the node's seed offset stays the core's default, 5). */
function graphOf(v: Values, z: number): string {
  const p = { ...nodeParamsOf('density3d', params, v), slice: z };
  return JSON.stringify({ version: 1, nodes: [{ id: 'rock', type: 'density3d', params: p, inputs: {} }], output: 'rock' });
}

/**
 * One slice of the solid at depth z: graphNodes, which computes the node's samples as renderGraph does (the same
 * bits) without renderGraph's JavaScript and C++ code for the graph, which the solid never shows. Measured in
 * Node on the SIMD128 build: 0.65 against 0.87 ms per 64 × 48 slice (0.10 against 0.15 ms for one sample). Its hash
 * is never shown (maps: the slice alone), so the core does not make one (0.05 ms a slice, 40 a change).
 */
const solidSlice = (v: Values, z: number): Call => ({ fn: 'graphNodes', args: [graphOf(v, z), v.seed as number, ['rock'], VOLUME], hash: false });

/** Columns with air somewhere under rock, and the air cells under rock (what a height map would fill), y downwards. */
export function overhangs(density: Float64Array, width: number, height: number): { columns: number; hidden: number; rock: number } {
  let columns = 0;
  let hidden = 0;
  let rock = 0;
  for (let x = 0; x < width; x++) {
    let rockAbove = false;
    let counted = false;
    for (let y = 0; y < height; y++) {
      if (density[y * width + x] > 0) {
        rockAbove = true;
        rock++;
      } else if (rockAbove) {
        hidden++;
        if (!counted) {
          columns++;
          counted = true;
        }
      }
    }
  }
  return { columns, hidden, rock };
}

/**
 * The slice: rock brown, darker where the density is deep; air blue; the air a height map would fill in amber.
 * Row by row (the canvas's own order), each column's "rock above" kept in a byte; the channels are written as
 * computed (the clamped array rounds them), with no array per pixel.
 */
function paintSlice(c: HTMLCanvasElement, parts: readonly Float64Array[], show: boolean): void {
  const ctx = c.getContext('2d')!;
  const image = imageOf(c, ctx, W, H);
  const px = image.data;
  const rockAbove = new Uint8Array(W);
  // The rows band by band as they came from the workers (joining them first cost ~3 ms of the full map's draw).
  let i = 0; // the pixel
  for (const d of parts) {
    for (let j = 0; j < d.length; j++, i++) {
      const x = i % W;
      const o = i * 4;
      const v = d[j];
      if (v > 0) {
        rockAbove[x] = 1;
        const k = 1 - (0.55 * Math.min(v, 1.5)) / 1.5;
        px[o] = 172 * k + 20;
        px[o + 1] = 138 * k + 18;
        px[o + 2] = 104 * k + 16;
      } else {
        const k = Math.min(-v, 1);
        if (rockAbove[x] && show) {
          px[o] = 236 - 40 * k;
          px[o + 1] = 170 - 40 * k;
          px[o + 2] = 60;
        } else {
          px[o] = 200 - 70 * k;
          px[o + 1] = 222 - 40 * k;
          px[o + 2] = 240 - 15 * k;
        }
      }
      px[o + 3] = 255;
    }
  }
  ctx.putImageData(image, 0, 0);
}

/**
 * The solid as a stack of slices, back to front: every rock voxel a C × C square, each slice shifted DX right and
 * DY up per step back, so the squares of the slices behind show as top and side faces. A voxel's square is lit by
 * the face it stands for (front, top where the voxel above is air, side where the one to the right is air) and
 * fogged with depth. Voxels hidden behind four rock voxels of the slice in front are skipped.
 * Each face's colour is rounded once, by a 4-byte clamped array (as writing its channels into the image would),
 * and its pixels are filled as whole 32-bit words: the same bytes, a few times faster.
 */
function paintSolid(c: HTMLCanvasElement, slices: Float64Array[]): void {
  const ctx = c.getContext('2d')!;
  const image = imageOf(c, ctx, SOLID_W, SOLID_H);
  const words = wordsOf(image);
  const colour = pixelWord;
  words.fill(colour(31, 35, 43)); // the background
  const rock = (k: number, x: number, y: number) => k >= 0 && k < slices.length && x >= 0 && x < NX && y >= 0 && y < NY && slices[k][y * NX + x] > 0;
  const put = (sx: number, sy: number, w: number, h: number, value: number) => {
    for (let yy = sy; yy < sy + h; yy++) for (let o = yy * SOLID_W + sx, end = o + w; o < end; o++) words[o] = value;
  };
  for (let k = slices.length - 1; k >= 0; k--) {
    const here = slices[k];
    const front = k > 0 ? slices[k - 1] : null;
    const fog = 1 - (0.6 * k) / NZ;
    const ox = k * DX;
    const oy = (NZ - 1 - k) * DY;
    // The top and side faces' colours depend on the slice alone.
    const top = colour(188 * fog, 200 * fog, 130 * fog);
    const side = colour(96 * fog, 80 * fog, 66 * fog);
    for (let y = 0; y < NY; y++) {
      for (let x = 0; x < NX; x++) {
        const v = here[y * NX + x];
        if (!(v > 0)) continue;
        // Hidden behind four rock voxels of the slice in front (x, x + 1 at y and y − 1).
        if (front && x + 1 < NX && y > 0 && front[y * NX + x] > 0 && front[y * NX + x + 1] > 0 && front[(y - 1) * NX + x] > 0 && front[(y - 1) * NX + x + 1] > 0) continue;
        const sx = ox + x * C;
        const sy = oy + y * C;
        const deep = Math.min(v, 1.5) / 1.5; // darker inside the rock
        const f = fog * (1 - 0.35 * deep);
        put(sx, sy, C, C, colour(150 * f, 124 * f, 98 * f)); // the front face
        if (!rock(k, x, y - 1)) put(sx, sy, C, DY, top); // a top face: lit from above
        if (!rock(k, x + 1, y)) put(sx + C - DX, sy, DX, C, side); // a side face: in shade
      }
    }
  }
  ctx.putImageData(image, 0, 0);
}

function create(host: LabHost): LabView {
  const slice = canvas(W, H, 'density3d.sliceAlt', 'map wide');
  const solid = canvas(SOLID_W, SOLID_H, 'density3d.solidAlt', 'solid');
  const presetButtons = PRESETS.map((p) => {
    const b = text(host, 'button', `density3d.preset.${p.id}`);
    b.type = 'button';
    b.dataset.preset = p.id;
    b.addEventListener('click', () => host.setValues(p.values));
    return b;
  });
  const element = el(
    'div',
    'lab-density3d',
    el('figure', 'panel', slice, text(host, 'figcaption', 'density3d.sliceCaption')),
    // Under the slice, so that the slice stays above the fold on a laptop screen.
    el('div', 'button-row', text(host, 'span', 'density3d.presets', 'button-row-label'), ...presetButtons),
    el('figure', 'panel', text(host, 'h3', 'density3d.solidTitle'), solid, text(host, 'figcaption', 'density3d.solidCaption')),
  );
  const slicesOf = (r: CallResult[]) => r.slice(1, 1 + NZ).map((x) => x.data);
  // What each canvas shows: the answers it was painted from (every new answer is a new object: a result drawn again
  // is the same samples). The slice drawn first and the 3D view beside it (mapCalls) are then not painted twice: the
  // full answer repaints only the 3D view, and the slice drawn first repaints only the slice.
  let sliceFrom: { result: CallResult; show: boolean } | null = null;
  let solidFrom: CallResult[] = [];
  return {
    element,
    calls: (v) => {
      const z = v.z as number;
      const calls: Call[] = [{ fn: 'renderGraph', args: [graphOf(v, z), v.seed as number, SLICE] }];
      for (let k = 0; k < NZ; k++) calls.push(solidSlice(v, solidFront(z) + k * VOXEL));
      return calls;
    },
    // The preview's solid: every fourth slice stands for the four from it (coarse in depth as the preview's
    // slices are across: 20 world units), so the preview computes 10 slices of the 40.
    previewCalls: (v) => {
      const z = v.z as number;
      const calls: Call[] = [{ fn: 'renderGraph', args: [graphOf(v, z), v.seed as number, SLICE] }];
      for (let k = 0; k < NZ; k++) calls.push(solidSlice(v, solidFront(z) + (k - (k % PREVIEW_DEPTH)) * VOXEL));
      return calls;
    },
    // The slice is the lab's map: at full resolution as soon as its bands are back, the 3D view after it.
    mapCalls: 1,
    draw(v, results) {
      const show = v.show as boolean;
      if (sliceFrom?.result !== results[0] || sliceFrom.show !== show) {
        paintSlice(slice, layerParts(results[0]), show);
        sliceFrom = { result: results[0], show };
      }
      const from = results.slice(1, 1 + NZ);
      if (from.length !== solidFrom.length || from.some((r, k) => r !== solidFrom[k])) {
        paintSolid(solid, slicesOf(results));
        solidFrom = from;
      }
    },
    readouts(v, results): Readout[] {
      if (!results) return [];
      const s = overhangs(results[0].data, W, H);
      let rock = 0;
      for (const d of slicesOf(results)) for (const x of d) if (x > 0) rock++;
      return [
        { id: 'overhangs', label: 'density3d.overhangs', value: host.t('density3d.ofColumns', { n: s.columns, total: W }) },
        { id: 'hidden', label: 'density3d.hidden', value: host.num(s.hidden, 0) },
        { id: 'rock', label: 'density3d.rock', value: `${host.num((100 * s.rock) / (W * H), 1)} %` },
        { id: 'solid-rock', label: 'density3d.solidRock', value: `${host.num((100 * rock) / (NX * NY * NZ), 1)} %` },
      ];
    },
    maps: () => [0],
    // The probe: the slice's density at a sample, rock or air, and whether its column has air under rock.
    probe(v, results, x, y): Readout[] {
      const data = results[0].data;
      const d = data[y * W + x];
      let rockAbove = false;
      for (let r = 0; r < y; r++) if (data[r * W + x] > 0) rockAbove = true;
      const state = d > 0 ? 'probe.rock' : rockAbove ? 'probe.cave' : 'probe.openAir';
      return [
        { id: 'position', label: 'probe.position', value: host.t('probe.positionValue', { x: host.num(x, 0), y: host.num(y, 0) }) },
        { id: 'density', label: 'probe.density', value: host.num(d, 4) },
        { id: 'solid', label: 'probe.solid', value: host.t(state) },
        { id: 'depth', label: 'probe.depth', value: host.num(y - (v.ground as number), 0) },
      ];
    },
    exportMap(v, results) {
      const clean = canvas(W, H, 'density3d.sliceAlt');
      paintSlice(clean, layerParts(results[0]), v.show as boolean);
      return { canvas: clean, field: toFloat32(results[0].data), width: W, height: H, name: `density3d-seed${v.seed}-z${v.z}` };
    },
  };
}

export const density3d: Lab = {
  id: 'density3d',
  number: 11,
  params,
  presets: PRESETS,
  strings,
  create,
};
