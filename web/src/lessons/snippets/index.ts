// The lesson snippets, by id ("noise/simplex"): the JavaScript and C++ sources (bundled as text) and the catalog.
import type { Snippet } from '../types';
import catalog from './catalog.json';

interface CatalogEntry {
  map: string;
  requires: string[];
}

const sources = import.meta.glob('./*/*.{js,cpp}', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/** Every snippet of the catalog, with its code in both languages. */
export const SNIPPETS: Record<string, Snippet> = Object.fromEntries(
  Object.entries(catalog as Record<string, CatalogEntry>).map(([id, entry]) => [
    id,
    { id, code: { js: sources[`./${id}.js`] ?? '', cpp: sources[`./${id}.cpp`] ?? '' }, requires: entry.requires, map: entry.map },
  ]),
);

/** The JavaScript snippets `id` builds on, deepest first, each once (not `id` itself). */
export function requirements(id: string): string[] {
  const order: string[] = [];
  const visit = (s: string) => {
    for (const r of SNIPPETS[s]?.requires ?? []) {
      if (order.includes(r)) continue;
      visit(r);
      order.push(r);
    }
  };
  visit(id);
  return order;
}
