// Lab 5 · Voronoi regions: seeded sites, each region's biome from the climate at its site, borders
// wobbled by noise and blended over a band (the core's make_sites, cell_blend, region_biomes and blend_rgb,
// through lab::fill_region_lab). The page only copies the colours into the canvas and draws the sites.
import type { Grid } from '../generated/worldlab_wasm.js';
import { layerParts } from '../map-shapes';
import type { Param } from '../params';
import { type CallResult, resultOf } from '../protocol';
import { type FromSchema, fromSchema, paramsOf } from '../schema-params';
import { BIOME_COUNT, TUTORIAL_PATTERNS, biomeLegend, biomeStrings, drawPatterns, readBiomeTable } from './biomes';
import { strings as own } from './regions.strings';
import type { Lab, LabHost, LabView, Readout } from './types';
import { sampleAt } from '../probe';
import { positionReadout, rgbText, tutorialBiomeReadouts } from './probe-readouts';
import { canvas, el, text, toFloat32 } from './ui';

const W = 320; // the tutorial's map: 320 × 240 world units, one sample each
const H = 240;
const GRID: Grid = { x0: 0, y0: 0, step: 1, width: W, height: H };

// The regions lab's struct (region_lab): its area is the map's 320 × 240 by default.
const region = (path: string, spec: Partial<FromSchema> = {}) => fromSchema({ struct: 'region_lab', path, ...spec });
const params: Param[] = [
  { id: 'seed', kind: 'seed', def: 1, label: 'common.seed', hint: 'common.seedHint', affects: 'field' },
  region('count', { min: 2, max: 200, hint: 'regions.sitesHint', aliases: ['sites'] }),
  region('blend.wobble', { max: 60, hint: 'regions.wobbleHint' }),
  region('blend.blend_width', { max: 40, hint: 'regions.blendHint', aliases: ['blend'] }),
  { id: 'show', kind: 'toggle', def: false, label: 'regions.show', affects: 'view' },
  { id: 'patterns', kind: 'toggle', def: false, label: 'common.patterns', hint: 'common.patternsHint', affects: 'view' },
];

/** Paints the colours from the bands as they came; with `biomeAt` (the biome under each sample), the legend's patterns over them. */
function paintRgb(c: HTMLCanvasElement, parts: readonly Float64Array[], biomeAt?: (i: number) => number): void {
  const ctx = c.getContext('2d')!;
  const image = ctx.createImageData(W, H);
  const px = image.data;
  let i = 0; // the pixel: the bands' samples follow one another
  for (const rgb of parts) {
    for (let j = 0; j < rgb.length / 3; j++, i++) {
      px[i * 4] = rgb[3 * j]; // Uint8ClampedArray rounds half to even, as the spec says
      px[i * 4 + 1] = rgb[3 * j + 1];
      px[i * 4 + 2] = rgb[3 * j + 2];
      px[i * 4 + 3] = 255;
    }
  }
  if (biomeAt) drawPatterns(px, W, biomeAt, TUTORIAL_PATTERNS);
  ctx.putImageData(image, 0, 0);
}

/** The sites as the core gives them: x, y, biome per site. */
function drawSites(c: HTMLCanvasElement, sites: Float64Array): void {
  const ctx = c.getContext('2d')!;
  ctx.save();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(20, 20, 20, 0.9)';
  ctx.fillStyle = 'rgba(255, 255, 255, 0.95)';
  for (let i = 0; i < sites.length; i += 3) {
    ctx.beginPath();
    ctx.arc(sites[i], sites[i + 1], 2.6, 0, Math.PI * 2);
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
  const sitesOf = (r: CallResult[]) => resultOf(r[0], 'renderRegions').extra.sites;
  /** The biome of each sample's nearest region (after the wobble), or undefined for a preview (its regions are coarse). */
  const biomeAtOf = (r: CallResult[]) => {
    const region = resultOf(r[0], 'renderRegions').extra.region;
    const sites = sitesOf(r);
    return region.length === W * H ? (i: number) => sites[3 * region[i] + 2] : undefined;
  };
  return {
    element,
    calls: (v) => [
      { fn: 'renderRegions', args: [v.seed as number, paramsOf('region_lab', params, v), GRID] },
      { fn: 'biomeTable', args: [] },
    ],
    draw(v, results) {
      paintRgb(map, layerParts(results[0]), v.patterns ? biomeAtOf(results) : undefined);
      if (v.show) drawSites(map, sitesOf(results));
      const biomes = resultOf(results[1], 'biomeTable').extra.biomes;
      const json = JSON.stringify(biomes);
      if (json !== legendFor) {
        biomeLegend((e, k) => host.label(e, k), readBiomeTable(biomes), legend);
        legendFor = json;
      }
    },
    readouts(v, results): Readout[] {
      if (!results) return [];
      const sites = sitesOf(results);
      const count = new Array<number>(BIOME_COUNT).fill(0);
      for (let i = 2; i < sites.length; i += 3) count[sites[i]]++;
      const present = count.filter((n) => n > 0).length;
      const top = count.indexOf(Math.max(...count));
      return [
        { id: 'regions', label: 'regions.count', value: String(sites.length / 3) },
        { id: 'biomes', label: 'regions.biomes', value: host.t('regions.biomesValue', { n: present, total: BIOME_COUNT }) },
        { id: 'top', label: 'regions.top', value: host.t('regions.topValue', { name: host.t(`biome.${top}`), n: count[top] }) },
      ];
    },
    maps: () => [0],
    // The core returns each sample's nearest region (after the wobble) beside the colours: its site and biome.
    probe(v, results, x, y) {
      const sites = sitesOf(results);
      const n = sampleAt(resultOf(results[0], 'renderRegions').extra.region, W, H, x, y);
      const rgb = results[0].data;
      const i = y * W + x;
      const out: Readout[] = [positionReadout(host, x, y, 0)];
      if (n >= 0 && 3 * n < sites.length) {
        out.push({
          id: 'region',
          label: 'probe.region',
          value: host.t('probe.regionValue', { n: n + 1, total: sites.length / 3, x: host.num(sites[3 * n], 1), y: host.num(sites[3 * n + 1], 1) }),
        });
        out.push(...tutorialBiomeReadouts(host, sites[3 * n + 2]));
      }
      out.push({ id: 'colour', label: 'probe.colour', value: rgbText(rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]) });
      return out;
    },
    exportMap(v, results) {
      const clean = canvas(W, H, 'regions.alt');
      paintRgb(clean, layerParts(results[0]));
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
