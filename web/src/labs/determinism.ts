// Lab 9 · Determinism: the hash of the map on screen, computed in this browser by the WebAssembly core,
// beside the native build's hash of the same preset (native-hashes.json, written at build time by
// scripts/web-hashes.mjs from `worldlab manifest`), and a button that checks every preset and seed.
import { CORE, graphDocument, schemaField, terrainPreset } from '../core';
import type { Grid } from '../generated/worldlab_wasm.js';
import type { Param } from '../params';
import { type Call, type CallResult, resultOf } from '../protocol';
import { errorText } from '../strings';
import { strings } from './determinism.strings';
import { CHUNKS_SIDE, COLUMNS, DRAWS, MAP as ENDLESS_MAP, ROWS } from './seeds';
import { SIDE, legendBlock, paintTerrain } from './terrain';
import type { Lab, LabHost, LabView, Readout } from './types';
import { heightReadouts, positionReadout } from './probe-readouts';
import { canvas, el, text, toFloat32 } from './ui';

// The core's presets (terrain.cpp), in its order, as this page was built with them. The check compares this
// list with the native file, so a preset the native build has and this page lacks shows up as a failure.
export const PRESET_IDS = CORE.terrain_presets.map((p) => p.id);
// Their names: the same keys as the choices of a recipe's terrain (the schema's islands_recipe.terrain_preset).
const presetName = (id: string) => `${schemaField('islands_recipe', 'terrain_preset').label}.${id}`;
const SEEDS = ['1', '42']; // the seeds the manifest hashes every preset for

const params: Param[] = [
  {
    id: 'preset',
    kind: 'choice',
    def: PRESET_IDS[0],
    options: PRESET_IDS.map((id) => ({ value: id, label: presetName(id) })),
    label: 'determinism.presetLabel',
    affects: 'field',
  },
  {
    id: 'seed',
    kind: 'choice',
    def: SEEDS[0],
    options: SEEDS.map((s) => ({ value: s, label: `determinism.seed.${s}` })),
    label: 'common.seed',
    hint: 'determinism.seedHint',
    affects: 'field',
  },
];

interface NativeHashes {
  build: string;
  side: number;
  presets: Record<string, Record<string, string>>;
  /** manifest entries of labs 6–8 and 10 (islands recipes, the density graph, the hero world, lab 10's draws, stream seeds and chunked regions map): name → hash */
  maps?: Record<string, string>;
  /** scripts/fma-hashes.mjs: the lesson's FMA map built with -ffp-contract=off and with -ffp-contract=fast -mfma */
  fma?: { off: string; fast: string | null; total: number; differ: number; largest: number } | null;
}

// The FMA pitfall's map: the octaves lab at gain 0.65 with 6 octaves (seed 1), the map scripts/fma-hashes.mjs
// builds natively from the lesson's FMA step twice. Computed here by the page's core, it must equal the build
// without contraction.
const FMA_CALL: Call = {
  fn: 'renderTerrain',
  args: [1, { frequency: 3, fbm: { octaves: 6, lacunarity: 2, persistence: 0.65, basis: 'simplex' } }, { x0: 0, y0: 0, step: 1 / SIDE, width: SIDE, height: SIDE }],
  keep: false,
};

// The grids the manifest uses for these entries (cpp/src/tools/manifest_regions.cpp): the graph on its
// "map" grid, the hero world on its 64 × 48 grid.
const GRAPH_GRID: Grid = { x0: -20.5, y0: -13.25, step: 3.7, width: 96, height: 72 };
const WORLD_GRID: Grid = { x0: -100, y0: -60, step: 3, width: 64, height: 48 };

/** How this page recomputes a manifest entry: a call, and which of its answers is the hash. */
interface MapCheck {
  name: string;
  seed: string;
  call: Call;
  pick: (r: CallResult) => string;
}

function mapChecks(names: string[]): (MapCheck | { name: string; seed: string; call: null })[] {
  return names.map((name) => {
    let m = /^islands:([a-z0-9-]+)\/seed=(-?\d+)\/256\/(biome|moisture)$/.exec(name);
    if (m) return { name, seed: m[2], call: { fn: 'islandsRecipeLayer', args: [m[1], Number(m[2]), m[3]], keep: false }, pick: (r: CallResult) => r.hash };
    m = /^graph\.tutorial-example\.terrain\/seed=(-?\d+)\/map$/.exec(name);
    if (m) return { name, seed: m[1], call: { fn: 'renderGraph', args: [graphDocument('tutorial-example'), Number(m[1]), GRAPH_GRID], keep: false }, pick: (r: CallResult) => r.hash };
    m = /^world\.(rgb|trees)\/seed=(-?\d+)$/.exec(name);
    if (m) {
      const trees = m[1] === 'trees';
      return { name, seed: m[2], call: { fn: 'renderWorld', args: [Number(m[2]), {}, WORLD_GRID], keep: false }, pick: (r: CallResult) => (trees ? resultOf(r, 'renderWorld').extra.trees_hash : r.hash) };
    }
    // Lab 10's maps, with the calls and sizes lab 10 itself makes (seeds.ts).
    m = /^mulberry32\/seed=(-?\d+)$/.exec(name);
    if (m) return { name, seed: m[1], call: { fn: 'mulberryDraws', args: [Number(m[1]), DRAWS * DRAWS], keep: false }, pick: (r: CallResult) => r.hash };
    m = /^stream_seed\/seed=(-?\d+)$/.exec(name);
    if (m) return { name, seed: m[1], call: { fn: 'streamSeeds', args: [Number(m[1]), CHUNKS_SIDE], keep: false }, pick: (r: CallResult) => r.hash };
    m = /^endless\.biomes\/seed=(-?\d+)\/map$/.exec(name);
    if (m) return { name, seed: m[1], call: { fn: 'endlessChunks', args: [Number(m[1]), {}, ENDLESS_MAP, COLUMNS, ROWS, 'rows', 0], keep: false }, pick: (r: CallResult) => r.hash };
    return { name, seed: '', call: null };
  });
}
/** The string keys that name a manifest entry of labs 6–8 and 10 (its lab, then what it shows), or null for a name this page does not know. */
export function mapParts(name: string): string[] | null {
  let m = /^islands:([a-z0-9-]+)\/seed=-?\d+\/256\/(biome|moisture)$/.exec(name);
  if (m) return ['islands.title', `islands.recipe.${m[1]}`, `islands.layer.${m[2]}`];
  if (/^graph\.tutorial-example\.terrain\/seed=-?\d+\/map$/.test(name)) return ['density.title', 'determinism.map.graph'];
  m = /^world\.(rgb|trees)\/seed=-?\d+$/.exec(name);
  if (m) return ['world.title', `determinism.map.world.${m[1]}`];
  m = /^(mulberry32|stream_seed|endless\.biomes)\/seed=-?\d+(\/map)?$/.exec(name);
  if (m) return ['seeds.title', `determinism.map.${m[1].replace('.', '-')}`];
  return null;
}

let nativeFile: Promise<NativeHashes | string> | null = null;
function loadNative(): Promise<NativeHashes | string> {
  if (!nativeFile) {
    nativeFile = fetch('./native-hashes.json', { cache: 'no-store' })
      .then(async (response): Promise<NativeHashes | string> => (response.ok ? ((await response.json()) as NativeHashes) : `HTTP ${response.status} for native-hashes.json`))
      .catch((error: Error) => error.message);
  }
  return nativeFile;
}

function create(host: LabHost): LabView {
  const map = canvas(SIDE, SIDE, 'determinism.alt');
  let native: NativeHashes | null = null;
  let nativeError: string | null = null;
  // This page's core: its build and SIMD level (engineInfo), from the extra worker, which loads the same build.
  let engine: string | null = null;

  const checkButton = text(host, 'button', 'determinism.checkAll');
  checkButton.type = 'button';
  const summary = el('p', 'check-summary');
  summary.setAttribute('role', 'status');
  const table = el('table', 'check-table');
  table.hidden = true;

  // What FMA contraction does: the native hashes of one source built twice, beside this page's hash of it.
  const fmaTable = el('table', 'check-table fma-table');
  const fmaNote = el('p', 'fma-note');
  const fmaBox = el('section', 'fma', text(host, 'h3', 'determinism.fma.title'), text(host, 'p', 'determinism.fma.about', 'hint'), fmaTable, fmaNote);
  fmaBox.hidden = true;

  const element = el(
    'div',
    'lab-determinism',
    el('figure', 'panel', map, legendBlock(host)),
    el('div', 'check', el('div', 'button-row', checkButton), summary, table),
    fmaBox,
  );

  function showFma(file: NativeHashes, mine: string | null): void {
    const fma = file.fma;
    if (!fma) return;
    const row = (key: string, hash: string | null, verdict: string, tone: string) => {
      const tr = el('tr');
      tr.dataset.build = key;
      tr.dataset.hash = hash ?? '';
      tr.append(text(host, 'td', `determinism.fma.${key}`), el('td', 'code', hash ?? '—'), text(host, 'td', verdict, tone));
      return tr;
    };
    const same = mine === fma.off;
    const head = el('tr');
    for (const key of ['determinism.fma.build', 'determinism.fma.hash', 'determinism.col.verdict']) head.append(text(host, 'th', key));
    fmaTable.replaceChildren(
      el('thead', '', head),
      el(
        'tbody',
        '',
        row('off', fma.off, 'determinism.fma.reference', ''),
        row('page', mine, mine === null ? 'determinism.notChecked' : same ? 'determinism.same' : 'determinism.differs', same ? 'tone-good' : 'tone-bad'),
        row('fast', fma.fast, fma.fast === null ? 'determinism.fma.noFma' : fma.fast === fma.off ? 'determinism.same' : 'determinism.differs', fma.fast !== null && fma.fast !== fma.off ? 'tone-bad' : ''),
      ),
    );
    if (fma.fast !== null) {
      const [mantissa, exponent] = fma.largest.toExponential(1).split('e');
      host.label(fmaNote, 'determinism.fma.differ', {
        n: host.num(fma.differ, 0),
        total: host.num(fma.total, 0),
        share: host.num((fma.differ / fma.total) * 100, 1),
        largest: `${host.num(Number(mantissa), 1)} × 10^${Number(exponent)}`,
      });
    }
    fmaBox.dataset.page = mine ?? '';
    fmaBox.hidden = false;
  }

  void host
    .compute('engine', [{ fn: 'engineInfo', args: [] }])
    .then((answer) => {
      if (!answer) return;
      const info = resultOf(answer[0], 'engineInfo').extra;
      engine = `${info.simd} · ${info.build}`;
      host.refresh();
    })
    .catch((error: Error) => {
      engine = errorText(error.message, (k, v) => host.t(k, v));
      host.refresh();
    });

  const refreshNative = loadNative().then((file) => {
    if (typeof file === 'string') nativeError = file;
    else native = file;
    host.refresh();
    if (typeof file !== 'string' && file.fma) {
      void host
        .compute('fma', [FMA_CALL])
        .then((answer) => answer && showFma(file, answer[0].hash))
        .catch(() => showFma(file, null));
    }
  });

  checkButton.addEventListener('click', async () => {
    checkButton.disabled = true;
    host.label(summary, 'determinism.checking');
    summary.className = 'check-summary';
    await refreshNative;
    const pairs = PRESET_IDS.flatMap((id) => SEEDS.map((seed) => ({ id, seed })));
    try {
      const answer = await host.compute(
        'check',
        pairs.map(({ id, seed }): Call => ({ fn: 'renderPreset', args: [id, Number(seed), SIDE], keep: false })),
      );
      if (!answer) return;
      // Then the lab maps the native file lists (labs 6–8 and 10), each recomputed here.
      const names = Object.keys(native?.maps ?? {}).sort();
      const checks = mapChecks(names);
      const runnable = checks.filter((c): c is MapCheck => c.call !== null);
      const mapAnswer = runnable.length ? await host.compute('check-maps', runnable.map((c) => c.call)) : [];
      if (!mapAnswer) return;
      const mine = new Map(runnable.map((c, i) => [c.name, c.pick(mapAnswer[i])]));
      showTable(pairs, answer, checks.map((c) => ({ name: c.name, seed: c.seed, browser: mine.get(c.name) ?? null })));
    } catch (error) {
      host.label(summary, 'determinism.checkFailed', { error: errorText((error as Error).message, (k, v) => host.t(k, v)) });
      summary.className = 'check-summary tone-bad';
    } finally {
      checkButton.disabled = false;
    }
  });

  /** A lab map's row heading: its lab's title and what the map shows, each a string key (kept in the page's language). */
  function mapLabel(name: string): HTMLTableCellElement {
    const parts = mapParts(name);
    const cell = el('th', parts ? 'map-name' : 'code');
    cell.scope = 'row';
    if (!parts) {
      cell.textContent = name;
      return cell;
    }
    parts.forEach((key, i) => cell.append(...(i ? [' · '] : []), text(host, 'span', key)));
    return cell;
  }

  function showTable(pairs: { id: string; seed: string }[], answer: CallResult[], maps: { name: string; seed: string; browser: string | null }[]): void {
    const head = el('tr');
    for (const key of ['determinism.col.preset', 'common.seed', 'determinism.col.browser', 'determinism.col.native', 'determinism.col.verdict']) {
      const th = text(host, 'th', key);
      th.scope = 'col';
      head.append(th);
    }
    let matched = 0;
    const rows = pairs.map(({ id, seed }, i) => {
      const mine = answer[i].hash;
      const theirs = native?.presets[id]?.[seed] ?? null;
      const same = theirs === mine;
      if (same) matched++;
      const tr = el('tr');
      tr.dataset.preset = id;
      tr.dataset.seed = seed;
      tr.dataset.browser = mine;
      tr.dataset.native = theirs ?? '';
      const verdict = text(host, 'td', same ? 'determinism.same' : theirs ? 'determinism.differs' : 'determinism.noNative', same ? 'tone-good' : 'tone-bad');
      const heading = text(host, 'th', presetName(id));
      heading.scope = 'row';
      tr.append(heading, el('td', '', seed), el('td', 'code', mine), el('td', 'code', theirs ?? '—'), verdict);
      return tr;
    });
    // The lab maps: named by their lab and what they show (the manifest's name stays in data-map).
    for (const m of maps) {
      const theirs = native?.maps?.[m.name] ?? null;
      const same = m.browser !== null && theirs === m.browser;
      if (same) matched++;
      const tr = el('tr');
      tr.dataset.map = m.name;
      tr.dataset.seed = m.seed;
      tr.dataset.browser = m.browser ?? '';
      tr.dataset.native = theirs ?? '';
      const verdict = text(host, 'td', same ? 'determinism.same' : m.browser === null ? 'determinism.notChecked' : 'determinism.differs', same ? 'tone-good' : 'tone-bad');
      tr.append(mapLabel(m.name), el('td', '', m.seed), el('td', 'code', m.browser ?? '—'), el('td', 'code', theirs ?? '—'), verdict);
      rows.push(tr);
    }
    // Presets the native file has and this page does not.
    const extra = native ? Object.keys(native.presets).filter((id) => !PRESET_IDS.includes(id)) : [];
    table.replaceChildren(el('thead', '', head), el('tbody', '', ...rows));
    // Explicit table roles: on a phone the rows are laid out as grids (style.css), which drops a table's implicit
    // roles in some browsers.
    table.setAttribute('role', 'table');
    for (const group of table.querySelectorAll('thead, tbody')) group.setAttribute('role', 'rowgroup');
    for (const tr of table.querySelectorAll('tr')) tr.setAttribute('role', 'row');
    for (const th of table.querySelectorAll('thead th')) th.setAttribute('role', 'columnheader');
    for (const th of table.querySelectorAll('tbody th')) th.setAttribute('role', 'rowheader');
    for (const td of table.querySelectorAll('td')) td.setAttribute('role', 'cell');
    table.hidden = false;
    const total = pairs.length + maps.length;
    const all = matched === total && extra.length === 0;
    host.label(summary, all ? 'determinism.allMatch' : 'determinism.someDiffer', { n: matched, total, extra: extra.join(', ') || '—' });
    summary.className = `check-summary ${all ? 'tone-good' : 'tone-bad'}`;
    summary.dataset.matched = String(matched);
    summary.dataset.total = String(total);
  }

  return {
    element,
    calls: (v) => [{ fn: 'renderPreset', args: [v.preset as string, Number(v.seed), SIDE] }],
    // The preset's own sea level decides land, as its land share does.
    probe: (v, results, x, y) => [
      positionReadout(host, x / SIDE, y / SIDE, 4),
      ...heightReadouts(host, results[0].data[y * SIDE + x], terrainPreset(v.preset as string).params.sea_level),
    ],
    draw(v, results) {
      paintTerrain(map, results[0].data, 0);
    },
    readouts(v, results): Readout[] {
      const out: Readout[] = [];
      const theirs = native?.presets[v.preset as string]?.[v.seed as string] ?? null;
      out.push({
        id: 'native',
        label: 'determinism.nativeHash',
        value: theirs ?? (nativeError ? host.t('determinism.nativeMissing', { error: errorText(nativeError, (k, v) => host.t(k, v)) }) : '…'),
      });
      if (native) out.push({ id: 'native-build', label: 'determinism.nativeBuild', value: native.build });
      out.push({ id: 'page-engine', label: 'determinism.pageEngine', value: engine ?? '…' });
      if (results && theirs) {
        const same = results[0].hash === theirs;
        out.push({ id: 'verdict', label: 'determinism.verdict', value: host.t(same ? 'determinism.same' : 'determinism.differs'), tone: same ? 'good' : 'bad' });
      }
      if (results) {
        out.push({ id: 'land', label: 'determinism.land', value: host.t('determinism.percent', { p: host.num(resultOf(results[0], 'renderPreset').extra.land_share * 100, 1) }) });
      }
      return out;
    },
    maps: () => [0],
    exportMap(v, results) {
      return { canvas: map, field: toFloat32(results[0].data), width: SIDE, height: SIDE, name: `${v.preset}-seed${v.seed}` };
    },
  };
}

export const determinism: Lab = { id: 'determinism', number: 9, params, strings, create };
