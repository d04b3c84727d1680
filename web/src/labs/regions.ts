// Lab 5 · Voronoi regions: seeded sites, each region's biome from the climate at its site, borders
// wobbled by noise and blended over a band (the core's make_sites, cell_blend, region_biomes and blend_rgb,
// through lab::fill_region_lab). The page only copies the colours into the canvas and draws the sites.
import type { Param } from '../params';
import type { CallResult } from '../protocol';
import { BIOME_COUNT, biomeLegend, biomeStrings, readBiomeTable } from './biomes';
import { strings as own } from './regions.strings';
import type { Lab, LabHost, LabView, Readout } from './types';
import { canvas, el, text, toFloat32 } from './ui';

const W = 320; // the tutorial's map: 320 × 240 world units, one sample each
const H = 240;

const params: Param[] = [
  { id: 'seed', kind: 'seed', def: 1, label: 'common.seed', hint: 'common.seedHint', affects: 'field' },
  { id: 'sites', kind: 'range', def: 45, min: 2, max: 200, step: 1, digits: 0, label: 'regions.sites', hint: 'regions.sitesHint', affects: 'field' },
  { id: 'wobble', kind: 'range', def: 14, min: 0, max: 60, step: 1, digits: 0, label: 'regions.wobble', hint: 'regions.wobbleHint', affects: 'field' },
  { id: 'blend', kind: 'range', def: 10, min: 0, max: 40, step: 1, digits: 0, label: 'regions.blend', hint: 'regions.blendHint', affects: 'field' },
  { id: 'show', kind: 'toggle', def: false, label: 'regions.show', affects: 'view' },
];

function paintRgb(c: HTMLCanvasElement, rgb: Float64Array): void {
  const ctx = c.getContext('2d')!;
  const image = ctx.createImageData(W, H);
  const px = image.data;
  for (let i = 0; i < W * H; i++) {
    px[i * 4] = rgb[3 * i]; // Uint8ClampedArray rounds half to even, as the spec says
    px[i * 4 + 1] = rgb[3 * i + 1];
    px[i * 4 + 2] = rgb[3 * i + 2];
    px[i * 4 + 3] = 255;
  }
  ctx.putImageData(image, 0, 0);
}

function drawSites(c: HTMLCanvasElement, sites: [number, number, number][]): void {
  const ctx = c.getContext('2d')!;
  ctx.save();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(20, 20, 20, 0.9)';
  ctx.fillStyle = 'rgba(255, 255, 255, 0.95)';
  for (const [x, y] of sites) {
    ctx.beginPath();
    ctx.arc(x, y, 2.6, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

function create(host: LabHost): LabView {
  const map = canvas(W, H, 'regions.alt', 'map wide');
  const legend = el('ul', 'legend');
  legend.dataset.i18nAria = 'regions.legend';
  legend.setAttribute('aria-label', host.t('regions.legend'));
  const element = el('div', 'lab-regions', el('figure', 'panel', map, text(host, 'figcaption', 'regions.caption'), el('div', 'legend-block', text(host, 'span', 'regions.legend', 'legend-title'), legend)));
  let legendFor = '';
  const sitesOf = (r: CallResult[]) => JSON.parse(r[0].extra.sites as string) as [number, number, number][];
  return {
    element,
    calls: (v) => [
      { fn: 'renderRegions', args: [v.seed as number, v.sites as number, v.wobble as number, v.blend as number, W, H, 0, 0, 1, W, H] },
      { fn: 'biomeTable', args: [] },
    ],
    draw(v, results) {
      paintRgb(map, results[0].data);
      if (v.show) drawSites(map, sitesOf(results));
      const json = results[1].extra.json as string;
      if (json !== legendFor) {
        biomeLegend((e, k) => host.label(e, k), readBiomeTable(json), legend);
        legendFor = json;
      }
    },
    readouts(v, results): Readout[] {
      if (!results) return [];
      const sites = sitesOf(results);
      const count = new Array<number>(BIOME_COUNT).fill(0);
      for (const s of sites) count[s[2]]++;
      const present = count.filter((n) => n > 0).length;
      const top = count.indexOf(Math.max(...count));
      return [
        { id: 'regions', label: 'regions.count', value: String(sites.length) },
        { id: 'biomes', label: 'regions.biomes', value: host.t('regions.biomesValue', { n: present, total: BIOME_COUNT }) },
        { id: 'top', label: 'regions.top', value: host.t('regions.topValue', { name: host.t(`biome.${top}`), n: count[top] }) },
      ];
    },
    maps: () => [0],
    exportMap(v, results) {
      const clean = canvas(W, H, 'regions.alt');
      paintRgb(clean, results[0].data);
      return { canvas: clean, field: toFloat32(results[0].data), width: W * 3, height: H, name: `regions-seed${v.seed}` };
    },
  };
}

export const regions: Lab = {
  id: 'regions',
  number: 5,
  params,
  strings: { en: { ...own.en, ...biomeStrings.en }, es: { ...own.es, ...biomeStrings.es } },
  create,
};
