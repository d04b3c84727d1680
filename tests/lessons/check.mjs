#!/usr/bin/env node
// Checks the labs' lessons (web/src/lessons/): English and Spanish have the same structure, ids and data and no
// empty text; every step's code exists and makes the step's map; every control a lesson names exists in its lab and
// is named by its label on the page, in that language;
// every figure we quote as measured is recomputed (from the JavaScript snippets, `worldlab climate-stats` or the
// FMA measurement of tests/snippets/run.mjs). Prints the words of teaching text per lab and language.
//
//   node tests/lessons/check.mjs [--cli build/gcc-release/worldlab]
// Exit 0 when every check passes, 1 otherwise.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

import { catalog, runSnippet } from '../snippets/js.mjs';
import { MAPS } from '../snippets/maps.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const cliAt = args.indexOf('--cli');
const cli = path.resolve(repo, cliAt >= 0 ? args[cliAt + 1] : 'build/gcc-release/worldlab');

const errors = [];
const fail = (where, message) => errors.push(`${where}: ${message}`);

const server = await createServer({
  configFile: false,
  root: path.join(repo, 'web'),
  logLevel: 'error',
  server: { middlewareMode: true },
  appType: 'custom',
});
const load = (file) => server.ssrLoadModule(file);
let lessons, types, metrics, labs, snippets, commentsEs, shellStrings, schemaStrings, stepTypes;
try {
  ({ LESSONS: lessons } = await load('/src/lessons/index.ts'));
  snippets = (await load('/src/lessons/snippets/index.ts')).SNIPPETS;
  commentsEs = { ...(await load('/src/lessons/snippets/comments.ts')), ...(await load('/src/lessons/snippets/comments.es.ts')) };
  types = await load('/src/lessons/types.ts');
  metrics = await load('/src/lessons/metrics.ts');
  labs = (await load('/src/labs/index.ts')).LABS;
  shellStrings = (await load('/src/strings.ts')).STRINGS;
  schemaStrings = (await load('/src/schema.strings.ts')).schemaStrings;
  stepTypes = (await load('/src/labs/density-stack.ts')).STEP_TYPES;
} finally {
  await server.close();
}

// ---------- the controls a lesson may name ----------

// A lab's control ids (the schema's snake_case ids for core parameters); the density lab's steps also have
// sliders, named "type.param" (simplex.scale, mix.amount).
const controls = new Map(labs.map((lab) => [lab.id, new Set(lab.params.map((p) => p.id))]));
for (const lab of labs) for (const k of lab.knobs ?? []) controls.get(lab.id).add(`${k.node}.${k.param}`);
// A list's items (lab 4's lines) are named by their index: heat_limits.0, heat_limits.1.
for (const lab of labs) for (const p of lab.params) if (p.kind === 'list') p.def.forEach((_, i) => controls.get(lab.id).add(`${p.id}.${i}`));
// "core:NAME" names a core parameter no control exposes yet; a lesson of a lab not on the page yet names none.
const controlExists = (lab, id) => id.startsWith('core:') || !controls.has(lab) || controls.get(lab).has(id);

// ---------- en and es: the same structure ----------

const DATA_KEYS = new Set(['id', 'map', 'code', 'param', 'term', 'live', 'metric', 'args', 'typical', 'value', 'digits', 'prefix', 'source', 'check', 'kind']);
const RUN_KEYS = new Set(['em', 'code', 'param', 'term', 'live', 'text', 'sup', 'sub']);
const isRuns = (a) => Array.isArray(a) && a.every((r) => typeof r === 'string' || (r && typeof r === 'object' && !Array.isArray(r) && Object.keys(r).every((k) => RUN_KEYS.has(k))));

// The marks of a piece of inline text (controls and equation terms it names), sorted: both languages name the same.
function marks(runs) {
  const out = [];
  const walk = (rs) => {
    for (const r of typeof rs === 'string' ? [] : rs) {
      if (typeof r !== 'object') continue;
      if (r.param) out.push(`param:${r.param}`);
      if (r.term) out.push(`term:${r.term}`);
      if (r.live) out.push(`live:${r.live}`);
      if (r.sup) walk(r.sup);
      if (r.sub) walk(r.sub);
    }
  };
  walk(runs);
  return out.sort().join(' ');
}

function compare(en, es, where, key = '') {
  if (DATA_KEYS.has(key) && key !== 'param' && key !== 'term') {
    if (JSON.stringify(en) !== JSON.stringify(es)) fail(where, `${key} differs between en and es`);
    return;
  }
  if (typeof en === 'string' || typeof es === 'string') {
    if (typeof en !== typeof es && !(isRuns(en) || isRuns(es))) return fail(where, 'a string in one language, not in the other');
    if (typeof en === 'string' && typeof es === 'string') {
      // A figure's unit may be empty ('' for a plain number) as long as it is empty in both languages.
      if ((!en.trim() || !es.trim()) && !(key === 'unit' && en === es)) fail(where, 'empty text');
      if (key === 'param' || key === 'term') if (en !== es) fail(where, `${key} differs`);
      return;
    }
  }
  if (isRuns(en) || isRuns(es)) {
    if (!(isRuns(en) || typeof en === 'string') || !(isRuns(es) || typeof es === 'string')) return fail(where, 'inline text in one language only');
    if (marks(en) !== marks(es)) fail(where, `the controls and terms named differ: en [${marks(en)}], es [${marks(es)}]`);
    const empty = (rs) => (typeof rs === 'string' ? !rs.trim() : rs.length === 0 || rs.some((r) => typeof r === 'string' ? false : Object.values(r).some((v) => typeof v === 'string' && !v.trim())));
    if (empty(en) || empty(es)) fail(where, 'empty text');
    return;
  }
  if (Array.isArray(en) || Array.isArray(es)) {
    if (!Array.isArray(en) || !Array.isArray(es) || en.length !== es.length) return fail(where, `lists of different lengths (${en?.length}, ${es?.length})`);
    en.forEach((v, i) => compare(v, es[i], `${where}[${i}]`, key));
    return;
  }
  if (en && typeof en === 'object') {
    if (!es || typeof es !== 'object') return fail(where, 'an object in one language only');
    const keys = new Set([...Object.keys(en), ...Object.keys(es)]);
    for (const k of keys) {
      if (!(k in en) || !(k in es)) fail(where, `"${k}" is in one language only`);
      else compare(en[k], es[k], `${where}.${k}`, k);
    }
    return;
  }
  if (en !== es) fail(where, `${JSON.stringify(en)} ≠ ${JSON.stringify(es)}`);
}

// ---------- words of teaching text ----------

// Every string of the lesson but ids and data; code runs count (they are read as part of the text).
function words(value, key = '') {
  if (DATA_KEYS.has(key) && key !== 'param' && key !== 'term') return 0;
  if (key === 'param' || key === 'term') return 0; // ids; the visible text is in "text"
  if (typeof value === 'string') return value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  if (Array.isArray(value)) return value.reduce((n, v) => n + words(v, key), 0);
  if (value && typeof value === 'object') return Object.entries(value).reduce((n, [k, v]) => n + words(v, k), 0);
  return 0;
}

// ---------- speed figures in the text ----------

// A speed figure (a ratio of costs or times, a time per sample or per frame) depends on the reader's machine, so
// the text may not state one of its own: it quotes the page's measurement (a `live` run, which fills in the lab's
// readout) or names where the figure comes from (the tutorial, the Islands page). A figure is a number next to
// "times"/"×"/"veces" or "% of … time", or a time in ns, µs or ms, in a sentence about speed.
const SPEED_WORDS = /\b(cost|costs|fast|faster|slow|slower|speed|time|times|timed|takes|took|ms|ns|µs|coste|cuesta|cuestan|rápid\p{L}*|lent\p{L}*|velocidad|tiempo|tarda\p{L}*|cronometr\p{L}*)\b/iu;
const SPEED_FIGURES = [
  // not a size (3 × 3, 256 x 256) nor a factor of geometry (√2 times)
  /(?<![√\d.,])\d(?:[\d.,\s]*\d)?\s*(?:×|x\b|times\b|veces\b)(?!\s*\d)/iu, // 1.1 times, 1,8 veces, 2×
  /\d(?:[\d.,]*\d)?\s*%\s+(?:of|del)\s+(?:the\s+|el\s+)?(?:[\p{L}’'-]+\s+){0,3}(?:time|tiempo)/iu, // 70 % of Perlin's time
  /\d(?:[\d.,–-]*\d)?\s*(?:ns|µs|us|ms)\b/iu, // 25–70 ms, 3 ns
];
// Where a quoted speed figure may come from: named in the same sentence.
const SPEED_SOURCES = /\b(tutorial|Islands page|página de Islas)\b/iu;
/** The hard-coded speed figures of one piece of text (plain strings of an Inline; a live run is not text). */
function speedFigures(text) {
  const plain = typeof text === 'string' ? text : text.map((r) => (typeof r === 'string' ? r : 'live' in r ? ' ' : (r.text ?? r.em ?? r.code ?? ''))).join('');
  const found = [];
  for (const sentence of plain.split(/(?<=[.!?])\s+/)) {
    if (!SPEED_WORDS.test(sentence) || SPEED_SOURCES.test(sentence)) continue;
    for (const re of SPEED_FIGURES) {
      const m = sentence.match(re);
      if (m) found.push(m[0].trim());
    }
  }
  return found;
}
// The checker's own cases: the sentence the issue found fails, the sourced and the measured forms pass.
{
  const cases = [
    ['Our core’s benchmark puts Perlin 3D at about 1.1 times the cost of simplex 2D per sample.', 1],
    ['El benchmark de nuestro núcleo pone a Perlin 3D en cerca de 1,1 veces el coste del simplex 2D.', 1],
    ['Simplex is 2× faster here.', 1],
    ['One sample takes about 12 ns.', 1],
    ['Simplex took about 70 % of Perlin’s time.', 1],
    ['The tutorial found simplex took about 70 % of Perlin’s time (Chromium, on a Mac).', 0],
    ['(the Islands page measured about 25–70 ms per slider move at 256² on a PC)', 0],
    [['The last race put Perlin 3D at ', { live: 'perlin3-cost', text: '—' }, ' the cost of simplex 2D.'], 0],
    ['A 4 × 4 table; 3 against 4 in 2D, 4 against 8 in 3D.', 0],
    ['Lab 4’s 3 × 3 table takes nine boxes, at no cost.', 0],
    ['A diagonal counts √2 times longer.', 0],
    ['Simplex is 2 × faster at 256 × 256.', 1],
  ];
  for (const [text, want] of cases) {
    const got = speedFigures(text).length;
    if (got !== want) fail('speedFigures (self-test)', `${JSON.stringify(text)}: ${got} figure(s), expected ${want}`);
  }
}
// Every Inline of a lesson (paragraphs, lists, asides, notes, what to try, captions), with where it is.
function inlines(value, where, out = []) {
  if (typeof value === 'string') out.push([value, where]);
  else if (isRuns(value)) out.push([value, where]);
  else if (Array.isArray(value)) value.forEach((v, i) => inlines(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (!DATA_KEYS.has(k) || k === 'text') inlines(v, `${where}.${k}`, out);
  return out;
}

// ---------- measured figures ----------

let fma = null;
const fmaFile = path.join(repo, 'build/snippets/fma.json');
let stats = null;
const statOf = (recipe, stat) => {
  stats ??= Object.fromEntries(
    execFileSync(cli, ['climate-stats'], { encoding: 'utf8' }).trim().split('\n').map((l) => JSON.parse(l)).map((s) => [s.recipe, s]),
  );
  const s = stats[recipe];
  if (!s) throw new Error(`no recipe ${recipe} in worldlab climate-stats`);
  return stat.split('.').reduce((o, k) => (o ? o[k] : undefined), s) ?? 0;
};
const snippetRuns = new Map();
const runOnce = (snippet, replace) => {
  const key = JSON.stringify([snippet, replace ?? []]);
  if (!snippetRuns.has(key)) snippetRuns.set(key, runSnippet(snippet, replace ?? [], snippet));
  return snippetRuns.get(key);
};

function recompute(check) {
  if ('fma' in check) {
    fma ??= existsSync(fmaFile) ? JSON.parse(readFileSync(fmaFile, 'utf8')) : false;
    if (!fma) return null; // measured by tests/snippets/run.mjs (it writes the file), not here
    return check.fma === 'differ' ? fma.differ : (100 * fma.differ) / fma.total;
  }
  if ('recipe' in check) return statOf(check.recipe, check.stat) * (check.scale ?? 1);
  const { map, notes } = runOnce(check.snippet, check.replace);
  if ('note' in check) {
    const line = notes.find((n) => n.includes(check.note));
    if (!line) throw new Error(`${check.snippet} printed no line with "${check.note}"`);
    return Number(line.match(/-?\d+(\.\d+)?/g)[check.index ?? 0]);
  }
  return metrics[check.metric](map, ...(check.args ?? [])) * (check.scale ?? 1);
}

function checkFigure(f, where) {
  if (f.source !== 'measured') return;
  if (!f.check) return fail(where, 'a measured figure needs a check');
  let got;
  try {
    got = recompute(f.check);
  } catch (e) {
    return fail(where, e.message);
  }
  if (got === null) return console.log(`  (${where}: not recomputed here; run tests/snippets/run.mjs first)`);
  if (!(Math.abs(got - f.value) <= 0.5 * 10 ** -f.digits + 1e-12)) fail(where, `quoted ${f.value}, measured ${got.toFixed(f.digits + 2)}`);
}

// ---------- every lesson ----------

const table = [];
for (const id of types.LESSON_IDS) {
  const pair = lessons[id];
  if (!pair) {
    fail(id, 'no lesson');
    continue;
  }
  compare(pair.en, pair.es, id);
  const l = pair.en;
  if (l.id !== id) fail(id, `its id is "${l.id}"`);
  if (l.sections.length < 1 || l.steps.length < 1 || l.pitfalls.length < 1) fail(id, 'needs sections, steps and pitfalls');
  for (const s of l.steps) {
    const where = `${id}.steps.${s.id}`;
    const entry = catalog[s.code];
    if (!entry) fail(where, `no snippet "${s.code}" in the catalog`);
    else if (entry.map !== s.map) fail(where, `its snippet makes "${entry.map}", the step says "${s.map}"`);
    if (!MAPS[s.map]) fail(where, `map "${s.map}" is not in tests/snippets/maps.mjs`);
    for (const p of s.params) {
      if (!controlExists(id, p.param)) fail(where, `no control "${p.param}" in the ${id} lab`);
      if (p.typical && !(p.typical[0] <= p.typical[1])) fail(where, `typical range of ${p.param} is upside down`);
    }
  }
  const walkMarks = (value, where) => {
    if (Array.isArray(value)) value.forEach((v, i) => walkMarks(v, `${where}[${i}]`));
    else if (value && typeof value === 'object') {
      if (typeof value.param === 'string' && 'text' in value && !controlExists(id, value.param)) fail(where, `no control "${value.param}" in the ${id} lab`);
      if (typeof value.term === 'string' && !controlExists(id, value.term)) fail(where, `equation term "${value.term}" is no control of the ${id} lab`);
      for (const [k, v] of Object.entries(value)) walkMarks(v, `${where}.${k}`);
    }
  };
  walkMarks(l, id);
  // A control named in the text (param runs, and the "controls that matter" lists) is named as the page labels it in
  // that language: its label, or its label without a closing parenthesis ("Gain" for "Gain (persistence)").
  const lab = labs.find((x) => x.id === id);
  if (lab) {
    for (const lang of ['en', 'es']) {
      const dict = { ...shellStrings[lang], ...schemaStrings[lang], ...lab.strings[lang] };
      const labelOf = new Map(lab.params.map((p) => [p.id, dict[p.label]]));
      for (const p of lab.params) if (p.kind === 'list') p.items.forEach((key, i) => labelOf.set(`${p.id}.${i}`, dict[key]));
      if (lab.knobs) for (const type of stepTypes) for (const k of type.knobs) labelOf.set(`${type.type}.${k.param}`, dict[k.label]);
      const walkNames = (value, where) => {
        if (Array.isArray(value)) value.forEach((v, i) => walkNames(v, `${where}[${i}]`));
        else if (value && typeof value === 'object') {
          const shown = value.text ?? value.name;
          if (typeof value.param === 'string' && typeof shown === 'string' && !value.param.startsWith('core:')) {
            const label = labelOf.get(value.param);
            if (label === undefined) fail(where, `no label for control "${value.param}"`);
            else if (shown !== label && shown !== label.replace(/\s*\([^)]*\)$/, '')) fail(where, `names "${value.param}" "${shown}"; the page labels it "${label}"`);
          }
          for (const [k, v] of Object.entries(value)) walkNames(v, `${where}.${k}`);
        }
      };
      walkNames(pair[lang], `${id}.${lang}`);
    }
  }
  for (const lang of ['en', 'es']) {
    for (const [text, where] of inlines(pair[lang], `${id}.${lang}`)) {
      const found = speedFigures(text);
      if (found.length) fail(where, `a hard-coded speed figure (${found.join(', ')}): quote the page's measurement (a live run) or name its source`);
    }
  }
  for (const pf of l.pitfalls) {
    if (!MAPS[pf.measure.map]) fail(`${id}.pitfalls.${pf.id}`, `map "${pf.measure.map}" is not in maps.mjs`);
    if (typeof metrics[pf.measure.metric] !== 'function' && !metrics.READOUT_METRICS.includes(pf.measure.metric)) fail(`${id}.pitfalls.${pf.id}`, `no metric ${pf.measure.metric}`);
    pf.measure.figures.forEach((f, i) => checkFigure(f, `${id}.pitfalls.${pf.id}.figures[${i}]`));
  }
  for (const r of l.recipes ?? []) r.figures.forEach((f, i) => checkFigure(f, `${id}.recipes.${r.id}.figures[${i}]`));
  if (id === 'islands') {
    const ids = (l.recipes ?? []).map((r) => r.id).sort().join(' ');
    statOf('west-wind', 'dry_share'); // loads every recipe the core has
    const core = Object.keys(stats).sort().join(' ');
    if (ids !== core) fail(id, `recipe cards [${ids}] are not the core's recipes [${core}]`);
  }
  table.push({ id, en: words(pair.en), es: words(pair.es), steps: l.steps.length, pitfalls: l.pitfalls.length });
}

// The code's comments in Spanish (snippets/comments.es.ts): every comment of every snippet has its Spanish, no
// entry is left over, and the code a Spanish reader sees differs from the English only in its comments.
{
  const { COMMENTS_ES } = commentsEs;
  const used = new Set();
  const bare = (code) => code.split('\n').filter((l) => !/^\s*\/\//.test(l)).map((l) => l.replace(/\s\/\/.*$/, '')).join('\n');
  let count = 0;
  for (const [id, snippet] of Object.entries(snippets)) {
    for (const codeLang of ['js', 'cpp']) {
      const code = snippet.code[codeLang];
      for (const c of commentsEs.comments(code)) {
        count++;
        used.add(c);
        if (!(c in COMMENTS_ES)) fail(`snippets/${id}.${codeLang}`, `the comment "${c}" has no Spanish in snippets/comments.es.ts`);
        else if (!COMMENTS_ES[c].trim()) fail(`snippets/${id}.${codeLang}`, `the comment "${c}" has an empty Spanish`);
      }
      if (bare(commentsEs.codeIn('es', code)) !== bare(code)) fail(`snippets/${id}.${codeLang}`, 'the Spanish code differs from the English outside its comments');
    }
  }
  for (const key of Object.keys(COMMENTS_ES)) if (!used.has(key)) fail('snippets/comments.es.ts', `"${key}" is no comment of any snippet`);
  console.log(`code comments: ${count} in the snippets, ${used.size} different, each with its Spanish`);
}

// crowdedPairs skips the pairs further apart in x than the largest spacing (lab 8 reads it after every map): its
// count must be the all-pairs count, on random sets at several scales, with pairs on the boundary, zero, NaN and
// infinite spacings and non-finite positions.
{
  const allPairs = (values, ...spacing) => {
    let pairs = 0;
    for (let a = 0; a < values.length / 3; a++) {
      for (let b = a + 1; b < values.length / 3; b++) {
        const r = Math.max(spacing[values[3 * a + 2]] ?? 0, spacing[values[3 * b + 2]] ?? 0);
        const dx = values[3 * a] - values[3 * b];
        const dy = values[3 * a + 1] - values[3 * b + 1];
        if (dx * dx + dy * dy < r * r) pairs++;
      }
    }
    return pairs;
  };
  let state = 1;
  const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  let sets = 0;
  for (let t = 0; t < 300; t++) {
    const n = Math.floor(random() * 200);
    const scale = [1, 50, 1e6, 1e13][t % 4];
    const values = [];
    for (let i = 0; i < n; i++) values.push((random() - 0.5) * scale, (random() - 0.5) * scale, Math.floor(random() * 6) - 1);
    if (n > 2 && t % 3 === 0) values.splice(3, 2, values[0] + 6 * (1 - 2 ** -52), values[1]); // just inside 6
    if (n > 4 && t % 17 === 0) values[6] = t % 2 ? Infinity : NaN;
    const spacing = t % 5 === 0 ? [0, 0] : t % 11 === 0 ? [Infinity, 3] : t % 13 === 0 ? [NaN, 4] : [3, 6, 2, 0, 5].slice(0, 1 + (t % 5));
    const got = metrics.crowdedPairs(values, ...spacing);
    const want = allPairs(values, ...spacing);
    if (got !== want) fail('metrics.crowdedPairs', `set ${t} (${n} points, scale ${scale}): ${got} pairs, all pairs give ${want}`);
    sets++;
  }
  console.log(`crowdedPairs: ${sets} random sets, the all-pairs count each time`);
}

console.log('words of teaching text per lab (snippets not counted):');
console.log('  lab           English  Spanish  steps  pitfalls');
for (const r of table) console.log(`  ${r.id.padEnd(12)} ${String(r.en).padStart(8)} ${String(r.es).padStart(8)} ${String(r.steps).padStart(6)} ${String(r.pitfalls).padStart(9)}`);
const sum = (k) => table.reduce((n, r) => n + r[k], 0);
console.log(`  ${'all'.padEnd(12)} ${String(sum('en')).padStart(8)} ${String(sum('es')).padStart(8)} ${String(sum('steps')).padStart(6)} ${String(sum('pitfalls')).padStart(9)}`);
for (const e of errors) console.log(`FAIL ${e}`);
console.log(`lessons: ${table.length} labs, ${errors.length} problem(s)`);
process.exit(errors.length ? 1 : 0);
