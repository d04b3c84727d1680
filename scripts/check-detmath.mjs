#!/usr/bin/env node
// Checks worldlab's fdlibm exp/log/sin/cos against this Node's Math.exp/log/sin/cos, bit for bit.
// Usage: node scripts/check-detmath.mjs [--count N] -- CLI... (e.g. build/gcc-release/worldlab, or node build/wasm/worldlab.js)
// Arguments are generated here (a fixed-seed generator, so every run checks the same values), V8
// answers them, the CLI's `detmath` verb answers them, and every line must be identical.
import { spawnSync } from 'node:child_process';

const argv = process.argv.slice(2);
let count = 120000;
const dash = argv.indexOf('--');
if (argv[0] === '--count') count = Number(argv[1]);
const cli = dash >= 0 ? argv.slice(dash + 1) : [];
if (cli.length === 0 || !(count > 0)) {
  console.error('usage: node scripts/check-detmath.mjs [--count N] -- CLI [ARGS...]');
  process.exit(2);
}

const buf = new DataView(new ArrayBuffer(8));
const hex = (d) => { buf.setFloat64(0, d); return buf.getBigUint64(0).toString(16).padStart(16, '0'); };
const fromBits = (b) => { buf.setBigUint64(0, b); return buf.getFloat64(0); };
// A small fixed-seed generator: the arguments only need to be spread out and the same on every run.
let s0 = 0x9e3779b9, s1 = 0x243f6a88, s2 = 0xb7e15162, s3 = 0x1234567;
function next32() {  // xoshiro128**-style state update and output scrambler
  const r = Math.imul(((Math.imul(s1, 5) << 7) | (Math.imul(s1, 5) >>> 25)), 9) >>> 0;
  const t = s1 << 9;
  s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3; s2 ^= t; s3 = (s3 << 11) | (s3 >>> 21);
  return r;
}
const unit = () => (next32() * 2 ** 21 + (next32() >>> 11)) / 2 ** 53;  // [0, 1)
const anyDouble = () => fromBits((BigInt(next32()) << 32n) | BigInt(next32()));

const specials = [0, -0, Infinity, -Infinity, NaN, 5e-324, -5e-324, 2.2250738585072014e-308, 1, -1, 0.5,
  709.782712893384, 709.7827128933841, -745.1332191019411, -745.1332191019412, -708.4, 1e-300, 2 ** -28, -(2 ** -28),
  0.34657359027997264, 1.0397207708399179, Math.PI / 4, Math.PI / 2, Math.PI, 3 * Math.PI / 4, 2 * Math.PI,
  2 ** 19 * Math.PI / 2, 1e22, -1e22, 1e300, 1.7976931348623157e308, 6381956970095103 * 2 ** 797];
const lines = [], want = [];
const fns = { exp: Math.exp, log: Math.log, sin: Math.sin, cos: Math.cos };
for (const [name, fn] of Object.entries(fns)) {
  const add = (x) => { lines.push(`${name} ${hex(x)}`); want.push(hex(fn(x))); };
  for (const x of specials) add(x);
  for (let k = 1; k <= 64; k++) { add(k * Math.PI / 2); add(-k * Math.PI / 4); add(k * 0.6931471805599453); }
  for (let i = 0; i < count; i++) {
    const kind = i % 6;
    let x;
    if (kind === 0) x = anyDouble();
    else if (kind === 1) x = (unit() * 2 - 1) * (name === 'exp' ? 746 : 10);
    else if (kind === 2) x = (unit() * 2 - 1) * (name === 'exp' ? 2 : 1e6);
    else if (kind === 3) x = (unit() * 2 - 1) * (name === 'exp' ? 40 : 2 ** 30);
    else if (kind === 4) x = (unit() * 2 - 1) * 2 ** ((unit() * 120 - 60) | 0);
    else x = (unit() * 360) * Math.PI / 180;  // the climate's wind angles
    if (name === 'log' && kind !== 0) x = Math.abs(x);  // log's domain (any double still checks the rest)
    add(x);
  }
}

const run = spawnSync(cli[0], [...cli.slice(1), 'detmath'], { input: lines.join('\n') + '\n', maxBuffer: 1 << 28, encoding: 'utf8' });
if (run.status !== 0) {
  console.error(`${cli.join(' ')} detmath failed (status ${run.status}): ${run.stderr}`);
  process.exit(1);
}
const got = run.stdout.trim().split('\n');
if (got.length !== want.length) {
  console.error(`expected ${want.length} answers, got ${got.length}`);
  process.exit(1);
}
let bad = 0;
const perFn = {};
for (let i = 0; i < want.length; i++) {
  const name = lines[i].split(' ')[0];
  perFn[name] = (perFn[name] ?? 0) + 1;
  if (got[i] !== want[i]) {
    // Any NaN is any NaN: V8 may canonicalise the payload.
    const isNaN2 = (h) => Number.isNaN(fromBits(BigInt('0x' + h)));
    if (isNaN2(got[i]) && isNaN2(want[i])) continue;
    if (bad++ < 10) console.error(`${lines[i]}: worldlab ${got[i]}, V8 ${want[i]}`);
  }
}
const summary = Object.entries(perFn).map(([k, v]) => `${k} ${v}`).join(', ');
if (bad) {
  console.error(`detmath: ${bad} of ${want.length} differ from V8 (${process.version})`);
  process.exit(1);
}
console.log(`detmath: ${want.length} arguments (${summary}) identical to V8's Math in Node ${process.version}: ${cli.join(' ')}`);
