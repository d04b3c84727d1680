// Benchmark (not a test): today's kernels against the scalar code of the day issue 9 was filed, in the same run.
//
// Issue 9 asks for kernels "at least 10× today's scalar in the same run". The scalar path has been made faster
// since (the kernels' scalar instantiation is also the single-sample code), so this script measures both: it builds
// the benchmark of the commit before the first kernel commit (d201ca3: threads, no lane kernels yet) from
// `git archive` into build/then-COMMIT, builds today's benchmark, and runs the two binaries in turn, ROUNDS times,
// on the same 1024² grid (−8..8 on both axes, seed 1, one thread) with the same parameters. Medians of ns/sample.
//
//   node bench/then-and-now.mjs [--then d201ca3] [--rounds 5] [--level avx512vbmi]
//   npm run bench:then-and-now
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const then = option('--then', 'd201ca3');
const rounds = Number(option('--rounds', '5'));
const run = (cmd, argv, opts = {}) => execFileSync(cmd, argv, { cwd: repo, encoding: 'utf8', maxBuffer: 1 << 28, ...opts });

// The kernels: today's Kernel/NAME/LEVEL rows (cpp/src/tools/kernel_bench.cpp) and the same fills' BM_ names then
// (bench/bench_noise.cpp at that commit): the same calls with the same parameters.
const KERNELS = [
  ['simplex2', 'BM_Simplex2'],
  ['simplex3', 'BM_Simplex3'],
  ['perlin2', 'BM_Perlin2'],
  ['perlin3', 'BM_Perlin3'],
  ['value2', 'BM_Value2'],
  ['fbm4', 'BM_Fbm4'],
  ['musgrave6', 'BM_Musgrave6'],
  ['warp1', 'BM_DomainWarp1'],
  ['warp2', 'BM_DomainWarp2'],
];

// The benchmark of then, built once per commit (Release, g++, as its gcc-release preset; no tests).
const thenDir = path.join(repo, 'build', `then-${then}`);
const thenBench = path.join(thenDir, 'build', 'bench', 'worldlab_bench');
if (!existsSync(thenBench)) {
  rmSync(path.join(thenDir, 'src'), { recursive: true, force: true });
  mkdirSync(path.join(thenDir, 'src'), { recursive: true });
  run('bash', ['-c', `git archive ${then} | tar -x -C "${path.join(thenDir, 'src')}"`]);
  console.error(`building the benchmark of ${then} in ${thenDir} ...`);
  run('cmake', ['-S', path.join(thenDir, 'src'), '-B', path.join(thenDir, 'build'), '-DCMAKE_BUILD_TYPE=Release', '-DCMAKE_CXX_COMPILER=g++', '-DWORLDLAB_TESTS=OFF']);
  run('cmake', ['--build', path.join(thenDir, 'build'), '--target', 'worldlab_bench', '--parallel']);
}
console.error('building today\'s benchmark ...');
run('scripts/build.sh', ['gcc-release:worldlab_bench']);
const nowBench = path.join(repo, 'build', 'gcc-release', 'bench', 'worldlab_bench');
// The widest level this CPU has (the CLI's `info` names it), unless one is asked for.
const level = option('--level', /simd: (\S+)/.exec(run(path.join(repo, 'build', 'gcc-release', 'worldlab'), ['info']))?.[1] ?? 'scalar');

/** ns per sample of each benchmark row of one run (items per second are samples per second). */
function nsPerSample(binary, filter) {
  const out = JSON.parse(run(binary, [`--benchmark_filter=${filter}`, '--benchmark_format=json', '--benchmark_min_time=0.3'], { stdio: ['ignore', 'pipe', 'ignore'] }));
  return Object.fromEntries(out.benchmarks.map((b) => [b.name, 1e9 / b.items_per_second]));
}

const names = KERNELS.map(([k]) => k).join('|');
const thenFilter = `^(${KERNELS.map(([, b]) => b).join('|')})$`;
const nowFilter = `^Kernel/(${names})/(scalar|${level})$`;
const samples = { then: [], now: [] };
for (let r = 0; r < rounds; r++) {
  console.error(`round ${r + 1} of ${rounds}`);
  samples.then.push(nsPerSample(thenBench, thenFilter));
  samples.now.push(nsPerSample(nowBench, nowFilter));
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const f = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
console.log(`1024² grid, one thread, ns per sample, medians of ${rounds} rounds run in turn; "then" = the scalar code of ${then}.\n`);
console.log(`| kernel | then: scalar | now: scalar | now: ${level} | ${level} vs then's scalar | ${level} vs now's scalar |`);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [k, b] of KERNELS) {
  const t = median(samples.then.map((s) => s[b]));
  const s = median(samples.now.map((x) => x[`Kernel/${k}/scalar`]));
  const v = median(samples.now.map((x) => x[`Kernel/${k}/${level}`]));
  console.log(`| ${k} | ${f(t)} | ${f(s)} | ${f(v)} | ${(t / v).toFixed(1)}× | ${(s / v).toFixed(1)}× |`);
}
