#!/usr/bin/env node
// The biome palettes under simulated colour-vision deficiencies (issue 10 point 11): the tutorial's nine biome
// colours (labs 4, 5 and 8, and the CLI's world PNGs) and the Islands model's thirteen (lab 7), read from the
// page's WebAssembly module (biomeTable, islandsBiomes), each seen with protanopia, deuteranopia and tritanopia
// (Machado et al. 2009, in linear sRGB); prints the smallest CIEDE2000 between two colours of a palette per
// vision and every pair under the threshold (10).
//
// The tutorial palette cannot move: its colours are in the golden manifest (world.rgb, graph.node.region_colour
// in tests/manifest/expected.json). So the legends mark close pairs with patterns instead
// (web/src/labs/biomes.ts, TUTORIAL_PATTERNS and ISLANDS_PATTERNS), and this check fails when a pair under the
// threshold has the same pattern. --strict fails on any pair under the threshold (for a palette free to move).
//
//   node tests/palette/check-cvd.mjs [--strict] [--threshold N]      (needs the built module: scripts/build.sh wasm)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModule } from '../../scripts/wasm-module.mjs';
import { VISIONS, cvdReport } from './cvd.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const strict = args.includes('--strict');
const at = args.indexOf('--threshold');
const threshold = at >= 0 ? Number(args[at + 1]) : 10;

/** A pattern list of biomes.ts, by its exported name. */
function patterns(name) {
  const source = readFileSync(path.join(repo, 'web/src/labs/biomes.ts'), 'utf8');
  const m = new RegExp(`export const ${name} = \\[([^\\]]*)\\]`).exec(source);
  if (!m) throw new Error(`no ${name} in web/src/labs/biomes.ts`);
  return [...m[1].matchAll(/'([a-z]+)'/g)].map((x) => x[1]);
}

const m = await loadModule();
const tutorial = m.biomeTable();
const islands = m.islandsBiomes();
if (!tutorial.ok || !islands.ok) throw new Error(`the module answered ${tutorial.error ?? islands.error}`);
const palettes = [
  { name: 'tutorial (labs 4, 5, 8)', biomes: tutorial.biomes, patterns: patterns('TUTORIAL_PATTERNS') },
  { name: 'islands (lab 7)', biomes: islands.biomes, patterns: patterns('ISLANDS_PATTERNS') },
];

let failed = 0;
console.log(`| palette | ${VISIONS.join(' | ')} |`);
console.log(`| --- | ${VISIONS.map(() => '---:').join(' | ')} |`);
const notes = [];
for (const p of palettes) {
  const entries = p.biomes.map((b, i) => ({ name: b.name, rgb: b.rgb, pattern: p.patterns[i] ?? 'none' }));
  if (p.patterns.length !== entries.length) {
    failed++;
    notes.push(`FAIL ${p.name}: ${p.patterns.length} patterns for ${entries.length} biomes`);
  }
  const report = cvdReport(entries, threshold);
  console.log(`| ${p.name} | ${VISIONS.map((v) => `${report[v].min.toFixed(1)} (${report[v].pair.join(' / ')})`).join(' | ')} |`);
  for (const v of VISIONS) {
    for (const [a, b, d] of report[v].close) {
      const pa = entries.find((e) => e.name === a).pattern;
      const pb = entries.find((e) => e.name === b).pattern;
      const bad = strict || pa === pb;
      if (bad) failed++;
      notes.push(`${bad ? 'FAIL' : 'note'} ${p.name}, ${v}: ${a} / ${b} ΔE2000 ${d.toFixed(1)} < ${threshold}, patterns ${pa} / ${pb}`);
    }
  }
}
console.log('');
for (const n of notes) console.log(n);
console.log(failed ? `${failed} failed` : `every pair under ${threshold} ΔE2000 differs in its legend pattern`);
process.exit(failed ? 1 : 0);
