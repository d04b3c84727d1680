// Lab 4 · Climate → biomes: temperature and moisture from two more simplex layers (seed + 1, seed + 2),
// mountains chilled by their height, and the 3 × 3 biome table with lines you can drag. The core computes
// height, temperature, moisture and each land sample's biome for the current lines
// (lab::fill_climate_lab: fill_terrain, fill_tutorial_climate and pick_biome); the page colours them and
// plots a dot in the table for land samples.
import { terrainPreset } from '../core';
import { BANDS, HEAT, TERRAIN, WATER, WET, css, imageOf, lutIndex, lutWords, pixelWord, ramp, wordsOf } from '../draw';
import type { Grid } from '../generated/worldlab_wasm.js';
import { bandsOf } from '../map-shapes';
import type { Param, Values } from '../params';
import { type CallResult, resultOf } from '../protocol';
import { type FromSchema, fromSchema, paramsOf } from '../schema-params';
import { BIOME_COUNT, type Colour, MARK, TUTORIAL_PATTERNS, biomeLegend, biomeStrings, patternMark, readBiomeTable } from './biomes';
import { strings as own } from './climate.strings';
import type { Lab, LabHost, LabView, Readout } from './types';
import { heightReadouts, positionReadout, tutorialBiomeReadouts } from './probe-readouts';
import { canvas, el, text, toFloat32 } from './ui';

const W = 320; // the map: 320 × 240 world units (the tutorial's pixels), climate read at · 0.004
const H = 240;
const N = W * H;
const T = 240; // the table canvas, square
const DOT_STEP = 4; // a dot for every 4th sample in each direction that is land

const GRID: Grid = { x0: 0, y0: 0, step: 1 / W, width: W, height: H };
// The height under the climate: the core's "tutorial-fbm" preset (the tutorial's fbm()).
const HEIGHT = terrainPreset('tutorial-fbm');

// The climate lab's struct (climate_lab): its world size, climate scale and octaves stay the core's.
const labField = (path: string, spec: Partial<FromSchema> = {}) => fromSchema({ struct: 'climate_lab', path, ...spec });
const params: Param[] = [
  { id: 'seed', kind: 'seed', def: 1, label: 'common.seed', hint: 'common.seedHint', affects: 'field' },
  // The lab starts at 0.6, the chill its lesson measures, inside the core's range.
  labField('climate.chill', { min: 0, max: 2, def: 0.6, hint: 'climate.chillHint' }),
  {
    id: 'view',
    kind: 'choice',
    def: 'biomes',
    options: [
      { value: 'biomes', label: 'climate.view.biomes' },
      { value: 'temperature', label: 'climate.view.temperature' },
      { value: 'moisture', label: 'climate.view.moisture' },
    ],
    label: 'climate.view',
    affects: 'view',
  },
  { id: 'patterns', kind: 'toggle', def: false, label: 'common.patterns', hint: 'common.patternsHint', affects: 'view' },
  // The table's lines may cross while dragged: the core gets them sorted.
  labField('heat_limits', { items: ['climate.heat1', 'climate.heat2'], itemAliases: ['heat1', 'heat2'] }),
  labField('wet_limits', { items: ['climate.wet1', 'climate.wet2'], itemAliases: ['wet1', 'wet2'] }),
];

type Lines = 'heat_limits' | 'wet_limits';
const limits = (v: Values, key: Lines) => [...(v[key] as number[])].sort((x, y) => x - y);

function climateParams(v: Values) {
  return { ...paramsOf('climate_lab', params, v, { terrain: HEIGHT.params }), heat_limits: limits(v, 'heat_limits'), wet_limits: limits(v, 'wet_limits') };
}

/**
 * Paints the map from its bands as they came (bandsOf: each with its rows' four layers), or from the whole map.
 * Pixels are written as whole words (draw.ts: pixelWord), each biome's colour made once, and a ramp colour made
 * again only where the value differs from the sample before (a preview repeats each value over its block).
 */
function paintClimate(c: HTMLCanvasElement, bands: readonly Float64Array[], view: string, colours: Colour[], patterns = false): void {
  const ctx = c.getContext('2d')!;
  const image = imageOf(c, ctx, W, H);
  const px = wordsOf(image);
  const water = pixelWord(WATER[0], WATER[1], WATER[2]);
  const terrain = lutWords(TERRAIN);
  const plain = colours.map((rgb) => pixelWord(rgb[0], rgb[1], rgb[2]));
  // The biome's legend pattern on the map (biomes.ts: drawPatterns' marks), darkened by MARK.
  const marked = colours.map((rgb) => pixelWord(rgb[0] * MARK, rgb[1] * MARK, rgb[2] * MARK));
  const marks = patterns && view === 'biomes';
  const layer = view === 'temperature' ? 1 : 2;
  const stops = view === 'temperature' ? HEAT : WET;
  let last = NaN; // the ramp's value for `lastWord`
  let lastWord = 0;
  let i = 0; // the pixel
  for (const data of bands) {
    const n = data.length / 4; // the band's samples per layer
    for (let j = 0; j < n; j++, i++) {
      const biome = data[j];
      if (view !== 'biomes') {
        if (biome < 0) px[i] = water; // the climate views show the land's values only
        else {
          const t = data[layer * n + j];
          if (t !== last) {
            const rgb = ramp(stops, t);
            lastWord = pixelWord(rgb[0], rgb[1], rgb[2]);
            last = t;
          }
          px[i] = lastWord;
        }
      } else if (biome < 0) px[i] = terrain[lutIndex(data[3 * n + j])];
      else px[i] = marks && patternMark(TUTORIAL_PATTERNS[biome], i % W, Math.floor(i / W)) ? marked[biome] : plain[biome];
    }
  }
  ctx.putImageData(image, 0, 0);
}

// Water in the biome view is drawn in the terrain's water bands: deep to shallow.
const WATER_SWATCH = `linear-gradient(90deg, ${css(BANDS[0].low)}, ${css(BANDS[1].high)})`;

const PAD = 26; // room for the axis names inside the table canvas
const span = T - PAD - 6;
const tx = (m: number) => PAD + m * span; // moisture → x, dry on the left
const ty = (t: number) => 6 + (1 - t) * span; // temperature → y, hot at the top

function create(host: LabHost): LabView {
  const map = canvas(W, H, 'climate.alt', 'map wide');
  const table = canvas(T, T, 'climate.tableAlt', 'table');
  table.tabIndex = -1;
  const legend = el('ul', 'legend');
  legend.dataset.i18nAria = 'climate.legend';
  legend.setAttribute('aria-label', host.t('climate.legend'));
  const biomeBlock = el('div', 'legend-block', text(host, 'span', 'climate.legend', 'legend-title'), legend);
  // The temperature and moisture views: a colour ramp with its two ends named.
  const rampSwatch = el('span', 'ramp-swatch');
  rampSwatch.setAttribute('aria-hidden', 'true');
  const rampLow = el('span');
  const rampHigh = el('span');
  const rampBlock = el('div', 'legend-block ramp-block', rampLow, rampSwatch, rampHigh);
  const element = el(
    'div',
    'lab-climate',
    el('figure', 'panel', map, text(host, 'figcaption', 'climate.caption'), biomeBlock, rampBlock),
    el('figure', 'panel table-panel', text(host, 'h3', 'climate.tableTitle'), table, text(host, 'figcaption', 'climate.tableCaption')),
  );
  let colours: Colour[] = [];
  let legendFor = '';
  let shown: { v: Values; results: CallResult[] } | null = null;

  function drawTable(v: Values, bands: readonly Float64Array[]): void {
    const ctx = table.getContext('2d')!;
    const style = getComputedStyle(table);
    ctx.clearRect(0, 0, T, T);
    const heat = [0, ...limits(v, 'heat_limits'), 1];
    const wet = [0, ...limits(v, 'wet_limits'), 1];
    ctx.font = '10px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) {
        const rgb = colours[r * 3 + c] ?? [128, 128, 128];
        ctx.fillStyle = `rgb(${rgb.join(' ')} / 0.55)`;
        const x0 = tx(wet[c]);
        const x1 = tx(wet[c + 1]);
        const y0 = ty(heat[r + 1]);
        const y1 = ty(heat[r]);
        ctx.fillRect(x0, y0, x1 - x0, y1 - y0);
      }
    }
    // A dot per land sample (every DOT_STEP-th in each direction).
    ctx.fillStyle = 'rgba(20, 20, 30, 0.45)';
    let first = 0; // the band's first row
    for (const data of bands) {
      const n = data.length / 4;
      const rows = n / W;
      for (let row = Math.ceil(first / DOT_STEP) * DOT_STEP; row < first + rows; row += DOT_STEP) {
        for (let col = 0; col < W; col += DOT_STEP) {
          const i = (row - first) * W + col;
          if (data[i] < 0) continue;
          ctx.fillRect(tx(data[2 * n + i]) - 1, ty(data[n + i]) - 1, 2, 2);
        }
      }
      first += rows;
    }
    // The four lines.
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#c0185a';
    for (const h of limits(v, 'heat_limits')) {
      ctx.beginPath();
      ctx.moveTo(tx(0), ty(h));
      ctx.lineTo(tx(1), ty(h));
      ctx.stroke();
    }
    for (const m of limits(v, 'wet_limits')) {
      ctx.beginPath();
      ctx.moveTo(tx(m), ty(0));
      ctx.lineTo(tx(m), ty(1));
      ctx.stroke();
    }
    // The names last, with a light halo so the dots don't hide them.
    for (let r = 0; r < 3; r++) {
      for (let c = 0; c < 3; c++) {
        const x0 = tx(wet[c]);
        const x1 = tx(wet[c + 1]);
        const y0 = ty(heat[r + 1]);
        const y1 = ty(heat[r]);
        if (x1 - x0 < 34 || y1 - y0 < 14) continue;
        const name = host.t(`biome.${r * 3 + c}`);
        ctx.lineWidth = 3;
        ctx.strokeStyle = 'rgba(255, 255, 255, 0.85)';
        ctx.strokeText(name, (x0 + x1) / 2, (y0 + y1) / 2);
        ctx.fillStyle = 'rgba(20, 20, 20, 0.95)';
        ctx.fillText(name, (x0 + x1) / 2, (y0 + y1) / 2);
      }
    }
    ctx.strokeStyle = style.color || '#333';
    ctx.lineWidth = 1;
    ctx.strokeRect(tx(0), ty(1), span, span);
    ctx.fillStyle = style.color || '#333';
    ctx.fillText(host.t('climate.axisWet'), tx(0.5), T - 9);
    ctx.save();
    ctx.translate(10, ty(0.5));
    ctx.rotate(-Math.PI / 2);
    ctx.fillText(host.t('climate.axisHeat'), 0, 0);
    ctx.restore();
  }

  // Dragging a line: the nearest of the four within 10 px (canvas units) follows the pointer.
  interface Line {
    key: Lines;
    item: number;
  }
  let dragging: Line | null = null;
  const toCanvas = (e: PointerEvent) => {
    const box = table.getBoundingClientRect();
    return { x: ((e.clientX - box.left) / box.width) * T, y: ((e.clientY - box.top) / box.height) * T };
  };
  const snap = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 100) / 100;
  /** The line under the pointer (within 10 canvas units, inside the table), or null. */
  const lineAt = (e: PointerEvent): Line | null => {
    if (!shown) return null;
    const p = toCanvas(e);
    const v = shown.v;
    let best: [Line, number] | null = null;
    const inside = (q: number, lo: number, hi: number) => q >= lo - 4 && q <= hi + 4;
    (v.heat_limits as number[]).forEach((h, item) => {
      const d = Math.abs(ty(h) - p.y);
      if (d < 10 && inside(p.x, tx(0), tx(1)) && (!best || d < best[1])) best = [{ key: 'heat_limits', item }, d];
    });
    (v.wet_limits as number[]).forEach((m, item) => {
      const d = Math.abs(tx(m) - p.x);
      if (d < 10 && inside(p.y, ty(1), ty(0)) && (!best || d < best[1])) best = [{ key: 'wet_limits', item }, d];
    });
    return best ? (best as [Line, number])[0] : null;
  };
  table.addEventListener('pointerdown', (e) => {
    const line = lineAt(e);
    if (!line) return;
    dragging = line;
    table.setPointerCapture(e.pointerId);
    e.preventDefault();
  });
  table.addEventListener('pointermove', (e) => {
    const p = toCanvas(e);
    if (!dragging) {
      const line = lineAt(e);
      table.style.cursor = !line ? 'default' : line.key === 'heat_limits' ? 'ns-resize' : 'ew-resize';
      return;
    }
    const value = dragging.key === 'heat_limits' ? snap(1 - (p.y - 6) / span) : snap((p.x - PAD) / span);
    const lines = [...(shown!.v[dragging.key] as number[])];
    lines[dragging.item] = value;
    host.setValues({ [dragging.key]: lines });
  });
  const stop = () => (dragging = null);
  table.addEventListener('pointerup', stop);
  table.addEventListener('pointercancel', stop);

  return {
    element,
    calls: (v) => [
      { fn: 'renderClimateLab', args: [v.seed as number, climateParams(v), GRID] },
      { fn: 'biomeTable', args: [] },
    ],
    draw(v, results) {
      shown = { v: { ...v }, results };
      const biomes = resultOf(results[1], 'biomeTable').extra.biomes;
      const json = JSON.stringify(biomes);
      if (json !== legendFor) {
        colours = readBiomeTable(biomes);
        biomeLegend((e, k) => host.label(e, k), colours, legend, { water: WATER_SWATCH });
        legendFor = json;
      }
      paintClimate(map, bandsOf(results[0]), v.view as string, colours, v.patterns as boolean);
      drawTable(v, bandsOf(results[0]));
      const view = v.view as string;
      biomeBlock.hidden = view !== 'biomes';
      rampBlock.hidden = view === 'biomes';
      if (view !== 'biomes') {
        const stops = view === 'temperature' ? HEAT : WET;
        rampSwatch.style.background = `linear-gradient(90deg, ${stops.map((c) => `rgb(${c.join(' ')})`).join(', ')})`;
        host.label(rampLow, view === 'temperature' ? 'climate.rampCold' : 'climate.rampDry');
        host.label(rampHigh, view === 'temperature' ? 'climate.rampHot' : 'climate.rampWet');
      }
    },
    readouts(v, results): Readout[] {
      if (!results) return [];
      if (shown) drawTable(shown.v, bandsOf(shown.results[0])); // the biome names in the table follow the language
      const data = results[0].data;
      const count = new Array<number>(BIOME_COUNT).fill(0);
      let land = 0;
      for (let i = 0; i < N; i++) {
        if (data[i] < 0) continue;
        land++;
        count[data[i]]++;
      }
      const order = count.map((n, i) => [n, i]).sort((a, b) => b[0] - a[0]).filter(([n]) => n > 0).slice(0, 3);
      return [
        { id: 'land', label: 'climate.land', value: `${host.num((land / N) * 100, 1)} %` },
        ...order.map(([n, i], k) => ({ id: `biome-${k + 1}`, label: `climate.rank${k + 1}`, value: `${host.t(`biome.${i}`)} · ${host.num((n / Math.max(1, land)) * 100, 1)} %` })),
      ];
    },
    maps: () => [0],
    // The biome layer (the first W × H samples): the map the lesson's last step (climate/table) makes.
    hashLayer: () => ({ offset: 0, length: W * H, label: 'app.hashBiome' }),
    // data = biome (−1 on water) | temperature | moisture | height; the map is 320 × 240 world units.
    probe(v, results, x, y) {
      const data = results[0].data;
      const i = y * W + x;
      return [
        positionReadout(host, x, y, 0),
        ...heightReadouts(host, data[3 * N + i], 0),
        { id: 'temperature', label: 'probe.temperature', value: host.num(data[N + i], 3) },
        { id: 'moisture', label: 'probe.moisture', value: host.num(data[2 * N + i], 3) },
        ...tutorialBiomeReadouts(host, data[i]),
      ];
    },
    exportMap(v, results) {
      const clean = canvas(W, H, 'climate.alt');
      paintClimate(clean, bandsOf(results[0]), v.view as string, colours);
      const layer = v.view === 'temperature' ? 1 : v.view === 'moisture' ? 2 : 0;
      return { canvas: clean, field: toFloat32(results[0].data.subarray(layer * N, (layer + 1) * N)), width: W, height: H, name: `climate-${v.view}-seed${v.seed}` };
    },
  };
}

export const climate: Lab = {
  id: 'climate',
  number: 4,
  params,
  strings: { en: { ...own.en, ...biomeStrings.en }, es: { ...own.es, ...biomeStrings.es } },
  create,
};
