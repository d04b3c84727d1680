#!/usr/bin/env node
// Check of lab 2's row spectrum (web/src/spectrum.ts): its FFT, which takes two rows at a time, against a direct DFT
// of every row on seeded random maps of every power-of-two side up to the lab's 256, plus cases with a known answer
// (a pure cosine of k cycles puts all its power at k; flat rows have none). Prints PASS/FAIL lines; exit 0 when all pass.
//   node tests/web/spectrum.mjs
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformWithOxc } from 'vite';
import { mulberry32 } from '../lib/mulberry32.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const source = path.join(repo, 'web/src/spectrum.ts');
const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
const dir = mkdtempSync(path.join(tmpdir(), 'worldlab-spectrum-'));
writeFileSync(path.join(dir, 'spectrum.mjs'), code);
const { rowSpectrum, highShare } = await import(pathToFileURL(path.join(dir, 'spectrum.mjs')).href);
rmSync(dir, { recursive: true, force: true });

/** The definition: for each row, its mean removed, |Σ x[c] e^(−2πikc/side)|² / side, summed over the rows. */
function directSpectrum(data, side) {
  const power = new Float64Array(side / 2 + 1);
  for (let r = 0; r < side; r++) {
    let mean = 0;
    for (let c = 0; c < side; c++) mean += data[r * side + c];
    mean /= side;
    for (let k = 1; k <= side / 2; k++) {
      let re = 0;
      let im = 0;
      for (let c = 0; c < side; c++) {
        const angle = (2 * Math.PI * ((k * c) % side)) / side;
        re += (data[r * side + c] - mean) * Math.cos(angle);
        im -= (data[r * side + c] - mean) * Math.sin(angle);
      }
      power[k] += (re * re + im * im) / side;
    }
  }
  return power;
}

let failed = 0;
let passed = 0;
function check(name, fn) {
  try {
    const detail = fn();
    console.log(`PASS ${name}${detail ? ` (${detail})` : ''}`);
    passed++;
  } catch (e) {
    console.log(`FAIL ${name}: ${e.message}`);
    failed++;
  }
}
const assert = (ok, message) => {
  if (!ok) throw new Error(message);
};

check('FFT = direct DFT on random maps, sides 2 to 256 (relative error ≤ 1e-9 of the total power)', () => {
  const random = mulberry32(7);
  let worst = 0;
  for (let side = 2; side <= 256; side *= 2) {
    const data = Float64Array.from({ length: side * side }, () => random() * 2 - 1);
    const fast = rowSpectrum(data, side);
    const slow = directSpectrum(data, side);
    assert(fast.length === side / 2 + 1, `side ${side}: ${fast.length} bins`);
    const total = slow.reduce((a, b) => a + b, 0);
    for (let k = 0; k < slow.length; k++) {
      const error = Math.abs(fast[k] - slow[k]) / total;
      worst = Math.max(worst, error);
      assert(error <= 1e-9, `side ${side}, k ${k}: FFT ${fast[k]}, DFT ${slow[k]}`);
    }
    assert(Math.abs(highShare(fast) - highShare(slow)) <= 1e-9, `side ${side}: shares ${highShare(fast)} and ${highShare(slow)}`);
  }
  return `worst ${worst.toExponential(1)}`;
});

check('a cosine of k cycles across puts its power at k alone; flat rows have none; the share counts k ≥ side / 4', () => {
  const side = 256;
  for (const k of [1, 5, 63, 64, 128]) {
    const data = new Float64Array(side * side);
    for (let r = 0; r < side; r++) for (let c = 0; c < side; c++) data[r * side + c] = 3 + Math.cos((2 * Math.PI * k * c) / side + r);
    const power = rowSpectrum(data, side);
    const total = power.reduce((a, b) => a + b, 0);
    assert(power[k] / total > 1 - 1e-9, `k ${k}: ${power[k]} of ${total}`);
    assert(Math.abs(highShare(power) - (k >= 64 ? 1 : 0)) < 1e-9, `k ${k}: share ${highShare(power)}`);
  }
  const flat = rowSpectrum(new Float64Array(side * side).fill(0.25), side);
  assert(flat.every((p) => p < 1e-20) && highShare(flat) === 0, `flat rows: ${Math.max(...flat)}`);
});

check('a side that is not a power of two is refused', () => {
  let threw = false;
  try {
    rowSpectrum(new Float64Array(100), 10);
  } catch {
    threw = true;
  }
  assert(threw, 'side 10 gave a spectrum');
});

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
