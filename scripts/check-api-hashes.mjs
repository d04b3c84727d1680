// Runs a program that calls worldlab through another API (the C test, the Python ctypes example) and
// checks each hash line it prints against the C++ results:
//   "manifest NAME HASH"  equals tests/manifest/expected.json's entry NAME;
//   "cli ARGS... HASH"    equals what `worldlab hash ARGS...` prints;
//   "FAIL ..."            is a failure the program found itself; "info ..." is printed as it is.
// Usage: node scripts/check-api-hashes.mjs --cli PATH -- PROGRAM ARGS...
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const cliAt = argv.indexOf('--cli');
if (split < 0 || cliAt < 0 || cliAt > split) {
  console.error('usage: check-api-hashes.mjs --cli PATH -- PROGRAM ARGS...');
  process.exit(2);
}
const cli = argv[cliAt + 1];
const [program, ...programArgs] = argv.slice(split + 1);
const expected = JSON.parse(readFileSync(new URL('../tests/manifest/expected.json', import.meta.url))).entries;

const run = spawnSync(program, programArgs, { encoding: 'utf8' });
if (run.error) {
  console.error(`cannot run ${program}: ${run.error.message}`);
  process.exit(1);
}
let failed = run.status !== 0;
if (failed) console.log(`FAIL ${program} exited with status ${run.status}\n${run.stderr}`);
const counts = { manifest: 0, cli: 0 };
for (const line of run.stdout.split('\n').filter(Boolean)) {
  const words = line.split(' ');
  const kind = words[0];
  if (kind === 'info') {
    console.log(line);
    continue;
  }
  if (kind === 'FAIL') {
    console.log(line);
    failed = true;
    continue;
  }
  const hash = words.at(-1);
  let want;
  if (kind === 'manifest') {
    want = expected[words[1]];
    if (want === undefined) want = `(no manifest entry ${words[1]})`;
  } else if (kind === 'cli') {
    const r = spawnSync(cli, ['hash', ...words.slice(1, -1)], { encoding: 'utf8' });
    want = r.status === 0 ? r.stdout.trim() : `(worldlab hash failed: ${r.stderr.trim()})`;
  } else {
    console.log(`FAIL unexpected line: ${line}`);
    failed = true;
    continue;
  }
  counts[kind]++;
  if (hash === want) {
    console.log(`ok   ${line}`);
  } else {
    console.log(`FAIL ${line}: the C++ result is ${want}`);
    failed = true;
  }
}
console.log(`${counts.manifest} manifest and ${counts.cli} CLI hashes compared`);
if (counts.manifest + counts.cli === 0) {
  console.log('FAIL no hash lines');
  failed = true;
}
process.exit(failed ? 1 : 0);
