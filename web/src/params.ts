// Parameter tables: one per lab. A table drives the generated controls, the URL (parsing, validation,
// canonical writing) and which changes need a new map from the worker ('field') or only a redraw ('view').
// Entries for core parameters are built from the core's schema (schema-params.ts); this file is self-contained
// (tests/fuzz/params.property.mjs loads it alone).

export type Value = number | string | boolean | number[];
export type Values = Record<string, Value>;

interface Base {
  id: string; // the URL key and the control's id suffix
  label: string; // string key of the control's label
  hint?: string; // string key of a short description under the control
  /** 'field': a change asks the worker for new maps; 'view': only the drawing changes */
  affects: 'field' | 'view';
  /** where a core parameter comes from: a field of a schema struct (its dotted path), for the tests */
  schema?: { struct: string; path: string };
  /** where a graph node's parameter comes from (its node type and parameter id), for the tests */
  node?: { type: string; param: string };
  /** keys older links used for this parameter (read when the key itself is absent, then written as `id`) */
  aliases?: string[];
}
export interface RangeParam extends Base {
  kind: 'range';
  def: number;
  min: number;
  max: number;
  step: number; // values must sit on min + k · step
  digits: number; // decimals shown beside the slider
}
/** A list of numbers, one slider each, written "a,b" in the URL (a schema list field such as heat_limits). */
export interface ListParam extends Base {
  kind: 'list';
  def: number[];
  min: number;
  max: number;
  step: number;
  digits: number;
  items: string[]; // string key of each item's label (one slider each)
  /** older links' keys, one per item */
  itemAliases?: string[];
}
export interface SeedParam extends Base {
  kind: 'seed'; // any integer with |seed| <= 2^53, typed in a number field
  def: number;
}
export interface ChoiceParam extends Base {
  kind: 'choice';
  def: string;
  options: { value: string; label: string }[]; // label: string key
  numeric?: boolean; // the values are numbers (an integer field shown as options): the core gets Number(value)
}
export interface ToggleParam extends Base {
  kind: 'toggle';
  def: boolean;
}
/**
 * A document the lab edits with its own controls (lab 6's density stack): no generated control; the
 * URL holds its canonical text. parse returns the canonical text of a valid document, or null.
 */
export interface DocParam extends Base {
  kind: 'doc';
  def: string;
  parse(text: string): string | null;
}
export type Param = RangeParam | ListParam | SeedParam | ChoiceParam | ToggleParam | DocParam;

export const SEED_LIMIT = 2n ** 53n;

export function defaults(table: Param[]): Values {
  return Object.fromEntries(table.map((p) => [p.id, Array.isArray(p.def) ? [...p.def] : p.def]));
}

/** A number text on the grid min + k · step within [min, max], as that grid's value, or null. */
function onGrid(t: string, min: number, max: number, step: number): number | null {
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  const v = Number(t);
  if (!Number.isFinite(v) || v < min || v > max) return null;
  const k = Math.round((v - min) / step);
  const snapped = Number((min + k * step).toFixed(10));
  return Math.abs(snapped - v) <= 1e-9 ? snapped : null;
}

/** The value `text` stands for, or null when it is not a valid value of `p`. */
export function parseValue(p: Param, text: string): Value | null {
  const t = text.trim();
  switch (p.kind) {
    case 'seed': {
      if (!/^[+-]?\d{1,20}$/.test(t)) return null;
      const n = BigInt(t);
      if (n > SEED_LIMIT || n < -SEED_LIMIT) return null;
      return Number(n); // exact: |n| <= 2^53
    }
    case 'range':
      return onGrid(t, p.min, p.max, p.step);
    case 'list': {
      const items = t.split(',');
      if (items.length !== p.def.length) return null;
      const out: number[] = [];
      for (const item of items) {
        const v = onGrid(item.trim(), p.min, p.max, p.step);
        if (v === null) return null;
        out.push(v);
      }
      return out;
    }
    case 'choice':
      return p.options.some((o) => o.value === t) ? t : null;
    case 'toggle':
      return t === '1' || t === 'true' ? true : t === '0' || t === 'false' ? false : null;
    case 'doc':
      return p.parse(text);
  }
}

export function formatValue(p: Param, v: Value): string {
  if (p.kind === 'toggle') return v ? '1' : '0';
  if (Array.isArray(v)) return v.join(',');
  return String(v);
}

/** Two values of one parameter are the same (lists item by item). */
export function sameValue(a: Value | undefined, b: Value | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
  return Object.is(a, b);
}

export interface Rejected {
  param: Param;
  text: string;
}

/** The text a query holds for p: its own key, else an older key (aliases), else null. */
function queryText(p: Param, query: URLSearchParams): string | null {
  const own = query.get(p.id);
  if (own !== null) return own;
  for (const alias of p.aliases ?? []) {
    const text = query.get(alias);
    if (text !== null) return text;
  }
  if (p.kind === 'list' && p.itemAliases?.some((a) => query.has(a))) {
    return p.itemAliases.map((a, i) => query.get(a) ?? formatValue(p, [p.def[i]])).join(',');
  }
  return null;
}

/** Reads the table's keys from a query; bad values are reported and replaced by the defaults. */
export function readValues(table: Param[], query: URLSearchParams): { values: Values; rejected: Rejected[] } {
  const values = defaults(table);
  const rejected: Rejected[] = [];
  for (const p of table) {
    const text = queryText(p, query);
    if (text === null) continue;
    const v = parseValue(p, text);
    if (v === null) rejected.push({ param: p, text });
    else values[p.id] = v;
  }
  return { values, rejected };
}

/** The text shown for a parameter's range in notices, e.g. "1..16". */
export function describeRange(p: Param): string {
  switch (p.kind) {
    case 'seed':
      return '−2^53..2^53';
    case 'range':
      return `${p.min}..${p.max}`;
    case 'list':
      return `${p.def.length} × ${p.min}..${p.max}`;
    case 'choice':
      return p.options.map((o) => o.value).join(', ');
    case 'toggle':
      return '0, 1';
    case 'doc':
      return 'JSON';
  }
}
