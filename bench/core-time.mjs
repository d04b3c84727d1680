#!/usr/bin/env node
// A lab's heaviest call as the page's workers compute it, in Node, one call per seed, median: the Islands climate
// with its terrain (--entry islands: renderIslands(seed, params, side); issue 9's goal ≤ 15 ms at 256² in the
// SIMD128 build) or the hero world with its trees (--entry world: renderWorld over lab 8's grid, 320 × 240 samples
// over 640 × 480 units; issue 10's new world ≤ 100 ms counts on it). Several builds of the module (folders holding
// worldlab_wasm_simd.js/.wasm or worldlab_wasm.js/.wasm) are timed call by call in turn, so a busy machine slows
// them alike, and their answers are compared (hashes and statistics, every seed). Beside the wall time each call's
// CPU time (process.cpuUsage: the whole process, so it includes V8's own threads) is shown, which waits for no
// other process and so moves less when the machine is shared.
//   node bench/core-time.mjs [DIR ...] [--entry islands|world] [--scalar] [--seeds 25] [--rounds 3] [--side 256]
//                            [--params JSON]
// Default DIR: web/src/generated (the SIMD128 module; --scalar times worldlab_wasm.js there instead).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const flag = (name) => {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const seeds = Number(option('--seeds', 25));
const rounds = Number(option('--rounds', 3));
const side = Number(option('--side', 256));
const params = JSON.parse(option('--params', '{}'));
const scalar = flag('--scalar');
const entry = option('--entry', 'islands');
if (!['islands', 'world'].includes(entry)) throw new Error(`--entry islands or world, not ${entry}`);
const dirs = args.length ? args : [path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/src/generated')];

// As scripts/wasm-module.mjs: the web/worker glue with a worker's globals stubbed and the .wasm bytes handed over.
globalThis.self ??= globalThis;
globalThis.importScripts ??= () => {
  throw new Error('importScripts is not available here');
};
const builds = [];
for (const dir of dirs) {
  const names = scalar ? ['worldlab_wasm.js'] : ['worldlab_wasm_simd.js', 'worldlab_wasm.js'];
  const js = names.map((n) => path.resolve(dir, n)).find((f) => existsSync(f));
  if (!js) throw new Error(`${dir}: no ${names.join(' or ')}`);
  globalThis.location = { href: pathToFileURL(js).href };
  // A query per build: each folder's glue is its own module instance even when the files are alike.
  const { default: create } = await import(`${pathToFileURL(js).href}?build=${builds.length}`);
  const module = await create({ wasmBinary: readFileSync(js.replace(/\.js$/, '.wasm')) });
  builds.push({ name: path.relative(process.cwd(), js) || js, module, times: [], cpu: [], answers: [] });
}

// Lab 8's map (web/src/labs/world.ts): 320 × 240 samples, 2 world units apart.
const WORLD_GRID = { x0: 0, y0: 0, step: 2, width: 320, height: 240 };
const answer = (b, r) =>
  entry === 'world'
    ? JSON.stringify([b.module.hashField(r.data), r.trees_hash, r.tree_count, r.land_share])
    : JSON.stringify([b.module.hashField(r.data), r.land_cells, r.dry_share, r.windward, r.leeward, [...r.cell_shares], [...r.biome_shares]]);
const call = (b, seed) => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = entry === 'world' ? b.module.renderWorld(seed, params, WORLD_GRID) : b.module.renderIslands(seed, params, side);
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  if (!r.ok) throw new Error(`${b.name}: ${r.error}`);
  return { ms, cpu: (c.user + c.system) / 1000, r };
};
// V8 compiles WebAssembly with its baseline compiler first and optimises hot functions in the background: warm up.
for (const b of builds) for (let k = 0; k < 10; k++) call(b, 1000 + k);
for (let round = 0; round < rounds; round++)
  for (let seed = 1; seed <= seeds; seed++)
    for (const b of (round + seed) % 2 ? builds : [...builds].reverse()) {
      const { ms, cpu, r } = call(b, seed);
      b.times.push(ms);
      b.cpu.push(cpu);
      if (round === 0)
        b.answers.push(answer(b, r));
    }

const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};
const what = entry === 'world' ? `renderWorld(seed 1..${seeds}, ${JSON.stringify(params)}, ${JSON.stringify(WORLD_GRID)})` : `renderIslands(seed 1..${seeds}, ${JSON.stringify(params)}, ${side})`;
console.log(`${what}, ${rounds} rounds, one call per seed and round`);
for (const b of builds) {
  const perRound = Array.from({ length: rounds }, (_, k) => median(b.times.slice(k * seeds, (k + 1) * seeds)).toFixed(1));
  console.log(
    `${b.name}: median ${median(b.times).toFixed(1)} ms, best ${Math.min(...b.times).toFixed(1)} ms (rounds: ${perRound.join(', ')}); ` +
      `CPU time median ${median(b.cpu).toFixed(1)} ms`,
  );
}
if (builds.length > 1) {
  const same = builds.every((b) => b.answers.join('\n') === builds[0].answers.join('\n'));
  console.log(same ? 'answers: identical in every build' : 'answers: DIFFER between builds');
  if (!same) process.exitCode = 1;
}
