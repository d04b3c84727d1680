#!/usr/bin/env node
// Runs every lesson snippet: each C++ one compiled against the public headers and the core library, each
// JavaScript one in Node, and checks that the FNV-1a-64 hash of the map it returns equals the hash of the
// same lab map from the CLI (`worldlab hash`, `worldlab eval`, the manifest) or from the core call the page
// makes (tests/snippets/reference.cpp). Also runs lab 6's code lines (web/src/labs/density-code.ts) for stacks of
// every step type and random stacks, after the lesson's code, against the core's map of the same graph; each lab's
// whole program (the lesson's copy button), alone, in both languages, against the page's maps; and
// measures what -ffp-contract=fast does to the FMA snippet.
//
//   node tests/snippets/run.mjs [--build build/gcc-release] [--only ID]
// Exit 0 when every snippet (and every variant) matches its map, 1 otherwise.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createServer } from 'vite';

import { catalog, fnv, replaced, requiresOf, runSnippet, source } from './js.mjs';
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
  // A unit's entry points: its lab_map(), or the named functions it lists (lab 6's code lines).
  const dispatch = units.flatMap(({ ns, entries }) =>
    (entries ?? [{ name: ns, fn: 'lab_map' }]).map((e) => `    if (name == "${e.name}") map = ${ns}::${e.fn}();`));
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
    lessons = {
      all: (await server.ssrLoadModule('/src/lessons/index.ts')).LESSONS,
      whole: (await server.ssrLoadModule('/src/lessons/whole.ts')).wholeProgram,
    };
    density = {
      stack: await server.ssrLoadModule('/src/labs/density-stack.ts'),
      code: await server.ssrLoadModule('/src/labs/density-code.ts'),
    };
  } finally {
    await server.close();
  }
  const literal = (v) =>
    Array.isArray(v) ? `double %s[] = {${v.join(', ')}}` : (typeof v === 'string' ? 'const char* ' : typeof v === 'boolean' ? 'bool ' : 'double ') + '%s = ' + JSON.stringify(v);
  const spaces = ['climate', 'regions', 'islands', 'world', 'water'].map((id) => {
    const lab = labs.find((l) => l.id === id);
    if (!lab) throw new Error(`no lab "${id}" in web/src/labs/index.ts`);
    const lines = lab.params.map((p) => `inline constexpr ${literal(p.def).replace('%s', p.id)};`);
    return `namespace ${id} {\n${lines.join('\n')}\n}  // namespace ${id}`;
  });
  writeFileSync(path.join(outDir, 'lab_defaults.hpp'), `// Generated by tests/snippets/run.mjs from web/src/labs/*.ts: each lab's default controls.\n#pragma once\n\nnamespace lab_defaults {\n${spaces.join('\n')}\n}  // namespace lab_defaults\n`);
}
// ---------- lab 6's code lines ----------

// The lines under lab 6's map (web/src/labs/density-code.ts) written for stacks of every step type and for random
// stacks; each must run after the lesson's code (JavaScript: the snippets up to density/more; C++: density/more.cpp)
// and make the map the core makes from the same stack's graph document (the page's renderGraph: fill_graph).
let density = null; // the lab's modules, loaded by writeLabDefaults
let lessons = null; // every lesson, and their whole programs (web/src/lessons/whole.ts)
function lineStacks() {
  const { STEP_TYPES, TUTORIAL_STACK, buildGraph, formatStack, parseStack } = density.stack;
  const make = (t, id, on = true) => {
    const step = { id, type: t.type, on, params: { ...t.defaults } };
    if (t.source) step.source = { type: t.source.type, params: { ...t.source.defaults } };
    return step;
  };
  const first = STEP_TYPES.find((t) => t.type === 'simplex');
  const stacks = [{ name: 'tutorial stack', seed: 1, steps: TUTORIAL_STACK }, { name: 'empty', seed: 1, steps: [] },
    { name: 'orphan and off steps', seed: 5, steps: [make(STEP_TYPES[1], 'n1'), make(first, 'n2'), make(STEP_TYPES[2], 'n3', false), make(STEP_TYPES[8], 'n4')] }];
  for (const t of STEP_TYPES) stacks.push({ name: `${t.type}${t.source ? `+${t.source.type}` : ''}`, seed: 1, steps: t.inputs ? [make(first, 'n1'), make(t, 'n2')] : [make(t, 'n1')] });
  // Random stacks: types, order, on/off, seeds and slider values (on each slider's grid) drawn from a fixed LCG.
  let state = 28;
  const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const knobbed = (params, knobs) => {
    for (const k of knobs) {
      const v = k.min + Math.floor(random() * (Math.round((k.max - k.min) / k.step) + 1)) * k.step;
      const onGrid = Number(v.toFixed(6));
      params[k.param] = k.inverse ? 1 / onGrid : onGrid;
    }
  };
  for (let r = 0; r < 16; r++) {
    const steps = [];
    const n = 1 + Math.floor(random() * 6);
    for (let i = 0; i < n; i++) {
      const t = i === 0 && random() < 0.8 ? pick(STEP_TYPES.filter((x) => !x.inputs)) : pick(STEP_TYPES);
      const step = make(t, `n${i + 1}`, random() < 0.85);
      knobbed(step.params, t.knobs);
      if (t.source) knobbed(step.source.params, t.source.knobs);
      steps.push(step);
    }
    stacks.push({ name: `random ${r + 1}`, seed: pick([1, 42, -7, 123456789, -(2 ** 53)]), steps });
  }
  for (const s of stacks) {
    if (!parseStack(formatStack(s.steps))) throw new Error(`code-line stack ${s.name}: the lab would not accept it`);
    s.graph = buildGraph(s.steps).doc;
  }
  return stacks;
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
const stacks = lineStacks();
const graphDir = path.join(outDir, 'line-graphs');
mkdirSync(graphDir, { recursive: true });
stacks.forEach((st, k) => {
  writeFileSync(path.join(graphDir, `${k}.json`), JSON.stringify(st.graph));
  st.ref = `ref:graph=${path.join(graphDir, `${k}.json`)}@${st.seed}`;
});
{
  // The lesson's last density step with its own lab_map set aside, then one function per code line.
  const more = source('density/more', 'cpp').replace('std::vector<double> lab_map()', 'std::vector<double> step_map()');
  const fns = stacks.map((st, k) => `std::vector<double> line_${k}() {\n${density.code.stackCode(st.steps, st.seed, 'cpp')}\n  return map;\n}\n`);
  units.push({ ns: 'lines', text: `${more}\n${fns.join('\n')}`, entries: stacks.map((_, k) => ({ name: `line_${k}`, fn: `line_${k}` })) });
}
console.log(`compiling ${units.length} C++ snippet runs and ${refs.length} reference maps…`);
// The FMA pitfall's two programs (below) are compiled at the same time as the snippets' one.
const fmaJob = jobs.findIndex((j) => j.id === 'determinism/fma' && j.cpp.length);
const hasFma = existsSync('/proc/cpuinfo') && /\bfma\b/.test(readFileSync('/proc/cpuinfo', 'utf8'));
const fmaUnit = fmaJob >= 0 ? [{ ns: 'fused', text: units[fmaJob].text }] : [];
const fmaFlags = { off: ['-ffp-contract=off'], fast: ['-ffp-contract=fast', '-mfma'] };
const fmaPrograms = fmaJob >= 0 && hasFma ? Object.fromEntries(Object.entries(fmaFlags).map(([name, flags]) => [name, compile(`fma-${name}`, fmaUnit, flags, false)])) : null;
// Each lab's whole program in C++ (the lesson's copy button), compiled and linked alone, as a reader would (at -O0:
// the compiling costs here, not the small maps; the hashes below hold it to the same doubles as -O2).
const wholeDir = path.join(outDir, 'whole');
mkdirSync(wholeDir, { recursive: true });
const wholeCpp = Object.fromEntries(Object.entries(only ? {} : lessons.all).map(([id, pair]) => {
  const file = path.join(wholeDir, `${id}.cpp`);
  writeFileSync(file, lessons.whole(pair.en, 'cpp'));
  const exe = path.join(wholeDir, id);
  const gxx = spawnSync('which', ['ccache']).status === 0 ? ['ccache', 'g++'] : ['g++'];
  // Settled either way here (a rejection nobody awaits yet would end the run): {exe} or {error}.
  return [id, execFileAsync(gxx[0], [...gxx.slice(1), ...CXXFLAGS.map((f) => (f === '-O2' ? '-O0' : f)), '-ffp-contract=off', file, ...LIBS, '-o', exe], { maxBuffer: 64 << 20 }).then(() => ({ exe }), (error) => ({ error }))];
}));
const exe = await compile('snippets', units, ['-ffp-contract=off'], true);
const cpp = runProgram(exe, [...refs, ...stacks.map((st) => st.ref), ...units.flatMap((u) => (u.entries ? u.entries.map((e) => e.name) : [u.ns]))]);
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

// Each lab's whole program (web/src/lessons/whole.ts), JavaScript run alone by Node and C++ compiled alone: every step's
// hash must be the page's map's (the hash each step's snippet is held to above). Not with --only (the maps of the
// other steps are not computed then).
if (!only) {
  let bad = 0;
  let checked = 0;
  for (const [id, pair] of Object.entries(lessons.all)) {
    const file = path.join(wholeDir, `${id}.js`);
    writeFileSync(file, lessons.whole(pair.en, 'js'));
    const outputs = { JavaScript: execFileSync(process.execPath, [file], { encoding: 'utf8', maxBuffer: 64 << 20 }) };
    const built = await wholeCpp[id];
    try {
      if (built.error) throw built.error;
      outputs['C++'] = execFileSync(built.exe, { encoding: 'utf8', maxBuffer: 64 << 20 });
    } catch (error) {
      outputs['C++'] = '';
      process.stderr.write(`${id}.cpp: ${error.stderr ?? String(error)}\n`);
    }
    for (const step of pair.en.steps) {
      const row = rows.find((r) => r.name === step.code);
      const want = MAPS[step.map].cross ? row.js : expected[step.map].hash;
      for (const [language, out] of Object.entries(outputs)) {
        const got = out.match(new RegExp(`^${step.id}: (\\d+) values, hash ([0-9a-f]{16})$`, 'm'));
        checked++;
        if (got?.[2] !== want) {
          bad++;
          console.log(`FAIL whole program of ${id} (${language}), step ${step.id}: ${got ? got[2] : 'no hash printed'}, the page's map ${want}`);
        }
      }
    }
  }
  failures += bad;
  console.log(`${bad ? 'FAIL' : 'ok  '} whole programs: ${Object.keys(lessons.all).length} labs × JavaScript and C++, ${checked} step hashes, ${bad} wrong`);
}

// Lab 6's code lines: JavaScript after the lesson's snippets, C++ after density/more.cpp, both against the core.
{
  const lesson = requiresOf('density/more').map((id) => source(id, 'js')).join('\n');
  const types = new Set();
  let bad = 0;
  stacks.forEach((st, k) => {
    const want = cpp[st.ref];
    const js = fnv(new Function(`${lesson}\n${density.code.stackCode(st.steps, st.seed, 'js')}\nreturn map;`)());
    const c = cpp[`line_${k}`];
    const ok = want.count === 320 * 240 && js === want.hash && c.hash === want.hash && c.count === want.count;
    for (const n of st.graph.nodes) types.add(n.type);
    if (!ok) {
      bad++;
      console.log(`FAIL lab 6 code line, ${st.name} (seed ${st.seed}): core ${want.hash}, JS ${js}, C++ ${c.hash}`);
      console.log(`       ${density.code.stackCode(st.steps, st.seed, 'js').replaceAll('\n', '\n       ')}`);
    }
  });
  // Every node type a step can make must have been written and run at least once.
  const missing = density.stack.STEP_TYPES.flatMap((t) => [t.type, t.source?.type]).filter((t) => t && !types.has(t));
  if (missing.length) {
    bad++;
    console.log(`FAIL lab 6 code lines: node types never run: ${missing.join(', ')}`);
  }
  failures += bad;
  console.log(`${bad ? 'FAIL' : 'ok  '} lab 6 code lines: ${stacks.length} stacks (every step type, ${stacks.filter((s) => s.name.startsWith('random')).length} random), ` +
    `${types.size} node types, JS and C++ each equal to the core's map`);
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
