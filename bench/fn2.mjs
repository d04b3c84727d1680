#!/usr/bin/env node
// worldlab against FastNoise2, side by side in one run (issue 28): builds FastNoise2 from a checkout you name (never
// vendored, never fetched) with the tiny driver bench/fn2/driver.cpp, then times FastNoise2's GenUniformGrid2D/3D and
// worldlab's `kernel-bench` on the same grid (size² samples over 16 × 16 noise units from (−8, −8), one thread),
// interleaved: every round runs each kernel once per contender, the order alternating between rounds. Prints a
// table of ns/sample and worldlab ÷ FastNoise2 (FastNoise2 is f32, worldlab f64 with the same bits at every level).
//
//   node bench/fn2.mjs --fn2 DIR [--fastsimd DIR] [--wasm] [--size 1024] [--repeat 5] [--rounds 5]
//                      [--kernels simplex2,perlin2,fbm4,simplex3] [--levels best|all|avx2,avx512vbmi,...]
//                      [--fn2-level AVX2] [--cxx g++] [--no-build] [--json FILE]
//
// --fn2 DIR       a FastNoise2 checkout (1.x API). Its build goes to build/fn2-native (and build/fn2-wasm).
// --fastsimd DIR  a FastSIMD checkout, for FastNoise2 versions that get FastSIMD through CPM (1.x does: the commit it
//                 wants is the GIT_TAG in DIR/src/CMakeLists.txt; this script prints it). Nothing is downloaded:
//                 the configure runs with FETCHCONTENT_FULLY_DISCONNECTED.
// --wasm          also worldlab's scalar and SIMD128 WebAssembly builds against FastNoise2 built by em++ (Node,
//                 --no-liftoff, as bench/wasm-bench.mjs; FastNoise2 with FASTNOISE2_STRICT_FP, see buildDriver).
// --levels        worldlab's SIMD levels to run natively: "best" (default: the best this CPU has), "all", or a list.
// --fn2-level     the highest level FastNoise2 may use (default: the best it detects; the table says which it used).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const opt = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
};
const fn2Dir = opt('--fn2') && path.resolve(opt('--fn2'));
if (!fn2Dir || !existsSync(path.join(fn2Dir, 'CMakeLists.txt'))) {
  console.error('usage: node bench/fn2.mjs --fn2 DIR [--fastsimd DIR] [--wasm] [--size N] [--repeat R] [--rounds K]');
  console.error('       [--kernels a,b] [--levels best|all|list] [--fn2-level LEVEL] [--cxx CXX] [--no-build] [--json FILE]');
  console.error('DIR must be a FastNoise2 checkout (git clone https://github.com/Auburn/FastNoise2 DIR).');
  process.exit(2);
}
const fastsimdDir = opt('--fastsimd') && path.resolve(opt('--fastsimd'));
const wasm = flag('--wasm');
const size = Number(opt('--size', 1024));
const repeat = Number(opt('--repeat', 5));
const rounds = Number(opt('--rounds', 5));
const kernels = opt('--kernels', 'simplex2,perlin2,fbm4,simplex3').split(',');
const fn2Level = opt('--fn2-level', 'max');
const build = !flag('--no-build');

const sh = (cmd, args, options = {}) => execFileSync(cmd, args, { encoding: 'utf8', ...options });
const quiet = { stdio: ['ignore', 'pipe', 'pipe'] };
const step = (what) => console.error(`fn2: ${what}`);

// Which FastNoise2 (and FastSIMD) this is: the commit if the checkout is a git work tree.
const commitOf = (dir) => {
  try {
    return sh('git', ['-C', dir, 'rev-parse', 'HEAD'], quiet).trim();
  } catch {
    return 'unknown (not a git work tree)';
  }
};
const fn2Commit = commitOf(fn2Dir);
const cpmTag = (() => {
  const f = path.join(fn2Dir, 'src', 'CMakeLists.txt');
  const m = existsSync(f) && /CPMAddPackage\([^)]*FastSIMD[^)]*GIT_TAG\s+(\S+)/s.exec(readFileSync(f, 'utf8'));
  return m ? m[1] : null;
})();
if (cpmTag && !fastsimdDir) {
  console.error(`fn2: this FastNoise2 gets FastSIMD through CPM (commit ${cpmTag}); nothing is downloaded here, so pass`);
  console.error(`     --fastsimd DIR, a checkout of https://github.com/Auburn/FastSIMD at that commit.`);
  process.exit(2);
}

// Configure and build FastNoise2 and the driver: build/fn2-native (g++ by default, as worldlab's gcc-release) and,
// with --wasm, build/fn2-wasm (em++; FastSIMD adds -msimd128 for Emscripten).
function buildDriver(dir, emscripten) {
  const defs = [
    `-DFN2_DIR=${fn2Dir}`,
    '-DCMAKE_BUILD_TYPE=Release',
    '-DFETCHCONTENT_FULLY_DISCONNECTED=ON',
    ...(fastsimdDir ? [`-DCPM_FastSIMD_SOURCE=${fastsimdDir}`] : []),
    // FastNoise2's default (not strict) build of its WASM level uses relaxed-SIMD intrinsics, which Emscripten 3.1.6's
    // wasm_simd128.h does not have (and Node 20 runs only behind a flag): the WASM build is the strict one, plain SIMD128.
    ...(emscripten ? ['-DFASTNOISE2_STRICT_FP=ON'] : [`-DCMAKE_CXX_COMPILER=${opt('--cxx', 'g++')}`]),
  ];
  const configure = ['-S', 'bench/fn2', '-B', dir, '-G', 'Ninja', ...defs];
  step(`configuring ${dir}`);
  if (emscripten) sh('emcmake', ['cmake', ...configure], quiet);
  else sh('cmake', configure, quiet);
  step(`building ${dir} (FastNoise2 compiles each SIMD level: minutes)`);
  sh('cmake', ['--build', dir, '--target', 'fn2_driver'], quiet);
}
const env = { ...process.env, NODE_PATH: '/usr/share/nodejs' };  // Debian's emscripten needs its acorn
if (build) {
  buildDriver('build/fn2-native', false);
  if (wasm) buildDriver('build/fn2-wasm', true);
  const targets = ['gcc-release:worldlab_cli', ...(wasm ? ['wasm:worldlab_cli', 'wasm-simd:worldlab_cli'] : [])];
  step(`building worldlab (${targets.join(' ')})`);
  sh('scripts/build.sh', targets, { ...quiet, env });
}

const lines = (out) => out.trim().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
const common = ['--size', String(size), '--repeat', String(repeat)];
const worldlabNative = (level, kernel) =>
  lines(sh('build/gcc-release/worldlab', [...(level ? ['--simd', level] : []), '--threads', '1', 'kernel-bench', '--kernel', kernel, ...common]))[0];
const worldlabWasm = (buildDir, level, kernel) =>
  lines(sh('node', ['--no-liftoff', `build/${buildDir}/worldlab.js`, '--simd', level, '--threads', '1', 'kernel-bench', '--kernel', kernel, ...common], { env }))[0];
const fn2Native = (kernel) =>
  lines(sh('build/fn2-native/fn2_driver', ['--kernel', kernel, '--max-level', fn2Level, ...common]))[0];
const fn2Wasm = (kernel) =>
  lines(sh('node', ['--no-liftoff', 'build/fn2-wasm/fn2_driver.js', '--kernel', kernel, ...common], { env }))[0];

// worldlab's levels: the CLI's default is the best this CPU has.
const best = worldlabNative(null, kernels[0])?.simd;
const levelsOpt = opt('--levels', 'best');
const allLevels = ['scalar', 'sse2', 'avx2', 'avx512', 'avx512vbmi'];
const levels =
  levelsOpt === 'best'
    ? [best]
    : levelsOpt === 'all'
      ? allLevels.slice(0, allLevels.indexOf(best) + 1)
      : levelsOpt.split(',');

// The contenders of each kernel, in the order of the first round.
const contenders = [
  { id: 'fn2', label: 'FastNoise2', run: fn2Native, peer: true },
  ...levels.map((l) => ({ id: `worldlab:${l}`, label: `worldlab ${l}`, run: (k) => worldlabNative(l, k) })),
  ...(wasm
    ? [
        { id: 'fn2-wasm', label: 'FastNoise2 WASM', run: fn2Wasm, peer: true, wasm: true },
        { id: 'worldlab:wasm-scalar', label: 'worldlab WASM scalar', run: (k) => worldlabWasm('wasm', 'scalar', k), wasm: true },
        { id: 'worldlab:simd128', label: 'worldlab WASM SIMD128', run: (k) => worldlabWasm('wasm-simd', 'simd128', k), wasm: true },
      ]
    : []),
];

const load0 = loadavg();
const start = new Date();
step(`${rounds} rounds × ${kernels.length} kernels × ${contenders.length} contenders, ${size}², best of ${repeat} each`);
const results = { wall: {}, cpu: {} };  // metric → kernel → contender id → [ns per sample, one per round]
const fn2Simd = {};
for (let r = 0; r < rounds; r++) {
  for (const k of kernels) {
    const order = r % 2 ? [...contenders].reverse() : contenders;
    for (const c of order) {
      const line = c.run(k);
      if (!line) throw new Error(`${c.label} printed nothing for ${k}`);
      if (c.peer) fn2Simd[c.id] = line.simd;
      ((results.wall[k] ??= {})[c.id] ??= []).push(line.ns_per_sample);
      ((results.cpu[k] ??= {})[c.id] ??= []).push(line.cpu_ns_per_sample);
    }
  }
  step(`round ${r + 1}/${rounds} done (load ${loadavg()[0].toFixed(2)})`);
}
const load1 = loadavg();

const fmt = (v) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
const min = (a) => Math.min(...a);
const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(`${start.toISOString()}, ${cpu}, ${cpus().length} CPUs, load average ${load0.map((v) => v.toFixed(2)).join(' ')} → ${load1.map((v) => v.toFixed(2)).join(' ')}`);
console.log(`FastNoise2 ${fn2Commit}${fastsimdDir ? `, FastSIMD ${commitOf(fastsimdDir)}` : ''}; FastNoise2 level: ${Object.entries(fn2Simd).map(([id, s]) => `${id} ${s}`).join(', ')}`);
console.log(`${size}², one thread, ${rounds} interleaved rounds, each figure the best of ${repeat} fills; ratio = worldlab ÷ FastNoise2`);
console.log('(ratios from the best figures; in brackets the smallest and largest of the per-round ratios)');
console.log();
const ratioCell = (res, k, id, peer) => {
  const w = res[k][id], f = res[k][peer];
  const per = w.map((v, i) => v / f[i]);
  return `${(min(w) / min(f)).toFixed(2)}× (${min(per).toFixed(2)}–${Math.max(...per).toFixed(2)})`;
};
const table = (res, ids, peer) => {
  const cols = contenders.filter((c) => ids.includes(c.id));
  const others = cols.filter((c) => c.id !== peer);
  console.log(`| kernel (${size}², 1 thread) | ${cols.map((c) => `${c.label} ns/sample`).join(' | ')} | ${others.map((c) => `${c.label} ÷ FN2`).join(' | ')} |`);
  console.log(`| --- | ${cols.map(() => '---:').join(' | ')} | ${others.map(() => '---:').join(' | ')} |`);
  for (const k of kernels)
    console.log(`| ${k} | ${cols.map((c) => fmt(min(res[k][c.id]))).join(' | ')} | ${others.map((c) => ratioCell(res, k, c.id, peer)).join(' | ')} |`);
  console.log();
};
for (const [metric, title] of [
  ['wall', 'Wall time (steady_clock), best of each contender:'],
  ['cpu', 'Process CPU time (std::clock; leaves out time spent waiting for a CPU; not in WASM, where Emscripten\'s clock() is wall time in whole ms), best:'],
]) {
  const res = results[metric];
  console.log(title);
  console.log();
  table(res, contenders.filter((c) => !c.wasm).map((c) => c.id), 'fn2');
  if (wasm) {
    table(res, contenders.filter((c) => c.wasm).map((c) => c.id), 'fn2-wasm');
    console.log('| kernel | worldlab WASM SIMD128 vs WASM scalar (best; per-round range) |');
    console.log('| --- | ---: |');
    for (const k of kernels) {
      const s = res[k]['worldlab:wasm-scalar'], v = res[k]['worldlab:simd128'];
      const per = s.map((x, i) => x / v[i]);
      console.log(`| ${k} | ${(min(s) / min(v)).toFixed(2)}× (${min(per).toFixed(2)}–${Math.max(...per).toFixed(2)}) |`);
    }
    console.log();
  }
}
if (opt('--json')) {
  const medians = Object.fromEntries(kernels.map((k) => [k, Object.fromEntries(Object.entries(results.wall[k]).map(([id, a]) => [id, median(a)]))]));
  writeFileSync(opt('--json'), JSON.stringify({ start: start.toISOString(), cpu, load: [load0, load1], fn2Commit, fn2Simd, size, repeat, rounds, results, medians }, null, 2) + '\n');
}
