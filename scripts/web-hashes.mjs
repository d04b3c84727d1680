#!/usr/bin/env node
// Writes web/public/native-hashes.json: the native build's hashes of every terrain preset at 256 × 256
// (seeds 1 and 42), taken from `worldlab manifest`, for the lab's determinism page and its browser test;
// and, under "maps", the manifest entries of labs 6–8 that the page can recompute: every Islands recipe's
// biome and moisture layers (islands:ID/seed=S/256/LAYER), the density graph "tutorial-example"
// (graph.tutorial-example.terrain/seed=S/map), the hero world (world.rgb/seed=S, world.trees/seed=S) and lab 10's
// maps (mulberry32/seed=S, stream_seed/seed=S, endless.biomes/seed=S/map);
// under "fma", what -ffp-contract=fast -mfma does to one map (scripts/fma-hashes.mjs, built beside the CLI's
// libworldlab.a; null when no g++ or library is at hand).
//
//   node scripts/web-hashes.mjs [--cli build/gcc-release/worldlab] [--out web/public/native-hashes.json]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureFma } from './fma-hashes.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const cli = path.resolve(repo, option('--cli', 'build/gcc-release/worldlab'));
const out = path.resolve(repo, option('--out', 'web/public/native-hashes.json'));

const manifest = JSON.parse(execFileSync(cli, ['manifest'], { encoding: 'utf8', maxBuffer: 64 << 20 }));
const presets = {};
for (const [name, hash] of Object.entries(manifest.entries)) {
  const m = /^preset:([a-z0-9-]+)\/seed=(-?\d+)\/256$/.exec(name);
  if (!m) continue;
  if (!/^[0-9a-f]{16}$/.test(hash)) throw new Error(`${name}: "${hash}" is not 16 hex digits`);
  (presets[m[1]] ??= {})[m[2]] = hash;
}
const count = Object.values(presets).reduce((n, seeds) => n + Object.keys(seeds).length, 0);
if (count === 0) throw new Error(`no preset:ID/seed=S/256 entries in the manifest of ${cli}`);
const MAP_ENTRIES = [
  /^islands:[a-z0-9-]+\/seed=(1|42)\/256\/(biome|moisture)$/,
  /^graph\.tutorial-example\.terrain\/seed=-?\d+\/map$/,
  /^world\.(rgb|trees)\/seed=-?\d+$/,
  // lab 10: the mulberry32 draws, the stream seeds and the regions map built in chunks
  /^(mulberry32|stream_seed)\/seed=-?\d+$/,
  /^endless\.biomes\/seed=-?\d+\/map$/,
];
const maps = {};
for (const [name, hash] of Object.entries(manifest.entries)) {
  if (!MAP_ENTRIES.some((re) => re.test(name))) continue;
  if (!/^[0-9a-f]{16}$/.test(hash)) throw new Error(`${name}: "${hash}" is not 16 hex digits`);
  maps[name] = hash;
}
const lib = path.join(path.dirname(cli), 'libworldlab.a');
let fma = null;
if (existsSync(lib)) {
  try {
    fma = measureFma(lib);
  } catch (error) {
    console.warn(`fma: not measured (${error.message})`);
  }
}
const json = { format: 'worldlab-native-hashes-2', build: manifest.build, side: 256, presets, maps, fma };
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(json, null, 2) + '\n');
console.log(`${path.relative(repo, out)}: ${count} hashes of ${Object.keys(presets).length} presets, ${Object.keys(maps).length} lab maps` +
  (fma ? `; FMA: ${fma.differ} of ${fma.total} samples differ` : ''));
