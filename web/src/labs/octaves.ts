// Lab 2 · Octaves and shaping: the lesson's noise mode. Basis, frequency, octaves one at a time,
// lacunarity, gain, per-octave folds, warp, sea level and island mask, with the presets "Rolling hills"
// and "Islands", the land share with and without the mask, the aliasing readout, a row graph, and the map's
// spectrum across its rows with each octave marked where it lands (an octave past the limit folds back).
import { terrainPreset } from '../core';
import { graphRow, markRow } from '../draw';
import { MAP_RELIEF, hillshadeCanvas } from '../hillshade';
import { layerParts, rowOf } from '../map-shapes';
import { type Param, type RangeParam, type Values, sameValue } from '../params';
import { type Call, resultOf } from '../protocol';
import { type FromSchema, fromSchema, paramsOf, valuesOf } from '../schema-params';
import { highShare, rowSpectrum } from '../spectrum';
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

// The "Show aliasing" settings: a gain where the octaves past the limit are strong enough to see (the slider's
// top), 3 cycles and lacunarity 2 (the lesson's numbers), and every octave the core allows.
export const ALIASING_VALUES: Values = { frequency: 3, lacunarity: 2, persistence: 0.8, octaves: octaveCount.max };

const HALF = SIDE / 2; // the highest frequency a row of SIDE samples can hold: 128 cycles across (Nyquist)
const HIGH = SIDE / 4; // the top half of that band starts here: fewer than 4 samples per cycle (spectrum.ts: highShare)


/** Where octave i's cycles land in a row of SIDE samples: below HALF as they are; above, folded back. */
function folded(cycles: number): number {
  const m = cycles % SIDE;
  return m > HALF ? SIDE - m : m;
}

/** Draws the spectrum (log power against cycles across) and a tick per octave: blue where it is resolved, red
 *  at the frequency an octave past the limit folds back to. */
function drawSpectrum(c: HTMLCanvasElement, power: Float64Array, v: Values): void {
  const ctx = c.getContext('2d')!;
  const w = c.width;
  const h = c.height;
  const style = getComputedStyle(c);
  ctx.clearRect(0, 0, w, h);
  ctx.fillStyle = style.getPropertyValue('--graph-bg') || '#f4f6f8';
  ctx.fillRect(0, 0, w, h);
  const x = (k: number) => (k / HALF) * (w - 2) + 1;
  // The top half of the band, shaded: what the readout sums.
  ctx.fillStyle = 'rgba(200, 60, 40, 0.08)';
  ctx.fillRect(x(HIGH), 0, w - x(HIGH), h);
  let top = -Infinity;
  for (let k = 1; k <= HALF; k++) top = Math.max(top, Math.log10(power[k] + 1e-12));
  const floor = top - 4; // four decades shown
  ctx.strokeStyle = 'rgba(40, 40, 40, 0.85)';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  for (let k = 1; k <= HALF; k++) {
    const y = h - 2 - ((Math.max(floor, Math.log10(power[k] + 1e-12)) - floor) / (top - floor)) * (h - 14);
    if (k === 1) ctx.moveTo(x(k), y);
    else ctx.lineTo(x(k), y);
  }
  ctx.stroke();
  let cycles = v.frequency as number;
  for (let i = 0; i < (v.octaves as number); i++) {
    const past = cycles > HALF;
    ctx.strokeStyle = past ? 'rgba(210, 40, 30, 0.9)' : 'rgba(0, 120, 190, 0.8)';
    ctx.lineWidth = past ? 2 : 1.5;
    const at = x(folded(cycles));
    ctx.beginPath();
    ctx.moveTo(at, 0);
    ctx.lineTo(at, 10);
    ctx.stroke();
    cycles *= v.lacunarity as number;
  }
}

function create(host: LabHost): LabView {
  const map = canvas(SIDE, SIDE, 'octaves.alt');
  const graph = canvas(SIDE * 2, 96, 'octaves.graphAlt', 'graph wide');
  const spectrum = canvas(SIDE * 2, 72, 'octaves.spectrumAlt', 'graph wide spectrum');
  let spectrumOf: { data: Float64Array; share: number } | null = null; // the last map's spectrum, kept for readouts
  // The spectrum and its share as an inset in the map's corner, so they stay in view with the map (the readouts
  // list lies below the fold on a laptop screen); the same share is in the readouts list too.
  const spectrumLine = el('output', 'spectrum-line');
  const inset = el('div', 'octaves-inset', spectrum, spectrumLine);
  const stack = el('div', 'map-stack', map, inset);
  stack.dataset.probeAfter = ''; // the probe's panel goes under the stack, not into it
  // A drag's previews are coarse maps scaled up: their rows lack the fine octaves, so their spectrum would not be
  // the map's. The inset keeps the last full map's spectrum, dimmed, until the full map of the new values is back.
  let previewDrawn = false;
  /** The spectrum of a full map (every row: not the preview), once per map, drawn and kept for the readout. */
  function measureSpectrum(v: Values, data: Float64Array): void {
    if (previewDrawn || data.length !== SIDE * SIDE || spectrumOf?.data === data) return;
    const power = rowSpectrum(data, SIDE);
    spectrumOf = { data, share: highShare(power) };
    drawSpectrum(spectrum, power, v);
    spectrum.dataset.highShare = String(spectrumOf.share);
  }
  const aliasingButton = text(host, 'button', 'octaves.showAliasing');
  aliasingButton.type = 'button';
  aliasingButton.dataset.preset = 'aliasing';
  aliasingButton.addEventListener('click', () => host.setValues(ALIASING_VALUES));
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
      stack,
      el('div', 'button-row', text(host, 'span', 'octaves.presets', 'button-row-label'), ...presetButtons, aliasingButton),
      el('div', 'button-row', text(host, 'span', 'octaves.step', 'button-row-label'), fewer, more),
      graph,
      text(host, 'p', 'octaves.spectrumHint', 'hint'),
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
    draw(v, results, drawn) {
      current = v;
      previewDrawn = drawn?.preview ?? false;
      inset.classList.toggle('stale', previewDrawn);
      fewer.disabled = (v.octaves as number) <= octaveCount.min;
      more.disabled = (v.octaves as number) >= octaveCount.max;
      // Drawn from the bands as they came (the hill shading reads neighbours: the joined map).
      paintTerrain(map, layerParts(results[0]), v.sea_level as number);
      if (v.hillshade) hillshadeCanvas(map, results[0].data, 1 / SIDE, MAP_RELIEF, v.sea_level as number);
      markRow(map, v.row as number);
      graphRow(graph, rowOf(results[0], v.row as number, SIDE), SIDE, 0, { level: v.sea_level as number });
      measureSpectrum(v, results[0].data);
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
      if (results) measureSpectrum(v, results[0].data);
      if (results && spectrumOf && spectrumOf.data === results[0].data) {
        const value = host.t('octaves.highPowerValue', { p: host.num(spectrumOf.share * 100, 2) });
        out.push({ id: 'spectrum', label: 'octaves.highPower', value });
        spectrumLine.textContent = `${host.t('octaves.highPower')}: ${value}`;
      }
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
