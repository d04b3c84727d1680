// Drawing helpers shared by the labs: colour ramps, contours, the row graph and arrows. They only colour
// samples the worker computed; nothing here computes a map. The palettes are the core's
// (cpp/src/core/render/palette.cpp), written to generated/palettes.json from the module at build time
// (scripts/generate-web.mjs), so the page and the CLI's PNGs use the same colours.
import palettes from './generated/palettes.json';

export type Rgb = [number, number, number];

export interface Band {
  key: string; // string key of the band's name in the legend
  top: number; // upper height bound of the band, relative to the sea level
  low: Rgb;
  high: Rgb;
}

export const BANDS: Band[] = palettes.terrain_bands.map((b) => ({
  key: b.key,
  top: b.top ?? Infinity, // the last band's top is +infinity (null in JSON)
  low: b.low as Rgb,
  high: b.high as Rgb,
}));

/** Temperature (deep blue → white → red), moisture (sand → green → deep blue), the wind's air (cream → blue). */
export const HEAT = palettes.heat as Rgb[];
export const WET = palettes.moisture as Rgb[];
export const AIR = palettes.air as Rgb[];
/** Water in the climate views: a neutral slate, so blue means cold (or wet) land. */
export const WATER = palettes.water as Rgb;
/** Tree marks by biome: darker for conifers, olive for savanna and scrub. */
export const TREES = palettes.trees as Rgb[];

/** The colour at t (0..1) along evenly spaced stops, linear between neighbours (palette::ramp). */
export function ramp(stops: Rgb[], t: number): Rgb {
  const x = Math.min(1, Math.max(0, t)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(x));
  const f = x - i;
  return [0, 1, 2].map((c) => stops[i][c] + (stops[i + 1][c] - stops[i][c]) * f) as Rgb;
}

export const css = (rgb: Rgb) => `rgb(${rgb[0]} ${rgb[1]} ${rgb[2]})`;

// Lookup tables over heights −1.5..1.5: one multiply and one load per sample.
const LUT_SIZE = palettes.lut.size;
const LUT_MIN = palettes.lut.min;
const LUT_MAX = palettes.lut.max;

function terrainLut(): Uint8ClampedArray {
  const table = new Uint8ClampedArray(LUT_SIZE * 3);
  for (let i = 0; i < LUT_SIZE; i++) {
    const h = LUT_MIN + ((i + 0.5) / LUT_SIZE) * (LUT_MAX - LUT_MIN);
    let bottom = -1;
    let band = BANDS[BANDS.length - 1];
    for (const b of BANDS) {
      if (h < b.top) {
        band = b;
        break;
      }
      bottom = b.top;
    }
    const span = Number.isFinite(band.top) ? band.top - bottom : 1 - bottom;
    const t = Math.min(1, Math.max(0, (h - bottom) / span));
    for (let c = 0; c < 3; c++) table[i * 3 + c] = band.low[c] + (band.high[c] - band.low[c]) * t;
  }
  return table;
}

function greyLut(): Uint8ClampedArray {
  const table = new Uint8ClampedArray(LUT_SIZE * 3);
  for (let i = 0; i < LUT_SIZE; i++) {
    const h = LUT_MIN + ((i + 0.5) / LUT_SIZE) * (LUT_MAX - LUT_MIN);
    const g = Math.round(Math.min(1, Math.max(0, (h + 1) / 2)) * 255);
    table[i * 3] = table[i * 3 + 1] = table[i * 3 + 2] = g;
  }
  return table;
}

export const TERRAIN = terrainLut();
export const GREY = greyLut();

/** The LUT entry of value − offset (palette::lut_index): NaN takes entry 0. */
export function lutIndex(value: number, offset = 0): number {
  const k = Math.floor((value - offset - LUT_MIN) * (LUT_SIZE / (LUT_MAX - LUT_MIN)));
  if (!(k >= 0)) return 0; // also catches NaN
  return k >= LUT_SIZE ? LUT_SIZE - 1 : k;
}

// The pixels of each canvas the helpers below (and the labs' own painters) paint, kept from one painting to the next: a new ImageData of 256 KB
// or more for every map (three of them per change in lab 1) gave the garbage collector work on every preview.
// Every pixel is written again each time.
const images = new WeakMap<HTMLCanvasElement, ImageData>();

export function imageOf(canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D, width: number, height: number): ImageData {
  const kept = images.get(canvas);
  if (kept && kept.width === width && kept.height === height) return kept;
  const image = ctx.createImageData(width, height);
  images.set(canvas, image);
  return image;
}

// Pixels written as whole 32-bit words (r, g, b, a in the platform's byte order): one store per pixel instead
// of four. A word is made by writing the channels into a 4-byte Uint8ClampedArray, which rounds (half to even)
// and clamps as writing them into the ImageData would: the same bytes.
const rgbaScratch = new Uint8ClampedArray(4);
const wordScratch = new Uint32Array(rgbaScratch.buffer);

/** The opaque pixel word of (r, g, b), channels 0..255 (fractions rounded half to even, as an ImageData would). */
export function pixelWord(r: number, g: number, b: number): number {
  rgbaScratch[0] = r;
  rgbaScratch[1] = g;
  rgbaScratch[2] = b;
  rgbaScratch[3] = 255;
  return wordScratch[0];
}

/** An image's pixels as words (out[y · width + x]). */
export const wordsOf = (image: ImageData) => new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height);

const lutWordCache = new WeakMap<Uint8ClampedArray, Uint32Array>();

/** A LUT's (r, g, b) entries as pixel words, made once per LUT (the LUTs are never changed). */
export function lutWords(lut: Uint8ClampedArray): Uint32Array {
  let words = lutWordCache.get(lut);
  if (!words) {
    words = new Uint32Array(lut.length / 3);
    for (let k = 0; k < words.length; k++) words[k] = pixelWord(lut[3 * k], lut[3 * k + 1], lut[3 * k + 2]);
    lutWordCache.set(lut, words);
  }
  return words;
}

/** A map's samples, row-major: one array, or its row bands top to bottom as they came from the workers (map-shapes.ts: layerParts). */
export type Samples = Float64Array | readonly Float64Array[];

/** The arrays of samples, in order. */
export const partsOf = (data: Samples): readonly Float64Array[] => (data instanceof Float64Array ? [data] : data);

/** Paints data (row-major, width × height) into the canvas through a LUT, with the heights shifted by -offset. */
export function paint(canvas: HTMLCanvasElement, data: Samples, width: number, height: number, lut: Uint8ClampedArray, offset = 0): void {
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  const image = imageOf(canvas, ctx, width, height);
  const px = wordsOf(image);
  const colours = lutWords(lut);
  const n = width * height;
  let i = 0;
  for (const part of partsOf(data)) {
    for (let j = 0; j < part.length && i < n; j++, i++) px[i] = colours[lutIndex(part[j], offset)];
  }
  ctx.putImageData(image, 0, 0);
}

/**
 * Contour view: soft bands every `interval`, a dark line where neighbouring samples fall in different
 * bands, and a coral line where the value crosses zero.
 */
export function paintContours(canvas: HTMLCanvasElement, data: Float64Array, width: number, height: number, interval = 0.1): void {
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d')!;
  const image = imageOf(canvas, ctx, width, height);
  const px = image.data;
  const level = (v: number) => Math.floor(v / interval);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const i = row * width + col;
      const v = data[i];
      const here = level(v);
      const right = col + 1 < width ? data[i + 1] : v;
      const down = row + 1 < height ? data[i + width] : v;
      let rgb: Rgb;
      if ((v < 0) !== (right < 0) || (v < 0) !== (down < 0)) rgb = [255, 110, 90];
      else if (here !== level(right) || here !== level(down)) rgb = [30, 36, 48];
      else {
        const g = 150 + Math.max(-60, Math.min(80, Math.round(v * 100)));
        rgb = v < 0 ? [g - 40, g - 10, g + 20] : [g + 10, g + 5, g - 30];
      }
      px[i * 4] = rgb[0];
      px[i * 4 + 1] = rgb[1];
      px[i * 4 + 2] = rgb[2];
      px[i * 4 + 3] = 255;
    }
  }
  ctx.putImageData(image, 0, 0);
}

/** Marks one row of a map with a thin line. */
export function markRow(canvas: HTMLCanvasElement, row: number): void {
  const ctx = canvas.getContext('2d')!;
  ctx.save();
  ctx.strokeStyle = 'rgba(255, 64, 160, 0.9)';
  ctx.lineWidth = 1;
  ctx.setLineDash([4, 3]);
  ctx.beginPath();
  ctx.moveTo(0, row + 0.5);
  ctx.lineTo(canvas.width, row + 0.5);
  ctx.stroke();
  ctx.restore();
}

/**
 * The row graph: samples data[row · width + col] against col, −range..range vertically, with the zero
 * line, an optional horizontal level (sea) and optional vertical marks (lattice lines).
 */
export function graphRow(
  canvas: HTMLCanvasElement,
  data: Float64Array,
  width: number,
  row: number,
  options: { range?: number; level?: number; marks?: number[]; colour?: string } = {},
): void {
  const w = canvas.width;
  const h = canvas.height;
  const range = options.range ?? 1;
  const ctx = canvas.getContext('2d')!;
  const style = getComputedStyle(canvas);
  ctx.clearRect(0, 0, w, h);
  ctx.fillStyle = style.getPropertyValue('--graph-bg') || '#f4f6f8';
  ctx.fillRect(0, 0, w, h);
  const y = (v: number) => h / 2 - (v / range) * (h / 2 - 2);
  const x = (col: number) => ((col + 0.5) / width) * w;
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(0, 160, 200, 0.55)';
  ctx.setLineDash([2, 3]);
  for (const m of options.marks ?? []) {
    ctx.beginPath();
    ctx.moveTo((m / width) * w, 0);
    ctx.lineTo((m / width) * w, h);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.strokeStyle = 'rgba(128, 128, 128, 0.8)';
  ctx.beginPath();
  ctx.moveTo(0, y(0));
  ctx.lineTo(w, y(0));
  ctx.stroke();
  if (options.level !== undefined) {
    ctx.strokeStyle = 'rgba(40, 110, 220, 0.9)';
    ctx.setLineDash([5, 3]);
    ctx.beginPath();
    ctx.moveTo(0, y(options.level));
    ctx.lineTo(w, y(options.level));
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.strokeStyle = options.colour ?? '#d0306a';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  for (let col = 0; col < width; col++) {
    const v = data[row * width + col];
    if (col === 0) ctx.moveTo(x(col), y(v));
    else ctx.lineTo(x(col), y(v));
  }
  ctx.stroke();
}

/** An arrow from (x0, y0) to (x1, y1) in canvas pixels. */
export function arrow(ctx: CanvasRenderingContext2D, x0: number, y0: number, x1: number, y1: number): void {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const length = Math.hypot(dx, dy);
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  if (length > 3) {
    const head = Math.min(5, length / 2);
    const ux = dx / length;
    const uy = dy / length;
    ctx.moveTo(x1, y1);
    ctx.lineTo(x1 - head * (ux - uy * 0.5), y1 - head * (uy + ux * 0.5));
    ctx.moveTo(x1, y1);
    ctx.lineTo(x1 - head * (ux + uy * 0.5), y1 - head * (uy - ux * 0.5));
  }
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x0, y0, 1.5, 0, Math.PI * 2);
  ctx.fill();
}

/** A legend of the terrain bands. */
export function legend(list: HTMLElement, label: (el: HTMLElement, key: string) => void): void {
  list.replaceChildren(
    ...BANDS.map((band) => {
      const item = document.createElement('li');
      const swatch = document.createElement('span');
      swatch.className = 'swatch';
      swatch.style.background = `linear-gradient(90deg, ${css(band.low)}, ${css(band.high)})`;
      swatch.setAttribute('aria-hidden', 'true');
      const name = document.createElement('span');
      label(name, band.key);
      item.append(swatch, name);
      return item;
    }),
  );
}
