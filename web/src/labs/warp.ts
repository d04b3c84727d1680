// Lab 3 · Domain warping: push each point by an offset made of more noise before reading the noise.
// Strength, warp frequency, levels (none, single, double), shape (normal, ridged, billow), terrain
// colours, and arrows from each point to where the warp sends it (the core's warp_point).
import { atPath, terrainPreset } from '../core';
import { arrow } from '../draw';
import { MAP_RELIEF, hillshadeCanvas } from '../hillshade';
import { layerParts } from '../map-shapes';
import type { Param, Value, Values } from '../params';
import type { Call } from '../protocol';
import { type FromSchema, fromSchema, paramsOf } from '../schema-params';
import { GRID, SIDE, legendBlock, paintTerrain } from './terrain';
import { strings } from './warp.strings';
import type { Lab, LabHost, LabView } from './types';
import { heightReadouts, positionReadout } from './probe-readouts';
import { canvas, el, text, toFloat32 } from './ui';

// The lab opens on the core's "warp-single" preset (the tutorial's fbm() warped once) and moves its warp and shape.
const PRESET = terrainPreset('warp-single');
const FREQUENCY = PRESET.params.frequency; // cycles of the first octave across the map
const ARROWS = 16; // arrows per side
const ARROW_SCALE = 1 / 3; // arrows are drawn at a third of the real push, so they stay readable

const control = (path: string, spec: Partial<FromSchema> = {}) =>
  fromSchema({ struct: 'terrain', path, def: atPath(PRESET.params, path) as Value, ...spec });
const params: Param[] = [
  { id: 'seed', kind: 'seed', def: 1, label: 'common.seed', hint: 'common.seedHint', affects: 'field' },
  control('warp.strength', { min: 0, max: 8, hint: 'warp.strengthHint' }),
  control('warp.frequency', { min: 0.05, max: 2, hint: 'warp.frequencyHint', aliases: ['wfreq'] }),
  control('warp.levels', { asChoice: true }),
  control('shape'),
  { id: 'colours', kind: 'toggle', def: true, label: 'warp.colours', affects: 'view' },
  { id: 'arrows', kind: 'toggle', def: false, label: 'warp.arrows', hint: 'warp.arrowsHint', affects: 'view' },
  { id: 'hillshade', kind: 'toggle', def: false, label: 'common.hillshade', hint: 'common.hillshadeHint', affects: 'view' },
];

const terrainParams = (v: Values) => paramsOf('terrain', params, v, PRESET.params);

function create(host: LabHost): LabView {
  const map = canvas(SIDE, SIDE, 'warp.alt');
  const element = el('div', 'lab-warp', el('figure', 'panel', map, text(host, 'figcaption', 'warp.caption'), legendBlock(host)));
  return {
    element,
    calls: (v): Call[] => [
      { fn: 'renderTerrain', args: [v.seed as number, terrainParams(v), GRID] },
      // Where the warp sends the centre of each of 16 × 16 cells (in noise units).
      { fn: 'warpPoints', args: [v.seed as number, terrainParams(v), { x0: 0.5 / ARROWS, y0: 0.5 / ARROWS, step: 1 / ARROWS, width: ARROWS, height: ARROWS }] },
    ],
    draw(v, results) {
      paintTerrain(map, layerParts(results[0]), 0, v.colours as boolean);
      if (v.hillshade) hillshadeCanvas(map, results[0].data, 1 / SIDE, MAP_RELIEF, 0);
      if (!v.arrows) return;
      const to = results[1].data;
      const ctx = map.getContext('2d')!;
      ctx.save();
      ctx.strokeStyle = ctx.fillStyle = v.colours ? 'rgba(255, 255, 255, 0.9)' : 'rgba(220, 40, 90, 0.9)';
      ctx.lineWidth = 1.2;
      for (let row = 0; row < ARROWS; row++) {
        for (let col = 0; col < ARROWS; col++) {
          const i = row * ARROWS + col;
          const u = (col + 0.5) / ARROWS;
          const w = (row + 0.5) / ARROWS;
          // The push in map units: (warped point − point) / frequency.
          const du = (to[2 * i] / FREQUENCY - u) * ARROW_SCALE;
          const dv = (to[2 * i + 1] / FREQUENCY - w) * ARROW_SCALE;
          arrow(ctx, u * SIDE, w * SIDE, (u + du) * SIDE, (w + dv) * SIDE);
        }
      }
      ctx.restore();
    },
    readouts(v, results) {
      if (!results) return [];
      // The longest push among the arrows, in map widths.
      const to = results[1].data;
      let longest = 0;
      for (let i = 0; i < ARROWS * ARROWS; i++) {
        const u = ((i % ARROWS) + 0.5) / ARROWS;
        const w = (Math.floor(i / ARROWS) + 0.5) / ARROWS;
        longest = Math.max(longest, Math.hypot(to[2 * i] / FREQUENCY - u, to[2 * i + 1] / FREQUENCY - w));
      }
      return [{ id: 'push', label: 'warp.longest', value: host.t('warp.longestValue', { d: host.num(longest, 3) }) }];
    },
    maps: () => [0],
    probe: (v, results, x, y) => [positionReadout(host, x / SIDE, y / SIDE, 4), ...heightReadouts(host, results[0].data[y * SIDE + x], terrainParams(v).sea_level ?? 0)],
    exportMap(v, results) {
      const clean = canvas(SIDE, SIDE, 'warp.alt');
      paintTerrain(clean, results[0].data, 0, v.colours as boolean);
      if (v.hillshade) hillshadeCanvas(clean, results[0].data, 1 / SIDE, MAP_RELIEF, 0);
      return { canvas: clean, field: toFloat32(results[0].data), width: SIDE, height: SIDE, name: `warp-seed${v.seed}` };
    },
  };
}

export const warp: Lab = { id: 'warp', number: 3, params, strings, create };
