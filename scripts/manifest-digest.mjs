#!/usr/bin/env node
// The digest of a manifest's entries (FNV-1a-64 over "name=hash\n" in name order): the line
// docs/CHANGES.md must name for the committed golden manifest (tests/manifest/expected.json).
//   node scripts/manifest-digest.mjs [FILE]        prints the digest
//   node scripts/manifest-digest.mjs --check       exit 1 unless docs/CHANGES.md names the golden digest
import { readFileSync } from 'node:fs';

export function digest(entries) {
  let h = 0xcbf29ce484222325n;
  const text = Object.keys(entries)
    .sort()
    .map((k) => `${k}=${entries[k]}\n`)
    .join('');
  for (const byte of Buffer.from(text, 'utf8')) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

const args = process.argv.slice(2);
const golden = 'tests/manifest/expected.json';
if (args[0] === '--check') {
  const d = digest(JSON.parse(readFileSync(golden, 'utf8')).entries);
  const changes = readFileSync('docs/CHANGES.md', 'utf8');
  if (!changes.includes(`manifest ${d}`)) {
    console.error(`docs/CHANGES.md has no line naming "manifest ${d}" (the digest of ${golden}).`);
    console.error('Golden manifest changes need an entry saying which entries moved and why (npm run manifest:update).');
    process.exit(1);
  }
  console.log(`golden manifest ${d} is recorded in docs/CHANGES.md`);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(digest(JSON.parse(readFileSync(args[0] ?? golden, 'utf8')).entries));
}
