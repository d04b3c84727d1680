#!/usr/bin/env node
// The water module in WebAssembly under Node against native, one thread: route_flow + accumulate and one erosion step
// (`worldlab water-bench`) on the same 1024² heightmap (rolling-hills in metres, bench/water_terrain.hpp), the native
// build, the scalar and the SIMD128 WASM builds run in turn, `--rounds` times each (best and median of their runs).
//   node bench/water-wasm.mjs [--terrain rolling-hills] [--side 1024] [--repeat 5] [--rounds 2]
//   npm run bench:water-wasm      (builds the native tool and CLI and both WASM CLIs first)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const terrain = arg('--terrain', 'rolling-hills');
const side = arg('--side', '1024');
const repeat = arg('--repeat', '5');
const rounds = Number(arg('--rounds', 2));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'worldlab-water-wasm-'));
const dem = path.join(work, 'dem.f64');
execFileSync('build/gcc-release/bench/worldlab_water_tool', ['height', terrain, side, dem]);

// V8 compiles WebAssembly with its baseline compiler first and optimises hot functions later; --no-liftoff
// optimises everything up front (as bench/wasm-bench.mjs does), so every run times optimised code.
const builds = {
  native: ['build/gcc-release/worldlab', []],
  'wasm scalar': ['node', ['--no-liftoff', 'build/wasm/worldlab.js']],
  'wasm simd128': ['node', ['--no-liftoff', 'build/wasm-simd/worldlab.js']],
};
const runs = Object.fromEntries(Object.keys(builds).map((b) => [b, {}]));
for (let r = 0; r < rounds; r++) {
  for (const [build, [exe, pre]] of Object.entries(builds)) {
    const out = execFileSync(exe, [...pre, '--threads', '1', 'water-bench', '--input', dem, '--size', side, '--repeat', repeat], {
      encoding: 'utf8',
      env: { ...process.env, NODE_PATH: '/usr/share/nodejs' },
    });
    for (const j of out.trim().split('\n').map((l) => JSON.parse(l))) (runs[build][j.case] ||= []).push(j);
  }
}
const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const cpu = fs.readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/)[1];
console.log(`${new Date().toISOString()}, ${cpu}, Node ${process.version}, ${terrain} ${side}², one thread; ${rounds} rounds × ${repeat} runs per build, in turn; load average after: ${load}`);
console.log();
const names = Object.keys(builds);
console.log(`| case | ${names.map((b) => `${b} best ms | ${b} median ms`).join(' | ')} | simd128 ÷ native (medians) |`);
console.log(`| --- | ${names.map(() => '---: | ---:').join(' | ')} | ---: |`);
for (const c of Object.keys(runs.native)) {
  const stats = names.map((b) => {
    const all = runs[b][c];
    const best = Math.min(...all.map((j) => j.best_ms));
    const med = all.map((j) => j.median_ms).sort((a, b2) => a - b2)[Math.floor(all.length / 2)];
    return [best, med];
  });
  const cells = stats.map(([best, med]) => `${best.toFixed(1)} | ${med.toFixed(1)}`).join(' | ');
  console.log(`| ${c} | ${cells} | ${(stats[2][1] / stats[0][1]).toFixed(2)}× |`);
}
fs.rmSync(work, { recursive: true, force: true });
