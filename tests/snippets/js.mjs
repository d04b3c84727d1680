// Runs a lesson's JavaScript snippet in Node: its requirements, then the snippet, then labMap(), in one function.
// Later function declarations replace earlier ones (a step may restate a function with one more line).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const snippetDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/lessons/snippets');
export const catalog = JSON.parse(readFileSync(path.join(snippetDir, 'catalog.json'), 'utf8'));
export const source = (id, lang) => readFileSync(path.join(snippetDir, `${id}.${lang}`), 'utf8');

/** text with each [from, to] pair replaced; `from` must occur exactly once. */
export function replaced(text, pairs, where) {
  for (const [from, to] of pairs ?? []) {
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`${where}: "${from}" occurs ${count} times (a variant needs exactly one)`);
    text = text.replace(from, to);
  }
  return text;
}

/** The snippet ids to load for `id`, requirements first (depth first, each once). */
export function requiresOf(id, seen = new Set(), order = []) {
  if (seen.has(id)) return order;
  seen.add(id);
  for (const r of catalog[id]?.requires ?? []) requiresOf(r, seen, order);
  order.push(id);
  return order;
}

/** {map: number[], notes: string[]}: what labMap() returns, and what the snippet logged. */
export function runSnippet(id, pairs = [], where = id) {
  const notes = [];
  const code = requiresOf(id).map((r) => (r === id ? replaced(source(r, 'js'), pairs, `${where} (js)`) : source(r, 'js')));
  const run = new Function('console', 'performance', `${code.join('\n')}\nreturn labMap();`);
  const map = Array.from(run({ log: (...a) => notes.push(a.join(' ')) }, performance), Number);
  return { map, notes };
}

// The lesson's own FNV-1a-64 (determinism/hash.js): the C++ side hashes with the core's worldlab::fnv1a64,
// so a wrong port could not agree with it.
const fnv1a64 = new Function(`${source('determinism/hash', 'js')}\nreturn fnv1a64;`)();
export const fnv = (values) => fnv1a64(Float64Array.from(values));
