// Lab 10 · Seeds and streams: a world is a function of its seed. Four views of the core's own generators
// (cpp/src/core/lab/seeds_lab.cpp): mulberry32 draws, the stream seed of each system per chunk, the endless regions
// map built chunk by chunk in a chosen order (the chunks appear one after the other; the hash never changes), and
// two terrain chunks side by side in world or chunk-local coordinates. Every map comes from the worker.
import { schemaField } from '../core';
import { TERRAIN, lutIndex } from '../draw';
import type { Grid } from '../generated/worldlab_wasm.js';
import type { Param, Values } from '../params';
import { type CallResult, resultOf } from '../protocol';
import { biomeStrings, readBiomeTable } from './biomes';
import { strings as own } from './seeds.strings';
import type { Lab, LabHost, LabView, Readout } from './types';
import { canvas, el, text, toFloat32 } from './ui';
import './newlabs.css';

const VIEWS = ['mulberry', 'streams', 'chunks', 'seams'] as const;
type View = (typeof VIEWS)[number];
const SYSTEMS = ['terrain', 'climate', 'regions', 'placement', 'caves'] as const; // random.hpp's System 1..5
const ORDERS = ['rows', 'columns', 'reverse', 'shuffled'] as const;

export const DRAWS = 64; // 64 × 64 draws: the manifest's mulberry32/seed=S (4096)
export const CHUNKS_SIDE = 16; // 16 × 16 chunks per system, −8..7: the manifest's stream_seed/seed=S
// The endless regions map of the manifest's endless.biomes/seed=S/map: 64 × 48 samples, 9 units apart, in 4 × 4
// chunks of 16 × 12 samples.
export const MAP: Grid = { x0: -300, y0: -200, step: 9, width: 64, height: 48 };
export const COLUMNS = 4;
export const ROWS = 4;
const SEAM_SIDE = 256; // the octaves lab's 256² map as two 128 × 256 chunks
// The main canvas, 4:3 (the regions map fills it; the square views stand in its middle); thumbnails are THUMB square.
const MAIN_W = 512;
const MAIN_H = 384;
const THUMB = 96;
const STEP_MS = 70; // one chunk appears every STEP_MS while the map is built

const params: Param[] = [
  { id: 'seed', kind: 'seed', def: 1, label: 'common.seed', hint: 'common.seedHint', affects: 'field' },
  {
    id: 'view',
    kind: 'choice',
    def: 'chunks',
    options: VIEWS.map((value) => ({ value, label: `seeds.view.${value}` })),
    label: 'seeds.view',
    affects: 'view',
  },
  {
    id: 'system',
    kind: 'choice',
    def: 'regions',
    options: SYSTEMS.map((value) => ({ value, label: `seeds.system.${value}` })),
    label: 'seeds.system',
    hint: 'seeds.systemHint',
    affects: 'view', // the core returns the five systems' maps; the choice only picks the one drawn
  },
  {
    id: 'order',
    kind: 'choice',
    def: 'shuffled',
    options: ORDERS.map((value) => ({ value, label: `seeds.order.${value}` })),
    label: 'seeds.order',
    hint: 'seeds.orderHint',
    affects: 'field',
  },
  { id: 'shuffle', kind: 'seed', def: 1, label: 'seeds.shuffle', hint: 'seeds.shuffleHint', affects: 'field' },
  { id: 'local', kind: 'toggle', def: false, label: 'seeds.local', hint: 'seeds.localHint', affects: 'field' },
];

// The results, in call order.
const R = { draws: 0, streams: 1, chunks: 2, seams: 3, rows: 4, biomes: 5 } as const;
// Each view's picture in samples (the main canvas shows it scaled up, centred): the probe reads through it.
const PICTURE_SIZE: Record<View, [number, number]> = { mulberry: [DRAWS, DRAWS], streams: [CHUNKS_SIDE, CHUNKS_SIDE], chunks: [MAP.width, MAP.height], seams: [SEAM_SIDE, SEAM_SIDE] };

/** A natural-size picture of one view (one pixel per sample), drawn scaled up without smoothing. */
/**
 * A view's picture: an offscreen canvas of its own, kept and written over at every draw (`fill` writes every
 * pixel), so a draw makes no canvas, context or image (making them cost more than the filling: ~2 ms per draw).
 */
const pictures = new Map<View, { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D; image: ImageData }>();
function picture(view: View, fill: (px: Uint8ClampedArray) => void): HTMLCanvasElement {
  let p = pictures.get(view);
  if (!p) {
    const [width, height] = PICTURE_SIZE[view];
    const c = document.createElement('canvas');
    c.width = width;
    c.height = height;
    const ctx = c.getContext('2d')!;
    p = { canvas: c, ctx, image: ctx.createImageData(width, height) };
    pictures.set(view, p);
  }
  fill(p.image.data);
  p.ctx.putImageData(p.image, 0, 0);
  return p.canvas;
}

// The pictures write each channel as computed, with no array per pixel: the clamped array rounds them as
// `set` would (ToUint8Clamp), so the bytes are those of the former `px.set([r, g, b, 255], o)`.

function drawsPicture(data: Float64Array): HTMLCanvasElement {
  return picture('mulberry', (px) => {
    for (let i = 0, o = 0; i < DRAWS * DRAWS; i++, o += 4) {
      const g = Math.floor(data[i] * 256);
      px[o] = px[o + 1] = px[o + 2] = g;
      px[o + 3] = 255;
    }
  });
}

/** One system's 16 × 16 stream seeds, each shown as its own colour: the seed's three low bytes. */
function streamsPicture(data: Float64Array, system: number): HTMLCanvasElement {
  const n = CHUNKS_SIDE * CHUNKS_SIDE;
  return picture('streams', (px) => {
    for (let i = 0, o = 0; i < n; i++, o += 4) {
      const s = data[system * n + i];
      px[o] = s % 256;
      px[o + 1] = Math.floor(s / 256) % 256;
      px[o + 2] = Math.floor(s / 65536) % 256;
      px[o + 3] = 255;
    }
  });
}

/** The regions map, nearest biome's colour, only the chunks made so far (the first `made` of `order`). */
function chunksPicture(data: Float64Array, colours: [number, number, number][], order: Float64Array, made: number): HTMLCanvasElement {
  const cw = MAP.width / COLUMNS;
  const ch = MAP.height / ROWS;
  const done = new Uint8Array(COLUMNS * ROWS);
  for (const chunk of order.subarray(0, made)) done[chunk] = 1;
  return picture('chunks', (px) => {
    for (let row = 0; row < MAP.height; row++) {
      for (let col = 0; col < MAP.width; col++) {
        const i = row * MAP.width + col;
        const o = i * 4;
        px[o + 3] = 255;
        if (!done[Math.floor(row / ch) * COLUMNS + Math.floor(col / cw)]) {
          px[o] = 40;
          px[o + 1] = 44;
          px[o + 2] = 52;
          continue;
        }
        const nearest = Math.floor(data[i] / 16);
        const second = data[i] - nearest * 16;
        const rgb = colours[nearest] ?? GREY;
        const k = nearest === second ? 1 : 0.82; // a little darker where the second region's biome differs
        px[o] = rgb[0] * k;
        px[o + 1] = rgb[1] * k;
        px[o + 2] = rgb[2] * k;
      }
    }
  });
}
const GREY: [number, number, number] = [128, 128, 128];

function seamsPicture(data: Float64Array): HTMLCanvasElement {
  const sea = schemaField('terrain', 'sea_level').default as number;
  return picture('seams', (px) => {
    for (let i = 0, o = 0; i < SEAM_SIDE * SEAM_SIDE; i++, o += 4) {
      const k = lutIndex(data[i], sea) * 3;
      px[o] = TERRAIN[k];
      px[o + 1] = TERRAIN[k + 1];
      px[o + 2] = TERRAIN[k + 2];
      px[o + 3] = 255;
    }
  });
}

/** Draws `pic` centred in the canvas, as large as fits, in whole pixels when it can. */
function blit(target: HTMLCanvasElement, pic: HTMLCanvasElement): { x: number; y: number; k: number } {
  const ctx = target.getContext('2d')!;
  ctx.fillStyle = '#1f232b';
  ctx.fillRect(0, 0, target.width, target.height);
  const k = Math.min(target.width / pic.width, target.height / pic.height);
  const x = Math.round((target.width - pic.width * k) / 2);
  const y = Math.round((target.height - pic.height * k) / 2);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(pic, x, y, pic.width * k, pic.height * k);
  return { x, y, k };
}

/** The chunk grid over the regions map, and the path through the chunks in the order they were made. */
function chunkOverlay(target: HTMLCanvasElement, at: { x: number; y: number; k: number }, order: Float64Array, made: number, numbers: boolean): void {
  const ctx = target.getContext('2d')!;
  const cw = (MAP.width / COLUMNS) * at.k;
  const ch = (MAP.height / ROWS) * at.k;
  ctx.save();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.55)';
  ctx.lineWidth = 1;
  for (let c = 1; c < COLUMNS; c++) {
    ctx.beginPath();
    ctx.moveTo(at.x + c * cw + 0.5, at.y);
    ctx.lineTo(at.x + c * cw + 0.5, at.y + ROWS * ch);
    ctx.stroke();
  }
  for (let r = 1; r < ROWS; r++) {
    ctx.beginPath();
    ctx.moveTo(at.x, at.y + r * ch + 0.5);
    ctx.lineTo(at.x + COLUMNS * cw, at.y + r * ch + 0.5);
    ctx.stroke();
  }
  const centre = (chunk: number) => [at.x + ((chunk % COLUMNS) + 0.5) * cw, at.y + (Math.floor(chunk / COLUMNS) + 0.5) * ch];
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.7)';
  ctx.lineWidth = Math.max(1, at.k / 4);
  ctx.beginPath();
  for (let n = 0; n < made; n++) {
    const [x, y] = centre(order[n]);
    if (n === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.stroke();
  if (numbers) {
    ctx.font = `600 ${Math.round(ch / 3.2)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let n = 0; n < made; n++) {
      const [x, y] = centre(order[n]);
      ctx.fillStyle = 'rgba(255, 255, 255, 0.9)';
      ctx.beginPath();
      ctx.arc(x, y, ch / 4.2, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#111';
      ctx.fillText(String(n + 1), x, y + 1);
    }
  }
  ctx.restore();
}

/** Small ticks above and below the seam column (col 128), so the eye finds it without a line hiding it. */
function seamTicks(target: HTMLCanvasElement, at: { x: number; y: number; k: number }): void {
  const ctx = target.getContext('2d')!;
  const x = at.x + (SEAM_SIDE / 2) * at.k;
  const tick = Math.max(4, at.k * 8);
  ctx.fillStyle = '#e0433a';
  ctx.fillRect(x - 1, at.y, 2, tick);
  ctx.fillRect(x - 1, at.y + SEAM_SIDE * at.k - tick, 2, tick);
}

function create(host: LabHost): LabView {
  const main = canvas(MAIN_W, MAIN_H, 'seeds.alt', 'map wide');
  const caption = el('figcaption');
  const thumbs = new Map<View, HTMLCanvasElement>();
  const buttons = VIEWS.map((v) => {
    const c = canvas(THUMB, THUMB, `seeds.view.${v}`, 'thumb');
    thumbs.set(v, c);
    const b = el('button', 'seeds-thumb', c, text(host, 'span', `seeds.view.${v}`));
    b.type = 'button';
    b.dataset.view = v;
    b.addEventListener('click', () => host.setValues({ view: v }));
    return b;
  });
  const replay = text(host, 'button', 'seeds.replay');
  replay.type = 'button';
  const element = el('div', 'lab-seeds', el('figure', 'panel', main, caption), el('div', 'seeds-thumbs', ...buttons), el('div', 'button-row', replay));

  // The chunk animation: how many chunks of the shown order are drawn, advanced by a timer, restarted when the
  // order the core made the map in changes (or on "Build again"); the first map appears whole.
  let shownOrder = '';
  let made = COLUMNS * ROWS;
  let timer = 0;
  let last: { v: Values; results: CallResult[] } | null = null;
  const animate = () => {
    window.clearInterval(timer);
    made = 0;
    timer = window.setInterval(() => {
      made++;
      if (made >= COLUMNS * ROWS) window.clearInterval(timer);
      if (last) paintAll(last.v, last.results);
    }, STEP_MS);
  };
  replay.addEventListener('click', () => {
    if (!last) return;
    host.setValues({ view: 'chunks' });
    animate();
  });

  const colours = (r: CallResult[]) => readBiomeTable(resultOf(r[R.biomes], 'biomeTable').extra.biomes);
  const orderOf = (r: CallResult[]) => resultOf(r[R.chunks], 'endlessChunks').extra.order;

  function pictureOf(view: View, v: Values, r: CallResult[]): HTMLCanvasElement {
    if (view === 'mulberry') return drawsPicture(r[R.draws].data);
    if (view === 'streams') return streamsPicture(r[R.streams].data, SYSTEMS.indexOf(v.system as (typeof SYSTEMS)[number]));
    if (view === 'chunks') return chunksPicture(r[R.chunks].data, colours(r), orderOf(r), made);
    return seamsPicture(r[R.seams].data);
  }

  function paintInto(target: HTMLCanvasElement, view: View, pic: HTMLCanvasElement, r: CallResult[], numbers: boolean): void {
    const at = blit(target, pic);
    if (view === 'chunks') chunkOverlay(target, at, orderOf(r), made, numbers);
    if (view === 'seams') seamTicks(target, at);
  }

  function paintAll(v: Values, r: CallResult[]): void {
    const view = v.view as View;
    // Each view's picture once: the main canvas and its thumbnail are drawn from the same one.
    const pics = new Map(VIEWS.map((w) => [w, pictureOf(w, v, r)]));
    paintInto(main, view, pics.get(view)!, r, true);
    for (const w of VIEWS) {
      paintInto(thumbs.get(w)!, w, pics.get(w)!, r, false);
      thumbs.get(w)!.parentElement!.classList.toggle('current', w === view);
    }
    host.label(caption, `seeds.caption.${view}`, { n: SYSTEMS.indexOf(v.system as (typeof SYSTEMS)[number]) + 1 });
  }

  return {
    element,
    calls: (v) => [
      { fn: 'mulberryDraws', args: [v.seed as number, DRAWS * DRAWS] },
      { fn: 'streamSeeds', args: [v.seed as number, CHUNKS_SIDE] },
      { fn: 'endlessChunks', args: [v.seed as number, {}, MAP, COLUMNS, ROWS, v.order as string, v.shuffle as number] },
      { fn: 'seamChunks', args: [v.seed as number, {}, SEAM_SIDE, v.local as boolean] },
      // The same map in row order, for the "same as row order" readout: only its hash comes back.
      { fn: 'endlessChunks', args: [v.seed as number, {}, MAP, COLUMNS, ROWS, 'rows', 0], keep: false },
      { fn: 'biomeTable', args: [] },
    ],
    draw(v, results) {
      // Chunk-local coordinates only change the seams view: switching them from another view opens it, so the
      // box never seems to do nothing (issue 28 item 7). After this draw: the view change draws again.
      if (last && last.v.local !== v.local && v.view !== 'seams') queueMicrotask(() => host.setValues({ view: 'seams' }));
      const order = Array.from(orderOf(results)).join(',');
      const before = last;
      last = { v, results };
      // A new order of the same world is built again before the eyes; a first map or a new seed appears whole.
      if (before && order !== shownOrder && before.v.seed === v.seed) animate();
      else if (!before || order !== shownOrder) {
        window.clearInterval(timer);
        made = COLUMNS * ROWS;
      }
      shownOrder = order;
      paintAll(v, results);
    },
    readouts(v, results): Readout[] {
      if (!results) return [];
      const view = v.view as View;
      const out: Readout[] = [];
      const n = CHUNKS_SIDE * CHUNKS_SIDE;
      if (view === 'mulberry') {
        const d = results[R.draws].data;
        let sum = 0;
        for (const x of d) sum += x;
        out.push({ id: 'first', label: 'seeds.firstDraw', value: host.num(d[0], 6) });
        out.push({ id: 'mean', label: 'seeds.mean', value: host.num(sum / d.length, 4) });
      } else if (view === 'streams') {
        const s = SYSTEMS.indexOf(v.system as (typeof SYSTEMS)[number]);
        const d = results[R.streams].data;
        const origin = d[s * n + (CHUNKS_SIDE / 2) * CHUNKS_SIDE + CHUNKS_SIDE / 2]; // chunk (0, 0)
        out.push({ id: 'system', label: 'seeds.systemNumber', value: String(s + 1) });
        out.push({ id: 'origin', label: 'seeds.origin', value: `0x${origin.toString(16).padStart(8, '0')}` });
        const distinct = new Set(d).size;
        out.push({ id: 'distinct', label: 'seeds.distinct', value: host.t('seeds.distinctValue', { n: distinct, total: d.length }) });
      } else if (view === 'chunks') {
        const same = results[R.chunks].hash === results[R.rows].hash;
        // Each chunk as (column, row), in the order the core made them: the numbers on the map are these ranks.
        const at = (k: number) => `${k % COLUMNS},${Math.floor(k / COLUMNS)}`;
        out.push({ id: 'order', label: 'seeds.madeIn', value: Array.from(orderOf(results), at).join(' · ') });
        out.push({ id: 'chunks-hash', label: 'seeds.chunksHash', value: results[R.chunks].hash });
        out.push({ id: 'same', label: 'seeds.same', value: host.t(same ? 'seeds.yes' : 'seeds.no'), tone: same ? 'good' : 'bad' });
      } else {
        const x = resultOf(results[R.seams], 'seamChunks').extra;
        out.push({ id: 'seam', label: 'seeds.seamJump', value: host.num(x.seam_jump, 4) });
        out.push({ id: 'neighbour', label: 'seeds.neighbourJump', value: host.num(x.neighbour_jump, 4) });
        const ratio = x.seam_jump / x.neighbour_jump;
        out.push({ id: 'ratio', label: 'seeds.ratio', value: `${host.num(ratio, 2)} ×`, tone: ratio > 3 ? 'bad' : 'good' });
      }
      const shown = { mulberry: R.draws, streams: R.streams, chunks: R.chunks, seams: R.seams }[view];
      out.push({ id: 'view-hash', label: 'app.hash', value: results[shown].hash });
      return out;
    },
    // The four maps, whatever the view (mulberry32, stream seeds, endless regions, seams): their hashes are the
    // manifest's mulberry32, stream_seed and endless.biomes entries and `worldlab hash` of the terrain.
    maps: () => [R.draws, R.streams, R.chunks, R.seams],
    // The probe: the main canvas shows one view's samples scaled up (blit); a click reads the sample under it.
    probeSize: { width: MAIN_W, height: MAIN_H },
    probe(v, results, x, y): Readout[] {
      const view = v.view as View;
      const [w, h] = PICTURE_SIZE[view];
      const k = Math.min(MAIN_W / w, MAIN_H / h); // as blit draws it
      const sx = Math.floor((x - Math.round((MAIN_W - w * k) / 2)) / k);
      const sy = Math.floor((y - Math.round((MAIN_H - h * k) / 2)) / k);
      if (sx < 0 || sy < 0 || sx >= w || sy >= h) return [{ id: 'outside', label: 'probe.sample', value: host.t('probe.outside') }];
      const out: Readout[] = [{ id: 'sample', label: 'probe.sample', value: host.t('probe.positionValue', { x: host.num(sx, 0), y: host.num(sy, 0) }) }];
      if (view === 'mulberry') {
        out.push({ id: 'draw', label: 'probe.draw', value: host.t('probe.drawValue', { n: host.num(sy * w + sx + 1, 0), value: host.num(results[R.draws].data[sy * w + sx], 6) }) });
      } else if (view === 'streams') {
        const system = SYSTEMS.indexOf(v.system as (typeof SYSTEMS)[number]);
        const seed = results[R.streams].data[system * w * h + sy * w + sx];
        out.push({ id: 'chunk', label: 'probe.chunk', value: `(${sx - w / 2}, ${sy - h / 2})` });
        out.push({ id: 'stream', label: 'probe.stream', value: String(seed) });
      } else if (view === 'chunks') {
        const both = results[R.chunks].data[sy * w + sx];
        const chunk = Math.floor(sy / (h / ROWS)) * COLUMNS + Math.floor(sx / (w / COLUMNS));
        const made = [...orderOf(results)].indexOf(chunk);
        out.push({ id: 'chunk', label: 'probe.chunk', value: host.t('probe.chunkValue', { n: chunk + 1, k: made + 1, total: COLUMNS * ROWS }) });
        out.push({ id: 'biome', label: 'probe.biome', value: host.t(`biome.${Math.floor(both / 16)}`) });
        out.push({ id: 'second', label: 'probe.second', value: host.t(`biome.${both % 16}`) });
      } else {
        out.push({ id: 'height', label: 'probe.height', value: host.num(results[R.seams].data[sy * w + sx], 4) });
        out.push({ id: 'chunk', label: 'probe.chunk', value: host.t(sx < w / 2 ? 'probe.leftChunk' : 'probe.rightChunk') });
      }
      return out;
    },
    exportMap(v, results) {
      const view = v.view as View;
      const clean = canvas(MAIN_W, MAIN_H, 'seeds.alt');
      const at = blit(clean, pictureOf(view, v, results));
      if (view === 'chunks') chunkOverlay(clean, at, orderOf(results), COLUMNS * ROWS, false);
      const sizes = { mulberry: [DRAWS, DRAWS, R.draws], streams: [CHUNKS_SIDE, CHUNKS_SIDE * 5, R.streams], chunks: [MAP.width, MAP.height, R.chunks], seams: [SEAM_SIDE, SEAM_SIDE, R.seams] } as const;
      const [width, height, index] = sizes[view];
      return { canvas: clean, field: toFloat32(results[index].data), width, height, name: `seeds-${view}-seed${v.seed}` };
    },
  };
}

export const seeds: Lab = {
  id: 'seeds',
  number: 10,
  params,
  strings: { en: { ...own.en, ...biomeStrings.en }, es: { ...own.es, ...biomeStrings.es } },
  create,
};
