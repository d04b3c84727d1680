#!/usr/bin/env node
// Issue 12's CLI rows, natively and in the WASM CLI: strict seeds, argument errors, bounded reading of files
// and stdin, and (with --report) each case's exit status, time and peak memory (/usr/bin/time -v's figure).
//   node tests/cli/check-cli.mjs [--report] -- NATIVE_CLI [node WASM_CLI.js]
import { spawnSync } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync, writeFileSync, readdirSync, statSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const argv = process.argv.slice(2);
const report = argv.includes('--report');
const dash = argv.indexOf('--');
const clis = [];
{
  const rest = argv.slice(dash + 1);
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === 'node') clis.push({ name: 'wasm', cmd: ['node', rest[++i]] });
    else clis.push({ name: 'native', cmd: [rest[i]] });
  }
}
if (!clis.length) {
  console.error('usage: check-cli.mjs [--report] -- NATIVE_CLI [node WASM_CLI.js]');
  process.exit(2);
}

const work = join(tmpdir(), `worldlab-cli-${process.pid}`);
mkdirSync(work, { recursive: true });
const timeFile = join(work, 'time.txt');

// Runs the CLI under /usr/bin/time; stdin is a string or {file}; fileLimit (bytes) makes writes past it
// fail with EFBIG (ulimit -f, SIGXFSZ ignored). Returns status, output, ms and peak KiB.
function run(cli, args, { input = '', stdinFile = null, timeoutMs = 120000, fileLimit = 0 } = {}) {
  const fd = stdinFile ? openSync(stdinFile, 'r') : null;
  const t0 = performance.now();
  const limited = fileLimit ? ['bash', '-c', `trap '' XFSZ; ulimit -f ${fileLimit / 1024}; exec "$@"`, 'bash'] : [];
  const r = spawnSync('/usr/bin/time', ['-f', '%M', '-o', timeFile, ...limited, ...cli.cmd, ...args], {
    input: fd === null ? input : undefined,
    stdio: [fd === null ? 'pipe' : fd, 'pipe', 'pipe'],
    maxBuffer: 1 << 26,
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  const ms = performance.now() - t0;
  if (fd !== null) closeSync(fd);
  let peakKiB = NaN;
  try {
    peakKiB = Number(readFileSync(timeFile, 'utf8').trim().split('\n').pop());
  } catch {}
  return { status: r.status, signal: r.signal, stdout: r.stdout ?? '', stderr: r.stderr ?? '', ms, peakKiB };
}

let failures = 0;
const rows = [];
function check(cli, label, r, expect) {
  const problems = [];
  if (r.signal) problems.push(`killed by ${r.signal}`);
  if (expect.status !== undefined && r.status !== expect.status) problems.push(`exit ${r.status}, want ${expect.status}`);
  for (const re of expect.stderr ?? []) if (!re.test(r.stderr)) problems.push(`stderr lacks ${re}: ${JSON.stringify(r.stderr.slice(0, 300))}`);
  if (expect.stdout) {
    const lines = r.stdout.split('\n').filter((l) => l !== '');
    if (lines.length !== expect.stdout.length) problems.push(`${lines.length} output lines, want ${expect.stdout.length}: ${JSON.stringify(r.stdout.slice(0, 300))}`);
    expect.stdout.forEach((re, i) => {
      if (lines[i] !== undefined && !re.test(lines[i])) problems.push(`line ${i + 1} ${JSON.stringify(lines[i].slice(0, 200))} !~ ${re}`);
    });
  }
  const maxKiB = expect.maxMiB?.[cli.name];
  if (maxKiB !== undefined && !(r.peakKiB <= maxKiB * 1024)) problems.push(`peak memory ${(r.peakKiB / 1024).toFixed(0)} MiB > ${maxKiB} MiB`);
  if (expect.check) problems.push(...expect.check(r));
  const message = (r.stderr.trim().split('\n').filter((l) => !/^hash [0-9a-f]{16}, land|^Run with --help/.test(l)).pop() || r.stdout.trim().split('\n')[0] || '').slice(0, 160);
  rows.push({ cli: cli.name, label, status: r.status, ms: r.ms.toFixed(0), peakMiB: (r.peakKiB / 1024).toFixed(1), message });
  if (problems.length) {
    failures++;
    console.log(`FAIL ${cli.name}: ${label}\n  ${problems.join('\n  ')}`);
  } else if (!report) {
    console.log(`ok   ${cli.name}: ${label}`);
  }
}

const good = '{"fn": "simplex2", "seed": 1, "args": {"x": 0.5, "y": 0.25}}';
const goodAnswer = /^\{"ok":true,"result":"3fd9ab88377bf7e2"\}$/;
const seedRange = '-9223372036854775808..9223372036854775807';
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// 100 MiB of '[' then a good line (rows 3 and 4); 30 MiB (under the byte limit, over the nesting limit).
const bigLine = join(work, 'brackets-100m.jsonl');
const deepLine = join(work, 'brackets-30m.jsonl');
writeFileSync(bigLine, '['.repeat(100 << 20) + '\n' + good + '\n');
writeFileSync(deepLine, '['.repeat(30 << 20) + '\n' + good + '\n');

for (const cli of clis) {
  // Row 7: strict decimal seeds in every verb that takes one.
  for (const [verb, extra] of [['hash', ['--size', '8']], ['render', ['--size', '8', '--out', join(work, 'x.f32')]], ['climate-stats', ['--size', '8', '--recipe', 'west-wind']]]) {
    for (const seed of ['9223372036854775808', '010', '0x10', '', '-0', '+1', '1e3', ' 5', '-9223372036854775809']) {
      check(cli, `${verb} --seed '${seed}'`, run(cli, [verb, ...extra, '--seed', seed]), {
        status: 2,
        stderr: [new RegExp(escape(`--seed must be a decimal integer in ${seedRange}, got "${seed}"`))],
      });
    }
  }
  const extremes = ['-9223372036854775808', '9223372036854775807'].map((seed) => run(cli, ['hash', '--preset', 'islands', '--size', '16', '--seed', seed]));
  extremes.forEach((r, i) => check(cli, `hash --seed ${i ? 'INT64_MAX' : 'INT64_MIN'}`, r, { status: 0, stdout: [/^[0-9a-f]{16}$/] }));
  check(cli, "hash --size '010'", run(cli, ['hash', '--size', '010']), { status: 2, stderr: [/--size must be a decimal integer in 1\.\.4096, got "010"/] });
  check(cli, 'climate-bench --repeat 0', run(cli, ['climate-bench', '--size', '8', '--repeat', '0']), { status: 2, stderr: [/--repeat must be a decimal integer in 1\.\.10000, got "0"/] });
  check(cli, 'unknown verb', run(cli, ['frobnicate']), { status: 2 });
  check(cli, 'unknown option', run(cli, ['hash', '--nope']), { status: 2 });
  check(cli, '--help', run(cli, ['--help']), { status: 0 });

  // Row 10: detmath's argument errors are a message and exit 2, never an abort.
  check(cli, 'detmath "exp zz"', run(cli, ['detmath'], { input: 'exp zz\n' }), { status: 2, stderr: [/line 1: expected "exp\|sin\|cos HEX".*got "exp zz"/] });
  check(cli, 'detmath "tan HEX"', run(cli, ['detmath'], { input: 'exp 3ff0000000000000\ntan 3ff0000000000000\n' }), {
    status: 2, stdout: [/^4005bf0a8b145769$/], stderr: [/line 2: .*got "tan 3ff0000000000000"/],
  });
  check(cli, 'detmath "exp" alone', run(cli, ['detmath'], { input: 'exp\n' }), { status: 2, stderr: [/line 1/] });
  check(cli, 'detmath good lines', run(cli, ['detmath'], { input: 'exp 3ff0000000000000\n\ncos 0000000000000000\n' }), {
    status: 0, stdout: [/^4005bf0a8b145769$/, /^3ff0000000000000$/],
  });

  // Row 2: graph --file reads at most its 256 KiB limit, even from /dev/zero.
  check(cli, 'graph --file /dev/zero', run(cli, ['graph', '--file', '/dev/zero'], { timeoutMs: 30000 }), {
    status: 2, stderr: [/\/dev\/zero is larger than the limit of 262144 bytes/], maxMiB: { native: 32, wasm: 160 },
  });
  check(cli, 'graph --file (missing)', run(cli, ['graph', '--file', join(work, 'missing.json')]), { status: 2, stderr: [/cannot read/] });

  // Rows 3 and 4: a 100 MiB line of '[' is answered with an error in bounded memory, and the next line too.
  check(cli, 'eval: 100 MiB line of [ then a good line', run(cli, ['eval'], { stdinFile: bigLine }), {
    status: 0,
    stdout: [/^\{"ok":false,"error":"request line is longer than the limit of 33554432 bytes"\}$/, goodAnswer],
    maxMiB: { native: 96, wasm: 320 },
  });
  check(cli, 'eval: 30 MiB line of [ then a good line', run(cli, ['eval'], { stdinFile: deepLine }), {
    status: 0,
    stdout: [/^\{"ok":false,"error":"request line nests deeper than 32 levels"\}$/, goodAnswer],
    maxMiB: { native: 96, wasm: 320 },
  });
}

// Rows 8, 9 and 14: every file the CLI writes is replaced whole or left as it was, with a message and exit 1;
// a device is written directly and never deleted (as root, --out /dev/full once deleted /dev/full).
for (const cli of clis) {
  const dir = join(work, `out-${cli.name}`);
  mkdirSync(dir, { recursive: true });
  const only = (names) => (r) => {
    const left = readdirSync(dir).sort();
    return JSON.stringify(left) === JSON.stringify(names) ? [] : [`directory holds ${JSON.stringify(left)}, want ${JSON.stringify(names)}`];
  };
  const keeps = (name, text) => (r) => (readFileSync(join(dir, name), 'utf8') === text ? [] : [`${name} was changed`]);
  for (const name of ['old.png', 'old.f32', 'old.json']) writeFileSync(join(dir, name), 'precious old contents');
  // The WASM CLI has no libpng: it writes .f32 and JSON.
  const png = cli.name === 'native';
  const cases = [
    ...(png ? [['render PNG', ['render', '--preset', 'islands', '--size', '256', '--out', join(dir, 'old.png')], 'old.png']] : []),
    ['render .f32', ['render', '--preset', 'islands', '--size', '256', '--out', join(dir, 'old.f32')], 'old.f32'],
    ['manifest', ['manifest', '--out', join(dir, 'old.json')], 'old.json'],
  ];
  for (const [label, args, name] of cases) {
    check(cli, `${label}: writes fail after 1 KiB`, run(cli, args, { fileLimit: 1024, timeoutMs: 300000 }), {
      status: 1,
      stderr: [new RegExp(`cannot write .*${escape(name)}: write: File too large`)],
      check: (r) => [...keeps(name, 'precious old contents')(r), ...only(['old.f32', 'old.json', 'old.png'])(r)],
    });
  }
  // Devices are written directly and never removed: /dev/full reports its error, /dev/null takes the bytes.
  const fullDevice = (r) => (statSync('/dev/full').isCharacterDevice() ? [] : ['/dev/full is gone']);
  const noSpace = /cannot write \/dev\/full: write: No space left on device/;
  check(cli, 'manifest --out /dev/full', run(cli, ['manifest', '--out', '/dev/full']), { status: 1, stderr: [noSpace], check: fullDevice });
  check(cli, 'manifest --out /dev/null', run(cli, ['manifest', '--out', '/dev/null']), { status: 0, check: fullDevice });
  if (png) {
    check(cli, 'render --out /dev/full', run(cli, ['render', '--preset', 'islands', '--size', '64', '--out', '/dev/full']), { status: 1, stderr: [noSpace], check: fullDevice });
    check(cli, 'render --out /dev/null', run(cli, ['render', '--size', '8', '--out', '/dev/null']), { status: 0 });
  }
  const f32 = (name) => join(dir, name);
  mkdirSync(join(dir, 'sub.f32'), { recursive: true });
  check(cli, 'render --out a directory', run(cli, ['render', '--size', '8', '--out', f32('sub.f32')]), { status: 1, stderr: [/Is a directory/] });
  check(cli, 'render --out a missing directory', run(cli, ['render', '--size', '8', '--out', join(dir, 'no', 'x.f32')]), {
    status: 1, stderr: [/cannot write .*no\/x\.f32: create a temporary file in/], check: only(['old.f32', 'old.json', 'old.png', 'sub.f32']),
  });
  // A good write replaces the file whole.
  const name = png ? 'old.png' : 'old.f32';
  check(cli, `render ${name} replaces the old file`, run(cli, ['render', '--preset', 'islands', '--size', '64', '--out', join(dir, name)]), {
    status: 0,
    check: (r) => [
      ...(png ? (readFileSync(join(dir, name)).subarray(1, 4).toString() === 'PNG' ? [] : ['not a PNG']) : readFileSync(join(dir, name)).length === 64 * 64 * 4 ? [] : ['not 64² floats']),
      ...only(['old.f32', 'old.json', 'old.png', 'sub.f32'])(r),
    ],
  });
}

// Native and WASM agree on the INT64 extremes (the same hashes).
if (clis.length === 2) {
  const h = clis.map((cli) => run(cli, ['hash', '--preset', 'islands', '--size', '16', '--seed', '-9223372036854775808']).stdout);
  if (h[0] !== h[1]) {
    failures++;
    console.log(`FAIL native and wasm hash differ at INT64_MIN: ${h[0]} vs ${h[1]}`);
  }
}

if (report) {
  console.log('| cli | case | exit | ms | peak MiB | first line of stderr (or stdout) |\n| --- | --- | ---: | ---: | ---: | --- |');
  for (const r of rows) console.log(`| ${r.cli} | ${r.label} | ${r.status} | ${r.ms} | ${r.peakMiB} | ${r.message.replace(/\|/g, '\\|')} |`);
}
rmSync(work, { recursive: true, force: true });
console.log(`cli: ${rows.length - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
