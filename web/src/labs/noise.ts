// Lab 1 · Noise basics: value, Perlin and simplex noise side by side (one octave each), the lattice
// each one is built on, one row of each graphed, a contour view, and a race of 1M samples in WASM.
import { GREY, graphRow, markRow, paint, paintContours } from '../draw';
import { layerParts, rowOf } from '../map-shapes';
import type { Param, Values } from '../params';
import { type Call, type CallResult, resultOf } from '../protocol';
import { errorText } from '../strings';
import { strings } from './noise.strings';
import type { Lab, LabHost, LabView, Readout } from './types';
import { positionReadout } from './probe-readouts';
import { canvas, el, text, toFloat32 } from './ui';

const SIDE = 256;
const BASES = ['value', 'perlin', 'simplex'] as const;
type BasisName = (typeof BASES)[number];
const RACE_SAMPLES = 1_000_000;
// The race also runs the tutorial's Perlin class: 3D Perlin noise read on the plane z = 0 (the core's perlin3).
const RACERS = [...BASES, 'perlin3'] as const;
type Racer = (typeof RACERS)[number];
const F2 = (Math.sqrt(3) - 1) / 2; // the simplex skew, only for drawing its triangle lattice

const params: Param[] = [
  { id: 'seed', kind: 'seed', def: 1, label: 'common.seed', hint: 'common.seedHint', affects: 'field' },
  { id: 'cells', kind: 'range', def: 4, min: 1, max: 16, step: 1, digits: 0, label: 'noise.cells', hint: 'noise.cellsHint', affects: 'field' },
  {
    id: 'view',
    kind: 'choice',
    def: 'shade',
    options: [
      { value: 'shade', label: 'noise.view.shade' },
      { value: 'contours', label: 'noise.view.contours' },
    ],
    label: 'noise.view',
    affects: 'view',
  },
  { id: 'grid', kind: 'toggle', def: true, label: 'noise.grid', affects: 'view' },
  { id: 'row', kind: 'range', def: 128, min: 0, max: SIDE - 1, step: 1, digits: 0, label: 'common.row', hint: 'noise.rowHint', affects: 'view' },
];

/** Draws the lattice a basis is built on, for `cells` lattice cells across the map. */
function drawLattice(c: HTMLCanvasElement, basis: BasisName, cells: number): void {
  const ctx = c.getContext('2d')!;
  const px = SIDE / cells; // pixels per noise unit
  ctx.save();
  ctx.strokeStyle = 'rgba(0, 200, 230, 0.75)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  const line = (x0: number, y0: number, x1: number, y1: number) => {
    ctx.moveTo(x0 * px, y0 * px);
    ctx.lineTo(x1 * px, y1 * px);
  };
  if (basis === 'simplex') {
    // Cell edges where x + (x + y)·F2 or y + (x + y)·F2 is whole, and the diagonals x − y = k.
    const n = cells;
    for (let i = -n; i <= Math.ceil(n * (1 + 2 * F2)) + 1; i++) {
      line(i / (1 + F2), 0, (i - n * F2) / (1 + F2), n);
      line(0, i / (1 + F2), n, (i - n * F2) / (1 + F2));
    }
    for (let k = -n; k <= n; k++) line(k, 0, k + n, n);
  } else {
    for (let k = 0; k <= cells; k++) {
      line(k, 0, k, cells);
      line(0, k, cells, k);
    }
  }
  ctx.stroke();
  ctx.restore();
}

function create(host: LabHost): LabView {
  const panels = BASES.map((basis) => {
    const map = canvas(SIDE, SIDE, `noise.alt.${basis}`);
    map.dataset.basis = basis;
    const graph = canvas(SIDE, 72, `noise.graphAlt.${basis}`, 'graph');
    const figure = el('figure', 'panel', text(host, 'h3', `noise.name.${basis}`), map, graph, text(host, 'figcaption', `noise.about.${basis}`));
    return { basis, map, graph, figure };
  });

  let race: { running: boolean; ms: Record<Racer, number> | null; error: string | null } = { running: false, ms: null, error: null };
  const raceButton = text(host, 'button', 'noise.race', 'race');
  raceButton.type = 'button';
  let current: Values | null = null;
  raceButton.addEventListener('click', () => {
    if (!current) return;
    const seed = current.seed as number;
    race = { running: true, ms: null, error: null };
    raceButton.disabled = true;
    host.refresh();
    // A short warm-up run of each first, so the timed runs do not pay for first-call compilation.
    const raceCalls = (samples: number): Call[] => RACERS.map((b) => ({ fn: 'raceNoise', args: [b, seed, samples], keep: false }));
    const calls = [...raceCalls(100_000), ...raceCalls(RACE_SAMPLES)];
    host.compute('race', calls).then(
      (answer) => {
        if (!answer) return;
        const timed = answer.slice(RACERS.length);
        race = { running: false, ms: Object.fromEntries(RACERS.map((b, i) => [b, resultOf(timed[i], 'raceNoise').extra.ms])) as Record<Racer, number>, error: null };
      },
      (error: Error) => (race = { running: false, ms: null, error: error.message }),
    ).finally(() => {
      raceButton.disabled = false;
      host.refresh();
    });
  });

  const panelRow = el('div', 'panels', ...panels.map((p) => p.figure));
  panelRow.dataset.probeAfter = ''; // the probe's panel goes under the three maps
  const element = el(
    'div',
    'lab-noise',
    panelRow,
    el('div', 'race-row', raceButton, text(host, 'p', 'noise.raceHint', 'hint')),
    text(host, 'p', 'noise.race3d', 'hint race-3d'),
  );

  return {
    element,
    calls: (v) =>
      BASES.map((basis): Call => ({ fn: 'fillNoise', args: [basis, v.seed as number, { x0: 0, y0: 0, step: (v.cells as number) / SIDE, width: SIDE, height: SIDE }] })),
    draw(v, results) {
      current = v;
      const cells = v.cells as number;
      const row = v.row as number;
      // Lattice lines crossing the graphed row, for value and Perlin noise (vertical lines at whole x).
      const marks = Array.from({ length: cells + 1 }, (_, k) => (k * SIDE) / cells);
      panels.forEach((p, i) => {
        // Drawn from the bands as they came (a contour reads its neighbours: the joined map).
        if (v.view === 'contours') paintContours(p.map, results[i].data, SIDE, SIDE);
        else paint(p.map, layerParts(results[i]), SIDE, SIDE, GREY);
        if (v.grid) drawLattice(p.map, p.basis, cells);
        markRow(p.map, row);
        graphRow(p.graph, rowOf(results[i], row, SIDE), SIDE, 0, { marks: v.grid && p.basis !== 'simplex' ? marks : [] });
      });
    },
    readouts(v, results) {
      current = v;
      const out: Readout[] = [];
      if (results) {
        BASES.forEach((b, i) => out.push({ id: `hash-${b}`, label: `noise.hash.${b}`, value: results[i].hash }));
      }
      if (race.running) out.push({ id: 'race', label: 'noise.raceResult', value: host.t('noise.raceRunning') });
      else if (race.error) out.push({ id: 'race', label: 'noise.raceResult', value: errorText(race.error, (k, v) => host.t(k, v)), tone: 'bad' });
      else if (race.ms) {
        const fastest = Math.min(...RACERS.map((b) => race.ms![b]));
        for (const b of RACERS) {
          out.push({
            id: `race-${b}`,
            label: `noise.raceOf.${b}`,
            value: host.t('noise.raceValue', { ms: host.num(race.ms[b], 1), ratio: host.num(race.ms[b] / fastest, 2) }),
            tone: race.ms[b] === fastest ? 'good' : undefined,
          });
        }
        // The tutorial's claim: simplex takes about 70 % of the time of its Perlin (the 3D one at z = 0).
        // The lesson's race step quotes this figure in its text (a live run): what the race measured here.
        out.push({ id: 'perlin3-cost', label: 'noise.race3dCost', value: host.t('noise.race3dCostValue', { r: host.num(race.ms.perlin3 / race.ms.simplex, 2) }) });
        out.push({ id: 'race-ratio', label: 'noise.raceRatio', value: host.t('noise.raceRatioValue', { p: host.num((race.ms.simplex / race.ms.perlin3) * 100, 0) }) });
      }
      return out;
    },
    maps: () => [0, 1, 2],
    // The three maps share one grid: the probe reads each noise at the same sample, in noise units x · cells / 256.
    probe(v, results, x, y) {
      const step = (v.cells as number) / SIDE;
      return [
        positionReadout(host, x * step, y * step, 4),
        ...BASES.map((b, i): Readout => ({ id: `noise-${b}`, label: `probe.noise.${b}`, value: host.num(results[i].data[y * SIDE + x], 4) })),
      ];
    },
    exportMap(v, results) {
      // The three maps stacked top to bottom: value, Perlin, simplex.
      const out = canvas(SIDE, SIDE * 3, 'noise.title');
      const ctx = out.getContext('2d')!;
      results.slice(0, 3).forEach((r, i) => {
        const one = canvas(SIDE, SIDE, 'noise.title');
        if (v.view === 'contours') paintContours(one, r.data, SIDE, SIDE);
        else paint(one, r.data, SIDE, SIDE, GREY);
        ctx.drawImage(one, 0, i * SIDE);
      });
      return { canvas: out, field: toFloat32(...results.map((r) => r.data)), width: SIDE, height: SIDE * 3, name: `noise-value-perlin-simplex-seed${v.seed}` };
    },
  };
}

export const noise: Lab = { id: 'noise', number: 1, params, strings, create };
