// The maps a lesson's pitfalls measure, read from the samples of the map on screen (the lab's results):
// lesson map id (tests/snippets/maps.mjs) → samples, so render.ts's showMeasures computes its live readouts.
import { TUTORIAL_STACK, buildGraph, parseStack } from '../labs/density-stack';
import type { CallResult } from '../protocol';
import type { Values } from '../params';
import { strings as islandsStrings } from '../labs/islands.strings';
import { resultOf } from '../protocol';
import type { LiveMaps } from './render';

const slice = (data: Float64Array, k: number, n: number) => data.subarray(k * n, (k + 1) * n);

/**
 * The lesson maps of lab `labId` in `results` (computed for `values`), or {} when the results hold none of them.
 * A lab whose view returns `lessonMaps` (the newer labs) is asked first.
 */
export function lessonMaps(labId: string, values: Values, results: CallResult[]): LiveMaps {
  const data = (i: number) => results[i]?.data ?? new Float64Array(0);
  switch (labId) {
    case 'noise': {
      // One measure, three panels: the 90 % range of value, Perlin and simplex noise side by side.
      const panels = [
        { label: { en: 'value', es: 'valor' }, values: data(0) },
        { label: { en: 'Perlin', es: 'Perlin' }, values: data(1) },
        { label: { en: 'simplex', es: 'simplex' }, values: data(2) },
      ];
      return { 'noise.value': data(0), 'noise.perlin': panels, 'noise.simplex': data(2) };
    }
    case 'octaves': {
      // The land-share pitfall reads the map on screen at its own sea level (liveArgs), mask on or off.
      const height = data(0);
      return { 'octaves.default': height, 'octaves.islands': height };
    }
    case 'warp':
      return { 'warp.default': data(0) };
    case 'climate': {
      // biome | temperature | moisture | height, 320 × 240 each
      const n = 320 * 240;
      return { 'climate.biome': slice(data(0), 0, n), 'climate.temperature': slice(data(0), 1, n) };
    }
    case 'regions':
      return { 'regions.rgb': data(0) };
    case 'density': {
      // The step previews (80 × 60), one after the other in the order the graph lists the steps it shows; the
      // lesson's n1, n2, n3 are the stack's first three steps (noise, warp, clamp in the tutorial's stack).
      const steps = parseStack(values.graph as string) ?? TUTORIAL_STACK;
      const shown = buildGraph(steps).shown;
      const n = 80 * 60;
      const maps: LiveMaps = { 'density.map': data(0) };
      steps.forEach((step, i) => {
        const k = shown.indexOf(step.id);
        if (k >= 0) maps[`density.n${i + 1}`] = slice(data(1), k, n);
      });
      return maps;
    }
    case 'islands': {
      // biome | temperature | moisture | air | table cell, 256² each
      const n = 256 * 256;
      return {
        'islands.biome': slice(data(0), 0, n),
        'islands.temperature': slice(data(0), 1, n),
        'islands.moisture': slice(data(0), 2, n),
        'islands.air': slice(data(0), 3, n),
      };
    }
    case 'world': {
      const trees = (results[0]?.extra as { trees?: Float64Array } | undefined)?.trees;
      return trees ? { 'world.trees': trees } : {};
    }
    case 'determinism':
      return { 'determinism.preset': data(0) };
    case 'seeds':
      // mulberry32 draws | stream seeds | the endless map in chunks | the two seam chunks (256², web/src/labs/seeds.ts)
      return { 'seeds.mulberry': data(0), 'seeds.streams': data(1), 'seeds.chunks': data(2), 'seeds.seams': data(3) };
    case 'density3d':
      // The slice's density (320 × 240; rock where it is positive), then the solid's slices.
      return { 'density3d.slice': data(0), 'density3d.fbm': data(0), 'density3d.solid': data(0) };
    default:
      return {};
  }
}

/**
 * The arguments a metric takes on the map on screen where they follow the lab's values rather than the lesson's
 * default map (samples per cycle of the finest octave follows frequency, octaves and lacunarity).
 */
export function liveArgs(labId: string, metric: string, args: number[], values: Values): number[] {
  if (labId === 'octaves' && metric === 'samplesPerCycle') {
    return [args[0], values.frequency as number, values.octaves as number, values.lacunarity as number];
  }
  if (labId === 'octaves' && metric === 'landShare') return [values.sea_level as number];
  return args;
}

/**
 * The statistics the Islands recipe cards quote (the core's climate-stats names), measured on the map on screen:
 * dry_share, windward_moisture, leeward_moisture, island_windward_moisture, island_lee_moisture and biome_share.NAME (the biome's English name in lower case).
 */
export function recipeStats(labId: string, results: CallResult[]): Record<string, number> {
  if (labId !== 'islands' || results[0]?.fn !== 'renderIslands') return {};
  const x = resultOf(results[0], 'renderIslands').extra;
  const stats: Record<string, number> = {
    dry_share: x.dry_share,
    windward_moisture: x.windward,
    leeward_moisture: x.leeward,
    island_windward_moisture: x.island_windward,
    island_lee_moisture: x.island_lee,
  };
  x.biome_shares.forEach((share, biome) => {
    const name = islandsStrings.en[`islands.biome.${biome}`];
    if (name) stats[`biome_share.${name.toLowerCase()}`] = share;
  });
  return stats;
}
