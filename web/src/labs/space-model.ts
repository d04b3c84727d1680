// Lab 13's model, apart from the page: the six axes and their ranges on the slice, the core's default table (from
// core.json), the table edits the URL holds ("plains.temperature.lo=0.45,mushroom_fields.offset=0.1"), the table
// they make (13 numbers per biome, as the core's multiNoiseMap reads it), and the rule's distance term by term, for
// the probe's nearest boxes (the core picks the winner; this only explains it, with the same sum in the same order).
import { CORE } from '../core';

export const AXES = ['temperature', 'humidity', 'continentalness', 'erosion', 'depth', 'weirdness'] as const;
export type Axis = (typeof AXES)[number];
export const AXIS_COUNT = AXES.length;
export const STRIDE = 2 * AXIS_COUNT + 1; // lo, hi per axis, then the offset

/** What the slice shows of each axis: a little beyond the world's fields (erosion up to the lakes' 5). */
export const AXIS_RANGE: Record<Axis, [number, number]> = {
  temperature: [-0.1, 1.1],
  humidity: [-0.1, 1.1],
  continentalness: [-1.05, 1.05],
  erosion: [-1.1, 5.6],
  depth: [-0.3, 1.2],
  weirdness: [-1.6, 1.6],
};
/** An edge moves by this much a step (an arrow key; a drag snaps to it). */
export const EDGE_STEP = 0.01;
/** The largest offset the lab's slider sets. */
export const OFFSET_MAX = 1;

export const BIOMES = CORE.multi_noise_biomes.biomes;
export const DEFAULT_TABLE: readonly number[] = CORE.multi_noise_biomes.table;
export const BIOME_NAMES = BIOMES.map((b) => b.name);

/** Where a bound sits in the table: biome k's lo (or hi) on axis a, or its offset. */
export const loAt = (k: number, a: number) => k * STRIDE + 2 * a;
export const hiAt = (k: number, a: number) => k * STRIDE + 2 * a + 1;
export const offsetAt = (k: number) => k * STRIDE + 2 * AXIS_COUNT;

/** The key of a table position in an edit: "plains.temperature.lo", "plains.offset". */
function keyOf(i: number): string {
  const k = Math.floor(i / STRIDE);
  const j = i % STRIDE;
  if (j === 2 * AXIS_COUNT) return `${BIOME_NAMES[k]}.offset`;
  return `${BIOME_NAMES[k]}.${AXES[j >> 1]}.${j & 1 ? 'hi' : 'lo'}`;
}
function indexOf(key: string): number {
  const [name, axis, side, more] = key.split('.');
  const k = BIOME_NAMES.indexOf(name);
  if (k < 0 || more !== undefined) return -1;
  if (axis === 'offset' && side === undefined) return offsetAt(k);
  const a = AXES.indexOf(axis as Axis);
  if (a < 0 || (side !== 'lo' && side !== 'hi')) return -1;
  return side === 'lo' ? loAt(k, a) : hiAt(k, a);
}

/** A value as the URL writes it: at most 4 decimals, no trailing zeros. */
const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

/** The table the edits make, or null when the text is not a valid list of edits (or makes lo > hi, a bad offset). */
export function tableOf(text: string): number[] | null {
  const table = [...DEFAULT_TABLE];
  const t = text.trim();
  if (t === '') return table;
  const seen = new Set<number>();
  for (const item of t.split(',')) {
    const m = /^([a-z_]+(?:\.[a-z_]+){1,2})=(-?\d+(?:\.\d+)?)$/.exec(item.trim());
    if (!m) return null;
    const i = indexOf(m[1]);
    const v = Number(m[2]);
    if (i < 0 || seen.has(i) || !Number.isFinite(v) || Math.abs(v) > 1e6) return null;
    seen.add(i);
    table[i] = round4(v);
  }
  for (let k = 0; k < BIOMES.length; k++) {
    for (let a = 0; a < AXIS_COUNT; a++) if (table[loAt(k, a)] > table[hiAt(k, a)]) return null;
    const o = table[offsetAt(k)];
    if (!(o >= 0 && o <= OFFSET_MAX)) return null;
  }
  return table;
}

/** The canonical edits of a table: every value that differs from the default, in table order. */
export function editsOf(table: readonly number[]): string {
  const out: string[] = [];
  table.forEach((v, i) => {
    if (!Object.is(v, DEFAULT_TABLE[i])) out.push(`${keyOf(i)}=${round4(v)}`);
  });
  return out.join(',');
}

/** The canonical text of valid edits, or null (the lab's URL parameter). */
export function parseEdits(text: string): string | null {
  const table = tableOf(text);
  return table ? editsOf(table) : null;
}

/** How many values of the table differ from the default. */
export const editCount = (table: readonly number[]) => table.reduce((n, v, i) => n + (Object.is(v, DEFAULT_TABLE[i]) ? 0 : 1), 0);

/** Biome k's box: its lo, hi per axis and its offset. */
export function boxOf(table: readonly number[], k: number): { lo: number[]; hi: number[]; offset: number } {
  const lo: number[] = [];
  const hi: number[] = [];
  for (let a = 0; a < AXIS_COUNT; a++) {
    lo.push(table[loAt(k, a)]);
    hi.push(table[hiAt(k, a)]);
  }
  return { lo, hi, offset: table[offsetAt(k)] };
}

/** The rule's terms for a point and biome k: the squared gap outside the interval on each axis, and offset². */
export function terms(table: readonly number[], k: number, p: readonly number[]): { axes: number[]; offset2: number; total: number } {
  const axes: number[] = [];
  let total = 0;
  for (let a = 0; a < AXIS_COUNT; a++) {
    const lo = table[loAt(k, a)];
    const hi = table[hiAt(k, a)];
    const v = p[a];
    const d = v < lo ? lo - v : v > hi ? v - hi : 0;
    axes.push(d * d);
    total += d * d; // in axis order, as the core adds them
  }
  const o = table[offsetAt(k)];
  const offset2 = o * o;
  return { axes, offset2, total: total + offset2 };
}

export interface Near {
  biome: number;
  distance: number;
  /** the axis whose term is largest, 'offset' when offset² is, null when the point is inside with no offset */
  most: Axis | 'offset' | null;
  mostTerm: number;
}

/** Every biome by the rule's distance to p, nearest first (ties: table order), with its largest term. */
export function nearest(table: readonly number[], p: readonly number[]): Near[] {
  const out: Near[] = [];
  for (let k = 0; k < BIOMES.length; k++) {
    const t = terms(table, k, p);
    let most: Near['most'] = null;
    let mostTerm = 0;
    t.axes.forEach((x, a) => {
      if (x > mostTerm) {
        mostTerm = x;
        most = AXES[a];
      }
    });
    if (t.offset2 > mostTerm) {
      mostTerm = t.offset2;
      most = 'offset';
    }
    out.push({ biome: k, distance: t.total, most, mostTerm });
  }
  return out.sort((a, b) => a.distance - b.distance || a.biome - b.biome);
}

/** Whether p lies in biome k's intervals on every axis but the two shown (x and y: axis indices). */
export function containsOthers(table: readonly number[], k: number, p: readonly number[], x: number, y: number): boolean {
  for (let a = 0; a < AXIS_COUNT; a++) {
    if (a === x || a === y) continue;
    if (!(p[a] >= table[loAt(k, a)] && p[a] <= table[hiAt(k, a)])) return false;
  }
  return true;
}

/**
 * The lesson's sweep (the core's manifest entry biomes6.default.temperature_humidity): the nearest box over 64 × 64
 * temperatures × humidities from −0.125 in steps of 1.25 / 63, on land (continentalness 0.3, the rest 0).
 */
export function sweep(table: readonly number[]): Float64Array {
  const out = new Float64Array(64 * 64);
  const step = 1.25 / 63;
  for (let row = 0; row < 64; row++) {
    for (let col = 0; col < 64; col++) {
      const p = [-0.125 + col * step, -0.125 + row * step, 0.3, 0, 0, 0];
      let best = 0;
      let bestD = Infinity;
      for (let k = 0; k < BIOMES.length; k++) {
        const d = terms(table, k, p).total;
        if (d < bestD) {
          bestD = d;
          best = k;
        }
      }
      out[row * 64 + col] = best;
    }
  }
  return out;
}
