#!/usr/bin/env node
// Writes tests/conformance/mulberry32_vectors.json: node scripts/make-mulberry32-vectors.mjs > tests/conformance/mulberry32_vectors.json
function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const u = (t ^ (t >>> 14)) >>> 0;
    return [u, (u >>> 8) / 16777216];
  };
}
const hex = (v) => { const b = new DataView(new ArrayBuffer(8)); b.setFloat64(0, v); return b.getBigUint64(0).toString(16).padStart(16, '0'); };
const seeds = [0, 1, 42, 123456, 2147483647, 2147483648, 4294967295];
const out = { format: 'worldlab-conformance-1', description: 'mulberry32: first 16 outputs per seed (uint32 and the float (u >>> 8) / 2^24 as binary64 hex), from an independent JavaScript formulation using Math.imul, run in Node ' + process.version, encoding: 'ieee754-binary64-hex', mulberry32: [] };
for (const s of seeds) { const g = mulberry32(s >>> 0); const u32 = [], f = []; for (let i = 0; i < 16; i++) { const [u, x] = g(); u32.push(u); f.push(hex(x)); } out.mulberry32.push({ seed: s, u32, values: f }); }
process.stdout.write(JSON.stringify(out, null, 1) + '\n');
