#!/usr/bin/env node
// Issue 12's CLI rows, natively and in the WASM CLI: strict seeds, argument errors, bounded reading of files
// and stdin, and (with --report) each case's exit status, time and peak memory (/usr/bin/time -v's figure);
// issue 25's `worldlab water` against hand-worked values and a small reference, native == WASM bytes.
//   node tests/cli/check-cli.mjs [--report] -- NATIVE_CLI [node WASM_CLI.js]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, closeSync, chownSync, readFileSync, writeFileSync, readdirSync, statSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { deflateSync } from 'node:zlib';
import { join, resolve } from 'node:path';

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
  // Number options are finite decimals as typed (issue 27: "" was read as 0, "0x10" as 16).
  for (const [flag, text] of [['--x0', ''], ['--x0', '0x10'], ['--y0', ' 1'], ['--step', '1e'], ['--step', 'inf'], ['--x0', 'nan'], ['--x0', '1e400']])
    check(cli, `hash ${flag} '${text}'`, run(cli, ['hash', '--preset', 'islands', '--size', '8', flag, text]), {
      status: 2, stderr: [new RegExp(escape(`${flag} must be a finite decimal number (e.g. -12.5 or 1e-3), got "${text}"`))],
    });
  const typed = ['1.5', '-2e-3', '.5', '5.', '+3'].map((x0) => run(cli, ['hash', '--preset', 'islands', '--size', '8', '--x0', x0]));
  typed.forEach((r, i) => check(cli, `hash --x0 as typed (${i + 1} of 5)`, r, { status: 0, stdout: [/^[0-9a-f]{16}$/] }));
  check(cli, 'climate-bench --repeat 0', run(cli, ['climate-bench', '--size', '8', '--repeat', '0']), { status: 2, stderr: [/--repeat must be a decimal integer in 1\.\.10000, got "0"/] });
  check(cli, 'unknown verb', run(cli, ['frobnicate']), { status: 2 });
  check(cli, 'unknown option', run(cli, ['hash', '--nope']), { status: 2 });
  check(cli, '--help', run(cli, ['--help']), { status: 0 });

  // Row 10: detmath's argument errors are a message and exit 2, never an abort.
  check(cli, 'detmath "exp zz"', run(cli, ['detmath'], { input: 'exp zz\n' }), { status: 2, stderr: [/line 1: expected "exp\|log\|sin\|cos HEX".*got "exp zz"/] });
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
  // A good write replaces the file whole, and writes its sidecars (docs/gis.md); a failed one above wrote none.
  const name = png ? 'old.png' : 'old.f32';
  const sidecars = png ? ['old.pgw', 'old.png.aux.xml'] : ['old.f32.hdr'];
  check(cli, `render ${name} replaces the old file`, run(cli, ['render', '--preset', 'islands', '--size', '64', '--out', join(dir, name)]), {
    status: 0,
    check: (r) => [
      ...(png ? (readFileSync(join(dir, name)).subarray(1, 4).toString() === 'PNG' ? [] : ['not a PNG']) : readFileSync(join(dir, name)).length === 64 * 64 * 4 ? [] : ['not 64² floats']),
      ...only(['old.f32', 'old.json', 'old.png', 'sub.f32', ...sidecars].sort())(r),
    ],
  });
}

// Issue 27, defect 9: options that would be ignored, absurd viewports, blank values and JSON, keys twice, out of
// memory and a failing --points are usage errors (exit 2) or runtime failures (exit 1) with a message, and nothing is
// written or replaced.
for (const cli of clis) {
  const dir = join(work, `d9-${cli.name}`);
  mkdirSync(dir, { recursive: true });
  const holds = (names) => () => {
    const left = readdirSync(dir).sort();
    return JSON.stringify(left) === JSON.stringify([...names].sort()) ? [] : [`directory holds ${JSON.stringify(left)}, want ${JSON.stringify([...names].sort())}`];
  };
  const base = ['precious.f32', 'empty.json', 'blank.json', 'dup-params.json', 'dup-graph.json'];
  writeFileSync(join(dir, 'precious.f32'), 'precious old contents');
  writeFileSync(join(dir, 'empty.json'), '');
  writeFileSync(join(dir, 'blank.json'), ' \n\t\n');
  writeFileSync(join(dir, 'dup-params.json'), '{"fbm": {"octaves": 3, "octaves": 5}}');
  writeFileSync(join(dir, 'dup-graph.json'), '{"version": 1, "nodes": [{"id": "a", "type": "simplex"}], "output": "a", "output": "a"}');
  const out = join(dir, 'new.f32');
  const usage = (label, args, message) =>
    check(cli, label, run(cli, args), { status: 2, stderr: [message], check: holds(base) });
  // a. Options the layer (or the mode) would ignore.
  // Issue 27's GIS options: bad values of --overlap and --xyz, and --format tif where the build lacks GDAL (the WASM
  // CLI; the native gcc-release CLI writes it, scripts/check-gis.sh).
  usage('tiles --overlap 41 with --tile-size 40', ['tiles', '--preset', 'islands', '--tile-size', '40', '--tiles', '0:1,0:0', '--overlap', '41', '--out', join(dir, 'ov')],
    /worldlab tiles: --overlap must be 0\.\.--tile-size \(40\), got 41/);
  usage('tiles --overlap x', ['tiles', '--preset', 'islands', '--tile-size', '40', '--tiles', '0:1,0:0', '--overlap', 'x', '--out', join(dir, 'ov')],
    /--overlap must be a decimal integer in 0\.\.4096, got "x"/);
  usage('tiles --xyz --format f32', ['tiles', '--preset', 'islands', '--tile-size', '256', '--tiles', '0:0,0:0', '--xyz', '--format', 'f32', '--out', join(dir, 'xyz')],
    /worldlab tiles: --xyz makes its pyramid from colour tiles: give --format png \(not f32\)/);
  if (cli.name === 'wasm')
    usage('render --format tif without GDAL', ['render', '--preset', 'islands', '--size', '8', '--format', 'tif', '--out', join(dir, 'x.tif')],
      /--format tif: this build of worldlab lacks GDAL, which writes GeoTIFF; build the CLI with -DWORLDLAB_GDAL=ON/);
  usage('render --layer world.height --preset islands', ['render', '--layer', 'world.height', '--preset', 'islands', '--size', '8', '--out', out],
    /worldlab render: --preset does not apply to layer world\.height \(only terrain and climate\.\* read it/);
  usage('hash --graph FILE --params {}', ['hash', '--graph', join(dir, 'no-such-graph.json'), '--params', '{}', '--size', '8'],
    /worldlab hash: --params does not apply to layer graph/);
  usage('hash --graph-preset with --preset', ['hash', '--graph-preset', 'tutorial-example', '--preset', 'islands', '--size', '8'], /--preset does not apply to layer graph/);
  usage('hash --recipe with terrain', ['hash', '--recipe', 'cool-steppe', '--size', '8'], /--recipe does not apply to layer terrain \(only islands\.\* read it/);
  usage('hash --layer regions --graph-output', ['hash', '--layer', 'regions', '--graph-output', 'height', '--size', '8'], /--graph-output does not apply to layer regions/);
  usage('tiles --layer world.height --params {}', ['tiles', '--layer', 'world.height', '--params', '{}', '--tile-size', '8', '--tiles', '0:0,0:0', '--out', join(dir, 'no-tiles')],
    /worldlab tiles: --params does not apply to layer world\.height/);
  usage('tiles --verify DIR --preset', ['tiles', '--verify', join(dir, 'no-tiles'), '--preset', 'islands'], /--preset does not apply to --verify \(the folder's plan\.json holds the run's settings\)/);
  usage('tiles --merge DIR --tile-size', ['tiles', '--merge', join(dir, 'no-tiles'), '--tile-size', '64'], /--tile-size does not apply to --merge/);
  usage('tiles --deep without --verify', ['tiles', '--deep', '--tiles', '0:0,0:0', '--out', join(dir, 'no-tiles')], /--deep applies to --verify only/);
  usage('water --k without --steps', ['water', '--input', join(dir, 'precious.f32'), '--width', '2', '--height', '2', '--layer', 'filled', '--k', '1e-4', '--out', out],
    /--k is an erosion setting: it applies with --steps 1 or more/);
  usage('graph --list --file', ['graph', '--list', '--file', join(dir, 'dup-graph.json')], /--file does not apply to --list/);
  usage('graph --file with --preset', ['graph', '--file', join(dir, 'dup-graph.json'), '--preset', 'tutorial-example'], /give --file or --preset, not both/);
  for (const [label, args] of [['islands.height --recipe', ['--layer', 'islands.height', '--recipe', 'cool-steppe']], ['climate.height --preset --params', ['--layer', 'climate.height', '--preset', 'islands', '--params', '{}']]])
    check(cli, `hash --layer ${label} (options the layer reads)`, run(cli, ['hash', ...args, '--size', '8']), { status: 0, stdout: [/^[0-9a-f]{16}$/] });
  // b. Viewports within ±1e15 (layers.hpp: why); 1e308 gave all-NaN maps with exit 0.
  usage('render --x0 1e308', ['render', '--x0', '1e308', '--size', '8', '--out', out], /worldlab render: --x0 is 1e\+308; coordinates must stay within ±1e15/);
  usage('hash --y0 -1.5e15', ['hash', '--y0', '-1.5e15', '--size', '8'], /--y0 is -1500000000000000; coordinates must stay within ±1e15/);
  usage('hash: the last column beyond 1e15', ['hash', '--layer', 'world.height', '--x0', '1e15', '--step', '2', '--width', '2', '--height', '2'],
    /the viewport's last sample \(--x0 \+ \(--width - 1\) · --step\) is 1000000000000002; coordinates must stay within ±1e15/);
  usage('tiles reaching beyond 1e15', ['tiles', '--layer', 'world.height', '--x0', '9.99e14', '--step', '1e12', '--tile-size', '8', '--tiles', '0:1,0:0', '--out', join(dir, 'no-tiles')],
    /worldlab tiles: tiles reach x that is 1014000000000000; coordinates must stay within ±1e15/);
  for (const layer of ['terrain', 'graph', 'climate.temperature', 'islands.height', 'world.height', 'world.moisture', 'world.weight']) {
    for (const [x0, y0] of [['-1e15', '-1e15'], ['999999999999992', '999999999999992'], ['-1e15', '999999999999992']]) {
      const f = join(work, `corner-${cli.name}.f64`);
      check(cli, `render --layer ${layer} at the corner ${x0}, ${y0}: every sample finite`,
        run(cli, ['render', '--layer', layer, '--x0', x0, '--y0', y0, '--step', '1', '--width', '9', '--height', '9', '--format', 'f64', '--out', f]), {
          status: 0,
          check: () => {
            const b = readFileSync(f), values = Array.from(new Float64Array(b.buffer, b.byteOffset, b.length / 8));
            return values.length === 81 && values.every(Number.isFinite) ? [] : [`${values.filter((v) => !Number.isFinite(v)).length} of ${values.length} samples not finite`];
          },
        });
    }
  }
  // d. --simd needs a known level, before or after the verb.
  usage("--simd ''", ['--simd', '', 'hash', '--size', '8'], /--simd: needs a value, got ""/);
  usage("hash --simd ''", ['hash', '--size', '8', '--simd', ''], /--simd: needs a value, got ""/);
  usage('--simd sse9', ['--simd', 'sse9', 'hash', '--size', '8'], /--simd: unknown SIMD level "sse9"; available: /);
  // e. Blank parameters are an error, not the defaults; so is any blank text option.
  usage("render --params ''", ['render', '--params', '', '--size', '8', '--out', out], /--params: needs a value, got ""/);
  usage("hash --params ' '", ['hash', '--params', ' ', '--size', '8'], /--params: needs a value, got " "/);
  usage('hash --params EMPTY-FILE', ['hash', '--params', join(dir, 'empty.json'), '--size', '8'], /--params .*empty\.json is empty: it must hold a JSON object/);
  usage('render --params BLANK-FILE', ['render', '--params', join(dir, 'blank.json'), '--size', '8', '--out', out], /--params .*blank\.json is empty/);
  usage('tiles --params EMPTY-FILE', ['tiles', '--params', join(dir, 'empty.json'), '--tile-size', '8', '--tiles', '0:0,0:0', '--out', join(dir, 'no-tiles')], /--params .*empty\.json is empty/);
  usage("hash --graph ''", ['hash', '--graph', '', '--size', '8'], /--graph: needs a value, got ""/);
  usage("render --layer '' ", ['render', '--layer', '', '--size', '8', '--out', out], /--layer: needs a value/);
  // f. A key twice in any JSON read: parameters, graph documents, eval lines.
  usage('hash --params with a key twice', ['hash', '--params', '{"sea_level": 0, "sea_level": 0.5}', '--size', '8'], /params has the key "sea_level" twice in one object/);
  usage('render --params FILE with a key twice', ['render', '--params', join(dir, 'dup-params.json'), '--size', '8', '--out', out], /has the key "octaves" twice in one object/);
  usage('tiles --params FILE with a key twice', ['tiles', '--params', join(dir, 'dup-params.json'), '--tile-size', '8', '--tiles', '0:0,0:0', '--out', join(dir, 'no-tiles')], /has the key "octaves" twice/);
  usage('hash --graph FILE with a key twice', ['hash', '--graph', join(dir, 'dup-graph.json'), '--size', '8'], /graph document has the key "output" twice in one object/);
  usage('graph --file with a key twice', ['graph', '--file', join(dir, 'dup-graph.json')], /graph document has the key "output" twice/);
  check(cli, 'eval: a request with a key twice, then a good line', run(cli, ['eval'], { input: '{"fn": "simplex2", "seed": 1, "args": {"x": 0.5, "x": 0.7, "y": 0.25}}\n' + good + '\n' }), {
    status: 0, stdout: [/^\{"ok":false,"error":"request line has the key \\"x\\" twice in one object"\}$/, goodAnswer],
  });
  // h. A 32-deep DAG of shared inputs (each node adds the one before to itself): within graph.hpp's limits, so it
  // renders, and its code names each node once (the nested expression would repeat n0 2^31 times); 33 deep is refused.
  const doublings = (levels) => JSON.stringify({ version: 1, nodes: [{ id: 'n0', type: 'simplex', params: { octaves: 1 } },
    ...Array.from({ length: levels - 1 }, (_, k) => ({ id: `n${k + 1}`, type: 'add', inputs: { a: `n${k}`, b: `n${k}` } }))], output: `n${levels - 1}` });
  writeFileSync(join(work, 'dag32.json'), doublings(32));
  writeFileSync(join(work, 'dag33.json'), doublings(33));
  check(cli, 'hash --graph a 32-deep DAG', run(cli, ['hash', '--graph', join(work, 'dag32.json'), '--size', '16']), { status: 0, stdout: [/^[0-9a-f]{16}$/] });
  check(cli, 'graph --file a 32-deep DAG: each node named once', run(cli, ['graph', '--file', join(work, 'dag32.json')]), {
    status: 0, stdout: [/^const terrain = \(\(\) => \{ const n0 = simplexNode\(new Simplex\(seed\), 0\.012, 1\); const n1 = addNode\(n0, n0\); .* return n31; \}\)\(\);$/,
      /^Density terrain = \[&\] \{ auto n0 = simplexNode\(Simplex\(seed\), 0\.012, 1\); .* return n31; \}\(\);$/],
  });
  check(cli, 'hash --graph a 33-deep DAG', run(cli, ['hash', '--graph', join(work, 'dag33.json'), '--size', '16']), { status: 2, stderr: [/input chain is 33 nodes deep; the limit is 32/] });
  // g. A failing --points leaves --out as it was (the map, its sidecars and the points are committed together).
  const precious = join(dir, 'precious.f32');
  const untouched = () => (readFileSync(precious, 'utf8') === 'precious old contents' ? [] : ['--out was replaced']);
  check(cli, 'render --points with a bad extension: --out kept', run(cli, ['render', '--layer', 'world.height', '--size', '8', '--out', precious, '--points', join(dir, 'trees.txt')]), {
    status: 2, stderr: [/--points must end in \.csv or \.geojson/], check: (r) => [...untouched(r), ...holds(base)(r)],
  });
  check(cli, 'render --points into a missing folder: --out kept', run(cli, ['render', '--layer', 'world.height', '--size', '8', '--out', precious, '--points', join(dir, 'no', 'trees.csv')]), {
    status: 1, stderr: [/cannot write .*no\/trees\.csv/], check: (r) => [...untouched(r), ...holds(base)(r)],
  });
  check(cli, 'render --points: both written when both can be', run(cli, ['render', '--layer', 'world.height', '--size', '8', '--out', precious, '--points', join(dir, 'trees.csv')]), {
    status: 0, check: (r) => [...(readFileSync(precious).length === 8 * 8 * 4 ? [] : ['--out is not 8² floats']), ...holds([...base, 'precious.f32.hdr', 'trees.csv'])(r)],
  });
}
// c. Out of memory within the budget is a runtime failure (exit 1), not bad input (2): 4096² maps (render: 512 MiB
// by the budget's count, hash too, both under its 1 GiB) with 300 MB and 150 MB of address space (ulimit -v).
// Native only: Node itself needs more address space than that.
if (clis[0].name === 'native') {
  const cmd = clis[0].cmd[0];
  for (const [kb, verb] of [[300000, ['render', '--format', 'f64', '--out', join(work, 'oom.f64')]], [150000, ['hash']]]) {
    const r = spawnSync('bash', ['-c', `ulimit -v ${kb}; exec "$@"`, 'bash', cmd, '--threads', '1', verb[0], '--size', '4096', ...verb.slice(1)], { encoding: 'utf8' });
    check(clis[0], `${verb[0]} --size 4096 under ulimit -v ${kb}: out of memory exits 1`, { ...r, ms: 0, peakKiB: NaN }, {
      status: 1, stderr: [new RegExp(`^worldlab ${verb[0]}: out of memory: the request needs more memory than is available$`, 'm')],
      check: () => (verb[0] === 'render' && readdirSync(work).includes('oom.f64') ? ['oom.f64 was written'] : []),
    });
  }
}

// Issue 25: `worldlab water` on hand-made heightmaps, against values worked out by hand and a small independent
// reference (a naive iterative fill, steepest descent by the documented neighbour order, donor walks), and every
// bad input refused with exit 2 before anything is written.
const W5 = 5, H4 = 4;
// A 5 × 4 map with a one-cell pit at (2, 1) (height 1, spilling at 4 through (3, 2)) and its outlet at (4, 2).
const pit = [9, 9, 9, 9, 9, 9, 5, 1, 6, 9, 9, 7, 8, 4, 2, 9, 9, 9, 9, 9];
// Worked out by hand (cell indices y · 5 + x; areas in cells, times cell_size² = 6.25 below). The pit fills to 4
// and drains to the cell the flood reached it from, (3, 2); (2, 2) has two steepest drops of 4 (E and N) and takes
// E, the first in the order E, SE, S, SW, W, NW, N, NE.
const selfIndex = (i) => i;
const pitExpected = {
  filled: [9, 9, 9, 9, 9, 9, 5, 4, 6, 9, 9, 7, 8, 4, 2, 9, 9, 9, 9, 9],
  receivers: pit.map((_, i) => ({ 6: 7, 7: 13, 8: 14, 11: 7, 12: 13, 13: 14 })[i] ?? selfIndex(i)),
  accumulation: pit.map((_, i) => 6.25 * (({ 7: 3, 13: 5, 14: 7 })[i] ?? 1)),
  basins: pit.map((_, i) => ([6, 7, 8, 11, 12, 13].includes(i) ? 14 : i)),
  strahler: pit.map((_, i) => ([7, 13, 14].includes(i) ? 2 : 1)),
  lakes: pit.map((_, i) => (i === 7 ? 3 : 0)),
};

const f64File = (values) => Buffer.from(new Float64Array(values).buffer);
const readF64 = (path) => { const b = readFileSync(path); return Array.from(new Float64Array(b.buffer, b.byteOffset, b.length / 8)); };
const sameArrays = (got, want, what) => {
  if (got.length !== want.length) return [`${what}: ${got.length} values, want ${want.length}`];
  const i = got.findIndex((v, k) => !Object.is(v, want[k]));
  return i < 0 ? [] : [`${what}: cell ${i} is ${got[i]}, want ${want[i]} (got ${JSON.stringify(got.slice(0, 24))})`];
};

// The independent reference. D8 neighbours in the documented order E, SE, S, SW, W, NW, N, NE.
const D8 = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]];
const neighbours = (i, w, h) => D8.map(([dx, dy], k) => [i % w + dx, Math.floor(i / w) + dy, k])
  .filter(([x, y]) => x >= 0 && y >= 0 && x < w && y < h).map(([x, y, k]) => [y * w + x, k]);
const isOutlet = (hs, w, h, sea) => (i) => i % w === 0 || i % w === w - 1 || i < w || i >= w * (h - 1) || hs[i] <= sea;
// The minimax surface by naive iteration: outlets keep their height, every other cell becomes
// max(h, min over its 8 neighbours of the surface) until nothing changes.
function naiveFill(hs, w, h, sea = -Infinity) {
  const outlet = isOutlet(hs, w, h, sea);
  const f = hs.map((v, i) => (outlet(i) ? v : Infinity));
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < f.length; i++) {
      if (outlet(i)) continue;
      const v = Math.max(hs[i], Math.min(...neighbours(i, w, h).map(([j]) => f[j])));
      if (v !== f[i]) f[i] = v, changed = true;
    }
  }
  return f;
}
// Checks receivers against the fill: outlets drain to themselves; a cell with a strictly lower neighbour drains
// to the steepest (drop / distance, the first in D8 order on a tie); any other cell (a flat, a lake) to a
// neighbour at its own filled height; and every path reaches an outlet.
function checkReceivers(rcv, filled, hs, w, h, cs, sea = -Infinity) {
  const outlet = isOutlet(hs, w, h, sea);
  const problems = [];
  for (let i = 0; i < rcv.length && problems.length < 5; i++) {
    if (outlet(i)) {
      if (rcv[i] !== i) problems.push(`outlet ${i} drains to ${rcv[i]}`);
      continue;
    }
    let best = 0, to = -1;
    for (const [j, k] of neighbours(i, w, h)) {
      const drop = filled[i] - filled[j];
      const slope = drop > 0 ? drop / (k & 1 ? cs * Math.SQRT2 : cs) : 0;
      if (slope > best) best = slope, to = j;
    }
    if (to >= 0 ? rcv[i] !== to : !(neighbours(i, w, h).some(([j]) => j === rcv[i]) && filled[rcv[i]] === filled[i]))
      problems.push(`cell ${i} drains to ${rcv[i]}, want ${to >= 0 ? to : 'a neighbour at its filled height'}`);
  }
  for (let i = 0; i < rcv.length && !problems.length; i++) {
    let c = i;
    for (let steps = 0; rcv[c] !== c; steps++, c = rcv[c]) if (steps > rcv.length) { problems.push(`cell ${i} never reaches an outlet`); break; }
  }
  return problems;
}
// Given receivers: area by walking each cell's path to its outlet, the outlet, and Strahler order from the donors.
function fromReceivers(rcv, cellArea, rain) {
  const n = rcv.length, acc = new Array(n).fill(0), outlet = new Array(n), donors = rcv.map(() => []);
  for (let i = 0; i < n; i++) {
    const a = cellArea * (rain ? rain[i] : 1);
    let c = i;
    for (;;) { acc[c] += a; if (rcv[c] === c) break; c = rcv[c]; }
    outlet[i] = c;
    if (rcv[i] !== i) donors[rcv[i]].push(i);
  }
  const order = new Array(n);
  const strahler = (c) => {
    if (order[c] !== undefined) return order[c];
    const o = donors[c].map(strahler);
    const top = Math.max(0, ...o);
    return (order[c] = top === 0 ? 1 : o.filter((v) => v === top).length >= 2 ? top + 1 : top);
  };
  for (let i = 0; i < n; i++) strahler(i);
  return { accumulation: acc, basins: outlet, strahler: order };
}
// A 29 × 19 map of whole heights 0..5 from a fixed LCG: flats, pits and ties everywhere.
const RW = 29, RH = 19;
const rough = (() => { let s = 12345; return Array.from({ length: RW * RH }, () => ((s = (s * 1103515245 + 12345) % 2147483648), Math.floor(s / 65536) % 6)); })();

// A minimal 16-bit (or 8-bit) grayscale PNG writer, independent of the CLI's libpng.
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const b of bytes) { let c = (crc ^ b) & 0xff; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; crc = (crc >>> 8) ^ c; }
  return (crc ^ 0xffffffff) >>> 0;
}
function grayPng(width, height, depth, samples) {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4), tail = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    tail.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0), ihdr.writeUInt32BE(height, 4), (ihdr[8] = depth);
  const row = 1 + width * (depth / 8), raw = Buffer.alloc(height * row);
  samples.forEach((v, i) => {
    const o = Math.floor(i / width) * row + 1 + (i % width) * (depth / 8);
    depth === 16 ? raw.writeUInt16BE(v, o) : (raw[o] = v);
  });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const waterOutputs = new Map();  // cli name → { label: bytes } for the native == WASM comparison
for (const cli of clis) {
  const dir = join(work, `water-${cli.name}`);
  mkdirSync(dir, { recursive: true });
  const file = (name) => join(dir, name);
  writeFileSync(file('pit.f64'), f64File(pit));
  writeFileSync(file('rough.f64'), f64File(rough));
  writeFileSync(file('pit.f32'), Buffer.from(new Float32Array(pit).buffer));
  const outputs = {};
  waterOutputs.set(cli.name, outputs);
  // Runs water, expects exit 0, keeps the bytes, and checks them.
  const water = (label, args, checkBytes, extension = '') => {
    const out = file(`out-${Object.keys(outputs).length}${extension}`);
    const r = run(cli, ['water', ...args, '--out', out]);
    check(cli, `water ${label}`, r, {
      status: 0,
      check: () => {
        if (r.status !== 0) return [];
        const bytes = readFileSync(out);
        outputs[label] = bytes;
        return checkBytes(bytes, out);
      },
    });
  };
  const pitArgs = ['--input', file('pit.f64'), '--width', '5', '--height', '4', '--cell-size', '2.5'];
  for (const [layer, want] of Object.entries(pitExpected))
    water(`pit ${layer} (by hand)`, [...pitArgs, '--layer', layer], (b, out) => sameArrays(readF64(out), want, layer));
  // The same pit against the reference, and the other formats.
  water('pit filled = naive fill', [...pitArgs, '--layer', 'filled'], (b, out) => sameArrays(readF64(out), naiveFill(pit, W5, H4), 'filled'));
  water('pit receivers --format u32', [...pitArgs, '--layer', 'receivers', '--format', 'u32'], (b) => sameArrays(Array.from(new Uint32Array(b.buffer, b.byteOffset, b.length / 4)), pitExpected.receivers, 'receivers'));
  water('pit basins, u32 from the name .u32', [...pitArgs, '--layer', 'basins'], (b) => sameArrays(Array.from(new Uint32Array(b.buffer, b.byteOffset, b.length / 4)), pitExpected.basins, 'basins'), '.u32');
  water('pit strahler --format f32', [...pitArgs, '--layer', 'strahler', '--format', 'f32'], (b) => sameArrays(Array.from(new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.length))), pitExpected.strahler, 'strahler'));
  water('pit f32 input', ['--input', file('pit.f32'), '--width', '5', '--height', '4', '--layer', 'lakes'], (b, out) => sameArrays(readF64(out), pitExpected.lakes, 'lakes'));
  // Rain multiplies each cell's area: 2 on the pit's western neighbour (1, 1), 0.5 everywhere else.
  const rain = pit.map((_, i) => (i === 6 ? 2 : 0.5));
  writeFileSync(file('rain.f64'), f64File(rain));
  water('pit accumulation --rain', [...pitArgs, '--layer', 'accumulation', '--rain', file('rain.f64')], (b, out) =>
    sameArrays(readF64(out), fromReceivers(pitExpected.receivers, 6.25, rain).accumulation, 'accumulation'));
  // Rivers from 3 cells' area: one line from the pit through (3, 2) to the outlet, in world units.
  // Its crs member names the local engineering CRS (without one, RFC 7946 readers take WGS 84 degrees): ogrinfo reads it.
  water('pit rivers --min-area 18.75', [...pitArgs, '--layer', 'rivers', '--min-area', '18.75'], (b, out) => {
    const doc = JSON.parse(b.toString());
    const lines = doc.features.map((f) => f.geometry.type + JSON.stringify(f.geometry.coordinates));
    const ogr = spawnSync('ogrinfo', ['-so', '-al', out], { encoding: 'utf8' });
    return [
      ...(doc.type === 'FeatureCollection' && /worldlab world units/.test(doc.crs?.properties?.name) ? [] : ['not a FeatureCollection naming the local CRS']),
      ...(/ENGCRS\["worldlab world units"/.test(ogr.stdout ?? '') ? [] : [`ogrinfo does not read the local CRS: ${ogr.error?.code ?? ogr.stderr}`]),
      ...(JSON.stringify(lines) === JSON.stringify(['LineString[[5,2.5],[7.5,5],[10,5]]']) ? [] : [`lines ${JSON.stringify(lines)}`]),
    ];
  });

  // The rough map: the reference fill exactly, receivers by the rules, area, outlets and orders from them.
  const roughArgs = ['--input', file('rough.f64'), '--width', String(RW), '--height', String(RH), '--cell-size', '2'];
  for (const sea of [undefined, 1]) {
    const seaArgs = sea === undefined ? [] : ['--sea-level', String(sea)];
    const tag = sea === undefined ? 'rough' : `rough --sea-level ${sea}`;
    const filled = naiveFill(rough, RW, RH, sea);
    water(`${tag} filled = naive fill`, [...roughArgs, ...seaArgs, '--layer', 'filled'], (b, out) => sameArrays(readF64(out), filled, 'filled'));
    water(`${tag} lakes = fill - input`, [...roughArgs, ...seaArgs, '--layer', 'lakes'], (b, out) => sameArrays(readF64(out), filled.map((f, i) => f - rough[i]), 'lakes'));
    let rcv = null;
    water(`${tag} receivers follow the rules`, [...roughArgs, ...seaArgs, '--layer', 'receivers'], (b, out) => {
      rcv = readF64(out);
      return checkReceivers(rcv, filled, rough, RW, RH, 2, sea);
    });
    if (!rcv) continue;
    const ref = fromReceivers(rcv, 4);
    for (const layer of ['accumulation', 'basins', 'strahler'])
      water(`${tag} ${layer} from its receivers`, [...roughArgs, ...seaArgs, '--layer', layer], (b, out) => sameArrays(readF64(out), ref[layer], layer));
    // Every channel cell (area >= 10 cells) that is not an outlet is inside exactly one line, and each line
    // follows the receivers.
    water(`${tag} rivers follow the receivers`, [...roughArgs, ...seaArgs, '--layer', 'rivers', '--min-area', '40'], (b) => {
      const problems = [], seen = new Map();
      for (const f of JSON.parse(b.toString()).features) {
        const cells = f.geometry.coordinates.map(([x, y]) => (y / 2) * RW + x / 2);
        cells.forEach((c, k) => {
          if (k + 1 < cells.length && rcv[c] !== cells[k + 1]) problems.push(`line goes ${c} → ${cells[k + 1]}, receiver ${rcv[c]}`);
          if (k + 1 < cells.length) seen.set(c, (seen.get(c) ?? 0) + 1);
        });
      }
      ref.accumulation.forEach((a, c) => {
        if (a >= 40 && rcv[c] !== c && seen.get(c) !== 1) problems.push(`channel cell ${c} is in ${seen.get(c) ?? 0} lines`);
      });
      return problems.slice(0, 5);
    });
  }

  // Erosion. With K = 0 and no diffusion, a step is the uplift alone: inner cells rise by U · dt = 1 a step.
  water('pit eroded, K 0: uplift only', [...pitArgs, '--layer', 'eroded', '--steps', '3', '--k', '0', '--uplift', '0.5', '--dt', '2'], (b, out) =>
    sameArrays(readF64(out), pit.map((v, i) => (isOutlet(pit, W5, H4)(i) ? v : v + 3)), 'eroded'));
  water('pit eroded, steps 0 = input', [...pitArgs, '--layer', 'eroded'], (b, out) => sameArrays(readF64(out), pit, 'eroded'));
  const erosion = ['--steps', '20', '--dt', '100', '--k', '1e-3', '--m', '0.5', '--uplift', '1e-3', '--diffusion', '0.01'];
  for (const n of ['1', '2']) {
    let eroded = null;
    water(`rough eroded n ${n}: the edge stays`, [...roughArgs, '--layer', 'eroded', ...erosion, '--n', n], (b, out) => {
      eroded = readF64(out);
      const edge = isOutlet(rough, RW, RH, -Infinity);
      const moved = eroded.filter((v, i) => !edge(i) && v !== rough[i]).length;
      return [
        ...sameArrays(eroded.filter((_, i) => edge(i)), rough.filter((_, i) => edge(i)), 'edge'),
        ...(eroded.every(Number.isFinite) ? [] : ['not finite']),
        ...(moved > 0 ? [] : ['no inner cell moved']),
      ];
    });
    // The other layers with --steps are those of the eroded surface.
    if (eroded)
      water(`rough filled --steps (n ${n}) = naive fill of the eroded`, [...roughArgs, '--layer', 'filled', ...erosion, '--n', n], (b, out) =>
        sameArrays(readF64(out), naiveFill(eroded, RW, RH), 'filled'));
  }

  // Threads split the diffusion's rows (64 a task): 1 and 2 threads give the same bytes on 160 × 140 cells.
  const big = Array.from({ length: 160 * 140 }, (_, i) => Math.sin(i * 0.37) * 3 + (i % 160) * 0.05 + Math.floor(i / 160) * 0.02);
  writeFileSync(file('big.f64'), f64File(big));
  const bigArgs = ['--input', file('big.f64'), '--width', '160', '--height', '140', '--cell-size', '2', '--layer', 'eroded', ...erosion];
  let oneThread = null;
  water('big eroded --threads 1', [...bigArgs, '--threads', '1'], (b) => ((oneThread = b), []));
  if (oneThread) water('big eroded --threads 2', [...bigArgs, '--threads', '2'], (b) => (b.equals(oneThread) ? [] : ['differs from --threads 1']));
  // Thermal (talus) slumping on top: it moves something, and its rows split over threads give the same bytes.
  const thermal = ['--thermal', '0.3', '--talus', '0.2'];
  let thermalOne = null;
  water('big eroded + thermal --threads 1: slopes slump', [...bigArgs, ...thermal, '--threads', '1'], (b) => {
    thermalOne = b;
    return oneThread && b.equals(oneThread) ? ['--thermal changed nothing'] : [];
  });
  if (thermalOne)
    water('big eroded + thermal --threads 2', [...bigArgs, ...thermal, '--threads', '2'], (b) => (b.equals(thermalOne) ? [] : ['differs from --threads 1']));

  // 16-bit PNG input (native; the WASM CLI has no libpng and says so).
  writeFileSync(file('pit.png'), grayPng(5, 4, 16, pit));
  writeFileSync(file('pit8.png'), grayPng(5, 4, 8, pit));
  if (cli.name === 'native') {
    water('pit.png (16-bit) lakes', ['--input', file('pit.png'), '--layer', 'lakes'], (b, out) => sameArrays(readF64(out), pitExpected.lakes, 'lakes'));
    water('pit.png --range 0:6553.5 filled', ['--input', file('pit.png'), '--width', '5', '--height', '4', '--range', '0:6553.5', '--layer', 'filled'], (b, out) =>
      sameArrays(readF64(out), pitExpected.filled.map((s) => 0 + (s / 65535) * (6553.5 - 0)), 'filled'));
  }
  check(cli, 'water --simd scalar --threads 1', run(cli, ['water', ...pitArgs, '--layer', 'filled', '--out', file('simd.f64'), '--simd', 'scalar', '--threads', '1']), {
    status: 0, check: () => sameArrays(readF64(file('simd.f64')), pitExpected.filled, 'filled'),
  });

  // Bad input: exit 2, a message, and the old --out file untouched (nothing else in the folder).
  const errDir = join(dir, 'errors');
  mkdirSync(errDir, { recursive: true });
  const old = join(errDir, 'old.f64');
  writeFileSync(old, 'precious old contents');
  const untouched = () => [
    ...(readFileSync(old, 'utf8') === 'precious old contents' ? [] : ['old.f64 was changed']),
    ...(JSON.stringify(readdirSync(errDir)) === JSON.stringify(['old.f64']) ? [] : [`folder holds ${JSON.stringify(readdirSync(errDir))}`]),
  ];
  const withCell = (i, v) => pit.map((h, k) => (k === i ? v : h));
  writeFileSync(file('short.f64'), f64File(pit.slice(1)));
  writeFileSync(file('long.f64'), f64File([...pit, 0]));
  writeFileSync(file('nan.f64'), f64File(withCell(7, NaN)));
  writeFileSync(file('inf.f64'), f64File(withCell(12, -Infinity)));
  writeFileSync(file('rain-short.f64'), f64File(rain.slice(1)));
  writeFileSync(file('rain-negative.f64'), f64File(rain.map((v, i) => (i === 3 ? -1 : v))));
  const bad = (label, args, message, status = 2) =>
    check(cli, `water refuses ${label}`, run(cli, ['water', ...args, '--out', old]), { status, stderr: [message], check: untouched });
  const at = (extra) => [...pitArgs, '--layer', 'filled', ...extra];
  bad('a file one value short', ['--input', file('short.f64'), '--width', '5', '--height', '4', '--layer', 'filled'], /short\.f64 holds 152 bytes; 5 × 4 f64 values take 160/);
  bad('a file one value long', ['--input', file('long.f64'), '--width', '5', '--height', '4', '--layer', 'filled'], /long\.f64 holds 168 bytes; 5 × 4 f64 values take 160/);
  bad('/dev/zero (a stream longer than W × H)', ['--input', '/dev/zero', '--width', '5', '--height', '4', '--layer', 'filled'], /\/dev\/zero holds more than 160 bytes/);
  bad('an f32 file read as f64', ['--input', file('pit.f32'), '--input-format', 'f64', '--width', '5', '--height', '4', '--layer', 'filled'], /holds 80 bytes; 5 × 4 f64 values take 160/);
  bad('a NaN height', ['--input', file('nan.f64'), '--width', '5', '--height', '4', '--layer', 'filled'], /cell 7 \(x 2, y 1\) is NaN; heights must be finite \(water has no no-data value/);
  bad('an infinite height', ['--input', file('inf.f64'), '--width', '5', '--height', '4', '--layer', 'eroded', '--steps', '2'], /cell 12 \(x 2, y 2\) is infinite; .*no no-data value/);
  for (const size of ['0', '-1', 'nan', 'inf'])
    bad(`--cell-size ${size}`, ['--input', file('pit.f64'), '--width', '5', '--height', '4', '--layer', 'filled', '--cell-size', size], /--cell-size must be finite and > 0, got/);
  bad('--steps 100001', at(['--steps', '100001']), /--steps must be a decimal integer in 0\.\.100000, got "100001"/);
  bad('--steps -1', at(['--steps', '-1']), /--steps must be a decimal integer in 0\.\.100000/);
  for (const [flag, value, message] of [['--dt', '0', /dt must be > 0/], ['--dt', 'nan', /dt/], ['--k', '-1', /\bk\b/], ['--m', '3', /\bm\b/], ['--n', '0.1', /\bn\b/], ['--uplift', '-1', /uplift/], ['--diffusion', '-1', /diffusion/], ['--sea-level', 'inf', /sea_level/], ['--thermal', '0.6', /thermal/], ['--talus', '0', /talus/]])
    bad(`${flag} ${value}`, at(['--steps', '1', flag, value]), message);
  bad('diffusion needing over 10000 sub-steps', at(['--steps', '1', '--diffusion', '1e6']), /sub-steps/);
  bad('an unknown layer', [...pitArgs, '--layer', 'rivers2'], /--layer must be filled, receivers, .* got "rivers2"/);
  bad('an unknown format', at(['--format', 'png']), /--format must be f64, f32, u32 or geojson, got "png"/);
  bad('an unknown input format', at(['--input-format', 'tiff']), /--input-format must be f64, f32 or png16, got "tiff"/);
  bad('u32 lakes', [...pitArgs, '--layer', 'lakes', '--format', 'u32'], /--format u32 is for receivers, basins and strahler/);
  bad('geojson filled', at(['--format', 'geojson']), /--format geojson is for --layer rivers/);
  bad('rivers as f64', [...pitArgs, '--layer', 'rivers', '--min-area', '1', '--format', 'f64'], /--layer rivers is written as --format geojson only/);
  bad('rivers without --min-area', [...pitArgs, '--layer', 'rivers', '--format', 'geojson'], /--layer rivers needs --min-area/);
  bad('--min-area -1', [...pitArgs, '--layer', 'rivers', '--min-area', '-1', '--format', 'geojson'], /--min-area must be finite and >= 0/);
  bad('raw input without --width', ['--input', file('pit.f64'), '--height', '4', '--layer', 'filled'], /--width and --height are required/);
  bad('--width 0', ['--input', file('pit.f64'), '--width', '0', '--height', '4', '--layer', 'filled'], /--width must be a decimal integer in 1\.\.65536, got "0"/);
  bad('a rain file one value short', at(['--rain', file('rain-short.f64')]), /rain-short\.f64 holds 152 bytes; --rain: 5 × 4 f64 values take 160/);
  bad('negative rain', at(['--rain', file('rain-negative.f64')]), /cell 3 \(x 3, y 0\) is -1; rain must be finite and >= 0/);
  bad('a missing input (a file error: exit 1)', ['--input', file('missing.f64'), '--width', '5', '--height', '4', '--layer', 'filled'], /cannot read .*missing\.f64: No such file/, 1);
  if (cli.name === 'native') {
    bad('an 8-bit PNG', ['--input', file('pit8.png'), '--layer', 'filled'], /pit8\.png holds 8-bit samples of colour type 0; --input-format png16 takes 16-bit grayscale/);
    bad('a PNG of another size than --width', ['--input', file('pit.png'), '--width', '4', '--layer', 'filled'], /pit\.png is 5 × 4, not --width 4/);
    bad('--range on raw input', at(['--range', '0:1']), /--range applies to --input-format png16 only/);
  } else {
    bad('a PNG (no libpng in WASM)', ['--input', file('pit.png'), '--layer', 'filled'], /this build reads f64 and f32 heightmaps only \(no libpng\)/);
  }
  // A .png name is refused rather than filled with raw numbers.
  check(cli, 'water refuses --out x.png without --format', run(cli, ['water', ...pitArgs, '--layer', 'filled', '--out', join(errDir, 'x.png')]), {
    status: 2, stderr: [/water writes f64, f32, u32 or geojson, not PNG/], check: untouched,
  });
}
// Native and WASM write the same bytes for every water output.
if (clis.length === 2) {
  const [a, b] = clis.map((cli) => waterOutputs.get(cli.name));
  const labels = Object.keys(a).filter((l) => l in b);
  const differ = labels.filter((l) => !a[l].equals(b[l]));
  check(clis[1], `water: the same bytes as native for all ${labels.length} outputs both wrote`, { status: 0, stdout: '', stderr: '', ms: 0, peakKiB: NaN, signal: null }, {
    check: () => [...(labels.length >= 30 ? [] : [`only ${labels.length} outputs to compare`]), ...differ.map((l) => `${l} differs`)],
  });
}

// Issue 27: files come out 0666 less the umask (the WASM CLI made them 000: emscripten's umask() answers 0777;
// native tiles called umask(0)/umask(mask) from worker threads and left some 0666), also as an unprivileged
// user (root reads and writes mode-000 files, so it hides the bug); writes to stdout are checked (/dev/full).
const nobody = (() => {
  if (process.getuid?.() !== 0) return null;
  const id = (flag) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
})();
if (!nobody) console.log('note: not root, so the file-mode rows run as this user only (no unprivileged run as nobody)');
// Runs the CLI under `umask` (and as nobody when asUser); no /usr/bin/time, whose report file nobody cannot write.
function runUmask(cli, args, { umask, asUser = false, cwd = work, stdout = 'pipe' }) {
  const user = asUser ? ['setpriv', `--reuid=${nobody.uid}`, `--regid=${nobody.gid}`, '--clear-groups'] : [];
  const cmd = cli.cmd.map((a) => (a.includes('/') ? resolve(a) : a));  // it runs in another folder
  const t0 = performance.now();
  const r = spawnSync(user[0] ?? 'sh', [...user.slice(1), ...(asUser ? ['sh'] : []), '-c', `umask ${umask}; exec "$@"`, 'sh', ...cmd, ...args], {
    cwd, stdio: ['pipe', stdout, 'pipe'], encoding: 'utf8', maxBuffer: 1 << 26, timeout: 120000,
  });
  return { status: r.status, signal: r.signal, stdout: r.stdout ?? '', stderr: r.stderr ?? '', ms: performance.now() - t0, peakKiB: NaN };
}
// Every file under dir has 0666 less the umask, every folder 0777 less it; at least `min` files.
function modes(dir, umask, min) {
  const mask = parseInt(umask, 8);
  const problems = [];
  let files = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      const mode = statSync(p).mode & 0o7777;
      const expected = (e.isDirectory() ? 0o777 : 0o666) & ~mask;
      if (e.isDirectory()) walk(p);
      else files++;
      if (mode !== expected) problems.push(`${p.slice(dir.length + 1)} is ${mode.toString(8).padStart(4, '0')}, want ${expected.toString(8).padStart(4, '0')}`);
    }
  };
  try {
    walk(dir);
  } catch (e) {
    problems.push(e.message);
  }
  if (files < min) problems.push(`${files} files, want at least ${min}`);
  return problems.length > 6 ? [...problems.slice(0, 5), `... and ${problems.length - 5} more`] : problems;
}
for (const cli of clis) {
  const users = nobody ? [false, true] : [false];
  for (const asUser of users) {
    for (const [umask, want] of [['022', '644'], ['027', '640']]) {
      if (asUser && umask !== '022') continue;
      const who = asUser ? ' as nobody' : '';
      const dir = mkdtempSync(join(tmpdir(), 'worldlab-modes-'));
      if (asUser) chownSync(dir, nobody.uid, nobody.gid);
      const opts = { umask, asUser, cwd: dir };
      const out = join(dir, 'out');
      if (asUser) { mkdirSync(out); chownSync(out, nobody.uid, nobody.gid); } else mkdirSync(out);
      const tag = `umask ${umask}${who}`;
      check(cli, `render --out: mode ${want} under ${tag}`, runUmask(cli, ['render', '--preset', 'islands', '--size', '16', '--out', join(out, 'r.f32')], opts), {
        status: 0, check: () => modes(out, umask, 2),  // r.f32 and its r.f32.hdr
      });
      check(cli, `manifest --out: mode ${want} under ${tag}`, runUmask(cli, ['manifest', '--out', join(out, 'm.json')], opts), {
        status: 0, check: () => modes(out, umask, 2),
      });
      // 256 tiles on 4 threads: tiles, their .hdr, records, index, plan and mosaic.vrt (and .parts, a folder); then
      // --verify reads them.
      const tiles = join(dir, 'no-tiles');
      const tilesArgs = ['tiles', '--preset', 'warp-single', '--seed', '3', '--tile-size', '4', '--tiles', '0:15,0:15', '--format', 'f32', '--threads', '4', '--quiet', '--out', tiles];
      check(cli, `tiles: every file (tiles, .hdr, records, index, plan, mosaic.vrt) mode ${want} under ${tag}`, runUmask(cli, tilesArgs, opts), {
        status: 0, check: () => modes(tiles, umask, 3 * 256 + 3),
      });
      check(cli, `tiles: the same run again (resumes on its own records) under ${tag}`, runUmask(cli, tilesArgs, opts), {
        status: 0, check: () => modes(tiles, umask, 3 * 256 + 3),
      });
      check(cli, `tiles --verify reads its own files under ${tag}`, runUmask(cli, ['tiles', '--verify', tiles, '--quiet'], opts), {
        status: 0, stdout: [/^verified 256 tiles/],
      });
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // A failed write to stdout is an error (exit 1, a message), not a cut output with status 0.
  for (const args of [['manifest'], ['presets'], ['schema'], ['palettes']]) {
    const full = openSync('/dev/full', 'w');
    const r = runUmask(cli, args, { umask: '022', stdout: full });
    closeSync(full);
    check(cli, `${args[0]} > /dev/full: exit 1 with a message`, r, {
      status: 1, stderr: [new RegExp(`^worldlab ${args[0]}: cannot write to standard output: No space left on device$`, 'm')],
    });
  }
}

// Issue 27 (docs/gis.md): GDAL opens what render and tiles write by their sidecars, natively and in WASM (the same
// bytes), and no GeoJSON the CLI writes passes for WGS 84. gdalinfo and ogrinfo come from gdal-bin (scripts/setup.sh):
// without them these rows fail.
function gdalJson(path) {
  const r = spawnSync('gdalinfo', ['-json', path], { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.error) return { problem: `gdalinfo: ${r.error.code === 'ENOENT' ? 'missing (scripts/setup.sh installs gdal-bin)' : r.error.message}` };
  if (r.status !== 0) return { problem: `gdalinfo cannot open ${path}: ${r.stderr.trim().split('\n').pop()}` };
  return { info: JSON.parse(r.stdout) };
}
// W x H of `type`, pixel (0, 0) centred on (x0, y0), square pixels of `step`, rows towards +y, the local CRS.
function gdalProblems(path, [w, h], type, [x0, y0, step], crs = 'worldlab world units') {
  const { problem, info } = gdalJson(path);
  if (problem) return [problem];
  const p = [];
  if (JSON.stringify(info.size) !== JSON.stringify([w, h])) p.push(`size ${info.size}, want ${w},${h}`);
  const types = info.bands.map((b) => b.type);
  if (types.some((t) => t !== type)) p.push(`band types ${types}, want ${type}`);
  const want = [x0 - step / 2, step, 0, y0 - step / 2, 0, step];
  if (!info.geoTransform || info.geoTransform.some((v, i) => Math.abs(v - want[i]) > 1e-12)) p.push(`geotransform ${info.geoTransform}, want ${want}`);
  if (!(info.coordinateSystem?.wkt ?? '').includes(crs)) p.push(`CRS ${JSON.stringify((info.coordinateSystem?.wkt ?? 'none').slice(0, 60))}, want ${crs}`);
  return p;
}
const gisHeaders = {};
for (const cli of clis) {
  const dir = mkdtempSync(join(tmpdir(), 'worldlab-gis-'));
  const view = ['--preset', 'warp-single', '--x0', '-0.5', '--y0', '0.25', '--width', '24', '--height', '16'];
  for (const [ext, type] of [['f32', 'Float32'], ['f64', 'Float64']]) {
    const out = join(dir, `h.${ext}`);
    const r = run(cli, ['render', ...view, '--out', out]);
    check(cli, `render ${ext}: gdalinfo -json reads it by h.${ext}.hdr (24 x 16 ${type}, pixel (0, 0) centred on (-0.5, 0.25))`, r, {
      status: 0,
      check: () => {
        const p = gdalProblems(out, [24, 16], type, [-0.5, 0.25, 1 / 256]);
        if (!p.length) gisHeaders[`${cli.name} ${ext}`] = readFileSync(`${out}.hdr`, 'utf8');
        return p;
      },
    });
  }
  if (cli.name === 'native') {  // PNG is native only (the WASM CLI has no libpng)
    const out = join(dir, 'h16.png');
    const r = run(cli, ['render', ...view, '--format', 'png16', '--out', out]);
    check(cli, 'render png16: gdalinfo reads h16.pgw, h16.png.aux.xml and the tEXt chunk worldlab:range', r, {
      status: 0,
      check: () => {
        const p = gdalProblems(out, [24, 16], 'UInt16', [-0.5, 0.25, 1 / 256]);
        const { info } = gdalJson(out);
        if (info?.metadata?.['']?.worldlab_range !== '-1 1') p.push(`metadata ${JSON.stringify(info?.metadata)}, want worldlab_range "-1 1"`);
        const band = info?.bands?.[0] ?? {};
        if (band.offset !== -1 || Math.abs(band.scale - 2 / 65535) > 1e-15) p.push(`offset ${band.offset}, scale ${band.scale}: want -1 and 2/65535`);
        return p;
      },
    });
    check(cli, 'render png16 under the default range that clips (islands): exit 2, the span named, no file',
      run(cli, ['render', '--preset', 'islands', '--format', 'png16', '--out', join(dir, 'clip.png')]), {
        status: 2, stderr: [/fall outside its default png16 range -1:1 \(the values span -1\.8\d*:0\.59\d*\); give --range/],
        check: () => (readdirSync(dir).some((f) => f.startsWith('clip')) ? ['clip.png or a sidecar was written'] : []),
      });
  }
  // Tiles: mosaic.vrt is the whole 3 x 2 world of 8² tiles, and GDAL reads its pixels.
  const tiles = join(dir, 'no-tiles');
  const t = run(cli, ['tiles', '--preset', 'warp-single', '--x0', '-0.5', '--y0', '0.25', '--tile-size', '8', '--tiles', '0:2,0:1', '--format', 'f64', '--quiet', '--out', tiles]);
  check(cli, 'tiles: gdalinfo reads mosaic.vrt as the 24 x 16 world; gdal_translate of it = the one render h.f64', t, {
    status: 0,
    check: () => {
      const p = gdalProblems(join(tiles, 'mosaic.vrt'), [24, 16], 'Float64', [-0.5, 0.25, 1 / 256]);
      const copy = join(dir, 'mosaic.f64');
      const g = spawnSync('gdal_translate', ['-q', '-of', 'ENVI', join(tiles, 'mosaic.vrt'), copy], { encoding: 'utf8' });
      if (g.status !== 0) p.push(`gdal_translate: ${g.error?.code ?? g.stderr}`);
      else if (!readFileSync(copy).equals(readFileSync(join(dir, 'h.f64')))) p.push('gdal_translate of mosaic.vrt differs from h.f64');
      return p;
    },
  });
  check(cli, '--crs EPSG:32633 is refused (WKT only: an ENVI header cannot hold a code)', run(cli, ['render', ...view, '--crs', 'EPSG:32633', '--out', join(dir, 'utm.f32')]), {
    status: 2, stderr: [/--crs takes WKT .*gdalsrsinfo -o wkt1 EPSG:32633/],
  });
  rmSync(dir, { recursive: true, force: true });
}
if (clis.length === 2) {
  for (const ext of ['f32', 'f64'])
    if (gisHeaders[`native ${ext}`] !== gisHeaders[`wasm ${ext}`]) {
      failures++;
      console.log(`FAIL native and wasm write different ${ext} headers`);
    }
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
