#!/usr/bin/env node
// Turns Google Benchmark JSON (worldlab_bench --benchmark_out=FILE) into bench/README.md's tables: ns per sample of
// every kernel at every SIMD level with its ratio to scalar, the peers, and thread scaling.
//   node bench/table.mjs FILE.json
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: table.mjs BENCH.json');
  process.exit(2);
}
const doc = JSON.parse(readFileSync(file, 'utf8'));
// ns per sample from items_per_second (CPU time for one-thread runs, wall time where the benchmark asks for it).
const ns = new Map();
for (const b of doc.benchmarks) if (b.items_per_second) ns.set(b.name.replace(/\/real_time$/, ''), 1e9 / b.items_per_second);
const fmt = (v) => (v === undefined ? '—' : v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
const ratio = (a, b) => (a === undefined || b === undefined ? '—' : `${(a / b).toFixed(1)}×`);

const kernels = [...new Set([...ns.keys()].filter((n) => n.startsWith('Kernel/')).map((n) => n.split('/')[1]))];
const levels = [...new Set([...ns.keys()].filter((n) => n.startsWith('Kernel/')).map((n) => n.split('/')[2]))];
const ctx = doc.context;
console.log(`${ctx.host_name}: ${ctx.num_cpus} CPUs at ${ctx.mhz_per_cpu} MHz, load average ${(ctx.load_avg || []).map((l) => l.toFixed(1)).join(' ')}; ${ctx.date}`);
console.log();
console.log(`| kernel (1024², one thread) | ${levels.map((l) => `${l} ns/sample`).join(' | ')} | ${levels.slice(1).map((l) => `${l} vs scalar`).join(' | ')} |`);
console.log(`| --- | ${levels.map(() => '---:').join(' | ')} | ${levels.slice(1).map(() => '---:').join(' | ')} |`);
for (const k of kernels) {
  const v = levels.map((l) => ns.get(`Kernel/${k}/${l}`));
  console.log(`| ${k} | ${v.map(fmt).join(' | ')} | ${v.slice(1).map((x) => ratio(v[0], x)).join(' | ')} |`);
}
// The same rows in wall time (real_time): what `worldlab kernel-bench` reports. On a machine shared with other work
// the two part (the process waits for a CPU); the table above is CPU time.
const unit = { ns: 1, us: 1e3, ms: 1e6, s: 1e9 };
const wall = new Map(), cpu = new Map();
for (const b of doc.benchmarks)
  if (b.name.startsWith('Kernel/') && b.run_type !== 'aggregate') {
    const perSample = (t) => (t * (unit[b.time_unit] ?? 1)) / 1048576;
    wall.set(b.name, perSample(b.real_time));
    cpu.set(b.name, perSample(b.cpu_time));
  }
if (wall.size) {
  console.log();
  console.log(`| kernel (1024², one thread) | ${levels.map((l) => `${l} CPU / wall ns`).join(' | ')} |`);
  console.log(`| --- | ${levels.map(() => '---:').join(' | ')} |`);
  for (const k of kernels)
    console.log(`| ${k} | ${levels.map((l) => `${fmt(cpu.get(`Kernel/${k}/${l}`))} / ${fmt(wall.get(`Kernel/${k}/${l}`))}`).join(' | ')} |`);
}
const peers = [...ns.keys()].filter((n) => n.startsWith('Peer/'));
if (peers.length) {
  const best = levels[levels.length - 1];
  console.log();
  console.log(`| peer (same grid, one thread) | ns/sample | worldlab scalar | worldlab ${best} | ${best} vs peer |`);
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const p of peers) {
    const [, lib, k] = p.split('/');
    const ours = k === 'fbm4' ? 'fbm4' : k;  // libnoise/stb "perlin3" is Perlin 3D; fbm4 is 4 octaves of it
    const mine = ours === 'fbm4' ? 'fbm4 (simplex 2D)' : ours;
    console.log(`| ${lib} ${k} vs worldlab ${mine} | ${fmt(ns.get(p))} | ${fmt(ns.get(`Kernel/${ours}/scalar`))} | ${fmt(ns.get(`Kernel/${ours}/${best}`))} | ${ratio(ns.get(p), ns.get(`Kernel/${ours}/${best}`))} |`);
  }
}
const threads = [...ns.keys()].filter((n) => n.startsWith('Threads/'));
if (threads.length) {
  console.log();
  console.log('| thread scaling (best level, wall time) | threads | ns/sample | vs 1 thread |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const t of threads) {
    const [, k, n] = t.split('/');
    console.log(`| ${k} | ${n} | ${fmt(ns.get(t))} | ${ratio(ns.get(`Threads/${k}/1`), ns.get(t))} |`);
  }
}
