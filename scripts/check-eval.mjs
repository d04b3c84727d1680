#!/usr/bin/env node
// Checks `worldlab eval` answers: native and WASM identical line for line (hex and decimal), one answer per
// request, bad requests (tests/eval/expected.txt) answered with an error while later lines go on, and decimal digits that read back
// to the same doubles as the hex bits.
//   node scripts/check-eval.mjs REQUESTS NATIVE_HEX WASM_HEX NATIVE_DECIMAL WASM_DECIMAL
import { readFileSync } from 'node:fs';

const [requestsFile, nativeHex, wasmHex, nativeDec, wasmDec] = process.argv.slice(2);
const lines = (f) => readFileSync(f, 'utf8').split('\n').filter((l) => l.trim() !== '');
const requests = lines(requestsFile);
const files = { nativeHex, wasmHex, nativeDec, wasmDec };
const answers = Object.fromEntries(Object.entries(files).map(([k, f]) => [k, lines(f)]));
let problems = 0;
const problem = (msg) => {
  problems++;
  console.log(`  ${msg}`);
};

for (const [k, a] of Object.entries(answers)) {
  if (a.length !== requests.length) problem(`${k}: ${a.length} answers for ${requests.length} requests`);
}
for (let i = 0; i < requests.length; i++) {
  if (answers.nativeHex[i] !== answers.wasmHex[i]) problem(`line ${i + 1} differs (hex):\n    native ${answers.nativeHex[i]}\n    wasm   ${answers.wasmHex[i]}`);
  if (answers.nativeDec[i] !== answers.wasmDec[i]) problem(`line ${i + 1} differs (decimal):\n    native ${answers.nativeDec[i]}\n    wasm   ${answers.wasmDec[i]}`);
}

// tests/eval/expected.txt beside the requests: one word a line, "ok" or "error", for the same line.
const expected = lines(requestsFile.replace(/requests\.jsonl$/, 'expected.txt'));
if (expected.length !== requests.length) problem(`expected.txt has ${expected.length} lines for ${requests.length} requests`);
const shouldFail = (i) => expected[i] === 'error';

const hexToDouble = (h) => {
  const v = new DataView(new ArrayBuffer(8));
  v.setBigUint64(0, BigInt('0x' + h));
  return v.getFloat64(0);
};
const sameDouble = (hexValue, decValue) => {
  if (typeof hexValue === 'string' && /^[0-9a-f]{16}$/.test(hexValue)) {
    const d = hexToDouble(hexValue);
    if (Number.isNaN(d)) return decValue === 'nan';
    if (!Number.isFinite(d)) return decValue === (d > 0 ? 'inf' : '-inf');
    return Object.is(d, decValue);
  }
  if (Array.isArray(hexValue)) return Array.isArray(decValue) && hexValue.every((h, j) => sameDouble(h, decValue[j]));
  if (hexValue && typeof hexValue === 'object') {  // objects of arrays (islands_climate): compare key by key
    const keys = Object.keys(hexValue);
    return decValue && typeof decValue === 'object' && !Array.isArray(decValue) &&
      keys.length === Object.keys(decValue).length && keys.every((k) => sameDouble(hexValue[k], decValue[k]));
  }
  return JSON.stringify(hexValue) === JSON.stringify(decValue);
};

let failures = 0;
for (let i = 0; i < requests.length; i++) {
  let hex, dec;
  try {
    hex = JSON.parse(answers.nativeHex[i]);
    dec = JSON.parse(answers.nativeDec[i]);
  } catch {
    problem(`line ${i + 1}: answer is not JSON: ${answers.nativeHex[i]}`);
    continue;
  }
  const fails = shouldFail(i);
  if (fails) failures++;
  if (hex.ok === fails) problem(`line ${i + 1}: expected ${fails ? 'an error' : 'ok'}, got ${answers.nativeHex[i]}`);
  if (!hex.ok && !(typeof hex.error === 'string' && hex.error.length > 5)) problem(`line ${i + 1}: error without a message`);
  if (hex.ok && !sameDouble(hex.result, dec.result)) problem(`line ${i + 1}: decimal ${JSON.stringify(dec.result)} is not hex ${JSON.stringify(hex.result)}`);
}
if (failures === 0) problem('the request file has no bad lines: errors are untested');
console.log(`eval: ${requests.length} requests (${failures} bad), ${problems} problem(s)`);
process.exit(problems ? 1 : 0);
