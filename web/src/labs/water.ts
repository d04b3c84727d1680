// Lab 12 · Water: lab 7's terrain (and, on request, its rain) eroded by the stream-power law and routed by the core's
// water module (cpp/include/worldlab/water.hpp through lab::water_lab_map): rivers drawn by discharge, lakes,
// basins, a river traced to the sea from any cell, a live slope–area plot of the channels, and the erosion animated
// step by step in a worker (waterErodeSteps, a few steps a job, a frame at least every 100 ms). 256²; a 32² preview
// (map-shapes.ts) shows the new terrain's land, sea and lakes first.
import { TERRAIN, lutIndex, lutWords, wordsOf, imageOf, pixelWord } from '../draw';
import { hillshade, MAP_RELIEF } from '../hillshade';
import type { Param, Values } from '../params';
import { type Call, type CallResult, resultOf } from '../protocol';
import { type FromSchema, fromSchema, paramsOf } from '../schema-params';
import './water.css';
import { strings } from './water.strings';
import type { Lab, LabHost, LabView, Readout } from './types';
import { heightReadouts, positionReadout } from './probe-readouts';
import { canvas, el, text, toFloat32 } from './ui';

export const SIDE = 256;
const CELLS = SIDE * SIDE;
// The terrains offered: lab 7's.
const TERRAINS = ['islands', 'plateau', 'billow-dunes', 'tutorial-fbm', 'rolling-hills', 'ridged-ranges', 'musgrave-mountains', 'warp-single'];
/** A cell is a channel when at least this many cells' worth of unit rain flows through it. */
export const CHANNEL_CELLS = 64;

const field = (path: string, spec: Partial<FromSchema> = {}) => fromSchema({ struct: 'water_lab', path, ...spec });
const params: Param[] = [
  { id: 'seed', kind: 'seed', def: 1, label: 'common.seed', hint: 'common.seedHint', affects: 'field' },
  { id: 'basins', kind: 'toggle', def: false, label: 'water.basins', hint: 'water.basinsHint', affects: 'view' },
  field('terrain_preset', { options: TERRAINS }),
  field('islands_rain', { hint: 'water.islandsRainHint' }),
  field('rain', { min: 0.25, max: 4, step: 0.05, hint: 'water.rainHint' }),
  field('steps', { max: 400, hint: 'water.stepsHint' }),
  field('k', { max: 0.05, hint: 'water.kHint' }),
  field('m', { min: 0.2, max: 1, hint: 'water.mHint' }),
  field('uplift', { max: 0.005, hint: 'water.upliftHint' }),
  // From 1e-6 in steps of 1e-6: a range input writes values under 1e-6 as 1e-7, which the URL does not take.
  field('diffusion', { def: 0.000001, max: 0.00001, step: 0.000001, hint: 'water.diffusionHint' }),
];

/** The planes of a water map (renderWater, waterErodeSteps): height | filled | area | receiver | basin. */
export interface WaterPlanes {
  height: Float64Array;
  filled: Float64Array;
  area: Float64Array;
  receiver: Float64Array;
  basin: Float64Array;
}
export function planesOf(data: Float64Array, cells = CELLS): WaterPlanes {
  const at = (k: number) => data.subarray(k * cells, (k + 1) * cells);
  return { height: at(0), filled: at(1), area: at(2), receiver: at(3), basin: at(4) };
}

/** The path from cell `start` down its receivers to the outlet (both included). */
export function tracePath(receiver: ArrayLike<number>, start: number): number[] {
  const path = [start];
  let i = start;
  for (let guard = 0; guard < receiver.length && receiver[i] !== i; guard++) {
    i = receiver[i];
    path.push(i);
  }
  return path;
}

/** Length of a path of cells in cell widths: 1 along a row or column, √2 across a diagonal. */
export function pathLength(path: number[], side = SIDE): number {
  let length = 0;
  for (let k = 1; k < path.length; k++) {
    const a = path[k - 1];
    const b = path[k];
    length += a % side !== b % side && Math.floor(a / side) !== Math.floor(b / side) ? Math.SQRT2 : 1;
  }
  return length;
}

/** The number of cells whose water passes through each cell (itself included), by Kahn's order over the receivers. */
export function upstreamCells(receiver: ArrayLike<number>): Int32Array {
  const n = receiver.length;
  const count = new Int32Array(n).fill(1);
  const donors = new Int32Array(n);
  for (let i = 0; i < n; i++) if (receiver[i] !== i) donors[receiver[i]]++;
  const queue = new Int32Array(n);
  let tail = 0;
  for (let i = 0; i < n; i++) if (donors[i] === 0) queue[tail++] = i;
  for (let head = 0; head < tail; head++) {
    const i = queue[head];
    const r = receiver[i];
    if (r === i) continue;
    count[r] += count[i];
    if (--donors[r] === 0) queue[tail++] = r;
  }
  return count;
}

/**
 * The slope–area relation on the channels: every land cell with at least CHANNEL_CELLS cells of unit rain
 * upstream, not in a lake, above its receiver; x = log10 A (map units²), y = log10 S, and the least-squares slope.
 */
export function slopeArea(p: WaterPlanes, seaLevel: number, side = SIDE): { x: Float64Array; y: Float64Array; fit: number; intercept: number } {
  const cells = side * side;
  const minArea = CHANNEL_CELLS / cells;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < cells; i++) {
    const r = p.receiver[i];
    if (r === i || !(p.height[i] > seaLevel) || p.area[i] < minArea || p.filled[i] !== p.height[i]) continue;
    const drop = p.filled[i] - p.filled[r];
    if (!(drop > 0)) continue;
    const diagonal = i % side !== r % side && Math.floor(i / side) !== Math.floor(r / side);
    const slope = drop / ((diagonal ? Math.SQRT2 : 1) / side);
    xs.push(Math.log10(p.area[i]));
    ys.push(Math.log10(slope));
  }
  let sx = 0;
  let sy = 0;
  for (let k = 0; k < xs.length; k++) {
    sx += xs[k];
    sy += ys[k];
  }
  const mx = sx / xs.length;
  const my = sy / ys.length;
  let sxy = 0;
  let sxx = 0;
  for (let k = 0; k < xs.length; k++) {
    sxy += (xs[k] - mx) * (ys[k] - my);
    sxx += (xs[k] - mx) * (xs[k] - mx);
  }
  const fit = xs.length > 1 && sxx > 0 ? sxy / sxx : NaN;
  return { x: Float64Array.from(xs), y: Float64Array.from(ys), fit, intercept: my - fit * mx };
}

const SEA = pixelWord(38, 84, 140);
const LAKE = [70, 140, 215] as const;

function basinColour(basin: number): [number, number, number] {
  // A hue per outlet, spread by the golden ratio; pale, so the rivers stay visible.
  const h = (basin * 0.6180339887) % 1;
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    return 0.72 - 0.3 * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** What the map shows: the map of record, or an animation frame. */
interface Shown {
  data: Float64Array;
  hash: string;
  step: number;
  seaLevel: number;
}

function create(host: LabHost): LabView {
  const map = canvas(SIDE, SIDE, 'water.alt');
  const overlay = canvas(2 * SIDE, 2 * SIDE, 'water.overlayAlt', 'map-overlay');
  overlay.removeAttribute('role');
  delete overlay.dataset.i18nAria;
  overlay.setAttribute('aria-hidden', 'true');
  const stack = el('div', 'map-stack water-stack', map, overlay);
  stack.dataset.probeAfter = ''; // the probe's panel goes under the stack, not into it
  stack.tabIndex = 0;
  stack.setAttribute('role', 'application');
  stack.dataset.i18nAria = 'water.cursor';
  stack.setAttribute('aria-label', host.t('water.cursor'));

  const plot = canvas(320, 220, 'water.plotAlt', 'water-plot');
  const button = (key: string, action: string) => {
    const b = text(host, 'button', key);
    b.type = 'button';
    b.dataset.action = action;
    return b;
  };
  const runButton = button('water.run', 'run');
  const stopButton = button('water.stop', 'stop');
  const continueButton = button('water.continue', 'continue');
  const resetButton = button('water.reset', 'reset');
  const status = el('p', 'water-status');
  status.setAttribute('aria-live', 'polite');
  const element = el(
    'div',
    'lab-water',
    el('figure', 'panel', stack, text(host, 'figcaption', 'water.caption')),
    el('div', 'button-row water-buttons', runButton, stopButton, continueButton, resetButton),
    status,
    el('figure', 'panel water-plot-panel', text(host, 'figcaption', 'water.plotTitle'), plot),
  );

  let values: Values | null = null;
  let record: CallResult | null = null; // the map of record (renderWater)
  let shown: Shown | null = null;
  let shownPreview = false; // `shown` is a coarse preview scaled up: its receivers and basins index the 32² grid
  let upstream: Int32Array | null = null; // of `shown`, made on the first trace
  let traced: number[] | null = null;
  let cursor = Math.floor(SIDE / 2) * SIDE + Math.floor(SIDE / 2);
  let routeMs = NaN;
  let fit: ReturnType<typeof slopeArea> | null = null;

  // The animation: its own channel, one job at a time, each a few steps; `token` ends a run that was replaced.
  const anim = { running: false, token: 0, step: 0, target: 0, batch: 1, height: null as Float64Array | null, rain: null as Float64Array | null, sea: 0, params: null as unknown, frames: [] as number[], matched: null as boolean | null };
  const frameTimes: number[] = [];
  let drawMs = 0;
  (element as unknown as { waterFrames: number[] }).waterFrames = frameTimes;

  function setStatus(key: string, vars: Record<string, string | number> = {}): void {
    host.label(status, key, vars);
    element.dataset.state = anim.running ? 'running' : 'idle';
    element.dataset.step = String(shown?.step ?? 0);
    runButton.disabled = anim.running;
    stopButton.disabled = !anim.running;
    continueButton.disabled = anim.running || anim.height === null;
    resetButton.disabled = anim.running || shown === null || record === null || shown.hash === record.hash;
  }

  function paintMap(v: Values): void {
    if (!shown) return;
    const p = planesOf(shown.data);
    const ctx = map.getContext('2d')!;
    const image = imageOf(map, ctx, SIDE, SIDE);
    const words = wordsOf(image);
    const colours = lutWords(TERRAIN);
    for (let i = 0; i < CELLS; i++) {
      if (!(p.height[i] > shown.seaLevel)) words[i] = SEA;
      else if (p.filled[i] > p.height[i]) words[i] = pixelWord(LAKE[0], LAKE[1], LAKE[2]);
      else if (v.basins) {
        const c = basinColour(p.basin[i]);
        words[i] = pixelWord(c[0], c[1], c[2]);
      } else words[i] = colours[lutIndex(p.height[i], shown.seaLevel)];
    }
    hillshade(image.data, p.filled, SIDE, SIDE, 1 / SIDE, MAP_RELIEF, shown.seaLevel);
    ctx.putImageData(image, 0, 0);
    paintOverlay();
  }

  /** The rivers, each channel cell joined to its receiver, wider with more water; the traced path; the cursor. */
  function paintOverlay(): void {
    const ctx = overlay.getContext('2d')!;
    const size = overlay.width;
    const k = size / SIDE;
    ctx.clearRect(0, 0, size, size);
    if (!shown) return;
    const p = planesOf(shown.data);
    const cellArea = 1 / CELLS;
    // (A preview's receivers index its coarse grid: no rivers until the full map.)
    const rivers = shownPreview ? 0 : CELLS;
    const minArea = CHANNEL_CELLS * cellArea;
    // Widths in steps of 0.5 px: one path per width.
    const byWidth = new Map<number, number[]>();
    for (let i = 0; i < rivers; i++) {
      const r = p.receiver[i];
      if (r === i || p.area[i] < minArea || !(p.height[i] > shown.seaLevel)) continue;
      const w = Math.min(7, Math.round((0.6 + 0.45 * Math.sqrt(p.area[i] / minArea)) * 2) / 2);
      let list = byWidth.get(w);
      if (!list) byWidth.set(w, (list = []));
      list.push(i, r);
    }
    ctx.strokeStyle = 'rgba(25 80 200 / 0.9)';
    ctx.lineCap = 'round';
    for (const [w, list] of [...byWidth].sort((a, b) => a[0] - b[0])) {
      ctx.lineWidth = w;
      ctx.beginPath();
      for (let j = 0; j < list.length; j += 2) {
        const a = list[j];
        const b = list[j + 1];
        ctx.moveTo(((a % SIDE) + 0.5) * k, (Math.floor(a / SIDE) + 0.5) * k);
        ctx.lineTo(((b % SIDE) + 0.5) * k, (Math.floor(b / SIDE) + 0.5) * k);
      }
      ctx.stroke();
    }
    if (traced) {
      ctx.beginPath();
      traced.forEach((c, j) => (j ? ctx.lineTo : ctx.moveTo).call(ctx, ((c % SIDE) + 0.5) * k, (Math.floor(c / SIDE) + 0.5) * k));
      ctx.strokeStyle = 'rgba(20 20 20 / 0.9)';
      ctx.lineWidth = 6;
      ctx.stroke();
      ctx.strokeStyle = 'rgb(255 210 40)';
      ctx.lineWidth = 3;
      ctx.stroke();
    }
    if (document.activeElement === stack) {
      ctx.strokeStyle = 'rgb(255 255 255)';
      ctx.lineWidth = 2;
      ctx.strokeRect((cursor % SIDE) * k - 3, Math.floor(cursor / SIDE) * k - 3, k + 6, k + 6);
    }
  }

  let plotLang = host.lang();
  function paintPlot(v: Values): void {
    plotLang = host.lang();
    const ctx = plot.getContext('2d')!;
    const w = plot.width;
    const h = plot.height;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, w, h);
    if (!shown) return;
    fit = slopeArea(planesOf(shown.data), shown.seaLevel);
    const { x, y } = fit;
    // Axes over fixed decades, so frames of the animation compare: A from 64 cells to the whole map, S 10^-3..10^2.
    const x0 = Math.log10(CHANNEL_CELLS / CELLS);
    const x1 = 0;
    const y0 = -3;
    const y1 = 2;
    const pad = 34;
    const px = (a: number) => pad + ((a - x0) / (x1 - x0)) * (w - pad - 8);
    const py = (s: number) => h - pad - ((s - y0) / (y1 - y0)) * (h - pad - 8);
    ctx.strokeStyle = '#888';
    ctx.lineWidth = 1;
    ctx.strokeRect(pad, 8, w - pad - 8, h - pad - 8);
    ctx.fillStyle = '#333';
    ctx.font = '11px system-ui, sans-serif';
    ctx.textAlign = 'center';
    for (let d = Math.ceil(x0); d <= x1; d++) ctx.fillText(String(d), px(d), h - pad + 13);
    ctx.fillText(host.t('water.plotX'), (pad + w) / 2, h - 6);
    ctx.textAlign = 'right';
    for (let d = y0; d <= y1; d++) ctx.fillText(String(d), pad - 4, py(d) + 4);
    ctx.save();
    ctx.translate(11, (h - pad) / 2);
    ctx.rotate(-Math.PI / 2);
    ctx.textAlign = 'center';
    ctx.fillText(host.t('water.plotY'), 0, 0);
    ctx.restore();
    ctx.fillStyle = 'rgba(30 90 190 / 0.35)';
    for (let k = 0; k < x.length; k++) ctx.fillRect(px(x[k]) - 1, py(y[k]) - 1, 2, 2);
    const line = (slope: number, intercept: number, colour: string, dash: number[]) => {
      if (!Number.isFinite(slope)) return;
      ctx.strokeStyle = colour;
      ctx.setLineDash(dash);
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(px(x0), py(intercept + slope * x0));
      ctx.lineTo(px(x1), py(intercept + slope * x1));
      ctx.stroke();
      ctx.setLineDash([]);
    };
    ctx.save();
    ctx.beginPath();
    ctx.rect(pad, 8, w - pad - 8, h - pad - 8);
    ctx.clip();
    line(fit.fit, fit.intercept, 'rgb(200 60 30)', []);
    // −m/n through the points' centre: the steady state's slope.
    if (x.length > 1) {
      const mx = x.reduce((a, b) => a + b, 0) / x.length;
      const my = fit.intercept + fit.fit * mx;
      line(-(v.m as number), my + (v.m as number) * mx, 'rgb(40 40 40)', [5, 4]);
    }
    ctx.restore();
  }

  function show(next: Shown, v: Values): void {
    shown = next;
    upstream = null;
    if (traced) traced = tracePath(planesOf(next.data).receiver, traced[0]);
    paintMap(v);
    paintPlot(v);
  }

  function trace(cell: number): void {
    if (!shown || shownPreview) return;
    cursor = cell;
    traced = tracePath(planesOf(shown.data).receiver, cell);
    element.dataset.traced = String(traced.length);
    paintOverlay();
    host.refresh();
  }

  stack.addEventListener('click', (event) => {
    const box = map.getBoundingClientRect();
    const x = Math.floor(((event.clientX - box.left) / box.width) * SIDE);
    const y = Math.floor(((event.clientY - box.top) / box.height) * SIDE);
    if (x >= 0 && x < SIDE && y >= 0 && y < SIDE) trace(y * SIDE + x);
  });
  stack.addEventListener('keydown', (event) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[event.key];
    if (move) {
      const step = event.shiftKey ? 16 : 4;
      const x = Math.min(SIDE - 1, Math.max(0, (cursor % SIDE) + move[0] * step));
      const y = Math.min(SIDE - 1, Math.max(0, Math.floor(cursor / SIDE) + move[1] * step));
      cursor = y * SIDE + x;
      paintOverlay();
      event.preventDefault();
    } else if (event.key === 'Enter' || event.key === ' ') {
      trace(cursor);
      event.preventDefault();
    }
  });
  stack.addEventListener('focus', () => paintOverlay());
  stack.addEventListener('blur', () => paintOverlay());

  /** Runs jobs of a few steps each until stopped (or, from Run, until the slider's step count). */
  async function loop(token: number): Promise<void> {
    while (anim.running && token === anim.token && anim.height && values) {
      const v = values;
      const n = anim.target > anim.step ? Math.min(anim.batch, anim.target - anim.step) : anim.batch;
      const call: Call = { fn: 'waterErodeSteps', args: [anim.height, anim.rain!, anim.sea, anim.params as never, n] };
      let answer: CallResult[] | null;
      try {
        answer = await host.compute('erode', [call]);
      } catch {
        answer = null;
      }
      if (token !== anim.token) return;
      if (!answer) {
        anim.running = false;
        setStatus('water.status.stopped', { step: anim.step });
        return;
      }
      const r = answer[0];
      anim.step += n;
      anim.height = r.data.slice(0, CELLS);
      const t0 = performance.now();
      frameTimes.push(t0);
      element.dataset.frames = String(frameTimes.length);
      show({ data: r.data, hash: r.hash, step: anim.step, seaLevel: anim.sea }, v);
      // The main thread's share of a frame (drawing the map, rivers and plot), the longest so far, for the tests.
      drawMs = Math.max(drawMs, performance.now() - t0);
      element.dataset.drawMs = drawMs.toFixed(1);
      element.dataset.jobMs = String(r.ms);
      // About 30 ms of work a job (routing included): with the drawing and the messages a frame comes well inside
      // 100 ms, with room for a busy second core (50 ms measured 69 ms median gaps and a 101 ms worst one).
      anim.batch = Math.max(1, Math.min(50, Math.floor((n * 30) / Math.max(1, r.ms))));
      if (anim.step === anim.target && record && anim.step === (v.steps as number)) {
        anim.matched = r.hash === record.hash;
        element.dataset.matched = String(anim.matched);
        anim.running = false;
        setStatus(anim.matched ? 'water.status.match' : 'water.status.differ', { step: anim.step });
        host.refresh();
        return;
      }
      setStatus('water.status.running', { step: anim.step });
      host.refresh();
    }
  }

  async function start(fromScratch: boolean): Promise<void> {
    if (!values) return;
    const token = ++anim.token;
    anim.running = true;
    frameTimes.length = 0;
    drawMs = 0;
    element.dataset.frames = '0';
    delete element.dataset.matched;
    if (fromScratch) {
      anim.params = paramsOf('water_lab', params, values);
      anim.step = 0;
      anim.batch = 1;
      anim.target = values.steps as number;
      setStatus('water.status.running', { step: 0 });
      const answer = await host.compute('erode', [{ fn: 'waterTerrain', args: [values.seed as number, anim.params as never, SIDE] }]).catch(() => null);
      if (token !== anim.token) return;
      if (!answer) {
        anim.running = false;
        setStatus('water.status.stopped', { step: 0 });
        return;
      }
      const t = resultOf(answer[0], 'waterTerrain');
      anim.height = t.data.slice(0, CELLS);
      anim.rain = t.data.slice(CELLS, 2 * CELLS);
      anim.sea = t.extra.sea_level;
    } else {
      anim.target = 0; // Continue: until stopped
      setStatus('water.status.running', { step: anim.step });
    }
    await loop(token);
  }

  function stop(): void {
    anim.token++;
    anim.running = false;
    setStatus('water.status.stopped', { step: anim.step });
    host.refresh();
  }

  runButton.addEventListener('click', () => void start(true));
  stopButton.addEventListener('click', stop);
  continueButton.addEventListener('click', () => void start(false));
  resetButton.addEventListener('click', () => {
    if (!record || !values) return;
    const r = resultOf(record, 'renderWater');
    show({ data: r.data, hash: r.hash, step: values.steps as number, seaLevel: r.extra.sea_level }, values);
    setStatus('water.status.idle', { steps: values.steps as number });
    host.refresh();
  });

  /** Times the routing alone at the lab's size on the map's heights, in a worker. */
  function timeRoute(r: CallResult, sea: number): void {
    host.compute('route', [{ fn: 'waterRoute', args: [r.data.slice(0, CELLS), new Float64Array(0), sea], keep: false }]).then(
      (answer) => {
        if (!answer) return;
        routeMs = answer[0].ms;
        element.dataset.routeMs = String(routeMs);
        host.refresh();
      },
      () => undefined,
    );
  }

  return {
    element,
    calls: (v): Call[] => [{ fn: 'renderWater', args: [v.seed as number, paramsOf('water_lab', params, v), SIDE] }],
    draw(v, results, drawn) {
      if (drawn?.preview) {
        // The new values' coarse preview: painted (land, sea, lakes); the animation of the old values ends; the map
        // of record, the trace, the plot and the route timing wait for the full map.
        values = { ...v };
        if (anim.running) anim.token++;
        anim.running = false;
        const r = resultOf(results[0], 'renderWater');
        shown = { data: r.data, hash: r.hash, step: v.steps as number, seaLevel: r.extra.sea_level };
        shownPreview = true;
        upstream = null;
        paintMap(v);
        return;
      }
      shownPreview = false;
      const fresh = record !== results[0];
      values = { ...v };
      if (fresh) {
        // New values: the animation of the old ones ends, and the map of record is shown.
        record = results[0];
        if (anim.running) anim.token++;
        anim.running = false;
        anim.height = null;
        const r = resultOf(record, 'renderWater');
        show({ data: r.data, hash: r.hash, step: v.steps as number, seaLevel: r.extra.sea_level }, v);
        setStatus('water.status.idle', { steps: v.steps as number });
        timeRoute(record, r.extra.sea_level);
      } else {
        paintMap(v);
        paintPlot(v);
      }
    },
    readouts(v, results): Readout[] {
      if (!results || !shown) return [];
      if (plotLang !== host.lang()) paintPlot(v); // the axes' names, in the new language
      const p = planesOf(shown.data);
      let land = 0;
      let lakes = 0;
      let channels = 0;
      const basinSize = new Int32Array(CELLS); // cells per outlet (the basin is the outlet's index)
      for (let i = 0; i < CELLS; i++) {
        if (!(p.height[i] > shown.seaLevel)) continue;
        land++;
        if (p.filled[i] > p.height[i]) lakes++;
        if (p.area[i] >= CHANNEL_CELLS / CELLS) channels++;
        basinSize[p.basin[i]]++;
      }
      let big = 0;
      for (let i = 0; i < CELLS; i++) if (basinSize[i] >= 100) big++;
      const out: Readout[] = [
        { id: 'size', label: 'water.size', value: `${SIDE}²` },
        { id: 'step', label: 'water.step', value: host.num(shown.step, 0) },
        { id: 'land', label: 'water.land', value: `${host.num((land / CELLS) * 100, 1)} %` },
        { id: 'lakes', label: 'water.lakes', value: host.num(lakes, 0) },
        { id: 'channels', label: 'water.channels', labelVars: { a: CHANNEL_CELLS }, value: host.num(channels, 0) },
        { id: 'basins', label: 'water.basinCount', value: host.num(big, 0) },
      ];
      if (fit) {
        const good = Number.isFinite(fit.fit) && Math.abs(fit.fit + (v.m as number)) < 0.1;
        out.push({
          id: 'fit',
          label: 'water.fit',
          value: host.t('water.fitValue', { fit: Number.isFinite(fit.fit) ? host.num(fit.fit, 2) : '—', expected: host.num(-(v.m as number), 2), points: host.num(fit.x.length, 0) }),
          tone: good ? 'good' : undefined,
        });
      }
      if (Number.isFinite(routeMs)) out.push({ id: 'route', label: 'water.route', value: `${host.num(routeMs, 1)} ms` });
      if (frameTimes.length > 1) {
        let gap = 0;
        for (let k = 1; k < frameTimes.length; k++) gap = Math.max(gap, frameTimes[k] - frameTimes[k - 1]);
        out.push({ id: 'frames', label: 'water.frames', value: host.t('water.framesValue', { frames: frameTimes.length, gap: host.num(gap, 0) }), tone: gap <= 100 ? 'good' : 'warn' });
      }
      if (traced && traced.length > 0) {
        upstream ??= upstreamCells(p.receiver);
        const cells = upstream[traced[0]];
        out.push({
          id: 'trace',
          label: 'water.trace',
          value: host.t('water.traceValue', { cells: traced.length, length: host.num(pathLength(traced), 1), area: host.num(cells, 0), share: host.num((cells / CELLS) * 100, 2) }),
        });
      } else {
        out.push({ id: 'trace', label: 'water.trace', value: host.t('water.traceNone') });
      }
      return out;
    },
    // The lesson's live maps (lessons/water.ts): the heights, the filled surface, and the routed planes.
    lessonMaps: (v, results) => {
      const d = results[0]?.data ?? new Float64Array(0);
      return { 'water.height': d.subarray(0, CELLS), 'water.filled0': d.subarray(CELLS, 2 * CELLS), 'water.map': d };
    },
    maps: () => [0],
    // The eroded heights (the first SIDE² samples): the map the lesson's last step makes.
    hashLayer: () => ({ offset: 0, length: CELLS, label: 'water.hashHeight' }),
    // data = height | filled | area | receiver | basin, 256² (the map of record, as the export).
    probe(v, results, x, y) {
      const r = resultOf(results[0], 'renderWater');
      const p = planesOf(r.data);
      const i = y * SIDE + x;
      const outlet = p.basin[i];
      return [
        positionReadout(host, x, y, 0),
        ...heightReadouts(host, p.height[i], r.extra.sea_level),
        { id: 'lake', label: 'water.probeLake', value: host.num(p.filled[i] - p.height[i], 4) },
        { id: 'area', label: 'water.probeArea', value: host.t('water.probeAreaValue', { cells: host.num(p.area[i] * CELLS, 1) }) },
        { id: 'outlet', label: 'water.probeOutlet', value: host.t('probe.positionValue', { x: outlet % SIDE, y: Math.floor(outlet / SIDE) }) },
      ];
    },
    exportMap(v, results) {
      const clean = canvas(SIDE, SIDE, 'water.alt');
      clean.getContext('2d')!.drawImage(map, 0, 0);
      return { canvas: clean, field: toFloat32(results[0].data.subarray(0, CELLS)), width: SIDE, height: SIDE, name: `water-seed${v.seed}` };
    },
  };
}

export const water: Lab = { id: 'water', number: 12, params, strings, create };
