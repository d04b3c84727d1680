// The numbers a pitfall asks the learner to read off the map on screen: the page computes them live from the
// map's samples, and tests/lessons/check.mjs recomputes every figure the lessons quote as "measured".

/** What a pitfall measures. */
export type MetricId =
  | 'p90abs'
  | 'neighbourDelta'
  | 'maxDelta'
  | 'hardSteps'
  | 'landShare'
  | 'shareAtLeast'
  | 'shareBelow'
  | 'stairWidth'
  | 'seamRatio'
  | 'samplesPerCycle'
  | 'crowdedPairs'
  | 'overhangColumns'
  | 'coldHotContacts'
  | 'noLowerNeighbour'
  | 'slopeAreaFit'
  | 'shareOf'
  | 'hash';

/** Metrics the page reads from a readout it already has rather than from a function here. */
export const READOUT_METRICS: readonly MetricId[] = ['hash']; // the map hash under every lab (FNV-1a-64)

/** The 90th percentile of |v| (nearest rank): 90 % of the samples lie within ±this. */
export function p90abs(values: ArrayLike<number>): number {
  const a = Float64Array.from(values, Math.abs).sort();
  return a.length ? a[Math.max(0, Math.ceil(0.9 * a.length) - 1)] : NaN;
}

// |v(x + 1, y) − v(x, y)| for every pair of neighbours along the rows; `stride` values make one sample (3 for r, g, b).
function neighbourSteps(values: ArrayLike<number>, width: number, stride: number): number[] {
  const steps: number[] = [];
  for (let i = 0; i + stride < values.length; i++) {
    if (Math.floor(i / stride) % width === width - 1) continue; // no pair across the end of a row
    steps.push(Math.abs(values[i + stride] - values[i]));
  }
  return steps;
}

/** Mean step between neighbours along the rows: how much the map changes from one sample to the next. */
export function neighbourDelta(values: ArrayLike<number>, width: number, stride = 1): number {
  const steps = neighbourSteps(values, width, stride);
  return steps.length ? steps.reduce((a, b) => a + b, 0) / steps.length : NaN;
}

/** The largest step between neighbours along the rows: a hard edge shows up here. */
export function maxDelta(values: ArrayLike<number>, width: number, stride = 1): number {
  return neighbourSteps(values, width, stride).reduce((a, b) => Math.max(a, b), 0);
}

/** Share of samples strictly above the sea level, 0..1 (the core's land_share). */
export function landShare(values: ArrayLike<number>, sea: number): number {
  let land = 0;
  for (let i = 0; i < values.length; i++) if (values[i] > sea) land++;
  return values.length ? land / values.length : NaN;
}

/** Share of the neighbour pairs along the rows that jump by more than `threshold`: hard edges, not ramps. */
export function hardSteps(values: ArrayLike<number>, width: number, stride: number, threshold: number): number {
  const steps = neighbourSteps(values, width, stride);
  return steps.length ? steps.filter((s) => s > threshold).length / steps.length : NaN;
}

/** Share of the samples at or above a threshold (NaN samples, such as masked water, are skipped). */
export function shareAtLeast(values: ArrayLike<number>, threshold: number): number {
  let n = 0;
  let hit = 0;
  for (let i = 0; i < values.length; i++) if (values[i] === values[i]) (n++, values[i] >= threshold && hit++);
  return n ? hit / n : NaN;
}

/** Share of the samples equal to a value (a biome's index on a biome map): how much of the map it wins. */
export function shareOf(values: ArrayLike<number>, value: number): number {
  let hit = 0;
  for (let i = 0; i < values.length; i++) if (values[i] === value) hit++;
  return values.length ? hit / values.length : NaN;
}

/** Share of the samples below a threshold (NaN samples skipped). */
export function shareBelow(values: ArrayLike<number>, threshold: number): number {
  return 1 - shareAtLeast(values, threshold);
}

/**
 * Banding: the map squeezed into 8 bits ((v − lo) / (hi − lo) · 255, rounded; −1..1 by default), then along each
 * row the runs of one level, and the width of the run an average sample sits on (Σ length² / samples): how wide
 * the stairs of a smooth slope become. Floats never repeat a value on a slope: about 1.
 */
export function stairWidth(values: ArrayLike<number>, width: number, lo = -1, hi = 1): number {
  const level = (v: number) => Math.round(((Math.min(hi, Math.max(lo, v)) - lo) / (hi - lo)) * 255);
  let squares = 0;
  let run = 0;
  for (let i = 0; i <= values.length; i++) {
    if (i === values.length || (i > 0 && (i % width === 0 || level(values[i]) !== level(values[i - 1])))) {
      squares += run * run;
      run = 0;
    }
    run++;
  }
  return values.length ? squares / values.length : NaN;
}

/** A seam between two chunks side by side: the mean jump across column `col`, over the mean neighbour step. */
export function seamRatio(values: ArrayLike<number>, width: number, col: number): number {
  let jump = 0;
  const rows = Math.floor(values.length / width);
  for (let r = 0; r < rows; r++) jump += Math.abs(values[r * width + col] - values[r * width + col - 1]);
  return jump / rows / neighbourDelta(values, width);
}

/** Samples per cycle of the finest octave: side / (frequency · lacunarity^(octaves − 1)), by multiplication. */
export function samplesPerCycle(side: number, frequency: number, octaves: number, lacunarity: number): number {
  let cycles = frequency;
  for (let k = 1; k < octaves; k++) cycles *= lacunarity;
  return side / cycles;
}

/**
 * Pairs of points (x, y, biome triples, as the world lab's trees) closer than the larger of their biomes'
 * spacings, spacing[biome] given as the remaining arguments: 0 when placement respected every neighbour.
 */
export function crowdedPairs(values: ArrayLike<number>, ...spacing: number[]): number {
  const n = Math.floor(values.length / 3);
  const radius = (a: number) => spacing[values[3 * a + 2]] ?? 0;
  const crowded = (a: number, b: number) => {
    const r = Math.max(radius(a), radius(b));
    const dx = values[3 * a] - values[3 * b];
    const dy = values[3 * a + 1] - values[3 * b + 1];
    return dx * dx + dy * dy < r * r;
  };
  // The points in order of x, each tested only against those after it less than the largest spacing further
  // along x: a pair that far apart in x alone cannot be closer than its spacing (dx ≥ r gives dx² + dy² ≥ r² in
  // rounded arithmetic too), so the count is the one of testing every pair (a world's ~1,300 trees: 850,000
  // pairs took 18 ms after every map). With a position not finite, nothing is skipped.
  const reach = Math.max(0, ...spacing);
  if (reach === 0) return 0; // r ≤ 0: d² < r² never holds
  let sortable = true;
  for (let a = 0; sortable && a < n; a++) sortable = Number.isFinite(values[3 * a]);
  const order = Array.from({ length: n }, (_, a) => a);
  if (sortable) order.sort((a, b) => values[3 * a] - values[3 * b]);
  let pairs = 0;
  for (let i = 0; i < n; i++) {
    const a = order[i];
    for (let j = i + 1; j < n; j++) {
      const b = order[j];
      if (sortable && values[3 * b] - values[3 * a] >= reach) break;
      if (crowded(a, b)) pairs++;
    }
  }
  return pairs;
}

/** Columns of a rock (1) / air (0) slice, y downwards, that have air under rock: what a height map cannot hold. */
export function overhangColumns(values: ArrayLike<number>, width: number): number {
  let columns = 0;
  const rows = Math.floor(values.length / width);
  for (let x = 0; x < width; x++) {
    let rock = false;
    for (let y = 0; y < rows; y++) {
      if (values[y * width + x] > 0) rock = true;
      else if (rock) {
        columns++;
        break;
      }
    }
  }
  return columns;
}

/**
 * Land cells of the cold row (temperature below 0.25) next to land cells of the hot row (0.75 and up), each
 * pair of the 8-neighbourhood once, on a width-wide temperature map with water as NaN (the Islands model's
 * 4-band table).
 */
// The 8-neighbourhood's forward half as (dx, dy) pairs, so each pair of cells is counted once: right, and the
// three below. One constant rather than arrays made per cell (those cost lab 7 ~6 ms of collections per map).
const FORWARD = [1, 0, -1, 1, 0, 1, 1, 1] as const;

export function coldHotContacts(temperature: ArrayLike<number>, width: number): number {
  const row = (t: number) => (t === t ? Math.min(3, Math.max(0, Math.floor(t * 4))) : -1); // −1: water
  const rows = Math.floor(temperature.length / width);
  let contacts = 0;
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < width; x++) {
      const a = row(temperature[y * width + x]);
      if (a !== 0 && a !== 3) continue;
      for (let k = 0; k < FORWARD.length; k += 2) {
        const nx = x + FORWARD[k];
        const ny = y + FORWARD[k + 1];
        if (nx < 0 || nx >= width || ny >= rows) continue;
        const b = row(temperature[ny * width + nx]);
        if (b + a === 3 && b !== a) contacts++;
      }
    }
  }
  return contacts;
}

/**
 * Inner cells above the sea with no strictly lower neighbour of the eight (a width × width square map): on a raw
 * height map these are its pits, where water routed downhill would stop; on a filled surface, the cells of its lakes
 * and flats, whose receivers the flat rule has to choose.
 */
export function noLowerNeighbour(values: ArrayLike<number>, width: number, sea: number): number {
  const rows = Math.floor(values.length / width);
  let count = 0;
  for (let y = 1; y + 1 < rows; y++)
    for (let x = 1; x + 1 < width; x++) {
      const c = y * width + x;
      const h = values[c];
      if (!(h > sea)) continue;
      let lower = false;
      for (let dy = -1; dy <= 1 && !lower; dy++) for (let dx = -1; dx <= 1; dx++) if (values[c + dy * width + dx] < h) lower = true;
      if (!lower) count++;
    }
  return count;
}

/**
 * The slope of log10 S against log10 A, least squares, on the channel cells of a routed map whose planes are
 * height | filled | area | receiver (width² each, as the water lab's): land cells off the lakes, above their
 * receiver, with an area of at least `minCells` cells (map units², a cell 1 / width²). At the stream-power law's
 * steady state S = (U / K)^(1/n) A^(−m/n), so the slope tends to −m/n.
 */
export function slopeAreaFit(values: ArrayLike<number>, width: number, sea: number, minCells = 64): number {
  const cells = width * width;
  const minArea = minCells / cells;
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < cells; i++) {
    const r = values[3 * cells + i];
    const h = values[i];
    const f = values[cells + i];
    const a = values[2 * cells + i];
    if (r === i || !(h > sea) || a < minArea || f !== h) continue;
    const drop = f - values[cells + r];
    if (!(drop > 0)) continue;
    const diagonal = i % width !== r % width && Math.floor(i / width) !== Math.floor(r / width);
    const x = Math.log10(a);
    const y = Math.log10(drop / ((diagonal ? Math.SQRT2 : 1) / width));
    n++;
    sx += x;
    sy += y;
    sxx += x * x;
    sxy += x * y;
  }
  return n > 1 ? (n * sxy - sx * sy) / (n * sxx - sx * sx) : NaN;
}
