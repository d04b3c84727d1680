// Shared by the terrain labs: the map grid and the terrain colours with the sea level.
import { BANDS, GREY, type Samples, TERRAIN, legend, paint } from '../draw';
import type { Grid } from '../generated/worldlab_wasm.js';
import type { LabHost } from './types';
import { el, text } from './ui';

export const SIDE = 256;
/** The lab's map grid: u, v in [0, 1) in 256 steps (the core's default_map_grid). */
export const GRID: Grid = { x0: 0, y0: 0, step: 1 / SIDE, width: SIDE, height: SIDE };

export function paintTerrain(c: HTMLCanvasElement, data: Samples, seaLevel: number, colours = true): void {
  paint(c, data, SIDE, SIDE, colours ? TERRAIN : GREY, seaLevel);
}

export function legendBlock(host: LabHost): HTMLElement {
  const list = el('ul', 'legend');
  legend(list, (element, key) => host.label(element, key));
  list.setAttribute('aria-label', host.t('app.legend'));
  list.dataset.i18nAria = 'app.legend';
  return el('div', 'legend-block', text(host, 'span', 'app.legend', 'legend-title'), list);
}

export { BANDS };
