#!/usr/bin/env node
// Browser test of the page against the core's parameter schema (issue 8): the schema the page was built with is
// the native build's (`worldlab schema`); every schema label key and every choice has an English and a Spanish
// text; every lab control made from a schema field has its id, label key and choices, and a default, range and
// step inside the field's; lab 6's sliders lie inside their node parameters' ranges and hold the core's defaults;
// every preset and recipe a lab's buttons apply lies within the lab's controls (a recipe beyond a slider fails
// here: the checker is shown failing on the warm trade-wind island with its base slider cut at 1); lab 7 opens on
// the core's defaults, and each recipe's link reopens the same map.
//
//   node tests/browser/schema.mjs [--dist DIR] [--chromium PATH]   (the native CLI: WORLDLAB_CLI, default build/gcc-release/worldlab)
import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { assert, query, repo, run, settled } from './lib/harness.mjs';

const cli = path.resolve(repo, process.env.WORLDLAB_CLI || 'build/gcc-release/worldlab');
const native = JSON.parse(execFileSync(cli, ['schema'], { encoding: 'utf8', maxBuffer: 16 << 20 }));

// Parameters a lab may keep without a schema field: the seed, what only changes the drawing, the grid or sampling
// of a lab's own map, lab 9's choice of preset and seed, lab 6's stack (edited by its own sliders, checked below),
// lab 10's own sampling: the system drawn, the chunk order and its shuffle seed, the seams' chunk-local mistake,
// lab 7's drawing of the wind's halves and its A/B split, the hill shading of labs 2, 3 and 8, and the biome patterns
// drawn on the maps of labs 4, 5, 7 and 8.
const LAB_ONLY = new Set(['seed', 'row', 'view', 'grid', 'layer', 'colours', 'arrows', 'show', 'trees', 'cells', 'preset', 'graph',
  'system', 'order', 'shuffle', 'local', 'halves', 'split', 'hillshade', 'patterns', 'basins',
  // lab 13: the slice's two axes and the edited boxes (a table, not a struct field)
  'x', 'y', 'boxes']);

const fieldOf = (struct, fieldPath) => native.structs.find((s) => s.name === struct)?.fields.find((f) => f.path === fieldPath);
const nodeParamOf = (type, id) => native.node_types.find((t) => t.type === type)?.params.find((p) => p.id === id);
const EPS = 1e-9;
const onGrid = (v, origin, step) => Math.abs((v - origin) / step - Math.round((v - origin) / step)) < 1e-6;

/** Why a control's table entry does not fit its schema field ('' when it fits). */
function misfit(p, f) {
  if (!f) return `no field ${p.schema.struct}.${p.schema.path} in the schema`;
  const problems = [];
  if (p.kind === 'range' || p.kind === 'list') {
    if (!(p.min >= f.min - EPS && p.max <= f.max + EPS)) problems.push(`range ${p.min}..${p.max} outside ${f.min}..${f.max}`);
    if (f.step > 0 && !onGrid(p.step, 0, f.step)) problems.push(`step ${p.step} not a multiple of ${f.step}`);
    const defs = p.kind === 'list' ? p.def : [p.def];
    if (p.kind === 'list' && !(defs.length >= f.min_items && defs.length <= f.max_items)) problems.push(`${defs.length} items`);
    for (const d of defs) {
      if (!(d >= p.min - EPS && d <= p.max + EPS)) problems.push(`default ${d} outside ${p.min}..${p.max}`);
      if (!onGrid(d, p.min, p.step)) problems.push(`default ${d} off the step ${p.step}`);
      if (f.type === 'integer' && !Number.isInteger(d)) problems.push(`default ${d} not an integer`);
    }
  } else if (p.kind === 'choice') {
    const values = p.options.map((o) => o.value);
    if (f.type === 'choice') {
      for (const v of values) if (!f.choices.includes(v)) problems.push(`option ${v} not a choice`);
    } else if (f.type === 'integer') {
      for (const v of values) if (!(Number(v) >= f.min && Number(v) <= f.max && Number.isInteger(Number(v)))) problems.push(`option ${v} outside ${f.min}..${f.max}`);
    } else problems.push(`a ${f.type} field shown as options`);
    if (!values.includes(p.def)) problems.push(`default ${p.def} not an option`);
  } else if (p.kind === 'toggle') {
    if (f.type !== 'bool') problems.push(`a ${f.type} field shown as a toggle`);
  } else problems.push(`kind ${p.kind}`);
  if (p.id !== f.id) problems.push(`URL key ${p.id}, field id ${f.id}`);
  return problems.join('; ');
}

/** The values of a preset that do not fit the lab's controls: outside the slider, off its step, not an option. */
function outside(params, values) {
  const out = [];
  for (const [id, v] of Object.entries(values)) {
    const p = params.find((q) => q.id === id);
    if (!p) out.push(`${id}: no such control`);
    else if (p.kind === 'range') {
      if (!(v >= p.min - EPS && v <= p.max + EPS) || !onGrid(v, p.min, p.step)) out.push(`${id} = ${v} (slider ${p.min}..${p.max} by ${p.step})`);
    } else if (p.kind === 'choice' && !p.options.some((o) => o.value === v)) out.push(`${id} = ${v} (not an option)`);
    else if (p.kind === 'toggle' && typeof v !== 'boolean') out.push(`${id} = ${v}`);
  }
  return out;
}

const format = (p, v) => (p.kind === 'toggle' ? (v ? '1' : '0') : Array.isArray(v) ? v.join(',') : String(v));

await run('schema.mjs', { watchdogMs: 240_000, usage: 'usage: node tests/browser/schema.mjs [--dist DIR] [--chromium PATH]' }, async ({ page, base, check, problems }) => {
  await page.goto(`${base}?lab=noise`);
  await settled(page);
  const { schema, labs, dictionaries } = await page.evaluate(() => ({ schema: window.__worldlab.schema, labs: window.__worldlab.labs, dictionaries: window.__worldlab.dictionaries }));

  await check('the page was built with the native build\'s schema (`worldlab schema`)', () => {
    assert(JSON.stringify(schema) === JSON.stringify(native), 'the page\'s schema differs from `worldlab schema`');
    return `${native.structs.length} structs, ${native.node_types.length} node types, ${native.labels.length} label keys`;
  });

  await check('every schema label key and every choice of a choice field has an English and a Spanish text', () => {
    const keys = [...native.labels];
    for (const s of native.structs) for (const f of s.fields) for (const c of f.choices ?? []) keys.push(`${f.label}.${c}`);
    for (const t of native.node_types) for (const p of t.params) for (const c of p.choices ?? []) keys.push(`node.${t.type}.${p.id}.${c}`);
    const missing = [...new Set(keys)].filter((k) => !dictionaries.en[k]?.trim() || !dictionaries.es[k]?.trim());
    assert(missing.length === 0, `without en or es: ${missing.slice(0, 8).join(', ')}${missing.length > 8 ? ` and ${missing.length - 8} more` : ''}`);
    // A text left in English: the same in both languages, except words Spanish shares.
    const same = [...new Set(keys)].filter((k) => dictionaries.en[k] === dictionaries.es[k] && !/^(Simplex|Perlin|fBm|Fractal|Zoom|Normal)$/.test(dictionaries.en[k]));
    assert(same.length === 0, `Spanish equal to English: ${same.slice(0, 8).join(', ')}`);
    return `${new Set(keys).size} keys`;
  });

  await check('every lab control made from a schema field: its key, label, choices, and a default, range and step inside the field\'s', () => {
    const bad = [];
    let fromSchema = 0;
    let ownDefaults = 0;
    for (const lab of labs) {
      for (const p of lab.params) {
        if (p.node) continue; // a graph node's parameter: checked below
        if (!p.schema) {
          if (!LAB_ONLY.has(p.id)) bad.push(`${lab.id}.${p.id}: a control on no schema field`);
          continue;
        }
        fromSchema++;
        const f = fieldOf(p.schema.struct, p.schema.path);
        const why = misfit(p, f);
        if (why) bad.push(`${lab.id}.${p.id}: ${why}`);
        else if (JSON.stringify(p.kind === 'choice' && f.type === 'integer' ? Number(p.def) : p.def) !== JSON.stringify(f.default)) ownDefaults++;
      }
    }
    assert(bad.length === 0, bad.join(' | '));
    return `${fromSchema} controls, ${ownDefaults} starting from a lab's own value inside the range`;
  });

  await check('every lab control made from a graph node parameter (lab 11): its label, and a default, range and step inside the parameter\'s', () => {
    const bad = [];
    let count = 0;
    for (const lab of labs) {
      for (const p of lab.params.filter((q) => q.node)) {
        count++;
        const f = nodeParamOf(p.node.type, p.node.param);
        // The URL key may be the lesson's name for it (lab 11's z for the node's slice): the parameter id is checked.
        const why = misfit({ ...p, id: p.node.param }, f);
        if (why) bad.push(`${lab.id}.${p.id}: ${why}`);
        else if (p.label !== f.label) bad.push(`${lab.id}.${p.id}: label ${p.label}, the parameter's ${f.label}`);
      }
    }
    assert(bad.length === 0, bad.join(' | '));
    assert(count >= 5, `${count} controls`);
    // The checker itself: the octaves slider stretched to 9 (the node takes 1..8) is refused.
    const octaves = labs.find((l) => l.id === 'density3d').params.find((p) => p.id === 'octaves');
    assert(/outside/.test(misfit({ ...octaves, id: 'octaves', max: 9 }, nodeParamOf('density3d', 'octaves'))), 'a slider beyond the node\'s range passed');
    return `${count} controls`;
  });

  await check('the checker above fails a control outside its field (a copy of lab 7\'s base slider stretched to 3)', () => {
    const base = labs.find((l) => l.id === 'islands').params.find((p) => p.id === 'base');
    const why = misfit({ ...base, max: 3 }, fieldOf('islands_recipe', 'climate.base'));
    assert(/outside/.test(why), `not refused: "${why}"`);
    return why;
  });

  await check('lab 6: every slider lies inside its node parameter\'s range and holds the core\'s default', () => {
    const { knobs } = labs.find((l) => l.id === 'density');
    assert(knobs.length >= 10, `${knobs.length} sliders`);
    const bad = [];
    for (const k of knobs) {
      const f = nodeParamOf(k.node, k.param);
      if (!f) {
        bad.push(`${k.node}.${k.param}: no such node parameter`);
        continue;
      }
      const [lo, hi] = k.inverse ? [1 / k.max, 1 / k.min] : [k.min, k.max];
      if (!(lo >= f.min - EPS && hi <= f.max + EPS)) bad.push(`${k.node}.${k.param}: ${lo}..${hi} outside ${f.min}..${f.max}`);
      if (!k.inverse && f.step > 0 && !onGrid(k.step, 0, f.step)) bad.push(`${k.node}.${k.param}: step ${k.step} not a multiple of ${f.step}`);
      const shown = k.inverse ? 1 / f.default : f.default;
      if (!(shown >= k.min - EPS && shown <= k.max + EPS)) bad.push(`${k.node}.${k.param}: the core's default ${f.default} is off the slider`);
    }
    assert(bad.length === 0, bad.join(' | '));
    return `${knobs.length} sliders on ${new Set(knobs.map((k) => k.node)).size} node types`;
  });

  await check('every preset and recipe a lab applies lies within the lab\'s controls, and the page reads it back whole', async () => {
    let count = 0;
    for (const lab of labs.filter((l) => l.presets?.length)) {
      for (const preset of lab.presets) {
        const out = outside(lab.params, preset.values);
        assert(out.length === 0, `${lab.id} ${preset.id}: ${out.join(', ')}`);
        const text = Object.entries(preset.values).map(([id, v]) => `${id}=${encodeURIComponent(format(lab.params.find((p) => p.id === id), v))}`).join('&');
        const read = await page.evaluate(([id, q]) => window.__worldlab.parse(id, q), [lab.id, text]);
        assert(read.rejected.length === 0, `${lab.id} ${preset.id}: the page rejects ${read.rejected.join(', ')}`);
        for (const [id, v] of Object.entries(preset.values)) assert(JSON.stringify(read.values[id]) === JSON.stringify(v), `${lab.id} ${preset.id}: ${id} read as ${read.values[id]}, not ${v}`);
        count++;
      }
    }
    const recipes = labs.find((l) => l.id === 'islands').presets.map((p) => p.id);
    assert(recipes.length === 9, `lab 7 offers ${recipes.length} recipes`);
    return `${count} presets and recipes`;
  });

  await check('a recipe beyond a slider fails: the warm trade-wind island (base 1.1) against a base slider cut at 1', () => {
    const islands = labs.find((l) => l.id === 'islands');
    const warm = islands.presets.find((p) => p.id === 'warm-island-trade-wind');
    assert(warm.values.base === 1.1, `base ${warm.values.base}`);
    const cut = islands.params.map((p) => (p.id === 'base' ? { ...p, max: 1 } : p));
    const out = outside(cut, warm.values);
    assert(out.length === 1 && out[0].startsWith('base = 1.1'), `the checker gave ${JSON.stringify(out)}`);
    return out[0];
  });

  await check('lab 7 opens on the core\'s defaults (which are the west-wind recipe)', () => {
    const islands = labs.find((l) => l.id === 'islands');
    const bad = islands.params.filter((p) => p.schema && JSON.stringify(p.def) !== JSON.stringify(fieldOf(p.schema.struct, p.schema.path).default)).map((p) => `${p.id} ${p.def}`);
    assert(bad.length === 0, `not the core's default: ${bad.join(', ')}`);
    const west = islands.presets.find((p) => p.id === 'west-wind');
    const differ = Object.entries(west.values).filter(([id, v]) => JSON.stringify(islands.params.find((p) => p.id === id).def) !== JSON.stringify(v));
    assert(differ.length === 0, `west-wind differs from the defaults in ${differ.map(([id]) => id).join(', ')}`);
  });

  await check('each recipe\'s link reopens the same map; the warm trade-wind island keeps base 1.1', async () => {
    const hashes = new Set();
    for (const id of labs.find((l) => l.id === 'islands').presets.map((p) => p.id)) {
      await page.goto(`${base}?lab=islands`);
      await settled(page);
      await page.locator(`#view [data-recipe="${id}"]`).click();
      const hash = await settled(page);
      const url = page.url();
      if (id === 'warm-island-trade-wind') assert(query(page).get('base') === '1.1', `base ${query(page).get('base')}`);
      await page.goto(url);
      assert((await settled(page)) === hash, `${id}: its link reopens another map`);
      assert(!(await page.locator('#notice').isVisible()), `${id}: its link shows a notice`);
      hashes.add(hash);
    }
    assert(hashes.size >= 8, `only ${hashes.size} different maps`); // west-wind is the default map; the others differ
    return `${hashes.size} maps`;
  });

  await check('no console errors, page errors or failed requests', () => {
    assert(problems.length === 0, problems.join(' | '));
  });
});
