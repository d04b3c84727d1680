// Lab 13 · Biome space: the multi-noise world (issue 26) beside a slice through its six-dimensional climate space.
// Two selects choose the slice's axes; the other four are fixed at the point picked on the map (the probe: a click or
// the arrow keys). The slice draws every biome's box on those two axes — coloured where the box's other four
// intervals hold the point, faint where they do not — over a faint density of the map's samples. A box's edges are
// handles: dragged with the pointer or moved with the arrow keys, they edit the table, which goes to the core as
// 13 numbers per biome (multiNoiseMap); the core keeps the world's six fields per seed and grid and only looks the
// boxes up again, so the map follows the drag. The edits are the `boxes` parameter of the URL (space-model.ts).
import { imageOf, pixelWord, wordsOf } from '../draw';
import type { Grid } from '../generated/worldlab_wasm.js';
import { layerParts } from '../map-shapes';
import type { DocParam, Param, Values } from '../params';
import type { Call, CallResult } from '../protocol';
import { biomes6Strings } from './biomes6.strings';
import { AXES, AXIS_COUNT, AXIS_RANGE, type Axis, BIOMES, BIOME_NAMES, DEFAULT_TABLE, EDGE_STEP, OFFSET_MAX, containsOthers, editCount, editsOf, hiAt, loAt, nearest, offsetAt, parseEdits, sweep, tableOf } from './space-model';
import { strings as own } from './space.strings';
import type { Lab, LabHost, LabView, Readout } from './types';
import { canvas, el, text, toFloat32 } from './ui';
import { keepHere, previewCoreReady } from '../preview-core';
import './space.css';

// The world's unit square and a little beyond, as the manifest's view of it (graph.multi-noise-world.*/view), at 256².
const SIDE = 256;
const GRID: Grid = { x0: -0.125, y0: -0.125, step: 1.25 / (SIDE - 1), width: SIDE, height: SIDE };
const N = SIDE * SIDE;

const axisParam = (id: string, def: Axis, label: string): Param => ({
  id,
  kind: 'choice',
  def,
  options: AXES.map((a) => ({ value: a, label: `space.axis.${a}` })),
  label,
  hint: `${label}Hint`,
  affects: 'view',
});
const boxesParam: DocParam = { id: 'boxes', kind: 'doc', def: '', parse: parseEdits, label: 'space.boxes', affects: 'field' };
const params: Param[] = [
  { id: 'seed', kind: 'seed', def: 1, label: 'common.seed', hint: 'common.seedHint', affects: 'field' },
  axisParam('x', 'temperature', 'space.xAxis'),
  axisParam('y', 'humidity', 'space.yAxis'),
  boxesParam,
];

const tableOfValues = (v: Values) => tableOf(v.boxes as string) ?? [...DEFAULT_TABLE];

// ---------- the slice's geometry (SVG user units) ----------
const VIEW = 320;
const LEFT = 34;
const TOP = 8;
const PLOT = 276; // the plot's side
const HIT = 10; // a handle's width across its edge
const SCATTER = 138; // the density's bins per side

const SVG_NS = 'http://www.w3.org/2000/svg';
function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number> = {}): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** A table value's position on an axis of the plot, clamped to the plot (a bound of ±10⁶ sits on its border). */
function toPlot(axis: Axis, v: number, vertical: boolean): number {
  const [min, max] = AXIS_RANGE[axis];
  const f = Math.min(1, Math.max(0, (v - min) / (max - min)));
  return vertical ? TOP + PLOT * (1 - f) : LEFT + PLOT * f;
}
function fromPlot(axis: Axis, at: number, vertical: boolean): number {
  const [min, max] = AXIS_RANGE[axis];
  const f = vertical ? 1 - (at - TOP) / PLOT : (at - LEFT) / PLOT;
  return min + f * (max - min);
}
const snap = (v: number) => Math.round(v / EDGE_STEP) * EDGE_STEP;
const css = (rgb: readonly number[]) => `rgb(${rgb[0]} ${rgb[1]} ${rgb[2]})`;

// The colours as 32-bit pixels, by biome index (anything else: black).
const WORDS = BIOMES.map((b) => pixelWord(b.rgb[0], b.rgb[1], b.rgb[2]));

function paintBiomes(c: HTMLCanvasElement, parts: readonly Float64Array[]): void {
  const ctx = c.getContext('2d')!;
  const image = imageOf(c, ctx, SIDE, SIDE);
  const words = wordsOf(image);
  let i = 0;
  const none = pixelWord(0, 0, 0);
  for (const d of parts) for (let j = 0; j < d.length; j++, i++) words[i] = WORDS[d[j]] ?? none;
  ctx.putImageData(image, 0, 0);
}

/** The sample of a biome map nearest the middle whose biome is forest, or null. */
function forestNearMiddle(biomes: Float64Array): { x: number; y: number } | null {
  const forest = BIOME_NAMES.indexOf('forest');
  let best: { x: number; y: number } | null = null;
  let bestD = Infinity;
  for (let i = 0; i < biomes.length; i++) {
    if (biomes[i] !== forest) continue;
    const x = i % SIDE;
    const y = (i - x) / SIDE;
    const d = (x - SIDE / 2) ** 2 + (y - SIDE / 2) ** 2;
    if (d < bestD) {
      bestD = d;
      best = { x, y };
    }
  }
  return best;
}

type Edge = { side: 'lo' | 'hi'; axis: 0 | 1 }; // axis 0: the slice's x, 1: its y

function create(host: LabHost): LabView {
  const map = canvas(SIDE, SIDE, 'space.mapAlt', 'map');
  // The plot's pixels: the boxes' fills and, over them, the map's samples as a density (made in `density`, 2 pixels a
  // bin); the SVG above it holds the outlines, labels, point and handles.
  const scatter = canvas(PLOT, PLOT, 'space.scatterAlt', 'space-scatter');
  scatter.setAttribute('aria-hidden', 'true');
  const density = document.createElement('canvas');
  density.width = SCATTER;
  density.height = SCATTER;
  const plot = svg('svg', { viewBox: `0 0 ${VIEW} ${VIEW}`, class: 'space-slice', role: 'group' });
  plot.setAttribute('aria-labelledby', 'space-slice-title');
  const boxesLayer = svg('g', { class: 'space-boxes' });
  const axesLayer = svg('g', { class: 'space-axes' });
  const pointMark = svg('g', { class: 'space-point' });
  const handleLayer = svg('g', { class: 'space-handles' });
  const frame = svg('rect', { x: LEFT, y: TOP, width: PLOT, height: PLOT, class: 'space-frame' });
  plot.append(frame, boxesLayer, axesLayer, pointMark, handleLayer);
  const sliceTitle = text(host, 'h3', 'space.sliceTitle');
  sliceTitle.id = 'space-slice-title';
  const sliceBox = el('div', 'space-slice-box', scatter, plot);

  // The box being edited: a select (keyboard), or a click on a box in the slice.
  const boxSelect = el('select');
  boxSelect.id = 'space-box';
  BIOMES.forEach((b, k) => {
    const o = el('option');
    o.value = String(k);
    host.label(o, `biomes6.${b.name}`);
    boxSelect.append(o);
  });
  const boxLabel = text(host, 'label', 'space.boxLabel');
  boxLabel.htmlFor = boxSelect.id;
  const offsetInput = el('input');
  offsetInput.type = 'range';
  offsetInput.id = 'space-offset';
  offsetInput.min = '0';
  offsetInput.max = String(OFFSET_MAX);
  offsetInput.step = String(EDGE_STEP);
  const offsetLabel = text(host, 'label', 'space.offset');
  offsetLabel.htmlFor = offsetInput.id;
  const offsetValue = el('output', 'space-offset-value');
  offsetValue.htmlFor.add(offsetInput.id);
  const resetBox = text(host, 'button', 'space.resetBox');
  resetBox.type = 'button';
  const resetAll = text(host, 'button', 'space.resetAll');
  resetAll.type = 'button';
  const edgeReadout = el('p', 'hint space-edges');
  edgeReadout.setAttribute('aria-live', 'polite');
  const pointReadout = el('p', 'hint space-point-text');

  const mapFigure = el('figure', 'panel space-map', map, text(host, 'figcaption', 'space.caption'));
  mapFigure.dataset.probeAfter = '';
  const element = el(
    'div',
    'lab-space',
    // The probe's panel goes under the map's figure (data-probe-after), in the map's column.
    el('div', 'space-left', mapFigure),
    el(
      'section',
      'panel space-panel',
      sliceTitle,
      sliceBox,
      el('div', 'button-row', boxLabel, boxSelect),
      el('div', 'button-row', offsetLabel, offsetInput, offsetValue),
      edgeReadout,
      el('div', 'button-row', resetBox, resetAll),
      text(host, 'p', 'space.keys', 'hint'),
      // Last: its text arrives with the fields (after the map) and must move nothing above it.
      pointReadout,
    ),
  );

  // ---------- state ----------
  let values: Values | null = null; // the values drawn last
  let table: number[] = [...DEFAULT_TABLE];
  let fields: Float64Array | null = null; // the six planes of the map on screen
  let biomeMap: Float64Array | null = null;
  let point = { x: SIDE >> 1, y: SIDE >> 1 }; // the sample whose climate fixes the other four axes
  let pointSeed: number | null = null; // the seed whose default point was chosen (a forest near the middle)
  let selected = -1; // the box being edited (−1: the winner at the point, once known)
  let scatterFrom: { fields: Float64Array; x: string; y: string } | null = null;
  let dragging: { edge: Edge; pointer: number } | null = null;

  const axesOf = (v: Values) => [AXES.indexOf(v.x as Axis), AXES.indexOf(v.y as Axis)] as const;
  const pointClimate = (): number[] | null => {
    if (!fields || fields.length < AXIS_COUNT * N) return null;
    const i = point.y * SIDE + point.x;
    return AXES.map((_, a) => fields![a * N + i]);
  };

  function commit(next: number[]): void {
    host.setValues({ boxes: editsOf(next) });
  }

  function setEdge(k: number, edge: Edge, value: number): void {
    if (!values) return;
    const a = axesOf(values)[edge.axis];
    const next = [...table];
    const v = snap(value);
    if (edge.side === 'lo') next[loAt(k, a)] = Math.min(v, next[hiAt(k, a)]);
    else next[hiAt(k, a)] = Math.max(v, next[loAt(k, a)]);
    if (next.some((x, i) => !Object.is(x, table[i]))) commit(next);
  }

  // ---------- drawing ----------

  function drawScatter(v: Values): void {
    if (!fields) return;
    if (scatterFrom && scatterFrom.fields === fields && scatterFrom.x === v.x && scatterFrom.y === v.y) return;
    scatterFrom = { fields, x: v.x as string, y: v.y as string };
    const [ax, ay] = axesOf(v);
    const [xmin, xmax] = AXIS_RANGE[AXES[ax]];
    const [ymin, ymax] = AXIS_RANGE[AXES[ay]];
    const counts = new Uint32Array(SCATTER * SCATTER);
    let most = 0;
    for (let i = 0; i < N; i++) {
      const bx = Math.floor(((fields[ax * N + i] - xmin) / (xmax - xmin)) * SCATTER);
      const by = Math.floor(((ymax - fields[ay * N + i]) / (ymax - ymin)) * SCATTER);
      if (bx < 0 || bx >= SCATTER || by < 0 || by >= SCATTER) continue;
      const c = ++counts[by * SCATTER + bx];
      if (c > most) most = c;
    }
    const ctx = density.getContext('2d')!;
    const image = imageOf(density, ctx, SCATTER, SCATTER);
    const words = wordsOf(image);
    const scale = 1 / Math.log1p(most || 1);
    for (let i = 0; i < counts.length; i++) {
      const a = counts[i] ? Math.round(25 + 85 * Math.log1p(counts[i]) * scale) : 0;
      // Dark grey with alpha a (little-endian RGBA words).
      words[i] = ((a << 24) | (20 << 16) | (20 << 8) | 20) >>> 0;
    }
    ctx.putImageData(image, 0, 0);
  }

  /** The boxes' fills (the last listed first, so the first listed lies on top), then the density over them. */
  function paintPlot(xAxis: Axis, yAxis: Axis, active: boolean[]): void {
    const ctx = scatter.getContext('2d')!;
    ctx.clearRect(0, 0, PLOT, PLOT);
    const ax = AXES.indexOf(xAxis);
    const ay = AXES.indexOf(yAxis);
    for (let k = BIOMES.length - 1; k >= 0; k--) {
      const x0 = toPlot(xAxis, table[loAt(k, ax)], false) - LEFT;
      const x1 = toPlot(xAxis, table[hiAt(k, ax)], false) - LEFT;
      const y0 = toPlot(yAxis, table[hiAt(k, ay)], true) - TOP;
      const y1 = toPlot(yAxis, table[loAt(k, ay)], true) - TOP;
      ctx.globalAlpha = active[k] ? 0.8 : 0.06;
      ctx.fillStyle = css(BIOMES[k].rgb);
      ctx.fillRect(x0, y0, Math.max(0.5, x1 - x0), Math.max(0.5, y1 - y0));
    }
    ctx.globalAlpha = 1;
    if (fields) {
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(density, 0, 0, PLOT, PLOT);
    }
  }

  let drawnLang = host.lang(); // the slice's words (axis and biome names, numbers) are in this language

  function drawSlice(): void {
    if (!values) return;
    drawnLang = host.lang();
    const v = values;
    const [ax, ay] = axesOf(v);
    const xAxis = AXES[ax];
    const yAxis = AXES[ay];
    const p = pointClimate();
    const winner = biomeMap ? biomeMap[point.y * SIDE + point.x] : -1;
    if (selected < 0 && winner >= 0) selected = winner;
    const k0 = selected < 0 ? 0 : selected;
    boxSelect.value = String(k0);
    // The boxes, the last listed first, so that the first listed (which wins a tie) lies on top.
    const rects: SVGElement[] = [];
    const active = BIOMES.map((_, k) => (p ? containsOthers(table, k, p, ax, ay) : true));
    paintPlot(xAxis, yAxis, active);
    for (let k = BIOMES.length - 1; k >= 0; k--) {
      const x0 = toPlot(xAxis, table[loAt(k, ax)], false);
      const x1 = toPlot(xAxis, table[hiAt(k, ax)], false);
      const y0 = toPlot(yAxis, table[hiAt(k, ay)], true);
      const y1 = toPlot(yAxis, table[loAt(k, ay)], true);
      // The outline (the fill is on the canvas below), which a click selects.
      const r = svg('rect', { x: x0, y: y0, width: Math.max(0.5, x1 - x0), height: Math.max(0.5, y1 - y0), fill: 'transparent' });
      r.classList.add(active[k] ? 'on' : 'off');
      if (k === k0) r.classList.add('selected');
      if (k === winner) r.classList.add('winner');
      r.dataset.biome = BIOME_NAMES[k];
      const title = svg('title');
      title.textContent = host.t(`biomes6.${BIOME_NAMES[k]}`);
      r.append(title);
      rects.push(r);
    }
    boxesLayer.replaceChildren(...rects);
    // Axis names and the ends of their ranges.
    const label = (x: number, y: number, s: string, anchor = 'middle', rotate = false) => {
      const t = svg('text', { x, y, 'text-anchor': anchor, class: 'space-label' });
      if (rotate) t.setAttribute('transform', `rotate(-90 ${x} ${y})`);
      t.textContent = s;
      return t;
    };
    const [xmin, xmax] = AXIS_RANGE[xAxis];
    const [ymin, ymax] = AXIS_RANGE[yAxis];
    axesLayer.replaceChildren(
      label(LEFT + PLOT / 2, VIEW - 6, host.t(`space.axis.${xAxis}`)),
      label(LEFT, VIEW - 20, host.num(xmin, 1), 'start'),
      label(LEFT + PLOT, VIEW - 20, host.num(xmax, 1), 'end'),
      label(12, TOP + PLOT / 2, host.t(`space.axis.${yAxis}`), 'middle', true),
      label(LEFT - 4, TOP + PLOT, host.num(ymin, 1), 'end'),
      label(LEFT - 4, TOP + 10, host.num(ymax, 1), 'end'),
    );
    // The point.
    if (p) {
      const cx = toPlot(xAxis, p[ax], false);
      const cy = toPlot(yAxis, p[ay], true);
      pointMark.replaceChildren(svg('circle', { cx, cy, r: 5 }), svg('line', { x1: cx - 9, y1: cy, x2: cx + 9, y2: cy }), svg('line', { x1: cx, y1: cy - 9, x2: cx, y2: cy + 9 }));
      plot.dataset.px = String(p[ax]);
      plot.dataset.py = String(p[ay]);
      host.label(pointReadout, 'space.pointText', {
        x: point.x,
        y: point.y,
        values: AXES.map((a, i) => (i === ax || i === ay ? null : `${host.t(`space.axis.${a}`)} ${host.num(p[i], 2)}`)).filter(Boolean).join(', '),
      });
    } else pointMark.replaceChildren();
    drawHandles(k0, xAxis, yAxis);
    const o = table[offsetAt(k0)];
    offsetInput.value = String(o);
    offsetValue.textContent = host.num(o, 2);
    host.label(edgeReadout, 'space.edgesText', {
      name: host.t(`biomes6.${BIOME_NAMES[k0]}`),
      x: host.t(`space.axis.${xAxis}`),
      y: host.t(`space.axis.${yAxis}`),
      xlo: bound(table[loAt(k0, ax)]),
      xhi: bound(table[hiAt(k0, ax)]),
      ylo: bound(table[loAt(k0, ay)]),
      yhi: bound(table[hiAt(k0, ay)]),
    });
  }
  const bound = (x: number) => (Math.abs(x) >= 1e5 ? (x < 0 ? '−∞' : '∞') : host.num(x, 2));

  function drawHandles(k: number, xAxis: Axis, yAxis: Axis): void {
    const ax = AXES.indexOf(xAxis);
    const ay = AXES.indexOf(yAxis);
    const x0 = toPlot(xAxis, table[loAt(k, ax)], false);
    const x1 = toPlot(xAxis, table[hiAt(k, ax)], false);
    const y0 = toPlot(yAxis, table[hiAt(k, ay)], true);
    const y1 = toPlot(yAxis, table[loAt(k, ay)], true);
    const name = host.t(`biomes6.${BIOME_NAMES[k]}`);
    const make = (edge: Edge) => {
      const vertical = edge.axis === 0; // an x bound is a vertical line
      const at = vertical ? (edge.side === 'lo' ? x0 : x1) : edge.side === 'lo' ? y1 : y0;
      const attrs = vertical ? { x: at - HIT / 2, y: y0, width: HIT, height: Math.max(HIT, y1 - y0) } : { x: x0, y: at - HIT / 2, width: Math.max(HIT, x1 - x0), height: HIT };
      const h = svg('rect', { ...attrs, class: 'space-handle', tabindex: 0, role: 'slider' });
      const a = edge.axis === 0 ? ax : ay;
      const value = edge.side === 'lo' ? table[loAt(k, a)] : table[hiAt(k, a)];
      h.dataset.edge = `${edge.axis === 0 ? 'x' : 'y'}-${edge.side}`;
      h.setAttribute('aria-label', host.t(`space.handle.${edge.side}`, { name, axis: host.t(`space.axis.${AXES[a]}`) }));
      h.setAttribute('aria-valuenow', String(value));
      h.setAttribute('aria-valuetext', bound(value));
      h.setAttribute('aria-valuemin', String(AXIS_RANGE[AXES[a]][0]));
      h.setAttribute('aria-valuemax', String(AXIS_RANGE[AXES[a]][1]));
      h.setAttribute('aria-orientation', vertical ? 'horizontal' : 'vertical');
      h.style.cursor = vertical ? 'ew-resize' : 'ns-resize';
      h.addEventListener('keydown', (e) => {
        const dir = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 }[e.key];
        if (dir === undefined) return;
        e.preventDefault();
        // A bound at ±10⁶ starts from the end of the range shown.
        const [min, max] = AXIS_RANGE[AXES[a]];
        const from = Math.min(max, Math.max(min, value));
        setEdge(k, edge, from + dir * EDGE_STEP * (e.shiftKey ? 10 : 1));
      });
      h.addEventListener('pointerdown', (e) => {
        e.preventDefault();
        h.setPointerCapture(e.pointerId);
        dragging = { edge, pointer: e.pointerId };
        h.focus();
      });
      h.addEventListener('pointermove', (e) => {
        if (!dragging || dragging.pointer !== e.pointerId) return;
        const m = plot.getScreenCTM();
        if (!m) return;
        const q = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
        const axis = AXES[a];
        const [min, max] = AXIS_RANGE[axis];
        const v = Math.min(max, Math.max(min, fromPlot(axis, vertical ? q.x : q.y, !vertical)));
        setEdge(k, edge, v);
      });
      const end = (e: PointerEvent) => {
        if (dragging?.pointer === e.pointerId) dragging = null;
      };
      h.addEventListener('pointerup', end);
      h.addEventListener('pointercancel', end);
      return h;
    };
    // Handles are rebuilt on every draw; the one focused (or dragged) keeps its focus and its pointer.
    const focused = (document.activeElement as SVGElement | null)?.dataset?.edge;
    const old = dragging ? handleLayer.querySelector<SVGRectElement>(`[data-edge="${dragging.edge.axis === 0 ? 'x' : 'y'}-${dragging.edge.side}"]`) : null;
    const edges: Edge[] = [
      { axis: 0, side: 'lo' },
      { axis: 0, side: 'hi' },
      { axis: 1, side: 'lo' },
      { axis: 1, side: 'hi' },
    ];
    if (old && dragging) {
      // Mid-drag: move the handles in place (a new element would lose the pointer capture).
      for (const edge of edges) {
        const fresh = make(edge);
        const cur = handleLayer.querySelector<SVGRectElement>(`[data-edge="${fresh.dataset.edge}"]`);
        if (!cur) continue;
        for (const attr of ['x', 'y', 'width', 'height', 'aria-valuenow', 'aria-valuetext', 'aria-label']) cur.setAttribute(attr, fresh.getAttribute(attr)!);
      }
      return;
    }
    handleLayer.replaceChildren(...edges.map(make));
    if (focused && plot.contains(document.activeElement) === false) {
      handleLayer.querySelector<SVGRectElement>(`[data-edge="${focused}"]`)?.focus();
    }
  }

  // The six fields of the seed's world (the same for every table), once per seed from the labs' extra worker: for
  // the slice's density, the point and the probe's distances. The map's workers keep them too, in the core.
  let fieldsSeed: number | null = null;
  let mapSeed: number | null = null; // the seed of the last map asked for
  // While they are on their way the slice lacks its samples: data-pending says so (the tests' settled() waits for
  // it, so a picture taken at "ready" is the whole picture).
  function loadFields(seed: number): void {
    if (fieldsSeed === seed) return;
    fieldsSeed = seed;
    fields = null;
    element.dataset.pending = 'fields';
    void host.compute('space-fields', [{ fn: 'multiNoiseFields', args: [seed, GRID], hash: false }]).then(
      (r) => {
        if (fieldsSeed !== seed) return; // a newer seed's fields are on their way
        delete element.dataset.pending;
        if (!r) return;
        fields = r[0].data;
        keepFieldsHere();
        if (values) drawScatter(values);
        drawSlice();
        host.refresh();
      },
      () => {
        if (fieldsSeed !== seed) return;
        fieldsSeed = null; // tried again with the next map
        delete element.dataset.pending;
      },
    );
  }

  // The page's own core (preview-core.ts) is given the seed's fields too, and looks the current table up once
  // (its first look at a table searches every sample: here, not in an input handler). From then on a box edit is
  // answered there in the input handler, 1-2 ms for the kept answers' re-check, and painted with the next frame;
  // the workers answer only while it cannot (not loaded yet, or a new seed whose fields are still on their way).
  let keptSeed: number | null = null;
  let keepTries = 0;
  function keepFieldsHere(): void {
    if (!fields || fieldsSeed === null || keptSeed === fieldsSeed || !values || values.seed !== fieldsSeed) return;
    const seed = fieldsSeed;
    if (!previewCoreReady()) {
      // Still loading (it loads after the first map): tried again for a while, then at the next edit.
      if (keepTries++ < 40) setTimeout(keepFieldsHere, 250);
      return;
    }
    keepTries = 0;
    const kept = keepHere([
      { fn: 'multiNoiseKeep', args: [seed, GRID, fields] },
      { fn: 'multiNoiseMap', args: [seed, GRID, new Float64Array(tableOfValues(values))] },
    ]);
    if (!kept) return;
    keptSeed = seed;
    element.dataset.keptHere = String(seed); // (for the tests)
  }

  // ---------- events ----------

  boxesLayer.addEventListener('click', (e) => {
    const b = (e.target as SVGElement).dataset?.biome;
    if (b === undefined) return;
    selected = BIOME_NAMES.indexOf(b);
    drawSlice();
  });
  boxSelect.addEventListener('change', () => {
    selected = Number(boxSelect.value);
    drawSlice();
  });
  offsetInput.addEventListener('input', () => {
    const k = Number(boxSelect.value);
    const next = [...table];
    next[offsetAt(k)] = snap(Number(offsetInput.value));
    commit(next);
  });
  resetBox.addEventListener('click', () => {
    const k = Number(boxSelect.value);
    const next = [...table];
    for (let i = k * 13; i < (k + 1) * 13; i++) next[i] = DEFAULT_TABLE[i];
    commit(next);
  });
  resetAll.addEventListener('click', () => commit([...DEFAULT_TABLE]));

  return {
    element,
    calls(v): Call[] {
      const call: Call = { fn: 'multiNoiseMap', args: [v.seed as number, GRID, new Float64Array(tableOfValues(v))] };
      // After the seed's first map the workers keep its six fields (and its last answers: a dragged edge re-checks
      // only the samples its box can win or lose, cpp/bindings/wasm/maps_biomes6.cpp): a new table costs them a
      // millisecond or two, and a coarse preview first would add a round trip to the workers and a drawing per drag
      // step (measured in headless Chromium: first pixels ~28 ms and the full map ~70 ms with it). A job waits
      // behind the one running, so even the seed's second request finds the fields made. A new seed still gets its
      // preview (its world takes about a second).
      if (mapSeed === v.seed) call.preview = false;
      mapSeed = v.seed as number;
      // (The page's core was not loaded when the fields came: it is given them now, once.)
      keepFieldsHere();
      if (keptSeed === v.seed) call.here = true;
      return [call];
    },
    draw(v, results) {
      loadFields(v.seed as number);
      const focusedEdge = (document.activeElement as SVGElement | null)?.dataset?.edge;
      values = v;
      table = tableOfValues(v);
      paintBiomes(map, layerParts(results[0]));
      biomeMap = results[0].data;
      if (pointSeed !== v.seed) {
        // Until a point is picked on the map: the forest sample nearest the middle (the slice then shows the land
        // boxes), or the middle when there is none.
        pointSeed = v.seed as number;
        point = forestNearMiddle(biomeMap) ?? { x: SIDE >> 1, y: SIDE >> 1 };
        selected = -1;
      }
      drawScatter(v);
      drawSlice();
      if (focusedEdge && !dragging) handleLayer.querySelector<SVGRectElement>(`[data-edge="${focusedEdge}"]`)?.focus();
    },
    readouts(v, results): Readout[] {
      // The shell renders the readouts again when the language changes: the slice's words follow.
      if (host.lang() !== drawnLang) drawSlice();
      const t = tableOfValues(v);
      const out: Readout[] = [{ id: 'edits', label: 'space.edits', value: host.num(editCount(t), 0) }];
      if (results) {
        const seen = new Set<number>();
        for (const d of layerParts(results[0])) for (const x of d) seen.add(x);
        out.push({ id: 'biomes', label: 'space.biomesShown', value: host.t('space.ofBiomes', { n: seen.size, total: BIOMES.length }) });
      }
      return out;
    },
    maps: () => [0],
    lessonMaps(v, results) {
      // The lesson's slice, from the table as it is now: its offset pitfall's share of plains follows the edits.
      return { 'space.sweep': sweep(tableOfValues(v)) };
    },
    // The probe: the point's six values, its biome, and the nearest boxes by the rule's distance.
    probe(v, results, x, y): Readout[] {
      if (point.x !== x || point.y !== y) {
        point = { x, y };
        selected = -1;
        queueMicrotask(drawSlice);
      }
      const f = fields;
      if (!f || fieldsSeed !== v.seed) return [{ id: 'fields', label: 'space.fieldsLabel', value: host.t('space.fieldsWait') }];
      const i = y * SIDE + x;
      const p = AXES.map((_, a) => f[a * N + i]);
      const t = tableOfValues(v);
      const out: Readout[] = AXES.map((a, k) => ({ id: a, label: `space.axis.${a}`, value: host.num(p[k], 3) }));
      const b = results[0].data[i];
      out.push({ id: 'biome', label: 'probe.biome', value: host.t(`biomes6.${BIOME_NAMES[b]}`) });
      nearest(t, p)
        .slice(0, 5)
        .forEach((n, r) => {
          const most = n.most === null ? host.t('space.inside') : host.t('space.most', { axis: host.t(n.most === 'offset' ? 'space.offsetTerm' : `space.axis.${n.most}`), term: host.num(n.mostTerm, 4) });
          out.push({ id: `near-${r + 1}`, label: 'space.near', labelVars: { n: r + 1, name: host.t(`biomes6.${BIOME_NAMES[n.biome]}`) }, value: `${host.num(n.distance, 4)} · ${most}` });
        });
      return out;
    },
    exportMap(v, results) {
      const clean = canvas(SIDE, SIDE, 'space.mapAlt');
      paintBiomes(clean, layerParts(results[0]));
      return { canvas: clean, field: toFloat32(results[0].data), width: SIDE, height: SIDE, name: `space-seed${v.seed}` };
    },
  };
}

export const space: Lab = {
  id: 'space',
  number: 13,
  params,
  strings: { en: { ...own.en, ...biomes6Strings.en }, es: { ...own.es, ...biomes6Strings.es } },
  create,
};
