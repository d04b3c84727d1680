// Lab 2 · Octaves and shaping: the lesson's noise mode. Basis, frequency, octaves one at a time,
// lacunarity, gain, per-octave folds, warp, sea level and island mask, with the presets "Rolling hills"
// and "Islands", the land share with and without the mask, the aliasing readout and a row graph.
import { terrainPreset } from '../core';
import { graphRow, markRow } from '../draw';
import { MAP_RELIEF, hillshadeCanvas } from '../hillshade';
import { layerParts, rowOf } from '../map-shapes';
import { type Param, type RangeParam, type Values, sameValue } from '../params';
import { type Call, resultOf } from '../protocol';
import { type FromSchema, fromSchema, paramsOf, valuesOf } from '../schema-params';
import { strings } from './octaves.strings';
import { GRID, SIDE, legendBlock, paintTerrain } from './terrain';
import type { Lab, LabHost, LabPreset, LabView, Readout } from './types';
import { heightReadouts, positionReadout } from './probe-readouts';
import { canvas, el, text, toFloat32 } from './ui';

// The lesson's noise mode is the core's terrain struct: its defaults, with narrower sliders where the whole
// range would only show noise or nothing.
const terrain = (path: string, spec: Partial<FromSchema> = {}) => fromSchema({ struct: 'terrain', path, ...spec });
const octaveCount = terrain('fbm.octaves', { hint: 'octaves.octavesHint' }) as RangeParam;
const params: Param[] = [
  { id: 'seed', kind: 'seed', def: 1, label: 'common.seed', hint: 'common.seedHint', affects: 'field' },
  terrain('fbm.basis'),
  terrain('frequency', { min: 0.5, max: 16, hint: 'octaves.frequencyHint' }),
  octaveCount,
  terrain('fbm.lacunarity', { min: 1.5, max: 3, hint: 'octaves.lacunarityHint' }),
  terrain('fbm.persistence', { min: 0.2, max: 0.8, hint: 'octaves.gainHint', aliases: ['gain'] }),
  terrain('fbm.octave_fold', { aliases: ['fold'] }),
  terrain('warp.levels', { asChoice: true, hint: 'octaves.warpHint', aliases: ['warp'] }),
  terrain('sea_level', { min: -0.5, max: 0.5, aliases: ['sea'] }),
  terrain('island', { hint: 'octaves.islandHint' }),
  { id: 'row', kind: 'range', def: 128, min: 0, max: SIDE - 1, step: 1, digits: 0, label: 'common.row', affects: 'view' },
  { id: 'hillshade', kind: 'toggle', def: false, label: 'common.hillshade', hint: 'common.hillshadeHint', affects: 'view' },
];

// The lesson's two presets are the core's "rolling-hills" and "islands": their values on this lab's controls.
const PRESETS: LabPreset[] = ['rolling-hills', 'islands'].map((id) => ({ id, values: valuesOf('terrain', params, terrainPreset(id).params) }));

/** The core's terrain parameters for these values (the island mask as given). */
function terrainParams(v: Values, island = v.island as boolean) {
  return { ...paramsOf('terrain', params, v), island };
}

/** Cycles of the finest octave across the map, by repeated multiplication as the core does. */
function finestCycles(v: Values): number {
  let f = v.frequency as number;
  for (let i = 1; i < (v.octaves as number); i++) f *= v.lacunarity as number;
  return f;
}

function create(host: LabHost): LabView {
  const map = canvas(SIDE, SIDE, 'octaves.alt');
  const graph = canvas(SIDE * 2, 96, 'octaves.graphAlt', 'graph wide');
  const presetButtons = PRESETS.map((p) => {
    const b = text(host, 'button', `octaves.preset.${p.id}`);
    b.type = 'button';
    b.dataset.preset = p.id;
    b.addEventListener('click', () => host.setValues(p.values));
    return b;
  });
  let current: Values | null = null;
  const step = (delta: number) => {
    if (!current) return;
    const n = Math.min(octaveCount.max, Math.max(octaveCount.min, (current.octaves as number) + delta));
    host.setValues({ octaves: n });
  };
  const fewer = text(host, 'button', 'octaves.fewer');
  const more = text(host, 'button', 'octaves.more');
  fewer.type = more.type = 'button';
  fewer.addEventListener('click', () => step(-1));
  more.addEventListener('click', () => step(1));

  const element = el(
    'div',
    'lab-octaves',
    el(
      'figure',
      'panel',
      map,
      el('div', 'button-row', text(host, 'span', 'octaves.presets', 'button-row-label'), ...presetButtons),
      el('div', 'button-row', text(host, 'span', 'octaves.step', 'button-row-label'), fewer, more),
      graph,
      legendBlock(host),
    ),
  );

  return {
    element,
    calls(v) {
      return [
        { fn: 'renderTerrain', args: [v.seed as number, terrainParams(v), GRID] },
        // The same map with the mask the other way round: only its land share is needed.
        { fn: 'renderTerrain', args: [v.seed as number, terrainParams(v, !v.island), GRID], keep: false },
      ] satisfies Call[];
    },
    draw(v, results) {
      current = v;
      fewer.disabled = (v.octaves as number) <= octaveCount.min;
      more.disabled = (v.octaves as number) >= octaveCount.max;
      // Drawn from the bands as they came (the hill shading reads neighbours: the joined map).
      paintTerrain(map, layerParts(results[0]), v.sea_level as number);
      if (v.hillshade) hillshadeCanvas(map, results[0].data, 1 / SIDE, MAP_RELIEF, v.sea_level as number);
      markRow(map, v.row as number);
      graphRow(graph, rowOf(results[0], v.row as number, SIDE), SIDE, 0, { level: v.sea_level as number });
    },
    readouts(v, results) {
      current = v;
      const out: Readout[] = [];
      if (results) {
        const shares = v.island ? [results[0], results[1]] : [results[1], results[0]];
        const pct = (r: (typeof shares)[number]) => host.t('octaves.percent', { p: host.num(resultOf(r, 'renderTerrain').extra.land_share * 100, 1) });
        out.push({ id: 'land-mask', label: 'octaves.landMask', value: pct(shares[0]) });
        out.push({ id: 'land-nomask', label: 'octaves.landNoMask', value: pct(shares[1]) });
      }
      const cycles = finestCycles(v);
      const perCycle = SIDE / cycles;
      out.push({
        id: 'aliasing',
        label: 'octaves.finest',
        value: host.t(perCycle < 2 ? 'octaves.aliasing' : 'octaves.resolved', { cycles: host.num(cycles, 1), samples: host.num(perCycle, 2) }),
        tone: perCycle < 2 ? 'warn' : 'good',
      });
      const preset = PRESETS.find((p) => Object.entries(p.values).every(([k, x]) => sameValue(v[k], x)));
      out.push({ id: 'preset', label: 'octaves.presetNow', value: host.t(preset ? `octaves.preset.${preset.id}` : 'octaves.custom') });
      return out;
    },
    maps: () => [0],
    // The map's grid is u, v = col / 256, row / 256.
    probe: (v, results, x, y) => [positionReadout(host, x / SIDE, y / SIDE, 4), ...heightReadouts(host, results[0].data[y * SIDE + x], v.sea_level as number)],
    exportMap(v, results) {
      const clean = canvas(SIDE, SIDE, 'octaves.alt');
      paintTerrain(clean, results[0].data, v.sea_level as number);
      if (v.hillshade) hillshadeCanvas(clean, results[0].data, 1 / SIDE, MAP_RELIEF, v.sea_level as number);
      return { canvas: clean, field: toFloat32(results[0].data), width: SIDE, height: SIDE, name: `octaves-seed${v.seed}` };
    },
  };
}

export const octaves: Lab = { id: 'octaves', number: 2, params, presets: PRESETS, strings, create };
