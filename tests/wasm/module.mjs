#!/usr/bin/env node
// Issue 12 in the page's WebAssembly module (rows 3, 5 and 13, item 2): hostile JSON, oversized requests and
// long code lines are {ok:false} answers naming the problem, and the module stays usable after each.
//   node tests/wasm/module.mjs [--report]
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
const example = m.graphPreset('tutorial-example').json;
const goodTerrain = () => {
  const r = m.renderTerrain(1, '{}', 0, 0, 1 / 256, 256, 256);
  assert(r.ok && r.data.length === 65536, `the good call after it failed: ${r.error}`);
  return m.hashField(r.data);
};
const reference = goodTerrain();

check('renderIslands {"climate": + 20,000 [ : refused before parsing, 2,200 times, then a good map', () => {
  const params = '{"climate":' + '['.repeat(20000);
  let error = '';
  for (let i = 0; i < 2200; i++) error = refused(m.renderIslands(1, params, 64), /^params nests deeper than 16 levels$/);
  const good = m.renderIslands(1, '{}', 64);
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
  refused(m.renderGraph('['.repeat(1 << 20), 1, 0, 0, 1, 8, 8), /^graph document is 1048576 bytes; the limit is 262144$/);
  refused(m.renderGraph('['.repeat(100), 1, 0, 0, 1, 8, 8), /^graph document nests deeper than 16 levels$/);
  refused(m.graphNodes(example, 1, '['.repeat(100), 0, 0, 1, 8, 8), /^ids nests deeper than 16 levels$/);
  refused(m.renderTerrain(1, '{"a":' + '['.repeat(100), 0, 0, 1, 8, 8), /^params nests deeper than 16 levels$/);
  return refused(m.renderClimateLab(1, ' '.repeat(1 << 20), 0, 0, 1, 8, 8), /^params is 1048576 bytes; the limit is 65536$/);
});

check('graphNodes: 64 ids × 4096² is refused by the memory budget before any work, then a good call', () => {
  const ids = JSON.stringify(Array(64).fill(JSON.parse(example).output));
  const error = refused(m.graphNodes(example, 1, ids, 0, 0, 1, 4096, 4096), /^graphNodes needs 16\.2 GiB \(16777216 samples × 130 layers × 8 bytes\); the limit per request is 1 GiB$/);
  const good = m.graphNodes(example, 1, JSON.stringify([JSON.parse(example).output]), 0, 0, 1, 64, 64);
  assert(good.ok && good.data.length === 4096, `good call failed: ${good.error}`);
  return error;
});

check('requests beyond the 2 GiB heap maximum are {ok:false}; the module still answers bit-identically', () => {
  const errors = [
    refused(m.renderIslands(1, '{}', 4096), /^renderIslands needs 2\.5 GiB .*the limit per request is 1 GiB$/),
    refused(m.renderWorld(1, 0, 0, 1, 4096, 4096), /^renderWorld needs 1\.8 GiB/),
    refused(m.renderClimateLab(1, '{}', 0, 0, 1, 4096, 4096), /^renderClimateLab needs 1\.1 GiB/),
  ];
  assert(goodTerrain() === reference, 'the good map changed');
  return errors[0];
});

check('a code line over 64 KiB is refused before the map is computed', () => {
  // 15 doublings of one input: a short document whose code line repeats the shared input 2^15 times.
  const nodes = [{ id: 'n0', type: 'simplex', params: { octaves: 1 } }];
  for (let i = 1; i < 16; i++) nodes.push({ id: `n${i}`, type: 'add', inputs: { a: `n${i - 1}`, b: `n${i - 1}` } });
  const doc = JSON.stringify({ version: 1, nodes, output: 'n15' });
  const t0 = performance.now();
  const error = refused(m.renderGraph(doc, 1, 0, 0, 1, 2048, 2048), /code line would exceed 65536 characters/);
  return `${error} after ${(performance.now() - t0).toFixed(0)} ms`;
});

check('row 12: a mistyped or unknown Islands key is {ok:false} naming it, then a good map', () => {
  const typed = refused(m.renderIslands(1, '{"climate":5}', 64), /climate/);
  refused(m.renderIslands(1, '{"climat":{"base":0.6}}', 64), /climat/);
  assert(goodTerrain() === reference, 'the good map changed');
  return typed;
});

if (report) console.log(['| case | ms | answer |', '| --- | ---: | --- |', ...rows].join('\n'));
console.log(`wasm module: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
