// Lab 8 · New world: the whole pipeline in one call to the core's generate_world — simplex height,
// domain warp, the climate with mountain chill, endless Voronoi regions taking their biome from the
// climate at their site, blended borders, and Poisson-disk trees per biome. The button draws a new seed (a
// click on the map probes it, as on every map); the seed is in the URL, so a world can be shared and comes back
// bit for bit.
import { schemaField } from '../core';
import { TREES, css } from '../draw';
import { WORLD_RELIEF, hillshade } from '../hillshade';
import { layerParts } from '../map-shapes';
import type { Param } from '../params';
import { type CallResult, resultOf } from '../protocol';
import { BIOME_COUNT, TUTORIAL_PATTERNS, biomeLegend, biomeStrings, drawPatterns, readBiomeTable } from './biomes';
import type { Lab, LabHost, LabView, Readout } from './types';
import { sampleAt } from '../probe';
import { heightReadouts, positionReadout, tutorialBiomeReadouts } from './probe-readouts';
import { canvas, el, text, toFloat32 } from './ui';
import { strings as own } from './world.strings';

const W = 320; // samples
const H = 240;
const STEP = 2; // world units per sample: the map covers 640 × 480 units
const SCALE = 2; // canvas pixels per sample, so trees can be drawn finer than the samples

const params: Param[] = [
  { id: 'seed', kind: 'seed', def: 1, label: 'common.seed', hint: 'common.seedHint', affects: 'field' },
  { id: 'trees', kind: 'toggle', def: true, label: 'world.trees', hint: 'world.treesHint', affects: 'view' },
  { id: 'hillshade', kind: 'toggle', def: false, label: 'common.hillshade', hint: 'common.hillshadeHint', affects: 'view' },
  { id: 'patterns', kind: 'toggle', def: false, label: 'common.patterns', hint: 'common.patternsHint', affects: 'view' },
];

// Tree marks by biome (the core's palette): darker for conifers, olive for savanna and scrub.
const TREE: string[] = TREES.map(css);
// The world's sea level (the call passes no params: the core's defaults).
const SEA_LEVEL = schemaField('world', 'sea_level').default as number;
// The sea's colours in the world map (the region_colour node, cpp/src/core/graph/nodes/region_colour.cpp): rgb(40 − 30d,
// 110 − 70d, 200 − 90d) at depth d, from the shore (d = 0) to the deepest shade (d = 1).
const WATER_SWATCH = 'linear-gradient(90deg, rgb(40 110 200), rgb(10 40 110))';

function create(host: LabHost): LabView {
  const map = canvas(W * SCALE, H * SCALE, 'world.alt', 'map wide');
  const samples = el('canvas');
  samples.width = W;
  samples.height = H;
  const newButton = text(host, 'button', 'world.new');
  newButton.type = 'button';
  const legend = el('ul', 'legend');
  legend.dataset.i18nAria = 'world.legend';
  legend.setAttribute('aria-label', host.t('world.legend'));
  const element = el(
    'div',
    'lab-world',
    el('figure', 'panel', map, text(host, 'figcaption', 'world.caption'), el('div', 'legend-block', text(host, 'span', 'world.legend', 'legend-title'), legend)),
    el('div', 'button-row', newButton, text(host, 'span', 'world.clickHint', 'hint')),
  );
  let legendFor = '';
  const fresh = () => {
    const r = new Uint32Array(1);
    crypto.getRandomValues(r);
    host.setValues({ seed: r[0] }, { history: 'push' }); // Back returns to the world before
  };
  // A click on the map probes it, as on every other map (src/probe.ts); the button makes a new world.
  newButton.addEventListener('click', fresh);

  /** The world's named fields: trees (x, y, biome per tree), tree_count, trees_hash, land_share. */
  const worldOf = (r: CallResult[]) => resultOf(r[0], 'renderWorld').extra;

  function paintWorld(target: HTMLCanvasElement, results: CallResult[], trees: boolean, shade = false, patterns = false): void {
    const sctx = samples.getContext('2d')!;
    const image = sctx.createImageData(W, H);
    let i = 0; // the pixel: the bands' samples (as they came from the workers) follow one another
    for (const rgb of layerParts(results[0])) {
      for (let j = 0; j < rgb.length / 3; j++, i++) {
        image.data[i * 4] = rgb[3 * j];
        image.data[i * 4 + 1] = rgb[3 * j + 1];
        image.data[i * 4 + 2] = rgb[3 * j + 2];
        image.data[i * 4 + 3] = 255;
      }
    }
    // The heights come at the full size with the full map (a preview's are coarse: drawn unshaded). Read only when
    // shading: a map from bands joins them when they are first read.
    const heights = shade ? worldOf(results).height : null;
    if (heights && heights.length === W * H) hillshade(image.data, heights, W, H, STEP, WORLD_RELIEF, SEA_LEVEL);
    // The biomes' legend patterns (water: −1, none), on the full map's samples only (a preview's are coarse).
    const biome = patterns ? worldOf(results).biome : null;
    if (biome && biome.length === W * H) drawPatterns(image.data, W, (i) => biome[i], TUTORIAL_PATTERNS);
    sctx.putImageData(image, 0, 0);
    const ctx = target.getContext('2d')!;
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(samples, 0, 0, W * SCALE, H * SCALE);
    if (!trees) return;
    const k = SCALE / STEP; // canvas pixels per world unit
    const marks = worldOf(results).trees;
    for (let i = 0; i < marks.length; i += 3) {
      ctx.fillStyle = TREE[marks[i + 2]] ?? '#183';
      const px = marks[i] * k;
      const py = marks[i + 1] * k;
      ctx.beginPath();
      ctx.moveTo(px, py - 2.2);
      ctx.lineTo(px + 1.7, py + 1.4);
      ctx.lineTo(px - 1.7, py + 1.4);
      ctx.closePath();
      ctx.fill();
    }
  }

  return {
    element,
    calls: (v) => [
      { fn: 'renderWorld', args: [v.seed as number, {}, { x0: 0, y0: 0, step: STEP, width: W, height: H }] },
      { fn: 'biomeTable', args: [] },
    ],
    draw(v, results) {
      paintWorld(map, results, v.trees as boolean, v.hillshade as boolean, v.patterns as boolean);
      const biomes = resultOf(results[1], 'biomeTable').extra.biomes;
      const json = JSON.stringify(biomes);
      if (json !== legendFor) {
        biomeLegend((e, key) => host.label(e, key), readBiomeTable(biomes), legend, { water: WATER_SWATCH });
        legendFor = json;
      }
    },
    readouts(v, results): Readout[] {
      if (!results) return [];
      const x = worldOf(results);
      const count = new Array<number>(BIOME_COUNT).fill(0);
      for (let i = 2; i < x.trees.length; i += 3) count[x.trees[i]]++;
      const top = count.indexOf(Math.max(...count));
      return [
        { id: 'land', label: 'world.land', value: `${host.num(x.land_share * 100, 1)} %` },
        { id: 'trees', label: 'world.treeCount', value: host.num(x.tree_count, 0) },
        ...(x.tree_count ? [{ id: 'forest', label: 'world.mostTrees', value: host.t(`biome.${top}`) }] : []),
        { id: 'trees-hash', label: 'world.treesHash', value: x.trees_hash },
      ];
    },
    maps: () => [0],
    // The world's own layers at the sample (the core returns them beside the colours), in world units x · 2.
    probeSize: { width: W, height: H },
    probe(v, results, x, y) {
      const w = worldOf(results);
      const at = (layer: Float64Array) => sampleAt(layer, W, H, x, y);
      return [
        positionReadout(host, x * STEP, y * STEP, 0),
        ...heightReadouts(host, at(w.height), SEA_LEVEL),
        { id: 'temperature', label: 'probe.temperature', value: host.num(at(w.temperature), 3) },
        { id: 'moisture', label: 'probe.moisture', value: host.num(at(w.moisture), 3) },
        ...tutorialBiomeReadouts(host, at(w.biome)),
      ];
    },
    exportMap(v, results) {
      const clean = canvas(W * SCALE, H * SCALE, 'world.alt');
      paintWorld(clean, results, v.trees as boolean, v.hillshade as boolean);
      return { canvas: clean, field: toFloat32(results[0].data), width: W * 3, height: H, name: `world-seed${v.seed}` };
    },
  };
}

export const world: Lab = {
  id: 'world',
  number: 8,
  params,
  strings: { en: { ...own.en, ...biomeStrings.en }, es: { ...own.es, ...biomeStrings.es } },
  create,
};
