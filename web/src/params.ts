// Parameter tables: one per lab. A table drives the generated controls, the URL (parsing, validation,
// canonical writing) and which changes need a new map from the worker ('field') or only a redraw ('view').

export type Value = number | string | boolean;
export type Values = Record<string, Value>;

interface Base {
  id: string; // the URL key and the control's id suffix
  label: string; // string key of the control's label
  hint?: string; // string key of a short description under the control
  /** 'field': a change asks the worker for new maps; 'view': only the drawing changes */
  affects: 'field' | 'view';
}
export interface RangeParam extends Base {
  kind: 'range';
  def: number;
  min: number;
  max: number;
  step: number; // values must sit on min + k · step
  digits: number; // decimals shown beside the slider
}
export interface SeedParam extends Base {
  kind: 'seed'; // any integer with |seed| <= 2^53, typed in a number field
  def: number;
}
export interface ChoiceParam extends Base {
  kind: 'choice';
  def: string;
  options: { value: string; label: string }[]; // label: string key
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
export type Param = RangeParam | SeedParam | ChoiceParam | ToggleParam | DocParam;

export const SEED_LIMIT = 2n ** 53n;

export function defaults(table: Param[]): Values {
  return Object.fromEntries(table.map((p) => [p.id, p.def]));
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
    case 'range': {
      if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
      const v = Number(t);
      if (!Number.isFinite(v) || v < p.min || v > p.max) return null;
      const k = Math.round((v - p.min) / p.step);
      const snapped = Number((p.min + k * p.step).toFixed(10));
      return Math.abs(snapped - v) <= 1e-9 ? snapped : null;
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
  return String(v);
}

export interface Rejected {
  param: Param;
  text: string;
}

/** Reads the table's keys from a query; bad values are reported and replaced by the defaults. */
export function readValues(table: Param[], query: URLSearchParams): { values: Values; rejected: Rejected[] } {
  const values = defaults(table);
  const rejected: Rejected[] = [];
  for (const p of table) {
    const text = query.get(p.id);
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
    case 'choice':
      return p.options.map((o) => o.value).join(', ');
    case 'toggle':
      return '0, 1';
    case 'doc':
      return 'JSON';
  }
}
