// Lab 7 · The Islands climate: coast distance, land rank, temperature with lapse, latitude and coast
// warmth, a wind that carries sea air across the land and rains it out where the ground rises, moisture,
// and the 4 × 4 Whittaker table with a beach (cpp/src/core/climate/islands_climate.cpp, through
// make_recipe_map and climate_stats). Nine recipes set every slider at once; a cell of the table shows
// where its climate falls on the map. 256²; the shell's preview (and the map while a slider is held) is 32² (map-shapes.ts).
import { CORE } from '../core';
import { AIR, HEAT, type Rgb, WATER, WET, imageOf, ramp } from '../draw';
import type { Param, Values } from '../params';
import { type Call, type CallResult, resultOf } from '../protocol';
import { type FromSchema, fromSchema, paramsOf, valuesOf } from '../schema-params';
import { ISLANDS_PATTERNS, biomeLegend, drawPatterns } from './biomes';
import { strings } from './islands.strings';
import type { Lab, LabHost, LabPreset, LabView, Readout } from './types';
import { coldHotContacts } from '../lessons/metrics';
import { positionReadout } from './probe-readouts';
import { canvas, el, text, toFloat32 } from './ui';

const SIDE = 256;
// The terrains offered: the presets the climate reads well on (a subset of the core's).
const TERRAINS = ['islands', 'plateau', 'billow-dunes', 'tutorial-fbm', 'rolling-hills', 'ridged-ranges', 'musgrave-mountains', 'warp-single'];

// Every slider is a field of the core's recipe struct (islands_recipe) and opens on the core's default, which is
// the "west-wind" recipe. The sliders span less than the core accepts, but every recipe fits (tests/browser/schema.mjs).
const recipe = (path: string, spec: Partial<FromSchema> = {}) => fromSchema({ struct: 'islands_recipe', path, ...spec });
const params: Param[] = [
  { id: 'seed', kind: 'seed', def: 1, label: 'common.seed', hint: 'common.seedHint', affects: 'field' },
  {
    id: 'layer',
    kind: 'choice',
    def: 'biome',
    options: ['biome', 'temperature', 'moisture', 'air'].map((value) => ({ value, label: `islands.layer.${value}` })),
    label: 'islands.layer',
    affects: 'view',
  },
  // Experiments on the map: the wind's arrow and each island's windward and lee sides drawn over it, and an A/B
  // swipe: left of its handle the same climate without rain on climbing air (wind.lift = 0), right of it as set,
  // on the same ground, so moving the handle across one island shows its rain shadow appear in every layer.
  { id: 'halves', kind: 'toggle', def: true, label: 'islands.halves', hint: 'islands.halvesHint', affects: 'view' },
  { id: 'split', kind: 'toggle', def: false, label: 'islands.split', hint: 'islands.splitHint', affects: 'field' },
  { id: 'patterns', kind: 'toggle', def: false, label: 'common.patterns', hint: 'common.patternsHint', affects: 'view' },
  recipe('terrain_preset', { options: TERRAINS, aliases: ['terrain'] }),
  recipe('north_south', { min: -8, max: 8, hint: 'islands.nsHint', aliases: ['ns'] }),
  recipe('climate.base', { min: 0, max: 1.5, hint: 'islands.baseHint' }),
  recipe('climate.lapse', { max: 1.5, hint: 'islands.lapseHint' }),
  recipe('climate.latitude', { max: 1.5, hint: 'islands.latitudeHint' }),
  recipe('climate.coast_mod', { min: 0, max: 0.3, hint: 'islands.coastModHint', aliases: ['coastMod'] }),
  recipe('climate.temp_noise', { max: 1, hint: 'islands.tempNoiseHint', aliases: ['tempNoise'] }),
  recipe('climate.moist_noise', { max: 1, hint: 'islands.moistNoiseHint', aliases: ['moistNoise'] }),
  recipe('climate.coast_bonus', { max: 1, hint: 'islands.coastBonusHint', aliases: ['coastBonus'] }),
  recipe('climate.decay', { max: 1, hint: 'islands.decayHint' }),
  recipe('wind.on', { hint: 'islands.windHint', aliases: ['wind'] }),
  recipe('wind.angle', { min: 0, max: 355, hint: 'islands.angleHint' }),
  recipe('wind.dry', { max: 0.05, hint: 'islands.dryHint' }),
  recipe('wind.evap', { max: 0.5, hint: 'islands.evapHint' }),
  recipe('wind.lift', { max: 3, hint: 'islands.liftHint' }),
  recipe('wind.strength', { max: 1, hint: 'islands.strengthHint' }),
];

// The core's nine recipes, each as this lab's values.
export const RECIPES: LabPreset[] = CORE.islands_recipes.map((r) => ({ id: r.id, values: valuesOf('islands_recipe', params, r) }));

type Colour = Rgb;
const GREY: Colour = [128, 128, 128]; // a biome the table does not name

/** Whether the values hold every setting of a recipe (the lab's own view settings aside). */
function isRecipe(v: Values, r: LabPreset): boolean {
  return Object.entries(r.values).every(([k, x]) => k === 'seed' || k === 'layer' || JSON.stringify(v[k]) === JSON.stringify(x));
}

/** The recipe these values are, if any. */
export function activeRecipe(v: Values): string | null {
  return RECIPES.find((r) => isRecipe(v, r))?.id ?? null;
}

function create(host: LabHost): LabView {
  const map = canvas(SIDE, SIDE, 'islands.alt');
  // Drawn over the map at twice its resolution: the wind arrow, each island's lee side and dividing line, the A/B handle.
  const overlay = canvas(2 * SIDE, 2 * SIDE, 'islands.overlayAlt', 'map-overlay');
  overlay.removeAttribute('role');
  delete overlay.dataset.i18nAria;
  overlay.setAttribute('aria-hidden', 'true');
  const stack = el('div', 'map-stack', map, overlay);
  stack.dataset.probeAfter = ''; // the probe's panel goes under the stack, not into it
  let biomes: Colour[] = [];
  let legendFor: Colour[] | null = null; // the colours the legend was built for
  let whittaker: number[] = [];
  let picked = -1; // the table cell shown on the map, or −1
  let shown: { v: Values; results: CallResult[] } | null = null;
  // The A/B swipe's handle: the first column drawn from B (the climate as set); left of it, A (no climbing rain).
  let swipeAt = SIDE / 2;
  const swipe = el('input', 'islands-swipe');
  swipe.type = 'range';
  swipe.min = '0';
  swipe.max = String(SIDE);
  swipe.step = '1';
  swipe.value = String(swipeAt);
  swipe.dataset.i18nAria = 'islands.swipe';
  swipe.setAttribute('aria-label', host.t('islands.swipe'));
  const swipeRow = el('label', 'islands-swipe-row', text(host, 'span', 'islands.swipe'), swipe);
  swipeRow.hidden = true;
  swipe.addEventListener('input', () => {
    swipeAt = Number(swipe.value);
    if (shown) paintMap(shown.v, shown.results);
  });

  const recipeRow = el('div', 'button-row recipe-row', text(host, 'span', 'islands.recipes', 'button-row-label'));
  const recipeButtons = RECIPES.map((r) => {
    const b = text(host, 'button', `islands.recipe.${r.id}`);
    b.type = 'button';
    b.dataset.recipe = r.id;
    b.addEventListener('click', () => host.setValues(r.values));
    return b;
  });
  recipeRow.append(...recipeButtons);

  const table = el('table', 'whittaker');
  const caption = el('caption');
  host.label(caption, 'islands.tableCaption');
  const cellButtons: HTMLButtonElement[] = [];
  const head = el('tr', '', el('td'));
  for (let c = 0; c < 4; c++) {
    const th = text(host, 'th', `islands.wet${c}`);
    th.scope = 'col';
    head.append(th);
  }
  const rows: HTMLElement[] = [];
  for (let r = 3; r >= 0; r--) {
    const th = text(host, 'th', `islands.heat${r}`);
    th.scope = 'row';
    const tr = el('tr', '', th);
    for (let c = 0; c < 4; c++) {
      const cell = r * 4 + c;
      const b = el('button', 'cell');
      b.type = 'button';
      b.dataset.cell = String(cell);
      b.setAttribute('aria-pressed', 'false');
      b.addEventListener('click', () => {
        picked = picked === cell ? -1 : cell;
        for (const x of cellButtons) x.setAttribute('aria-pressed', String(Number(x.dataset.cell) === picked));
        if (shown) paintMap(shown.v, shown.results);
        host.refresh();
      });
      cellButtons[cell] = b;
      tr.append(el('td', '', b));
    }
    rows.push(tr);
  }
  table.append(caption, el('thead', '', head), el('tbody', '', ...rows));

  // Under the map: for the biome layer, every biome of the model (ocean and beach too); for the other layers,
  // their colour ramp with both ends named.
  const extraList = el('ul', 'legend');
  const rampSwatch = el('span', 'ramp-swatch');
  rampSwatch.setAttribute('aria-hidden', 'true');
  const rampLow = el('span');
  const rampHigh = el('span');
  const rampBlock = el('div', 'legend-block ramp-block', rampLow, rampSwatch, rampHigh);
  extraList.dataset.i18nAria = 'islands.legend';
  extraList.setAttribute('aria-label', host.t('islands.legend'));
  const biomeBlock = el('div', 'legend-block', text(host, 'span', 'islands.legend', 'legend-title'), extraList);
  const element = el(
    'div',
    'lab-islands',
    el('figure', 'panel', stack, swipeRow, text(host, 'figcaption', 'islands.caption'), biomeBlock, rampBlock),
    recipeRow,
    el('div', 'table-wrap', table, text(host, 'p', 'islands.tableHint', 'hint')),
  );

  /**
   * The model's biome colours and Whittaker table, from the map job's last answer (islandsBiomes, asked with every
   * map so that the first map is drawn with its colours and "Ready" comes after them; the workers keep recent
   * answers, so asking again costs a lookup). A table of the build, the same in every answer: taken once.
   */
  function takeMeta(results: CallResult[]): void {
    const last = results[results.length - 1];
    if (biomes.length > 0 || last?.fn !== 'islandsBiomes') return;
    const b = resultOf(last, 'islandsBiomes').extra;
    biomes = b.biomes.map((x) => x.rgb);
    whittaker = [...b.table];
  }

  /** Every biome of the Islands model (islandsBiomes), once its colours are known. */
  function fillLegend(): void {
    if (legendFor === biomes || biomes.length === 0) return;
    biomeLegend((e, k) => host.label(e, k), biomes, extraList, { prefix: 'islands.biome.', patterns: ISLANDS_PATTERNS });
    legendFor = biomes;
  }

  function paintMap(v: Values, results: CallResult[]): void {
    const data = results[0].data;
    // With the split on, the columns left of the swipe's handle come from the second map (no rain on climbing air).
    const left = v.split && results[1]?.fn === 'renderIslands' ? results[1].data : data;
    const n = Math.round(Math.sqrt(data.length / 5));
    const cut = (swipeAt / SIDE) * n; // the handle in this map's columns (the 32² preview too)
    const cells = n * n;
    if (map.width !== n) map.width = map.height = n;
    const ctx = map.getContext('2d')!;
    const image = imageOf(map, ctx, n, n);
    const px = image.data;
    const layer = v.layer as string;
    // The layer's plane and ramp, once per map rather than per pixel (the biome layer: no ramp).
    const ramped = layer === 'temperature' ? HEAT : layer === 'moisture' ? WET : layer === 'air' ? AIR : null;
    const plane = layer === 'temperature' ? 1 : layer === 'moisture' ? 2 : 3;
    const landOnly = layer === 'temperature' || layer === 'moisture'; // water keeps its colour there
    for (let i = 0; i < cells; i++) {
      const d = i % n < cut ? left : data;
      const biome = d[i];
      const rgb: Colour = ramped === null ? (biomes[biome] ?? GREY) : landOnly && biome === 0 ? WATER : ramp(ramped, d[plane * cells + i]);
      const k = picked >= 0 && d[4 * cells + i] !== picked ? 0.3 : 1;
      px[i * 4] = rgb[0] * k;
      px[i * 4 + 1] = rgb[1] * k;
      px[i * 4 + 2] = rgb[2] * k;
      px[i * 4 + 3] = 255;
    }
    if (layer === 'biome' && v.patterns) drawPatterns(px, n, (i) => (i % n < cut ? left : data)[i], ISLANDS_PATTERNS);
    ctx.putImageData(image, 0, 0);
    paintOverlay(v, results[0]);
  }

  /** The wind's direction, each island's lee side shaded (the readout's lee: behind the island's ridge along the
   *  wind), and the A/B swipe's divider. Only drawing: the map's samples are untouched. */
  function paintOverlay(v: Values, result: CallResult): void {
    const ctx = overlay.getContext('2d')!;
    const size = overlay.width;
    ctx.clearRect(0, 0, size, size);
    const c = size / 2;
    ctx.font = `${Math.round(size / 28)}px system-ui, sans-serif`;
    ctx.lineWidth = size / 256;
    if (v.halves && v.on) {
      // The core's wind blows to (cos a, sin a) in columns and rows (islands_climate.cpp, wind_field).
      const a = ((v.angle as number) * Math.PI) / 180;
      const wx = Math.cos(a);
      const wy = Math.sin(a);
      // The lee side of every island (the core's island_side: behind the island's ridge along the wind), shaded at
      // the map's resolution and scaled onto the overlay: the cells the readout's lee mean is taken over.
      const side = result.fn === 'renderIslands' ? resultOf(result, 'renderIslands').extra.island_side : undefined;
      const n = Math.round(Math.sqrt(result.data.length / 5));
      if (n > 0 && side?.length === n * n) {
        const shade = new ImageData(n, n);
        for (let i = 0; i < n * n; i++) if (side[i] === 2) shade.data[i * 4 + 3] = 110;
        const tmp = document.createElement('canvas');
        tmp.width = tmp.height = n;
        tmp.getContext('2d')!.putImageData(shade, 0, 0);
        ctx.imageSmoothingEnabled = false;
        ctx.drawImage(tmp, 0, 0, size, size);
        ctx.imageSmoothingEnabled = true;
      }
      // The arrow, from the windward side across the centre.
      const len = size * 0.22;
      const x0 = c - wx * len;
      const y0 = c - wy * len;
      const x1 = c + wx * len;
      const y1 = c + wy * len;
      ctx.strokeStyle = 'rgba(20 20 20 / 0.9)';
      ctx.fillStyle = 'rgba(255 255 255 / 0.95)';
      ctx.lineWidth = size / 90;
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      ctx.lineTo(x1, y1);
      ctx.stroke();
      const head = size / 22;
      ctx.beginPath();
      ctx.moveTo(x1 + wx * head * 0.6, y1 + wy * head * 0.6);
      ctx.lineTo(x1 - wx * head + wy * head * 0.6, y1 - wy * head - wx * head * 0.6);
      ctx.lineTo(x1 - wx * head - wy * head * 0.6, y1 - wy * head + wx * head * 0.6);
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
      // The names of the sides beside the arrow: windward at its tail, lee at its head.
      ctx.lineWidth = size / 160;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (const [end, key] of [[-1, 'islands.windwardHalf'], [1, 'islands.leewardHalf']] as const) {
        const tx = c + end * wx * (len + size * 0.09);
        const ty = c + end * wy * (len + size * 0.06);
        ctx.strokeText(host.t(key), tx, ty);
        ctx.fillText(host.t(key), tx, ty);
      }
    }
    if (v.split) {
      const at = (swipeAt / SIDE) * size;
      ctx.strokeStyle = 'rgba(255 255 255 / 0.95)';
      ctx.lineWidth = size / 120;
      ctx.beginPath();
      ctx.moveTo(at, 0);
      ctx.lineTo(at, size);
      ctx.stroke();
      ctx.fillStyle = 'rgba(255 255 255 / 0.95)';
      ctx.strokeStyle = 'rgba(20 20 20 / 0.9)';
      ctx.lineWidth = size / 160;
      ctx.textBaseline = 'top';
      ctx.textAlign = 'left';
      const pad = size / 60;
      const aText = host.t('islands.splitA');
      const bText = host.t('islands.splitB', { lift: host.num(v.lift as number, 2) });
      ctx.strokeText(aText, pad, pad);
      ctx.fillText(aText, pad, pad);
      ctx.textAlign = 'right';
      ctx.strokeText(bText, size - pad, pad);
      ctx.fillText(bText, size - pad, pad);
    }
  }

  /** The WCAG contrast ratio of two sRGB colours (0..255 each). */
  function contrast(a: readonly number[], b: readonly number[]): number {
    const lum = (c: readonly number[]) => {
      const [r, g, bl] = c.map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    };
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  }

  function fillTable(results: CallResult[]): void {
    const shares = resultOf(results[0], 'renderIslands').extra.cell_shares;
    for (let cell = 0; cell < 16; cell++) {
      const b = cellButtons[cell];
      const biome = whittaker[cell];
      const rgb = biomes[biome];
      if (rgb) b.style.background = `rgb(${rgb.join(' ')})`;
      // Dark text on light biomes, white on dark ones: whichever reads at the higher contrast (at least 4.5:1 on
      // every biome colour of the palette).
      b.classList.toggle('on-dark', rgb !== undefined && contrast(rgb, [255, 255, 255]) > contrast(rgb, [17, 17, 17]));
      const name = biome !== undefined ? host.t(`islands.biome.${biome}`) : '…';
      const share = `${host.num(shares[cell] * 100, 1)} %`;
      b.dataset.share = String(shares[cell]);
      // The button's name is its visible text and then, for a screen reader, what the share is of.
      b.replaceChildren(el('span', 'cell-name', name), ' ', el('span', 'cell-share', share), el('span', 'visually-hidden', ` ${host.t('islands.cellOf')}`));
    }
  }

  return {
    element,
    calls: (v) => {
      const calls: Call[] = [{ fn: 'renderIslands', args: [v.seed as number, paramsOf('islands_recipe', params, v), SIDE] }];
      if (v.split) calls.push({ fn: 'renderIslands', args: [v.seed as number, paramsOf('islands_recipe', params, { ...v, lift: 0 }), SIDE] });
      calls.push({ fn: 'islandsBiomes', args: [] }); // the colours: takeMeta
      return calls;
    },
    draw(v, results) {
      shown = { v: { ...v }, results };
      takeMeta(results);
      const active = activeRecipe(v);
      for (const b of recipeButtons) b.setAttribute('aria-pressed', String(b.dataset.recipe === active));
      swipeRow.hidden = !v.split;
      paintMap(v, results);
      fillTable(results);
      const layer = v.layer as string;
      biomeBlock.hidden = layer !== 'biome';
      rampBlock.hidden = layer === 'biome';
      if (layer === 'biome') {
        fillLegend();
      } else {
        const stops = layer === 'temperature' ? HEAT : layer === 'moisture' ? WET : AIR;
        rampSwatch.style.background = `linear-gradient(90deg, ${stops.map((c) => `rgb(${c.join(' ')})`).join(', ')})`;
        host.label(rampLow, `islands.ramp.${layer}.low`);
        host.label(rampHigh, `islands.ramp.${layer}.high`);
      }
    },
    readouts(v, results): Readout[] {
      if (!results) return [];
      fillTable(results); // also after a language switch: the cells' names and shares are in the current language
      const x = resultOf(results[0], 'renderIslands').extra;
      const out: Readout[] = [
        { id: 'size', label: 'islands.size', value: `${Math.round(Math.sqrt(results[0].length / 5))}²` },
        { id: 'dry', label: 'islands.dryShare', value: `${host.num(x.dry_share * 100, 1)} %` },
        {
          id: 'windward',
          label: 'islands.windward',
          value: host.t('islands.windwardValue', { w: host.num(x.island_windward, 2), l: host.num(x.island_lee, 2), d: x.islands_lee_drier, k: x.islands_two_sided }),
          tone: x.island_windward > x.island_lee ? 'good' : 'warn',
        },
      ];
      // The biomes that cover most of the land, and where a cold row of the table touches a hot one.
      const n = Math.round(Math.sqrt(results[0].length / 5));
      const shares = [...x.biome_shares].map((share, biome) => ({ share, biome })).filter((b) => b.biome !== 0 && b.share > 0);
      shares.sort((a, b) => b.share - a.share || a.biome - b.biome);
      out.push({
        id: 'biomes',
        label: 'islands.biomeShares',
        value: shares.slice(0, 4).map((b) => `${host.t(`islands.biome.${b.biome}`)} ${host.num(b.share * 100, 1)} %`).join(' · ') || '—',
      });
      const contacts = coldHotContacts(results[0].data.subarray(n * n, 2 * n * n), n);
      out.push({ id: 'contacts', label: 'islands.coldHot', value: host.num(contacts, 0), tone: contacts > 0 ? 'warn' : 'good' });
      if (v.split && results[1]?.fn === 'renderIslands') {
        const b = resultOf(results[1], 'renderIslands').extra;
        out.push({ id: 'split-dry', label: 'islands.splitDry', value: host.t('islands.splitDryValue', { a: host.num(b.dry_share * 100, 1), b: host.num(x.dry_share * 100, 1) }) });
      }
      if (picked >= 0) {
        out.push({ id: 'picked', label: 'islands.picked', value: `${host.t(`islands.heat${Math.floor(picked / 4)}`)} · ${host.t(`islands.wet${picked % 4}`)} · ${host.num(x.cell_shares[picked] * 100, 1)} %` });
      }
      return out;
    },
    maps: () => [0],
    // The biome layer (the first SIDE² samples): the map the lesson's last step (islands/biomes) makes.
    hashLayer: () => ({ offset: 0, length: SIDE * SIDE, label: 'app.hashBiome' }),
    // data = biome | temperature | moisture | air | table cell (−1 on water), 256².
    probe(v, results, x, y) {
      const data = results[0].data;
      const n = Math.round(Math.sqrt(data.length / 5));
      const cells = n * n;
      const i = y * n + x;
      const biome = data[i];
      const cell = data[4 * cells + i];
      return [
        positionReadout(host, x, y, 0),
        { id: 'biome', label: 'probe.biome', value: host.t(`islands.biome.${biome}`) },
        { id: 'temperature', label: 'probe.temperature', value: host.num(data[cells + i], 3) },
        { id: 'moisture', label: 'probe.moisture', value: host.num(data[2 * cells + i], 3) },
        { id: 'air', label: 'probe.air', value: host.num(data[3 * cells + i], 3) },
        {
          id: 'cell',
          label: 'probe.cell',
          value:
            cell < 0
              ? host.t('probe.noCell')
              : host.t('probe.cellValue', { heat: host.t(`islands.heat${Math.floor(cell / 4)}`), wet: host.t(`islands.wet${cell % 4}`), row: Math.floor(cell / 4) + 1, col: (cell % 4) + 1 }),
        },
      ];
    },
    exportMap(v, results) {
      const data = results[0].data;
      const n = Math.round(Math.sqrt(data.length / 5));
      const layer = ['biome', 'temperature', 'moisture', 'air'].indexOf(v.layer as string);
      const clean = canvas(n, n, 'islands.alt');
      clean.getContext('2d')!.drawImage(map, 0, 0);
      return { canvas: clean, field: toFloat32(data.subarray(layer * n * n, (layer + 1) * n * n)), width: n, height: n, name: `islands-${v.layer}-seed${v.seed}` };
    },
  };
}

export const islands: Lab = { id: 'islands', number: 7, params, presets: RECIPES, strings, create };
