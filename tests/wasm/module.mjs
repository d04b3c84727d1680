#!/usr/bin/env node
// Issue 12 in the page's WebAssembly module (rows 3, 5 and 13, item 2): hostile JSON, oversized requests and
// long code lines are {ok:false} answers naming the problem, and the module stays usable after each. Issue 8: grids
// and parameter objects are read strictly (unknown keys, wrong types and non-objects refused, naming the key), the
// module's entry list matches its functions, and its schema() is the native CLI's `worldlab schema`. Lab 12: the water
// entries agree with each other and with the native `worldlab water`.
//   node tests/wasm/module.mjs [--report] [--cli build/gcc-release/worldlab]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadModule } from '../../scripts/wasm-module.mjs';

const report = process.argv.includes('--report');
const m = await loadModule();
let passed = 0;
let failed = 0;
const rows = [];
function check(title, fn) {
  const t0 = performance.now();
  try {
    const detail = fn();
    passed++;
    rows.push(`| ${title} | ${(performance.now() - t0).toFixed(0)} | ${detail ?? ''} |`);
    console.log(`PASS ${title}${detail ? ` (${detail})` : ''}`);
  } catch (error) {
    failed++;
    console.log(`FAIL ${title}: ${error.message}`);
  }
}
const assert = (c, message) => {
  if (!c) throw new Error(message);
};
const refused = (r, pattern) => {
  assert(r.ok === false, `answered ok: ${JSON.stringify({ ...r, data: r.data?.length })}`);
  assert(pattern.test(r.error), `error ${JSON.stringify(r.error)} !~ ${pattern}`);
  assert(r.data instanceof Float64Array && r.data.length === 0, 'data is not an empty Float64Array');
  return r.error;
};
const grid = (width, height = width, step = 1) => ({ x0: 0, y0: 0, step, width, height });
/** An array nested `depth` levels deep. */
const nested = (depth) => {
  let a = [];
  for (let i = 1; i < depth; i++) a = [a];
  return a;
};
const example = m.graphPreset('tutorial-example').document;
const goodTerrain = () => {
  const r = m.renderTerrain(1, {}, grid(256, 256, 1 / 256));
  assert(r.ok && r.data.length === 65536, `the good call after it failed: ${r.error}`);
  return m.hashField(r.data);
};
const reference = goodTerrain();

// Issue 27 (defect 9 i): a parameter object's JSON text is measured in JavaScript before embind copies it into the
// WASM heap, so an oversized one costs no heap. First of all checks: the heap is still small, so a 256 MiB copy
// would have to grow it (the code before copied first, then refused: the heap grew past 256 MiB).
check('a 256 MiB params object is refused before its text is copied into the heap (the heap does not grow)', () => {
  const heap = () => m.HEAP8.buffer.byteLength;
  const before = heap();
  assert(before < 256 << 20, `the heap is already ${before} bytes`);
  const note = 'x'.repeat(256 << 20);
  const error = refused(m.renderTerrain(1, { note }, grid(8)), /^params is 268435467 bytes; the limit is 65536$/);
  // Multi-byte characters are counted as embind would copy them: 'é' is 2 bytes, '€' 3, an astral character 4.
  refused(m.renderTerrain(1, { n: 'é€😀'.repeat(8000) }, grid(8)), /^params is 72008 bytes; the limit is 65536$/);
  const after = heap();
  assert(after === before, `the heap grew from ${before} to ${after} bytes`);
  return `${error}; heap ${before} bytes before and after`;
});

check('renderIslands {climate: 1,000 nested arrays}: refused before parsing, 2,200 times, then a good map', () => {
  const params = { climate: nested(1000) };
  let error = '';
  for (let i = 0; i < 2200; i++) error = refused(m.renderIslands(1, params, 64), /^params nests deeper than 16 levels$/);
  // Deeper than JSON.stringify can go: its own error, caught, is the answer.
  refused(m.renderIslands(1, { climate: nested(200_000) }, 64), /^params cannot be read: Maximum call stack size exceeded$/);
  const good = m.renderIslands(1, {}, 64);
  assert(good.ok && good.data.length === 5 * 64 * 64, `good map failed: ${good.error}`);
  return error;
});

check('evalLine: 100 MiB of [ is answered {"ok":false}, then a good line', () => {
  const answer = JSON.parse(m.evalLine('['.repeat(100 << 20), false));
  assert(answer.ok === false && /bytes; the limit is 33554432/.test(answer.error), JSON.stringify(answer));
  const deep = JSON.parse(m.evalLine('['.repeat(1 << 20), false));
  assert(deep.ok === false && /nests deeper than 32 levels/.test(deep.error), JSON.stringify(deep));
  const good = m.evalLine('{"fn": "simplex2", "seed": 1, "args": {"x": 0.5, "y": 0.25}}', false);
  assert(good === '{"ok":true,"result":"3fd9ab88377bf7e2"}', good);
  return answer.error;
});

check('graph documents, ids and terrain params: deep or huge JSON refused by the shared check', () => {
  refused(m.renderGraph('['.repeat(1 << 20), 1, grid(8)), /^graph document is 1048576 bytes; the limit is 262144$/);
  refused(m.renderGraph('['.repeat(100), 1, grid(8)), /^graph document nests deeper than 16 levels$/);
  refused(m.graphNodes(example, 1, nested(100), grid(8)), /^ids nests deeper than 16 levels$/);
  refused(m.renderTerrain(1, { a: nested(100) }, grid(8)), /^params nests deeper than 16 levels$/);
  refused(m.renderTerrain(1, {}, { ...grid(8), x0: nested(100) }), /^grid nests deeper than 16 levels$/);
  return refused(m.renderClimateLab(1, { note: ' '.repeat(1 << 20) }, grid(8)), /^params is 1048587 bytes; the limit is 65536$/);
});

check('graphNodes: 64 ids × 4096² is refused by the memory budget before any work, then a good call', () => {
  const ids = Array(64).fill(JSON.parse(example).output);
  const error = refused(m.graphNodes(example, 1, ids, grid(4096)), /^graphNodes needs 16\.2 GiB \(16777216 samples × 130 layers × 8 bytes\); the limit per request is 1 GiB$/);
  const good = m.graphNodes(example, 1, [JSON.parse(example).output], grid(64));
  assert(good.ok && good.data.length === 4096, `good call failed: ${good.error}`);
  return error;
});

check('requests beyond the 2 GiB heap maximum are {ok:false}; the module still answers bit-identically', () => {
  const errors = [
    refused(m.renderIslands(1, {}, 4096), /^renderIslands needs 2\.5 GiB .*the limit per request is 1 GiB$/),
    refused(m.renderWorld(1, {}, grid(4096)), /^renderWorld needs 2\.2 GiB/), // 18 layers: the 14 of the map and its probe layers (height, temperature, moisture, biome)
    refused(m.renderClimateLab(1, {}, grid(4096)), /^renderClimateLab needs 1\.1 GiB/),
  ];
  assert(goodTerrain() === reference, 'the good map changed');
  return errors[0];
});

// Issue 27 (defect 9 h): the module refused a DAG of shared inputs that validate() accepts and the CLI renders, only
// because its code line, each shared input repeated, passed 64 KiB. Its code now names each node once instead, so the
// module and the CLI accept the same graphs: graph.hpp's limits (kMaxGraphNodes, kMaxGraphDepth), one definition.
const doublings = (levels) => {
  const nodes = [{ id: 'n0', type: 'simplex', params: { octaves: 1 } }];
  for (let i = 1; i < levels; i++) nodes.push({ id: `n${i}`, type: 'add', inputs: { a: `n${i - 1}`, b: `n${i - 1}` } });
  return JSON.stringify({ version: 1, nodes, output: `n${levels - 1}` });
};
check('a 32-deep DAG (each node adds the one before to itself) renders, with its code naming each node once', () => {
  const r = m.renderGraph(doublings(32), 1, grid(64));
  assert(r.ok, `refused: ${r.error}`);
  assert(r.data.length === 64 * 64 && r.data.every(Number.isFinite), 'not 64² finite samples');
  assert(r.code.startsWith('const terrain = (() => { const n0 = ') && r.code.endsWith('return n31; })();'), r.code.slice(0, 120));
  assert(r.cpp.startsWith('Density terrain = [&] { auto n0 = ') && r.cpp.endsWith('return n31; }();'), r.cpp.slice(0, 120));
  // 33 deep is past kMaxGraphDepth, for the module as for the CLI.
  refused(m.renderGraph(doublings(33), 1, grid(8)), /input chain is 33 nodes deep; the limit is 32/);
  // The CLI renders the same map: its hash is the module's (when the native CLI is at hand).
  const cliPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..', process.argv.includes('--cli') ? process.argv[process.argv.indexOf('--cli') + 1] : 'build/gcc-release/worldlab');
  if (!existsSync(cliPath)) return `${r.code.length} characters of code (no native CLI to compare)`;
  const doc = path.join(tmpdir(), `dag32-${process.pid}.json`);
  writeFileSync(doc, doublings(32));
  const native = execFileSync(cliPath, ['hash', '--graph', doc, '--x0', '0', '--y0', '0', '--step', '1', '--width', '64', '--height', '64'], { encoding: 'utf8' }).trim();
  assert(native === m.hashField(r.data), `the CLI's hash ${native} differs from the module's ${m.hashField(r.data)}`);
  return `${r.code.length} characters of code; hash ${native} in both`;
});

check('a short tree keeps the tutorial\'s one nested expression', () => {
  const r = m.renderGraph(doublings(8), 1, grid(8));
  assert(r.ok && r.code.startsWith('const terrain = addNode(addNode(') && !r.code.includes('n0'), r.code.slice(0, 120));
  return `${r.code.length} characters`;
});

check('row 12: a mistyped or unknown Islands key is {ok:false} naming it, then a good map', () => {
  const typed = refused(m.renderIslands(1, { climate: 5 }, 64), /^params\.climate must be a JSON object$/);
  refused(m.renderIslands(1, { climat: { base: 0.6 } }, 64), /^unknown key "params\.climat"; allowed: terrain_preset, north_south, climate, wind$/);
  assert(goodTerrain() === reference, 'the good map changed');
  return typed;
});

check('issue 8: a grid is read strictly, naming the key: unknown, missing, not finite, not an integer, not an object', () => {
  const g = grid(64);
  const errors = [
    refused(m.renderTerrain(1, {}, { ...g, depth: 3 }), /^unknown key "grid\.depth"; allowed: x0, y0, step, width, height$/),
    refused(m.renderTerrain(1, {}, { x0: 0, y0: 0, step: 1, width: 64 }), /^grid\.height is missing$/),
    refused(m.renderTerrain(1, {}, { ...g, step: Number.NaN }), /^grid\.step must be a finite number$/),
    refused(m.renderTerrain(1, {}, { ...g, x0: Infinity }), /^grid\.x0 must be a finite number$/),
    refused(m.renderTerrain(1, {}, { ...g, x0: '0' }), /^grid\.x0 must be a finite number$/),
    refused(m.renderTerrain(1, {}, { ...g, width: 2.5 }), /^grid\.width must be an integer 1\.\.4096$/),
    refused(m.renderTerrain(1, {}, { ...g, height: 4097 }), /^grid\.height must be an integer 1\.\.4096$/),
    refused(m.renderTerrain(1, {}, [0, 0, 1, 64, 64]), /^grid must be an object \{x0, y0, step, width, height\}$/),
    refused(m.renderTerrain(1, {}, undefined), /^grid has no JSON form/),
  ];
  assert(goodTerrain() === reference, 'the good map changed');
  return `${errors.length} refusals`;
});

check('issue 8: parameter objects go through the schema\'s strict readers: unknown keys, types, ranges, non-objects, cycles', () => {
  const g = grid(16);
  const cycle = {};
  cycle.self = cycle;
  const errors = [
    refused(m.renderTerrain(1, { octave: 8 }, g), /^unknown key "params\.octave"; allowed: frequency, fbm, fractal, musgrave, shape, warp, island, mask, plateau, sea_level$/),
    refused(m.renderTerrain(1, { fbm: { octaves: 99 } }, g), /^params\.fbm\.octaves must be 1\.\.16, got 99$/),
    refused(m.renderTerrain(1, { fbm: { octaves: 4.5 } }, g), /^params\.fbm\.octaves must be an integer$/),
    refused(m.renderTerrain(1, { fbm: { basis: 'worley' } }, g), /^params\.fbm\.basis must be one of simplex, perlin, value$/),
    refused(m.renderTerrain(1, { island: 1 }, g), /^params\.island must be true or false$/),
    refused(m.renderTerrain(1, '{}', g), /^params must be an object of terrain fields$/),
    refused(m.renderTerrain(1, null, g), /^params must be an object of terrain fields$/),
    refused(m.renderTerrain(1, cycle, g), /^params cannot be read: Converting circular structure to JSON/),
    refused(m.renderRegions(1, { count: 0 }, g), /^params\.count must be 1\.\./),
    refused(m.renderClimateLab(1, { heat_limits: [0.6, 0.4] }, g), /heat_limits/),
    refused(m.renderWorld(1, { trees: { chunk_size: 7 } }, g), /^params\.trees\.chunk_size must be 16\.\./),
  ];
  assert(goodTerrain() === reference, 'the good map changed');
  return `${errors.length} refusals`;
});

check('worldTrees: the trees of a grid\'s extent are renderWorld\'s over that grid, tree for tree', () => {
  const out = [];
  for (const [seed, g] of [[5, { x0: 0, y0: 0, step: 2, width: 320, height: 240 }], [-9, { x0: -333.3, y0: -71.25, step: 3.7, width: 50, height: 41 }]]) {
    const world = m.renderWorld(seed, {}, g);
    const x = (col) => g.x0 + col * g.step;
    const y = (row) => g.y0 + row * g.step;
    const trees = m.worldTrees(seed, {}, x(0), x(g.width - 1), y(0), y(g.height - 1));
    assert(world.ok && trees.ok, `${world.error ?? ''}${trees.error ?? ''}`);
    assert(trees.tree_count > 0 && trees.tree_count === world.tree_count, `${trees.tree_count} trees against ${world.tree_count}`);
    assert(trees.trees_hash === world.trees_hash, `${trees.trees_hash} against ${world.trees_hash}`);
    assert(trees.data.every((v, i) => Object.is(v, world.trees[i])), 'a tree differs');
    out.push(`seed ${seed}: ${trees.tree_count} trees ${trees.trees_hash}`);
  }
  refused(m.worldTrees(1, { trees: { chunk_size: 7 } }, 0, 10, 0, 10), /^params\.trees\.chunk_size must be 16\.\./);
  return out.join('; ');
});

check('lab 12: renderWater = waterTerrain, then waterErodeSteps 4 + 6 steps; waterRoute of its heights = its routing; bad maps refused', () => {
  const params = { steps: 10, uplift: 0.001, islands_rain: true };
  const n = 64 * 64;
  const whole = m.renderWater(3, params, 64);
  const t = m.waterTerrain(3, params, 64);
  assert(whole.ok && t.ok && whole.data.length === 5 * n && t.data.length === 2 * n, `${whole.error}${t.error}`);
  assert(whole.sea_level === t.sea_level, 'sea levels differ');
  const rain = t.data.slice(n);
  const a = m.waterErodeSteps(t.data.slice(0, n), rain, t.sea_level, params, 4);
  const b = m.waterErodeSteps(a.data.slice(0, n), rain, t.sea_level, params, 6);
  assert(a.ok && b.ok, `${a.error}${b.error}`);
  assert(m.hashField(b.data) === m.hashField(whole.data), 'ten steps in two calls differ from ten in one');
  const r = m.waterRoute(whole.data.slice(0, n), rain, whole.sea_level);
  assert(r.ok && m.hashField(r.data) === m.hashField(whole.data.slice(n)), 'waterRoute differs from the map\'s routing');
  refused(m.waterRoute(new Float64Array(10), new Float64Array(0), 0), /^height must hold side² values/);
  refused(m.waterRoute(Float64Array.of(0, 0, 0, NaN), new Float64Array(0), 0), /not finite/);
  refused(m.waterErodeSteps(new Float64Array(16), new Float64Array(3), 0, {}, 1), /^rain must be empty or hold/);
  refused(m.waterErodeSteps(new Float64Array(16), new Float64Array(0), 0, {}, 2.5), /^steps must be an integer/);
  refused(m.renderWater(1, { k: -1 }, 64), /^params\.k must be/);
  return `64², 10 steps: ${m.hashField(whole.data)}`;
});

check('issue 8: entryPoints() lists every function the module registers, with a TypeScript type for every argument', () => {
  const entries = m.entryPoints();
  const names = entries.map((e) => e.name);
  assert(new Set(names).size === names.length, `a name twice: ${names}`);
  for (const e of entries) {
    assert(typeof m[e.name] === 'function', `${e.name} is not a function of the module`);
    assert(e.kind === 'result' || e.kind === 'text', `${e.name}: kind ${e.kind}`);
    assert(e.arguments.every((a) => /^[a-z_]+$/.test(a.name) && a.type.length > 0), `${e.name}: arguments ${JSON.stringify(e.arguments)}`);
  }
  // Each result entry answers {ok:false} (not a JavaScript exception) when its arguments are all wrong.
  for (const e of entries.filter((x) => x.kind === 'result' && x.arguments.length > 0)) {
    const bad = e.arguments.map((a) => (a.type === 'number' ? Number.NaN : a.type === 'string' ? '\u0000' : a.type === 'boolean' ? false : null));
    refused(m[e.name](...bad), /./);
  }
  return `${entries.length} entries: ${names.join(', ')}`;
});

check('a host\'s Module.samplesArray(length) gives the array an answer is copied into (the page\'s workers); a wrong one or a hook that throws gives a new array; the samples are the same', () => {
  const grid = { x0: 0, y0: 0, step: 1 / 64, width: 64, height: 48 };
  const plain = m.renderTerrain(7, {}, grid);
  const given = new Float64Array(64 * 48);
  const asked = [];
  try {
    m.samplesArray = (length) => (asked.push(length), length === given.length ? given : null);
    const hosted = m.renderTerrain(7, {}, grid);
    assert(hosted.data === given, 'the answer is not in the given array');
    assert(asked.includes(64 * 48), `asked for ${asked}`);
    assert(m.hashField(hosted.data) === m.hashField(plain.data), 'other samples in the given array');
    m.samplesArray = () => new Float64Array(3);
    const wrong = m.renderTerrain(7, {}, grid);
    assert(wrong.data.length === 64 * 48 && m.hashField(wrong.data) === m.hashField(plain.data), 'a wrong length was used');
    m.samplesArray = () => {
      throw new Error('hook');
    };
    const thrown = m.renderTerrain(7, {}, grid);
    assert(thrown.ok && m.hashField(thrown.data) === m.hashField(plain.data), 'a throwing hook broke the call');
  } finally {
    delete m.samplesArray;
  }
  return `${asked.length} array(s) asked for`;
});

check('lab 13: multiNoiseMap with the default table is the multi-noise-world graph\'s biome output; a new table re-classifies the kept fields; a bad table is refused', () => {
  const grid = { x0: -0.125, y0: -0.125, step: 1.25 / 47, width: 48, height: 48 };
  const { table, biomes } = m.multiNoiseBiomes();
  assert(biomes.length === 30 && table.length === 30 * 13, `${biomes.length} biomes, ${table.length} numbers`);
  const graph = m.renderGraph(m.graphPreset('multi-noise-world').document, 3, grid);
  const first = m.multiNoiseMap(3, grid, table);
  assert(first.ok && m.hashField(first.data) === m.hashField(graph.data), `map ${m.hashField(first.data)}, graph ${m.hashField(graph.data)}`);
  // The fields of the grid, kept: plane 0 is the graph's temperature node.
  const fields = m.multiNoiseFields(3, grid);
  const temperature = m.graphNodes(m.graphPreset('multi-noise-world').document, 3, ['temperature'], grid);
  assert(fields.data.length === 6 * 48 * 48 && m.hashField(fields.data.subarray(0, 48 * 48)) === m.hashField(temperature.data), 'fields plane 0 != the temperature node');
  // Forest (index 24) up to temperature 0.75: forest wins more samples, and the default table gives the first map again.
  const wider = Float64Array.from(table);
  wider[24 * 13 + 1] = 0.75;
  const edited = m.multiNoiseMap(3, grid, wider);
  const count = (d, k) => d.reduce((n, v) => n + (v === k ? 1 : 0), 0);
  assert(count(edited.data, 24) > count(first.data, 24), `forest ${count(first.data, 24)} -> ${count(edited.data, 24)} samples`);
  // Another seed in between (the kept world is replaced), then the first seed again: the same bits.
  m.multiNoiseMap(4, grid, table);
  assert(m.hashField(m.multiNoiseMap(3, grid, table).data) === m.hashField(first.data), 'the first seed\'s map changed');
  const bad = Float64Array.from(table);
  bad[24 * 13] = 0.9;
  refused(m.multiNoiseMap(3, grid, bad), /biomes\[24\]\.temperature.*lo <= hi/);
  refused(m.multiNoiseMap(3, grid, new Float64Array(12)), /13 numbers per biome/);
  refused(m.multiNoiseMap(3, { ...grid, width: 0 }, table), /width/);
  return `forest ${count(first.data, 24)} -> ${count(edited.data, 24)} of ${48 * 48} samples`;
});

// A second instance of the module, as the page's main thread has beside its workers'.
const other = await loadModule();
check('lab 13: multiNoiseKeep gives another instance a seed\'s fields; its maps are then the same bits without the world (the page\'s own core answers box edits so)', () => {
  const grid = { x0: -0.125, y0: -0.125, step: 1.25 / 47, width: 48, height: 48 };
  const { table } = m.multiNoiseBiomes();
  const fields = m.multiNoiseFields(5, grid);
  const wider = Float64Array.from(table);
  wider[24 * 13 + 1] = 0.75;
  assert(other.multiNoiseKeep(5, grid, fields.data).ok, 'multiNoiseKeep refused the fields');
  let edits = 0;
  for (const t of [table, wider, table]) {
    const mine = other.multiNoiseMap(5, grid, t);
    const theirs = m.multiNoiseMap(5, grid, t);
    assert(mine.ok && other.hashField(mine.data) === m.hashField(theirs.data), `table ${edits}: ${other.hashField(mine.data)} != ${m.hashField(theirs.data)}`);
    edits++;
  }
  // Fields that are not the seed's give other answers: the instance used what it was given, it did not compute the world.
  const zeros = new Float64Array(fields.data.length);
  assert(other.multiNoiseKeep(6, grid, zeros).ok, 'zeros refused');
  const fromZeros = other.multiNoiseMap(6, grid, table);
  assert(fromZeros.ok && new Set(fromZeros.data).size === 1, `zero fields: ${new Set(fromZeros.data).size} biomes`);
  refused(other.multiNoiseKeep(5, grid, new Float64Array(10)), /fields must hold 6 planes of width × height samples \(13824\), got 10/);
  refused(other.multiNoiseKeep(5, { ...grid, width: 0 }, fields.data), /width/);
  return `3 tables from the kept fields = the computing instance's; zero fields: biome ${fromZeros.data[0]} everywhere`;
});

const cliAt = process.argv.indexOf('--cli');
const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..', cliAt > 0 ? process.argv[cliAt + 1] : 'build/gcc-release/worldlab');
check('issue 8: the module\'s schema() is the native CLI\'s `worldlab schema`', () => {
  if (!existsSync(cli)) throw new Error(`no native CLI at ${cli} (scripts/build.sh gcc-release:worldlab_cli)`);
  const native = execFileSync(cli, ['schema'], { encoding: 'utf8', maxBuffer: 16 << 20 });
  assert(JSON.stringify(JSON.parse(m.schema())) === JSON.stringify(JSON.parse(native)), 'the two schema documents differ');
  return `${JSON.parse(native).labels.length} label keys`;
});

// Lab 12's entries against the native CLI's `worldlab water` on the same heights and rain (written as raw f64).
check('lab 12: waterRoute and waterErodeSteps = the native `worldlab water` (filled, accumulation, receivers, basins, eroded)', () => {
  if (!existsSync(cli)) throw new Error(`no native CLI at ${cli} (scripts/build.sh gcc-release:worldlab_cli)`);
  const side = 64;
  const cells = side * side;
  const t = m.waterTerrain(3, { islands_rain: true }, side);
  assert(t.ok, t.error);
  const h = t.data.slice(0, cells);
  const rain = t.data.slice(cells);
  const dir = mkdtempSync(path.join(tmpdir(), 'worldlab-water-'));
  try {
    const file = (name, data) => (writeFileSync(path.join(dir, name), new Uint8Array(data.buffer)), path.join(dir, name));
    const heights = file('h.f64', h);
    const rainFile = file('rain.f64', rain);
    const out = path.join(dir, 'out.f64');
    const native = (layer, extra = []) => {
      execFileSync(cli, ['water', '--input', heights, '--width', String(side), '--height', String(side), '--cell-size', String(1 / side),
        '--sea-level', String(t.sea_level), '--rain', rainFile, '--layer', layer, '--format', 'f64', '--out', out, ...extra], { stdio: 'ignore' });
      const raw = readFileSync(out);
      return m.hashField(new Float64Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length)));
    };
    const r = m.waterRoute(h, rain, t.sea_level);
    assert(r.ok, r.error);
    const plane = (d, k) => m.hashField(d.slice(k * cells, (k + 1) * cells));
    ['filled', 'accumulation', 'receivers', 'basins'].forEach((layer, k) => assert(plane(r.data, k) === native(layer), `${layer} differs`));
    const params = { k: 0.01, m: 0.45, uplift: 0.001, diffusion: 0.000002 };
    const e = m.waterErodeSteps(h, rain, t.sea_level, params, 12);
    assert(e.ok, e.error);
    const eroded = native('eroded', ['--steps', '12', '--dt', '1', '--k', '0.01', '--m', '0.45', '--n', '1', '--uplift', '0.001', '--diffusion', '0.000002']);
    assert(plane(e.data, 0) === eroded, 'the eroded heights differ');
    return `64², Islands rain: routing and 12 steps (m = 0.45) equal; eroded ${eroded}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

if (report) console.log(['| case | ms | answer |', '| --- | ---: | --- |', ...rows].join('\n'));
console.log(`wasm module: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
