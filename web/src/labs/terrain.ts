// Shared by the terrain labs: the map grid and the terrain colours with the sea level.
import { BANDS, GREY, TERRAIN, legend, paint } from '../draw';
import type { LabHost } from './types';
import { el, text } from './ui';

export const SIDE = 256;
/** The lab's map grid: u, v in [0, 1) in 256 steps (the core's default_map_grid). */
export const GRID = [0, 0, 1 / SIDE, SIDE, SIDE] as const;

export function paintTerrain(c: HTMLCanvasElement, data: Float64Array, seaLevel: number, colours = true): void {
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
