#!/usr/bin/env node
// WASM soak (issue 12, item 5): CALLS (default 2,000) calls into the page's module, a third of them invalid,
// the valid ones at the largest sizes the page asks for. The module's heap must stop growing after the
// warm-up (the first round of every call), the process's memory must stay flat, and every valid answer at
// the end must be bit-identical to the same call's answer in the warm-up.
//   node --expose-gc tests/wasm/soak.mjs [CALLS]
import { loadModule } from '../../scripts/wasm-module.mjs';

const total = Number(process.argv[2] ?? 2000);
const m = await loadModule();
const example = m.graphPreset('tutorial-example').document;
const exampleIds = JSON.parse(example).nodes.map((n) => n.id);
const islands = { terrain_preset: 'islands', north_south: 0.25, climate: { base: 0.6 }, wind: { on: true, angle: 45 } };
const terrain = { frequency: 3, fbm: { octaves: 6 }, island: true };
const grid = (step, width, height, x0 = 0, y0 = 0) => ({ x0, y0, step, width, height });
const MiB = 1 << 20;
let deep = [];
for (let i = 0; i < 20000; i++) deep = [deep];

// Valid calls: each lab's largest map (web/src/labs/*.ts), and the lab 9 checks.
const valid = [
  ['renderTerrain', 1, terrain, grid(1 / 256, 256, 256)],
  ['renderPreset', 'warp-double-static', 42, 256],
  ['fillNoise', 'perlin', 7, grid(8 / 256, 256, 256)],
  ['warpPoints', 3, terrain, grid(1 / 16, 16, 16, 1 / 32, 1 / 32)],
  ['raceNoise', 'simplex', 5, 1_000_000],
  ['renderGraph', example, 9, grid(1, 320, 240)],
  ['graphNodes', example, 9, exampleIds, grid(4, 80, 60)],
  ['renderClimateLab', 11, { climate: { chill: 0.5 }, heat_limits: [0.3, 0.7] }, grid(1 / 320, 320, 240)],
  ['renderRegions', 13, { count: 45, blend: { wobble: 4, blend_width: 8 } }, grid(1, 320, 240)],
  ['renderIslands', 17, islands, 256],
  ['renderWorld', 19, {}, grid(2, 320, 240)],
  ['islandsRecipeLayer', 'west-wind', 1, 'moisture'],
];
// Invalid calls: hostile input, bad sizes and seeds, unknown names and keys, requests over the memory budget.
const invalid = [
  ['renderIslands', 1, { climate: deep }, 256],
  ['renderTerrain', 1, { fbm: { octaves: 99 } }, grid(1, 256, 256)],
  ['renderTerrain', Number.NaN, {}, grid(1, 256, 256)],
  ['renderTerrain', 1, {}, { ...grid(1, 256, 256), depth: 1 }],
  ['renderPreset', 'no-such-preset', 1, 256],
  ['fillNoise', 'perlin', 1, grid(1, 0, 256)],
  ['fillNoise', 'worley', 1, grid(1, 256, 256)],
  ['renderGraph', '{"version": 2, "nodes": [', 1, grid(1, 320, 240)],
  ['renderGraph', '['.repeat(200000), 1, grid(1, 320, 240)],
  ['graphNodes', example, 1, Array(64).fill('terrain'), grid(1, 4096, 4096)],
  ['renderClimateLab', 1, { heat_limits: 'x' }, grid(1, 320, 240)],
  ['renderRegions', 1, { count: 0.5 }, grid(1, 320, 240)],
  ['renderIslands', 1, {}, 4096],
  ['renderWorld', 1, {}, grid(1, 4096, 4096)],
  ['raceNoise', 'simplex', 1, 123],
  ['islandsRecipeLayer', 'west-wind', 1, 'nope'],
];

const call = ([fn, ...args]) => m[fn](...args);
const answer = (r) => {
  const extra = Object.entries(r).filter(([k, v]) => k !== 'data' && k !== 'ms' && typeof v !== 'function');
  return `${m.hashField(r.data)} ${JSON.stringify(extra)}`;
};
const heap = () => m.HEAPU8.buffer.byteLength;
const rss = () => {
  globalThis.gc?.();
  return process.memoryUsage().rss;
};

let problems = 0;
const problem = (message) => {
  problems++;
  console.log(`FAIL ${message}`);
};
const first = new Map();
const t0 = performance.now();
let calls = 0;
let failedAsExpected = 0;
let heapAfterWarmup = 0;
let rssAfterWarmup = 0;
const rounds = [];
for (let i = 0; calls < total; i++) {
  // One invalid call after every two valid ones: a third of all calls.
  const isInvalid = i % 3 === 2;
  const list = isInvalid ? invalid : valid;
  const k = Math.floor(i / 3) * (isInvalid ? 1 : 2) + (isInvalid ? 0 : i % 3);
  const c = list[k % list.length];
  const r = call(c);
  calls++;
  if (isInvalid) {
    if (r.ok !== false || typeof r.error !== 'string' || r.error === '') problem(`${c[0]} (invalid) answered ${JSON.stringify({ ok: r.ok, error: r.error })}`);
    else failedAsExpected++;
  } else if (!r.ok) {
    problem(`${c[0]} failed: ${r.error}`);
  } else {
    const key = JSON.stringify(c).slice(0, 400) + k % list.length;
    const a = answer(r);
    if (!first.has(key)) first.set(key, a);
    else if (first.get(key) !== a) problem(`${c[0]}: answer changed since the warm-up`);
  }
  // Warm-up: until every valid and invalid call has run once (and twice over, for the allocator to settle).
  if (!heapAfterWarmup && calls >= 2 * 3 * Math.max(valid.length, invalid.length)) {
    heapAfterWarmup = heap();
    rssAfterWarmup = rss();
  }
  if (calls % 250 === 0) rounds.push({ calls, heapMiB: heap() / MiB, rssMiB: rss() / MiB });
}
const seconds = (performance.now() - t0) / 1000;
const heapEnd = heap();
const rssEnd = rss();
console.log(`soak: ${calls} calls (${failedAsExpected} invalid, answered {ok:false}) in ${seconds.toFixed(1)} s`);
console.log(`  wasm heap after warm-up ${(heapAfterWarmup / MiB).toFixed(1)} MiB, at the end ${(heapEnd / MiB).toFixed(1)} MiB`);
console.log(`  process rss after warm-up ${(rssAfterWarmup / MiB).toFixed(1)} MiB, at the end ${(rssEnd / MiB).toFixed(1)} MiB`);
console.log(`  every 250 calls: ${rounds.map((r) => `${r.calls}: heap ${r.heapMiB.toFixed(0)}, rss ${r.rssMiB.toFixed(0)}`).join('; ')}`);
if (heapEnd !== heapAfterWarmup) problem(`the wasm heap grew after the warm-up: ${heapAfterWarmup} -> ${heapEnd} bytes`);
// The process also holds V8's heap and the answers' copies: allow 64 MiB of noise, far below a leak of
// ~1 MiB per invalid call (the old renderIslands leak would add ~660 MiB here).
if (rssEnd - rssAfterWarmup > 64 * MiB) problem(`process memory grew by ${((rssEnd - rssAfterWarmup) / MiB).toFixed(0)} MiB after the warm-up`);
if (failedAsExpected < Math.floor(total / 3) - 1) problem(`only ${failedAsExpected} invalid calls`);
console.log(`soak: ${problems ? 0 : 1} passed, ${problems ? 1 : 0} failed`);
process.exit(problems ? 1 : 0);
