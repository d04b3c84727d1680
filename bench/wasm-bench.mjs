#!/usr/bin/env node
// WebAssembly in Node, one thread: worldlab's scalar and SIMD128 builds (their `kernel-bench`) against the npm packages
// simplex-noise and fastnoise-lite on the same grid (size² samples over 16 × 16 noise units from (−8, −8)).
//   node bench/wasm-bench.mjs [--size 1024] [--repeat 5]
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createNoise2D } from 'simplex-noise';
import FastNoiseLite from 'fastnoise-lite';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const size = arg('--size', 1024);
const repeat = arg('--repeat', 5);
const step = 16 / size;

// worldlab: the CLI times its own fills (steady_clock inside the module), best of `repeat`. V8 compiles
// WebAssembly with its baseline compiler first and optimises hot functions later, in the background;
// --no-liftoff optimises everything up front, so every kernel is timed as optimised code (the
// JavaScript peers get a warm-up run for the same reason).
function worldlab(build, simd) {
  const out = execFileSync('node', ['--no-liftoff', `build/${build}/worldlab.js`, '--simd', simd, '--threads', '1', 'kernel-bench', '--size', String(size), '--repeat', String(repeat)], {
    encoding: 'utf8',
    env: { ...process.env, NODE_PATH: '/usr/share/nodejs' },
  });
  return Object.fromEntries(out.trim().split('\n').map((l) => JSON.parse(l)).map((r) => [r.kernel, r.ns_per_sample]));
}

// A peer: sample(x, y) over the grid into a Float64Array, best of `repeat` after one warm-up.
function time(sample) {
  const out = new Float64Array(size * size);
  let best = Infinity;
  for (let r = 0; r <= repeat; r++) {
    const t0 = performance.now();
    for (let row = 0; row < size; row++) {
      const y = -8 + row * step;
      for (let col = 0; col < size; col++) out[row * size + col] = sample(-8 + col * step, y);
    }
    const ms = performance.now() - t0;
    if (r > 0) best = Math.min(best, ms);
  }
  return (best * 1e6) / (size * size);
}

// simplex-noise needs a random source for its table: mulberry32, seeded.
function mulberry32(a) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const simplex = createNoise2D(mulberry32(1));
// The tutorial's fBm (offsets 2i, frequency ×2, amplitude ×0.5) over simplex-noise: the same work as worldlab's fbm4.
const simplexFbm4 = (x, y) => {
  let total = 0, frequency = 1, amplitude = 1, max = 0;
  for (let i = 0; i < 4; i++) {
    total += simplex((x + 2 * i) * frequency, (y + 2 * i) * frequency) * amplitude;
    max += amplitude;
    amplitude *= 0.5;
    frequency *= 2;
  }
  return total / max;
};
const fnl = (type, octaves) => {
  const n = new FastNoiseLite(1);
  n.SetNoiseType(type);
  n.SetFrequency(1);
  if (octaves > 1) {
    n.SetFractalType(FastNoiseLite.FractalType.FBm);
    n.SetFractalOctaves(octaves);
    n.SetFractalLacunarity(2);
    n.SetFractalGain(0.5);
  }
  return (x, y) => n.GetNoise(x, y);
};

const scalar = worldlab('wasm', 'scalar');
const simd = worldlab('wasm-simd', 'simd128');
const peers = {
  simplex2: { 'simplex-noise': time(simplex), 'fastnoise-lite OpenSimplex2': time(fnl(FastNoiseLite.NoiseType.OpenSimplex2, 1)) },
  perlin2: { 'fastnoise-lite Perlin': time(fnl(FastNoiseLite.NoiseType.Perlin, 1)) },
  value2: { 'fastnoise-lite Value': time(fnl(FastNoiseLite.NoiseType.Value, 1)) },
  fbm4: { 'simplex-noise + tutorial fBm': time(simplexFbm4), 'fastnoise-lite OpenSimplex2 FBm': time(fnl(FastNoiseLite.NoiseType.OpenSimplex2, 4)) },
};
const fmt = (v) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
console.log(`Node ${process.version}, ${size}², one thread, best of ${repeat}`);
console.log();
console.log('| kernel | wasm scalar ns/sample | wasm simd128 ns/sample | simd128 vs scalar | peers (ns/sample, and simd128 vs peer) |');
console.log('| --- | ---: | ---: | ---: | --- |');
for (const k of Object.keys(scalar)) {
  const p = Object.entries(peers[k] || {}).map(([name, v]) => `${name} ${fmt(v)} (${(v / simd[k]).toFixed(1)}×)`).join('; ');
  console.log(`| ${k} | ${fmt(scalar[k])} | ${fmt(simd[k])} | ${(scalar[k] / simd[k]).toFixed(1)}× | ${p || '—'} |`);
}
