// Parameter-table entries for core parameters, made from the core's schema: the URL key is the field's
// snake_case id, and the default, range, step, choices and label key are the schema's. A lab may start from
// another value inside the range (`def`, e.g. a preset's), show a narrower range or a coarser step than the core
// accepts, or a subset of the choices; tests/browser/schema.mjs checks every one of them against the schema.
import { atPath, nodeParam, schemaField } from './core';
import type { Params, SchemaField, StructName } from './generated/worldlab_wasm.js';
import type { Param, Value, Values } from './params';

export interface FromSchema {
  struct: StructName;
  path: string; // the field's dotted path in the struct ("climate.base")
  affects?: 'field' | 'view'; // default 'field'
  key?: string; // the URL key, when the field's id is taken in the lab
  label?: string; // a lab's own label key instead of the schema's
  hint?: string;
  def?: Value; // where the lab starts, when not on the core's default (a preset's value)
  min?: number; // a narrower range and a coarser step for the slider
  max?: number;
  step?: number;
  digits?: number; // decimals shown (default: those of the step)
  options?: string[]; // a subset of the field's choices
  optionLabel?: (value: string) => string; // label keys of the options (default `${label}.${value}`)
  asChoice?: boolean; // an integer field shown as one option per value (warp levels 0, 1, 2)
  items?: string[]; // a list field: each item's label key
  aliases?: string[]; // keys older links used
  itemAliases?: string[];
}

/** Decimals of a step written as JavaScript writes it (0.005 → 3, 0.25 → 2, 5 → 0). */
export function decimals(step: number): number {
  const [mantissa, exponent] = String(step).split('e');
  const places = (mantissa.split('.')[1] ?? '').length - Number(exponent ?? 0);
  return Math.max(0, places);
}

function within(f: SchemaField, where: string, min: number, max: number, step: number): void {
  if (f.min === undefined || f.max === undefined) throw new Error(`${where}: not a number field`);
  if (!(min >= f.min && max <= f.max && min <= max)) throw new Error(`${where}: ${min}..${max} is not inside the core's ${f.min}..${f.max}`);
  if (!(step > 0)) throw new Error(`${where}: the schema gives no step; the lab must`);
  if (f.step > 0 && Math.abs(step / f.step - Math.round(step / f.step)) > 1e-9) throw new Error(`${where}: step ${step} is not a multiple of the core's ${f.step}`);
}

export function fromSchema(spec: FromSchema): Param {
  const f = schemaField(spec.struct, spec.path);
  const where = `${spec.struct}.${spec.path}`;
  const base = {
    id: spec.key ?? f.id,
    label: spec.label ?? f.label,
    hint: spec.hint,
    affects: spec.affects ?? 'field',
    schema: { struct: spec.struct, path: spec.path },
    aliases: spec.aliases,
  } as const;
  const optionLabel = spec.optionLabel ?? ((v: string) => `${f.label}.${v}`);
  switch (f.type) {
    case 'number':
    case 'integer': {
      const min = spec.min ?? f.min!;
      const max = spec.max ?? f.max!;
      const step = spec.step ?? f.step;
      within(f, where, min, max, step);
      const def = (spec.def ?? f.default) as number;
      if (spec.asChoice) {
        const options = [];
        for (let v = min; v <= max; v += step) options.push({ value: String(v), label: optionLabel(String(v)) });
        return { ...base, kind: 'choice', def: String(def), options, numeric: true };
      }
      return { ...base, kind: 'range', def, min, max, step, digits: spec.digits ?? decimals(step) };
    }
    case 'bool':
      return { ...base, kind: 'toggle', def: (spec.def ?? f.default) as boolean };
    case 'choice': {
      const values = spec.options ?? f.choices!;
      for (const v of values) if (!f.choices!.includes(v)) throw new Error(`${where}: "${v}" is not one of the core's choices`);
      return { ...base, kind: 'choice', def: (spec.def ?? f.default) as string, options: values.map((value) => ({ value, label: optionLabel(value) })) };
    }
    case 'list': {
      const def = [...((spec.def ?? f.default) as number[])];
      const min = spec.min ?? f.min!;
      const max = spec.max ?? f.max!;
      const step = spec.step ?? f.step;
      within(f, where, min, max, step);
      if (!spec.items || spec.items.length !== def.length) throw new Error(`${where}: one label per item (${def.length})`);
      return { ...base, kind: 'list', def, min, max, step, digits: spec.digits ?? decimals(step), items: spec.items, itemAliases: spec.itemAliases };
    }
  }
}

/** What a lab gives for a control made from a graph node's parameter (labs that draw one node type's field). */
export interface FromNode {
  type: string; // the node type ("density3d")
  param: string; // its parameter id ("slice")
  key?: string; // the URL key, when the lab's lesson names the control otherwise ("z")
  label?: string;
  hint?: string;
  def?: number;
  min?: number;
  max?: number;
  step?: number; // required where the node parameter has no step
  digits?: number;
}

/** A slider on a node parameter: its default, range and label key from the node type's schema, narrowed by the lab. */
export function fromNode(spec: FromNode): Param {
  const f = nodeParam(spec.type, spec.param);
  const where = `node ${spec.type}.${spec.param}`;
  const min = spec.min ?? f.min!;
  const max = spec.max ?? f.max!;
  const step = spec.step ?? f.step;
  within(f, where, min, max, step);
  const def = spec.def ?? (f.default as number);
  return {
    id: spec.key ?? f.id,
    label: spec.label ?? f.label,
    hint: spec.hint,
    affects: 'field',
    node: { type: spec.type, param: spec.param },
    kind: 'range',
    def,
    min,
    max,
    step,
    digits: spec.digits ?? decimals(step),
  };
}

/** The node's params object for these values: each control of the table made from that node type's parameters. */
export function nodeParamsOf(type: string, table: Param[], values: Values): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of table) if (p.node?.type === type) out[p.node.param] = values[p.id] as number;
  return out;
}

/** The core's value of a parameter (an integer shown as options goes back to a number). */
function coreValue(p: Param, v: Value): Value {
  return p.kind === 'choice' && p.numeric ? Number(v) : v;
}

/**
 * The params object of one struct for these values: each parameter of the table made from that struct, at its
 * path ({climate: {base: 0.75}, ...}); fields without a control are left out (the core's defaults, or `base`'s).
 */
export function paramsOf<S extends StructName>(struct: S, table: Param[], values: Values, base: object = {}): Params<S> {
  const out = structuredClone(base) as Record<string, unknown>;
  for (const p of table) {
    if (p.schema?.struct !== struct) continue;
    const keys = p.schema.path.split('.');
    let level = out;
    for (const k of keys.slice(0, -1)) level = (level[k] ??= {}) as Record<string, unknown>;
    level[keys.at(-1)!] = coreValue(p, values[p.id]);
  }
  return out as Params<S>;
}

/** The lab's values for a params object of the struct (a preset's or a recipe's): one per parameter made from it. */
export function valuesOf(struct: StructName, table: Param[], params: object): Values {
  const out: Values = {};
  for (const p of table) {
    if (p.schema?.struct !== struct) continue;
    const v = atPath(params, p.schema.path);
    if (v === undefined) continue;
    out[p.id] = p.kind === 'choice' && p.numeric ? String(v) : (v as Value);
  }
  return out;
}
