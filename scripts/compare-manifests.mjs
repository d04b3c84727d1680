#!/usr/bin/env node
// Compares determinism manifests written by different builds; names every entry that differs.
//   node scripts/compare-manifests.mjs build/manifests/gcc-release.json build/manifests/wasm.json ...
// Exit 0 when every build has the same entries with the same hashes, 1 otherwise.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const files = process.argv.slice(2);
if (files.length < 2) {
  console.error('usage: compare-manifests.mjs A.json B.json [...]');
  process.exit(2);
}
const manifests = files.map((file) => ({ name: path.basename(file, '.json'), ...JSON.parse(readFileSync(file, 'utf8')) }));
const [reference, ...others] = manifests;
let differences = 0;
for (const other of others) {
  const names = new Set([...Object.keys(reference.entries), ...Object.keys(other.entries)]);
  for (const name of names) {
    const a = reference.entries[name];
    const b = other.entries[name];
    if (a !== b) {
      differences++;
      if (differences <= 50) console.log(`DIFFERS ${name}: ${reference.name}=${a ?? 'missing'} ${other.name}=${b ?? 'missing'}`);
    }
  }
}
const count = Object.keys(reference.entries).length;
for (const m of manifests) console.log(`  ${m.name.padEnd(14)} ${m.build}`);
if (differences) {
  console.log(`manifest: ${differences} difference(s) across ${manifests.length} builds`);
  process.exit(1);
}
console.log(`manifest: ${manifests.length} builds agree on all ${count} entries`);
