// Lab 6's model: the step types it offers (nodes of the core's density graph, their inputs, parameters and
// defaults from the schema), the sliders each gets (narrower ranges than the core's, tested against it), and the
// stack itself — its URL text, the graph document it stands for, and a graph document read back into a stack.
// No DOM here: density-cards.ts draws the stack, density.ts is the lab.
import { graphDocument, nodeParam, nodeType } from '../core';
import type { SchemaField } from '../generated/worldlab_wasm.js';
import { decimals } from '../schema-params';
import type { NodeKnob } from './types';

// ---------- step types ----------

/** A slider on one node parameter. inverse: the slider shows 1 / value (a feature size in px). */
export interface Knob extends NodeKnob {
  digits: number;
  label: string; // string key: the schema's label of the parameter, or the lab's for an inverse slider
  unit?: string; // string key of the unit shown after the value
}

type KnobSpec = Omit<Knob, 'node' | 'digits' | 'label'> & { label?: string };

const PX = 'density.px';
const FLOOR_CEILING: KnobSpec[] = [
  { param: 'low', min: -1, max: 1, step: 0.05 },
  { param: 'high', min: -1, max: 1, step: 0.05 },
];
// The sliders of each node type the lab offers: the range shown is the lab's, the parameter and its default the core's.
const KNOBS: Record<string, KnobSpec[]> = {
  simplex: [
    { param: 'scale', min: 10, max: 400, step: 5, inverse: true, unit: PX, label: 'density.k.size' },
    { param: 'octaves', min: 1, max: 8, step: 1 },
    { param: 'seed_offset', min: 0, max: 20, step: 1 },
  ],
  cell: [
    { param: 'count', min: 1, max: 60, step: 1 },
    { param: 'radius', min: 10, max: 300, step: 5, unit: PX },
  ],
  warp: [
    { param: 'strength', min: 0, max: 120, step: 1, unit: PX },
    { param: 'scale', min: 20, max: 600, step: 5, inverse: true, unit: PX, label: 'density.k.pushSize' },
  ],
  clamp: FLOOR_CEILING,
  mix: [{ param: 'amount', min: 0, max: 1, step: 0.05 }],
  smooth_clamp: [...FLOOR_CEILING, { param: 'smoothness', min: 0.01, max: 0.5, step: 0.01 }],
  terrace: [
    { param: 'steps', min: 1, max: 24, step: 1 },
    { param: 'sharpness', min: 1, max: 16, step: 1 },
  ],
  scale_bias: [
    { param: 'scale', min: -2, max: 2, step: 0.05 },
    { param: 'bias', min: -1, max: 1, step: 0.05 },
  ],
  island_mask: [
    { param: 'radius', min: 20, max: 320, step: 5, unit: PX },
    { param: 'falloff', min: 0, max: 2, step: 0.05 },
  ],
};

function knobsOf(type: string): Knob[] {
  return (KNOBS[type] ?? []).map((k) => ({ ...k, node: type, digits: decimals(k.step), label: k.label ?? nodeParam(type, k.param).label }));
}

/** The parameter defaults of a node type, from the schema (every parameter of the lab's node types is a number). */
function defaultsOf(type: string): Record<string, number> {
  return Object.fromEntries(nodeType(type).params.map((p) => [p.id, p.default as number]));
}

interface Source {
  type: string;
  defaults: Record<string, number>;
  knobs: Knob[];
}

export interface StepType {
  type: string; // the core's node type
  key: string; // string key of its name in the stack
  inputs: 0 | 1 | 2; // 1: reads the step above; 2: the step above (a) and its own source (b)
  defaults: Record<string, number>; // every parameter of the node, the core's default
  knobs: Knob[];
  source?: Source; // the b input of a 2-input step: a node without inputs
}

function stepType(type: string, sourceType?: string, key?: string): StepType {
  const inputs = nodeType(type).inputs.length;
  if (inputs > 2) throw new Error(`node type ${type} has ${inputs} inputs; a stack step takes at most 2`);
  if ((inputs === 2) !== (sourceType !== undefined)) throw new Error(`node type ${type}: a source is needed exactly for 2 inputs`);
  const source = sourceType ? { type: sourceType, defaults: defaultsOf(sourceType), knobs: knobsOf(sourceType) } : undefined;
  if (source && nodeType(source.type).inputs.length !== 0) throw new Error(`a step's source (${source.type}) takes no input`);
  return { type, key: key ?? nodeType(type).label, inputs: inputs as 0 | 1 | 2, defaults: defaultsOf(type), knobs: knobsOf(type), source };
}

/** What "New step" offers, in its order: single nodes, and blends that carry their own source. */
export const STEP_TYPES: StepType[] = [
  stepType('simplex'),
  stepType('warp'),
  stepType('clamp'),
  stepType('mix', 'cell', 'density.t.cellBlend'),
  stepType('add', 'simplex', 'density.t.addSimplex'),
  stepType('max', 'cell', 'density.t.maxCells'),
  stepType('smooth_clamp'),
  stepType('terrace'),
  stepType('ridged'),
  stepType('billow'),
  stepType('abs'),
  stepType('scale_bias'),
  stepType('island_mask'),
  stepType('cell'),
];

/** Every slider the lab can show, for the tests (each node type once). */
export const KNOB_LIST: NodeKnob[] = Object.keys(KNOBS).flatMap((type) => knobsOf(type).map(({ node, param, min, max, step, inverse }) => ({ node, param, min, max, step, inverse })));

/** The step type of a core node type inside a stack: mix, add and max carry their b source. */
export const findStepType = (type: string, sourceType?: string) =>
  STEP_TYPES.find((t) => t.type === type && (t.inputs !== 2 || t.source!.type === sourceType));

// ---------- the stack ----------

export interface Step {
  id: string; // the node's id in the graph document
  type: string;
  on: boolean;
  params: Record<string, number>;
  source?: { type: string; params: Record<string, number> };
}

export const MAX_STEPS = 24; // 2 nodes per step at most: well under the core's 64

/** The URL text of a stack: compact JSON [[id, type, on, {params}, [sourceType, {params}]?], ...]. */
export function formatStack(steps: Step[]): string {
  return JSON.stringify(steps.map((s) => (s.source ? [s.id, s.type, s.on ? 1 : 0, s.params, [s.source.type, s.source.params]] : [s.id, s.type, s.on ? 1 : 0, s.params])));
}

/** A value the parameter accepts: a number within its slider's range (1 / value for an inverse one), or within the core's range. */
function accepts(field: SchemaField, knob: Knob | undefined, v: number): boolean {
  if (field.type === 'integer' && !Number.isInteger(v)) return false;
  if (knob) {
    const shown = knob.inverse ? 1 / v : v;
    return shown >= knob.min - 1e-9 && shown <= knob.max + 1e-9;
  }
  return v >= field.min! && v <= field.max!;
}

/** A node's parameters with the core's defaults filled in, or null: an unknown name, a non-number, or a value it does not accept. */
function checkParams(given: unknown, type: string, t: { defaults: Record<string, number>; knobs: Knob[] }): Record<string, number> | null {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return null;
  const out: Record<string, number> = { ...t.defaults };
  for (const [k, v] of Object.entries(given)) {
    if (!(k in t.defaults) || typeof v !== 'number' || !Number.isFinite(v)) return null;
    if (!accepts(nodeParam(type, k), t.knobs.find((x) => x.param === k), v)) return null;
    out[k] = v;
  }
  return out;
}

/** The stack a URL text stands for, or null. */
export function parseStack(text: string): Step[] | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(doc) || doc.length > MAX_STEPS) return null;
  const steps: Step[] = [];
  const ids = new Set<string>();
  for (const item of doc) {
    if (!Array.isArray(item) || item.length < 4 || item.length > 5) return null;
    const [id, type, on, p, src] = item as [unknown, unknown, unknown, unknown, unknown];
    if (typeof id !== 'string' || !/^n\d{1,4}$/.test(id) || ids.has(id) || typeof type !== 'string' || (on !== 0 && on !== 1)) return null;
    ids.add(id);
    let sourceType: string | undefined;
    if (src !== undefined) {
      if (!Array.isArray(src) || src.length !== 2 || typeof src[0] !== 'string') return null;
      sourceType = src[0];
    }
    const t = findStepType(type, sourceType);
    if (!t || (t.inputs === 2) !== (sourceType !== undefined)) return null;
    const params = checkParams(p, t.type, t);
    if (!params) return null;
    let source: Step['source'];
    if (t.source) {
      const sp = checkParams((src as unknown[])[1], t.source.type, t.source);
      if (!sp) return null;
      source = { type: t.source.type, params: sp };
    }
    steps.push({ id, type, on: on === 1, params, source });
  }
  return steps;
}

export interface Built {
  doc: object; // the core's graph document
  shown: string[]; // node ids with a preview (the steps that are on)
  orphans: Set<string>; // steps that are on with no step above them: they read a flat 0
  empty: boolean;
}

/** The id of the flat 0 a step with nothing above it reads (stackFromGraph reads it back as "nothing above"). */
const flatId = (stepId: string) => `${stepId}z`;

/**
 * The core's graph document for the steps that are on. A step that needs an input and has none above it reads a
 * flat 0 (sea level), as a pedal with nothing plugged in hears silence: with the source switched off, a warp,
 * a clamp and a cell blend below it still make a map (the cells, blended into 0), and they count as in use.
 */
export function buildGraph(steps: Step[]): Built {
  const nodes: object[] = [];
  const shown: string[] = [];
  const orphans = new Set<string>();
  let prev: string | null = null;
  for (const s of steps) {
    if (!s.on) continue;
    const t = findStepType(s.type, s.source?.type)!;
    if (t.inputs > 0 && prev === null) {
      orphans.add(s.id);
      nodes.push({ id: flatId(s.id), type: 'constant', params: { value: 0 }, inputs: {} });
      prev = flatId(s.id);
    }
    if (t.inputs === 2) {
      nodes.push({ id: `${s.id}b`, type: s.source!.type, params: s.source!.params, inputs: {} });
      nodes.push({ id: s.id, type: s.type, params: s.params, inputs: { a: prev, b: `${s.id}b` } });
    } else {
      nodes.push({ id: s.id, type: s.type, params: s.params, inputs: t.inputs === 1 ? { input: prev } : {} });
    }
    shown.push(s.id);
    prev = s.id;
  }
  if (prev === null) return { doc: { version: 2, nodes: [{ id: 'flat', type: 'constant', params: { value: 0 }, inputs: {} }], output: 'flat' }, shown, orphans, empty: true };
  return { doc: { version: 2, nodes, output: prev }, shown, orphans, empty: false };
}

/** A graph document (a chain, as the lab saves it) back into a stack, or an error message key. */
export function stackFromGraph(doc: unknown): Step[] | string {
  type Node = { id: string; type: string; params?: Record<string, number>; inputs?: Record<string, string> };
  const d = doc as { nodes?: Node[]; output?: string };
  if (!d || typeof d !== 'object' || !Array.isArray(d.nodes) || typeof d.output !== 'string') return 'density.load.shape';
  const byId = new Map(d.nodes.map((n) => [n.id, n]));
  const steps: Step[] = [];
  let id: string | undefined = d.output;
  const seen = new Set<string>();
  while (id !== undefined) {
    const node = byId.get(id);
    if (!node || seen.has(id)) return 'density.load.shape';
    seen.add(id);
    const inputs = node.inputs ?? {};
    let sourceNode: Node | undefined;
    let next: string | undefined;
    if ('a' in inputs || 'b' in inputs) {
      sourceNode = byId.get(inputs.b);
      if (!sourceNode || Object.keys(sourceNode.inputs ?? {}).length > 0) return 'density.load.notStack';
      seen.add(sourceNode.id);
      next = inputs.a;
    } else next = inputs.input;
    // A flat 0 at the top of the chain is what a step with nothing above it reads (buildGraph): the stack starts here.
    const top = next === undefined ? undefined : byId.get(next);
    if (top && top.type === 'constant' && (top.params?.value ?? 0) === 0 && Object.keys(top.inputs ?? {}).length === 0) {
      seen.add(top.id);
      next = undefined;
    }
    const t = findStepType(node.type, sourceNode?.type);
    if (!t) return 'density.load.unknownType';
    const params = checkParams(node.params ?? {}, t.type, t);
    if (!params) return 'density.load.range';
    let source: Step['source'];
    if (t.source) {
      const sp = checkParams(sourceNode!.params ?? {}, t.source.type, t.source);
      if (!sp) return 'density.load.range';
      source = { type: t.source.type, params: sp };
    }
    steps.unshift({ id: '', type: node.type, on: true, params, source });
    id = next;
  }
  if (steps.length > MAX_STEPS) return 'density.load.tooMany';
  steps.forEach((s, i) => (s.id = `n${i + 1}`));
  return steps;
}

/** A named graph shipped with the core, as a stack. */
export function namedStack(name: string): Step[] {
  const stack = stackFromGraph(JSON.parse(graphDocument(name)));
  if (typeof stack === 'string') throw new Error(`the core's graph "${name}" is not a stack this lab can show (${stack})`);
  return stack;
}

/** The stack the lab opens on: the core's "tutorial-lab" graph (the tutorial lab's stack). */
export const TUTORIAL_STACK = namedStack('tutorial-lab');
