#!/usr/bin/env node
// Property test of the page's URL parser (web/src/params.ts: parseValue, formatValue, sameValue, readValues) with a seeded
// generator: random parameter tables and hostile query texts. For SECONDS (default 30), from seed SEED (default 1):
// nothing throws; an accepted value has its kind's type and range, sits on its step, and writes back to a text
// that reads to the same value; a seed is an exact integer within ±2^53 equal to the text's integer; readValues
// keeps the default exactly for every rejected or missing key.
//   node tests/fuzz/params.property.mjs [SECONDS] [SEED]
import { readFileSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformWithOxc } from 'vite';
import { mulberry32 } from '../lib/mulberry32.mjs';

const seconds = Number(process.argv[2] ?? 30);
const seed = Number(process.argv[3] ?? 1);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const source = path.join(repo, 'web/src/params.ts');
const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
const dir = mkdtempSync(path.join(tmpdir(), 'worldlab-params-'));
writeFileSync(path.join(dir, 'params.mjs'), code);
const { parseValue, formatValue, readValues, sameValue, SEED_LIMIT } = await import(pathToFileURL(path.join(dir, 'params.mjs')).href);
rmSync(dir, { recursive: true, force: true });

const rand = mulberry32(seed);
const pick = (list) => list[Math.floor(rand() * list.length)];
const int = (n) => Math.floor(rand() * n);

const pieces = ['0', '1', '7', '9', '00', '-', '+', '.', 'e', 'E', 'e-5', ' ', '\t', '\n', '\u00a0', '\u2003', 'x', '0x1f', '0b1', '0o7', 'n',
  'NaN', 'Infinity', '-Infinity', '1e308', '1e309', '5e-324', '9007199254740992', '9007199254740993', '-9007199254740992', '18446744073709551616',
  '99999999999999999999', '0.1', '0.30000000000000004', '1_000', ',', '%20', 'true', 'false', 'TRUE', 'null', 'undefined', '__proto__',
  'constructor', '{}', '[]', '{"a":1}', '"', '\\', '\u0000', '\ud800', '😀', '٣', '１'];
function text() {
  switch (int(6)) {
    case 0: return String(int(2000) - 1000);
    case 1: return (rand() * 200 - 100).toFixed(int(12));
    case 2: return String(BigInt(Math.floor(rand() * 2 ** 53)) * BigInt(pick([1, -1, 2, 1024])));
    case 3: return '9'.repeat(1 + int(40));
    default: {
      let s = '';
      for (let i = int(8); i >= 0; i--) s += pick(pieces);
      return s;
    }
  }
}
function table() {
  const params = [];
  const n = 1 + int(6);
  for (let i = 0; i < n; i++) {
    const id = pick(['a', 'b', 'seed', 'octaves', 'x', '__proto__', 'constructor', `p${i}`]) + (params.some((p) => p.id.startsWith('p')) ? i : '');
    if (params.some((p) => p.id === id)) continue;
    const base = { id, label: id, affects: 'field' };
    switch (int(6)) {
      case 0: {
        const step = pick([1, 0.5, 0.1, 0.01, 0.05, 0.001, 0.25, 2]);
        const min = pick([0, 1, -1, -3, 0.1, -0.5]);
        const max = min + step * (1 + int(400));
        params.push({ ...base, kind: 'range', def: min, min, max, step, digits: 3 });
        break;
      }
      case 5: {
        // A list (lab 4's lines), read also from older per-item keys.
        const step = pick([1, 0.1, 0.01, 0.05]);
        const min = pick([0, -1, 0.5]);
        const max = min + step * (1 + int(200));
        const n = 1 + int(3);
        params.push({ ...base, kind: 'list', def: Array(n).fill(min), min, max, step, digits: 2, items: Array(n).fill(id), itemAliases: Array.from({ length: n }, (_, k) => `${id}_${k}`) });
        break;
      }
      case 1: params.push({ ...base, kind: 'seed', def: 1 }); break;
      case 2: params.push({ ...base, kind: 'choice', def: 'simplex', options: ['simplex', 'perlin', 'value', ''].slice(0, 1 + int(4)).map((v) => ({ value: v, label: v })) }); break;
      case 3: params.push({ ...base, kind: 'toggle', def: false }); break;
      default:
        params.push({ ...base, kind: 'doc', def: '{}', parse: (t) => { try { return JSON.stringify(JSON.parse(t)); } catch { return null; } } });
    }
  }
  return params;
}

let iterations = 0;
let checks = 0;
const fail = (message, detail) => {
  console.log(`FAIL params property (seed ${seed}, iteration ${iterations}): ${message}: ${JSON.stringify(detail)}`);
  process.exit(1);
};
const deadline = performance.now() + seconds * 1000;
while (performance.now() < deadline) {
  iterations++;
  const t = table();
  const query = new URLSearchParams();
  for (const p of t) if (rand() < 0.8) query.set(p.id, text());
  if (rand() < 0.3) query.append(pick(t).id, text()); // a repeated key: the first counts
  for (const p of t) if (p.kind === 'list' && rand() < 0.3) for (const a of p.itemAliases) if (rand() < 0.7) query.set(a, rand() < 0.5 ? String(p.min + p.step * int(5)) : text());
  let result;
  try {
    for (const p of t) {
      const s = query.get(p.id) ?? text();
      const v = parseValue(p, s);
      checks++;
      if (v === null) continue;
      switch (p.kind) {
        case 'seed': {
          if (!Number.isSafeInteger(v) && Math.abs(v) !== 2 ** 53) fail('seed not an exact integer', { s, v });
          if (BigInt(v) > SEED_LIMIT || BigInt(v) < -SEED_LIMIT) fail('seed beyond 2^53', { s, v });
          if (BigInt(v) !== BigInt(s.trim())) fail('seed differs from its text', { s, v });
          break;
        }
        case 'range': {
          if (typeof v !== 'number' || !Number.isFinite(v) || v < p.min || v > p.max) fail('range value out of range', { p, s, v });
          const k = (v - p.min) / p.step;
          if (Math.abs(k - Math.round(k)) > 1e-6) fail('range value off its step', { p, s, v });
          break;
        }
        case 'choice': if (!p.options.some((o) => o.value === v)) fail('choice not an option', { s, v }); break;
        case 'toggle': if (typeof v !== 'boolean') fail('toggle not a boolean', { s, v }); break;
        case 'list': {
          if (!Array.isArray(v) || v.length !== p.def.length) fail('list of the wrong length', { p, s, v });
          for (const x of v) {
            if (typeof x !== 'number' || !Number.isFinite(x) || x < p.min || x > p.max) fail('list item out of range', { p, s, v });
            const k = (x - p.min) / p.step;
            if (Math.abs(k - Math.round(k)) > 1e-6) fail('list item off its step', { p, s, v });
          }
          break;
        }
        case 'doc': if (typeof v !== 'string' || JSON.stringify(JSON.parse(v)) !== v) fail('doc not canonical', { s, v }); break;
      }
      // The canonical text the page writes to the URL reads back to the same value.
      const again = parseValue(p, formatValue(p, v));
      if (!sameValue(again, v)) fail('formatValue does not round-trip', { kind: p.kind, s, v, again });
    }
    result = readValues(t, query);
  } catch (error) {
    fail(`threw ${error?.message ?? error}`, { table: t.map((p) => p.id), query: String(query) });
  }
  const rejectedIds = new Set(result.rejected.map((r) => r.param.id));
  for (const p of t) {
    const present = query.get(p.id);
    const v = present === null ? null : parseValue(p, present);
    const want = v === null ? p.def : v;
    // A list without its own key may be read from its items' older keys: then it is a valid list, or the default.
    if (p.kind === 'list' && present === null) {
      if (!sameValue(result.values[p.id], p.def) && parseValue(p, formatValue(p, result.values[p.id])) === null) fail('readValues list from aliases', { id: p.id, got: result.values[p.id] });
      continue;
    }
    if (!sameValue(result.values[p.id], want)) fail('readValues value', { id: p.id, present, got: result.values[p.id], want });
    if (rejectedIds.has(p.id) !== (present !== null && v === null)) fail('readValues rejected list', { id: p.id, present });
  }
  if (Object.keys(result.values).length !== new Set(t.map((p) => p.id)).size) fail('readValues keys', Object.keys(result.values));
}
console.log(`fuzz params.ts: ${iterations} random tables, ${checks} values parsed in ${seconds} s (seed ${seed}), no failure`);
