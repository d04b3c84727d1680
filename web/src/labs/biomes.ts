// Names of the tutorial's 3 × 3 biome table (cpp/src/core/climate: tutorial_biome_table), by cell index,
// shared by labs 4, 5 and 8. The colours come from the core (its "biomeTable" entry).
import type { Biome } from '../generated/worldlab_wasm.js';
import type { Dict } from './types';

export const BIOME_COUNT = 9;

const en: Dict = {
  'biome.0': 'Tundra',
  'biome.1': 'Taiga',
  'biome.2': 'Snowy forest',
  'biome.3': 'Plains',
  'biome.4': 'Forest',
  'biome.5': 'Swamp',
  'biome.6': 'Desert',
  'biome.7': 'Savanna',
  'biome.8': 'Rainforest',
  'biome.water': 'Water',
};

const es: Dict = {
  'biome.0': 'Tundra',
  'biome.1': 'Taiga',
  'biome.2': 'Bosque nevado',
  'biome.3': 'Llanura',
  'biome.4': 'Bosque',
  'biome.5': 'Pantano',
  'biome.6': 'Desierto',
  'biome.7': 'Sabana',
  'biome.8': 'Selva',
  'biome.water': 'Agua',
};

export const biomeStrings = { en, es };

export type Colour = [number, number, number];

/** The colours of the core's table as the "biomeTable" call returns it ({name, rgb} row by row). */
export function readBiomeTable(biomes: Biome[]): Colour[] {
  return biomes.map((c) => c.rgb);
}

/**
 * A pattern on each legend swatch, so that colours a viewer with a colour-vision deficiency may confuse still
 * differ on the legend. The palettes stay (the tutorial's colours are in the golden manifest: world.rgb,
 * region_colour); tests/palette/check-cvd.mjs measures every pair under protanopia, deuteranopia and tritanopia
 * (Machado et al. 2009, CIEDE2000) and tests/browser/probe.mjs checks that every pair below 10 ΔE differs here.
 * By biome index: the tutorial's nine, and the Islands model's thirteen.
 */
export const TUTORIAL_PATTERNS = ['stripes', 'none', 'none', 'none', 'stripes', 'stripes', 'stripes', 'dots', 'none'];
export const ISLANDS_PATTERNS = ['none', 'none', 'stripes', 'stripes', 'none', 'none', 'stripes', 'dots', 'stripes', 'dots', 'dots', 'cross', 'dots'];

/**
 * Draws each biome's legend pattern on a biome map (the "Biome patterns" toggle), so that colours a colour-vision
 * deficiency may confuse differ on the map too: pixel i of a width-wide RGBA image is darkened where its biome's
 * pattern (biomeAt(i), an index into `patterns`; anything else: none) has a mark at its (x, y): stripes, dots or
 * crosses in canvas pixels, as on the swatches. Only the drawing changes.
 */
export function drawPatterns(px: Uint8ClampedArray, width: number, biomeAt: (i: number) => number, patterns: string[]): void {
  const pixels = px.length / 4;
  for (let i = 0; i < pixels; i++) {
    const pattern = patterns[biomeAt(i)];
    if (pattern === undefined || pattern === 'none') continue;
    const x = i % width;
    const y = (i - x) / width;
    if (!patternMark(pattern, x, y)) continue;
    px[i * 4] *= MARK;
    px[i * 4 + 1] *= MARK;
    px[i * 4 + 2] *= MARK;
  }
}

/** How much of its colour a pattern's mark keeps. */
export const MARK = 0.45;

/** Whether a pattern marks canvas pixel (x, y): stripes along one diagonal, dots on a 5-pixel lattice, crosses along both. */
export function patternMark(pattern: string, x: number, y: number): boolean {
  const along = (x + y) % 5 === 0;
  if (pattern === 'stripes') return along;
  if (pattern === 'dots') return x % 5 === 2 && y % 5 === 2;
  if (pattern === 'cross') return along || (x - y) % 5 === 0; // −5 % 5 is −0, which === 0
  return false;
}

export interface LegendOptions {
  /** The names' keys: prefix + biome index ('biome.' by default). */
  prefix?: string;
  patterns?: string[];
  /** An entry for water after the biomes: its swatch's CSS background. */
  water?: string;
}

/** A legend of the biomes: a swatch (colour and pattern) and the translated name each. */
export function biomeLegend(label: (el: HTMLElement, key: string) => void, colours: Colour[], list: HTMLElement, options: LegendOptions = {}): void {
  const prefix = options.prefix ?? 'biome.';
  const patterns = options.patterns ?? TUTORIAL_PATTERNS;
  const item = (background: string, key: string, pattern: string, rgb?: Colour) => {
    const li = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    swatch.style.backgroundColor = background.startsWith('rgb') ? background : '';
    if (!background.startsWith('rgb')) swatch.style.background = background;
    swatch.dataset.pattern = pattern;
    swatch.setAttribute('aria-hidden', 'true');
    const name = document.createElement('span');
    label(name, key);
    li.dataset.key = key;
    if (rgb) li.dataset.rgb = rgb.join(',');
    li.dataset.pattern = pattern;
    li.append(swatch, name);
    return li;
  };
  const items = colours.map((rgb, i) => item(`rgb(${rgb.join(' ')})`, `${prefix}${i}`, patterns[i] ?? 'none', rgb));
  if (options.water) items.push(item(options.water, 'biome.water', 'none'));
  list.replaceChildren(...items);
}
