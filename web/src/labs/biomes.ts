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

/** A legend of the nine biomes: a swatch and the translated name each. */
export function biomeLegend(label: (el: HTMLElement, key: string) => void, colours: Colour[], list: HTMLElement): void {
  list.replaceChildren(
    ...colours.map((rgb, i) => {
      const item = document.createElement('li');
      const swatch = document.createElement('span');
      swatch.className = 'swatch';
      swatch.style.background = `rgb(${rgb.join(' ')})`;
      swatch.setAttribute('aria-hidden', 'true');
      const name = document.createElement('span');
      label(name, `biome.${i}`);
      item.append(swatch, name);
      return item;
    }),
  );
}
