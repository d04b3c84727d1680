// Lab 2 · Octaves and shaping: the lesson's noise mode. Basis, frequency, octaves one at a time,
// lacunarity, gain, per-octave folds, warp, sea level and island mask, with the presets "Rolling hills"
// and "Islands", the land share with and without the mask, the aliasing readout and a row graph.
import { graphRow, markRow } from '../draw';
import type { Param, Values } from '../params';
import type { Call } from '../protocol';
import { strings } from './octaves.strings';
import { GRID, SIDE, legendBlock, paintTerrain } from './terrain';
import type { Lab, LabHost, LabView, Readout } from './types';
import { canvas, el, text, toFloat32 } from './ui';

const params: Param[] = [
  { id: 'seed', kind: 'seed', def: 1, label: 'common.seed', hint: 'common.seedHint', affects: 'field' },
  {
    id: 'basis',
    kind: 'choice',
    def: 'simplex',
    options: [
      { value: 'simplex', label: 'octaves.basis.simplex' },
      { value: 'perlin', label: 'octaves.basis.perlin' },
      { value: 'value', label: 'octaves.basis.value' },
    ],
    label: 'octaves.basis',
    affects: 'field',
  },
  { id: 'frequency', kind: 'range', def: 3, min: 0.5, max: 16, step: 0.25, digits: 2, label: 'octaves.frequency', hint: 'octaves.frequencyHint', affects: 'field' },
  { id: 'octaves', kind: 'range', def: 6, min: 1, max: 16, step: 1, digits: 0, label: 'octaves.octaves', hint: 'octaves.octavesHint', affects: 'field' },
  { id: 'lacunarity', kind: 'range', def: 2, min: 1.5, max: 3, step: 0.05, digits: 2, label: 'octaves.lacunarity', hint: 'octaves.lacunarityHint', affects: 'field' },
  { id: 'gain', kind: 'range', def: 0.5, min: 0.2, max: 0.8, step: 0.05, digits: 2, label: 'octaves.gain', hint: 'octaves.gainHint', affects: 'field' },
  {
    id: 'fold',
    kind: 'choice',
    def: 'none',
    options: [
      { value: 'none', label: 'octaves.fold.none' },
      { value: 'ridged', label: 'octaves.fold.ridged' },
      { value: 'billow', label: 'octaves.fold.billow' },
    ],
    label: 'octaves.fold',
    affects: 'field',
  },
  {
    id: 'warp',
    kind: 'choice',
    def: '0',
    options: [
      { value: '0', label: 'octaves.warp.0' },
      { value: '1', label: 'octaves.warp.1' },
      { value: '2', label: 'octaves.warp.2' },
    ],
    label: 'octaves.warp',
    hint: 'octaves.warpHint',
    affects: 'field',
  },
  { id: 'sea', kind: 'range', def: 0, min: -0.5, max: 0.5, step: 0.01, digits: 2, label: 'octaves.sea', affects: 'field' },
  { id: 'island', kind: 'toggle', def: false, label: 'octaves.island', hint: 'octaves.islandHint', affects: 'field' },
  { id: 'row', kind: 'range', def: 128, min: 0, max: SIDE - 1, step: 1, digits: 0, label: 'common.row', affects: 'view' },
];

// The lesson's two presets (the same parameters as the core's "rolling-hills" and "islands").
const BASE: Values = { basis: 'simplex', frequency: 3, octaves: 6, lacunarity: 2, gain: 0.5, fold: 'none', warp: '0', sea: 0, island: false };
const PRESETS: { id: string; values: Values }[] = [
  { id: 'rolling', values: { ...BASE, basis: 'perlin' } },
  { id: 'islands', values: { ...BASE, island: true, sea: -0.04 } },
];

/** The core's terrain parameters (terrain_json) for these values. */
function terrainJson(v: Values, island = v.island as boolean): string {
  return JSON.stringify({
    frequency: v.frequency,
    fbm: { basis: v.basis, octaves: v.octaves, lacunarity: v.lacunarity, persistence: v.gain, octave_fold: v.fold },
    warp: { levels: Number(v.warp), strength: 1, frequency: 0.35 },
    island,
    mask: { falloff: 0.6 },
    sea_level: v.sea,
  });
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
    const n = Math.min(16, Math.max(1, (current.octaves as number) + delta));
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
      const calls: Call[] = [{ fn: 'renderTerrain', args: [v.seed as number, terrainJson(v), ...GRID] }];
      // The same map with the mask the other way round: only its land share is needed.
      calls.push({ fn: 'renderTerrain', args: [v.seed as number, terrainJson(v, !v.island), ...GRID], keep: false });
      return calls;
    },
    draw(v, results) {
      current = v;
      fewer.disabled = (v.octaves as number) <= 1;
      more.disabled = (v.octaves as number) >= 16;
      const data = results[0].data;
      paintTerrain(map, data, v.sea as number);
      markRow(map, v.row as number);
      graphRow(graph, data, SIDE, v.row as number, { level: v.sea as number });
    },
    readouts(v, results) {
      current = v;
      const out: Readout[] = [];
      if (results) {
        const shares = v.island ? [results[0], results[1]] : [results[1], results[0]];
        const pct = (x: unknown) => host.t('octaves.percent', { p: host.num((x as number) * 100, 1) });
        out.push({ id: 'land-mask', label: 'octaves.landMask', value: pct(shares[0].extra.landShare) });
        out.push({ id: 'land-nomask', label: 'octaves.landNoMask', value: pct(shares[1].extra.landShare) });
      }
      const cycles = finestCycles(v);
      const perCycle = SIDE / cycles;
      out.push({
        id: 'aliasing',
        label: 'octaves.finest',
        value: host.t(perCycle < 2 ? 'octaves.aliasing' : 'octaves.resolved', { cycles: host.num(cycles, 1), samples: host.num(perCycle, 2) }),
        tone: perCycle < 2 ? 'warn' : 'good',
      });
      const preset = PRESETS.find((p) => Object.entries(p.values).every(([k, x]) => v[k] === x));
      out.push({ id: 'preset', label: 'octaves.presetNow', value: host.t(preset ? `octaves.preset.${preset.id}` : 'octaves.custom') });
      return out;
    },
    maps: () => [0],
    exportMap(v, results) {
      const clean = canvas(SIDE, SIDE, 'octaves.alt');
      paintTerrain(clean, results[0].data, v.sea as number);
      return { canvas: clean, field: toFloat32(results[0].data), width: SIDE, height: SIDE, name: `octaves-seed${v.seed}` };
    },
  };
}

export const octaves: Lab = { id: 'octaves', number: 2, params, strings, create };
