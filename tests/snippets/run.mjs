#!/usr/bin/env node
// Runs every lesson snippet: each C++ one compiled against the public headers and the core library, each
// JavaScript one in Node, and checks that the FNV-1a-64 hash of the map it returns equals the hash of the
// same lab map from the CLI (`worldlab hash`, `worldlab eval`, the manifest) or from the core call the page
// makes (tests/snippets/reference.cpp). Also measures what -ffp-contract=fast does to the FMA snippet.
//
//   node tests/snippets/run.mjs [--build build/gcc-release] [--only ID]
// Exit 0 when every snippet (and every variant) matches its map, 1 otherwise.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createServer } from 'vite';

import { catalog, fnv, replaced, runSnippet, source } from './js.mjs';
import { MAPS, gridPoints } from './maps.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const buildDir = path.resolve(repo, option('--build', 'build/gcc-release'));
const only = option('--only', '');
const cli = path.join(buildDir, 'worldlab');
const outDir = path.join(repo, 'build/snippets');
const execFileAsync = promisify(execFile);
mkdirSync(outDir, { recursive: true });

// Every check: a snippet's default map, then each variant (the same code with a few words changed).
const jobs = [];
for (const [id, entry] of Object.entries(catalog)) {
  if (only && !id.startsWith(only)) continue;
  jobs.push({ id, name: id, map: entry.map, js: [], cpp: [] });
  for (const v of entry.variants ?? []) jobs.push({ id, name: `${id} [${v.name}]`, map: v.map, js: v.js, cpp: v.cpp });
}
for (const job of jobs) if (!MAPS[job.map]) throw new Error(`${job.name}: map "${job.map}" is not in tests/snippets/maps.mjs`);

// ---------- C++: every snippet in its own namespace of one program, plus the reference maps ----------

function cppProgram(units) {
  const includes = new Set(['#include <cstdio>', '#include <fstream>', '#include <string>', '#include <vector>',
    '#include "worldlab/manifest.hpp"']);
  const bodies = units.map(({ ns, text }) => {
    const rest = [];
    for (const line of text.split('\n')) (line.startsWith('#include') ? includes.add(line.trim()) : rest.push(line));
    return `namespace ${ns} {\n${rest.join('\n')}\n}  // namespace ${ns}\n`;
  });
  const dispatch = units.map(({ ns }) => `    if (name == "${ns}") map = ${ns}::lab_map();`);
  return `${[...includes].join('\n')}\n
std::vector<double> reference_map(const std::string& name);
${bodies.join('\n')}
// Prints BEGIN, the snippet's own output, then HASH name hash count; --dump FILE writes the last map's doubles.
int main(int argc, char** argv) {
  std::vector<double> map;
  std::string dump;
  for (int a = 1; a < argc; ++a) {
    const std::string name = argv[a];
    if (name == "--dump" && a + 1 < argc) { dump = argv[++a]; continue; }
    std::printf("BEGIN %s\\n", name.c_str());
    std::fflush(stdout);
    map.clear();
    if (name.rfind("ref:", 0) == 0) map = reference_map(name.substr(4));
${dispatch.join('\n')}
    std::printf("HASH %s %s %zu\\n", name.c_str(), worldlab::hex64(worldlab::fnv1a64(map)).c_str(), map.size());
  }
  if (!dump.empty()) std::ofstream(dump, std::ios::binary).write(reinterpret_cast<const char*>(map.data()),
                                                               static_cast<std::streamsize>(map.size() * sizeof(double)));
  return 0;
}
`;
}

const CXXFLAGS = ['-std=c++20', '-O2', '-fno-fast-math', '-Wall', '-Wextra', '-I', path.join(repo, 'cpp/include'), '-I', outDir];

// lab_defaults.hpp: every default control of the labs whose maps reference.cpp makes, read from the labs'
// parameter tables, so the reference maps are the ones the page shows by default.
async function writeLabDefaults() {
  const server = await createServer({ configFile: false, root: path.join(repo, 'web'), logLevel: 'error', server: { middlewareMode: true }, appType: 'custom' });
  let labs;
  try {
    labs = (await server.ssrLoadModule('/src/labs/index.ts')).LABS;
  } finally {
    await server.close();
  }
  const literal = (v) =>
    Array.isArray(v) ? `double %s[] = {${v.join(', ')}}` : (typeof v === 'string' ? 'const char* ' : typeof v === 'boolean' ? 'bool ' : 'double ') + '%s = ' + JSON.stringify(v);
  const spaces = ['climate', 'regions', 'islands', 'world'].map((id) => {
    const lab = labs.find((l) => l.id === id);
    if (!lab) throw new Error(`no lab "${id}" in web/src/labs/index.ts`);
    const lines = lab.params.map((p) => `inline constexpr ${literal(p.def).replace('%s', p.id)};`);
    return `namespace ${id} {\n${lines.join('\n')}\n}  // namespace ${id}`;
  });
  writeFileSync(path.join(outDir, 'lab_defaults.hpp'), `// Generated by tests/snippets/run.mjs from web/src/labs/*.ts: each lab's default controls.\n#pragma once\n\nnamespace lab_defaults {\n${spaces.join('\n')}\n}  // namespace lab_defaults\n`);
}
// The JSON tools and the static core (libworldlab.a, the installable worldlab::core), and the threads its task pool needs.
const LIBS = [path.join(buildDir, 'libworldlab_json.a'), path.join(buildDir, 'libworldlab.a'), '-pthread'];

// Compiles a program of these units: its sources each in its own g++ process, all at once (with the other programs
// being compiled: one process per source kept the step on one core for most of its time), then linked.
async function compile(name, units, extraFlags, withReference) {
  const file = path.join(outDir, `${name}.cpp`);
  writeFileSync(file, cppProgram(units));
  const exe = path.join(outDir, name);
  const sources = withReference ? [file, path.join(repo, 'tests/snippets/reference.cpp')] : [file, refStub()];
  const compiler = spawnSync('which', ['ccache']).status === 0 ? ['ccache', 'g++'] : ['g++'];
  const gxx = async (args) => {
    try {
      // The compiler's warnings are shown as before (they once came straight to the terminal).
      process.stderr.write((await execFileAsync(compiler[0], [...compiler.slice(1), ...args], { maxBuffer: 64 << 20 })).stderr);
    } catch (error) {
      process.stderr.write(error.stderr ?? '');
      throw new Error(`${name}: g++ failed`);
    }
  };
  const objects = sources.map((src) => path.join(outDir, `${name}-${path.basename(src, '.cpp')}.o`));
  await Promise.all(sources.map((src, i) => gxx([...CXXFLAGS, ...extraFlags, '-c', src, '-o', objects[i]])));
  await gxx([...CXXFLAGS, ...extraFlags, ...objects, ...LIBS, '-o', exe]);
  return exe;
}

function refStub() {
  const stub = path.join(outDir, 'no-reference.cpp');
  writeFileSync(stub, '// A program without reference maps.\n#include <stdexcept>\n#include <string>\n#include <vector>\n' +
    'std::vector<double> reference_map(const std::string& name) { throw std::invalid_argument(name); }\n');
  return stub;
}

// Runs names through a program: {name: {hash, count, notes}}.
function runProgram(exe, names, extra = []) {
  const out = execFileSync(exe, [...extra, ...names], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const results = {};
  let notes = [];
  for (const line of out.split('\n')) {
    if (line.startsWith('BEGIN ')) notes = [];
    else if (line.startsWith('HASH ')) {
      const [, name, hash, count] = line.split(' ');
      results[name] = { hash, count: Number(count), notes };
    } else if (line.trim()) notes.push(line);
  }
  return results;
}

// ---------- expected hashes ----------

function expectedHashes(mapIds, cppResults, manifest) {
  const expected = {};
  for (const id of mapIds) {
    const spec = MAPS[id];
    if (spec.manifest) {
      if (!manifest[spec.manifest]) throw new Error(`${id}: no manifest entry ${spec.manifest}`);
      expected[id] = { hash: manifest[spec.manifest], from: `manifest ${spec.manifest}` };
    } else if (spec.hash) {
      const a = ['hash', '--seed', String(spec.hash.seed)];
      if (spec.hash.preset) a.push('--preset', spec.hash.preset);
      if (spec.hash.params) a.push('--params', JSON.stringify(spec.hash.params));
      expected[id] = { hash: execFileSync(cli, a, { encoding: 'utf8' }).trim(), from: `worldlab ${a.join(' ')}` };
    } else if (spec.eval) {
      expected[id] = { hash: fnv(evalGrid(spec.eval)), from: `worldlab eval ${spec.eval.fn} over the grid` };
    } else if (spec.core) {
      expected[id] = { hash: cppResults[`ref:${spec.core}`].hash, from: `core call ${spec.core} (reference.cpp)` };
    }
  }
  return expected;
}

const hexOf = (v) => {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, v);
  return view.getBigUint64(0).toString(16).padStart(16, '0');
};
const doubleOf = (hex) => {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
};

// One eval request a sample (doubles as hex bits, so nothing is rounded on the way), answers in order.
function evalGrid(e) {
  const lines = gridPoints(e.grid).map(([x, y]) =>
    JSON.stringify({ fn: e.fn, seed: e.seed, args: { ...e.args, x: hexOf(x), y: hexOf(y) } }));
  const out = execFileSync(cli, ['eval'], { input: `${lines.join('\n')}\n`, encoding: 'utf8', maxBuffer: 256 << 20 });
  return out.trim().split('\n').map((line, k) => {
    const answer = JSON.parse(line);
    if (!answer.ok) throw new Error(`eval ${lines[k]}: ${answer.error}`);
    return doubleOf(answer.result);
  });
}

// ---------- run ----------

const start = Date.now();
const units = [];
for (const [k, job] of jobs.entries()) {
  units.push({ ns: `snippet_${k}`, name: job.name, text: replaced(source(job.id, 'cpp'), job.cpp, `${job.name} (cpp)`) });
}
const refs = [...new Set(jobs.map((j) => MAPS[j.map].core).filter(Boolean))].map((c) => `ref:${c}`);
// The manifest's hashes (the CLI computes every entry, a few seconds) while the snippets are written and compiled.
const manifestRun = execFileAsync(cli, ['manifest'], { encoding: 'utf8', maxBuffer: 64 << 20 });
await writeLabDefaults();
console.log(`compiling ${units.length} C++ snippet runs and ${refs.length} reference maps…`);
// The FMA pitfall's two programs (below) are compiled at the same time as the snippets' one.
const fmaJob = jobs.findIndex((j) => j.id === 'determinism/fma' && j.cpp.length);
const hasFma = existsSync('/proc/cpuinfo') && /\bfma\b/.test(readFileSync('/proc/cpuinfo', 'utf8'));
const fmaUnit = fmaJob >= 0 ? [{ ns: 'fused', text: units[fmaJob].text }] : [];
const fmaFlags = { off: ['-ffp-contract=off'], fast: ['-ffp-contract=fast', '-mfma'] };
const fmaPrograms = fmaJob >= 0 && hasFma ? Object.fromEntries(Object.entries(fmaFlags).map(([name, flags]) => [name, compile(`fma-${name}`, fmaUnit, flags, false)])) : null;
const exe = await compile('snippets', units, ['-ffp-contract=off'], true);
const cpp = runProgram(exe, [...refs, ...units.map((u) => u.ns)]);
const expected = expectedHashes([...new Set(jobs.map((j) => j.map))], cpp, JSON.parse((await manifestRun).stdout).entries);

let failures = 0;
const rows = [];
for (const [k, job] of jobs.entries()) {
  const js = runSnippet(job.id, job.js, job.name);
  const jsHash = fnv(js.map);
  const c = cpp[`snippet_${k}`];
  const want = MAPS[job.map].cross ? { hash: jsHash, from: 'the JavaScript snippet (no core map: C++ and JS must agree)' } : expected[job.map];
  const ok = c.hash === want.hash && jsHash === want.hash && c.count === js.map.length;
  if (!ok) failures++;
  rows.push({ name: job.name, map: job.map, cpp: c.hash, js: jsHash, want: want.hash, from: want.from, ok, notes: [...c.notes.map((n) => `C++: ${n}`), ...js.notes.map((n) => `JS: ${n}`)] });
}

for (const r of rows) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(44)} ${r.want}  ← ${r.from}`);
  if (!r.ok) console.log(`       C++ ${r.cpp}, JS ${r.js}`);
  for (const n of r.notes) console.log(`       ${n}`);
}

// The FMA pitfall, measured: the FMA snippet's gain-0.65 variant (the tutorial-fbm gain of 0.5 makes every
// amplitude a power of two, so each product is exact and fusing changes nothing) compiled twice more, with
// contraction off and with -ffp-contract=fast -mfma.
if (fmaJob >= 0) {
  if (!hasFma) console.log('FMA: this CPU has no FMA instructions; the -ffp-contract=fast build was not measured');
  else {
    const maps = {};
    for (const name of Object.keys(fmaFlags)) {
      const dump = path.join(outDir, `fma-${name}.f64`);
      maps[name] = { hash: runProgram(await fmaPrograms[name], ['fused'], ['--dump', dump]).fused.hash,
        values: new Float64Array(readFileSync(dump).buffer.slice(0)) };
    }
    let differ = 0;
    let largest = 0;
    for (let i = 0; i < maps.off.values.length; i++) {
      if (maps.off.values[i] !== maps.fast.values[i]) differ++;
      largest = Math.max(largest, Math.abs(maps.off.values[i] - maps.fast.values[i]));
    }
    writeFileSync(path.join(outDir, 'fma.json'), `${JSON.stringify({ differ, total: maps.off.values.length, largest })}\n`);
    console.log(`FMA (${jobs[fmaJob].name}): -ffp-contract=off ${maps.off.hash}, -ffp-contract=fast -mfma ${maps.fast.hash}: ` +
      `${differ} of ${maps.off.values.length} samples differ, the largest by ${largest.toExponential(2)}`);
  }
}

const languages = new Set(jobs.map((j) => j.id)).size;
console.log(`snippets: ${languages} steps × 2 languages = ${2 * languages} snippets; ${jobs.length} maps checked ` +
  `(${jobs.length - languages} variants), ${2 * jobs.length} runs, ${failures} failed (${((Date.now() - start) / 1000).toFixed(0)} s)`);
process.exit(failures ? 1 : 0);
