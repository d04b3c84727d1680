// Lab 6 · The density stack: fields (x, y) → value plugged one into the next. Each step of the stack is a
// node of the core's density graph (cpp/src/core/graph/nodes/); a step can be switched off, moved,
// removed, and new steps added. Every step shows its own output in grey (the core's fill_graph_node);
// the big map is the last step in terrain colours; the code line is the core's graph_code. The stack is
// the `graph` parameter in the URL; "Save JSON" writes the core's graph document and "Load" reads one.
import { GREY, TERRAIN, paint } from '../draw';
import type { DocParam, Param, Values } from '../params';
import type { Call, CallResult } from '../protocol';
import { strings } from './density.strings';
import { legendBlock } from './terrain';
import type { Lab, LabHost, LabView, Readout } from './types';
import { canvas, el, text, toFloat32 } from './ui';

// The tutorial's lab: a 320 × 240 map, one sample per world unit (its pixels).
const W = 320;
const H = 240;
const PREVIEW_STEP = 4; // previews: 80 × 60 samples of the same area
const PW = W / PREVIEW_STEP;
const PH = H / PREVIEW_STEP;

// ---------- step types ----------

/** A slider on one core parameter. inverse: the slider shows 1 / value (a feature size in px). */
interface Knob {
  param: string;
  label: string;
  min: number;
  max: number;
  step: number;
  digits: number;
  inverse?: boolean;
  unit?: string; // string key of the unit shown after the value
}

interface StepType {
  type: string; // the core's node type
  key: string; // string key of its name in the stack
  inputs: 0 | 1 | 2; // 1: reads the step above; 2: the step above (a) and its own source (b)
  defaults: Record<string, number>; // every core parameter of the node
  knobs: Knob[];
  source?: { type: string; defaults: Record<string, number>; knobs: Knob[] }; // the b input of a 2-input step
}

const SIMPLEX_KNOBS: Knob[] = [
  { param: 'scale', label: 'density.k.size', min: 10, max: 400, step: 5, digits: 0, inverse: true, unit: 'density.px' },
  { param: 'octaves', label: 'density.k.octaves', min: 1, max: 8, step: 1, digits: 0 },
  { param: 'seed_offset', label: 'density.k.seedOffset', min: 0, max: 20, step: 1, digits: 0 },
];
const CELL_KNOBS: Knob[] = [
  { param: 'count', label: 'density.k.sites', min: 1, max: 60, step: 1, digits: 0 },
  { param: 'radius', label: 'density.k.radius', min: 10, max: 300, step: 5, digits: 0, unit: 'density.px' },
];
const CELL_DEFAULTS = { count: 12, width: W, height: H, seed_offset: 7, radius: 90 };

export const STEP_TYPES: StepType[] = [
  { type: 'simplex', key: 'density.t.simplex', inputs: 0, defaults: { scale: 1 / 110, octaves: 5, seed_offset: 0 }, knobs: SIMPLEX_KNOBS },
  {
    type: 'warp',
    key: 'density.t.warp',
    inputs: 1,
    defaults: { strength: 30, scale: 0.006, seed_offset: 4 },
    knobs: [
      { param: 'strength', label: 'density.k.strength', min: 0, max: 120, step: 1, digits: 0, unit: 'density.px' },
      { param: 'scale', label: 'density.k.pushSize', min: 20, max: 600, step: 5, digits: 0, inverse: true, unit: 'density.px' },
    ],
  },
  {
    type: 'clamp',
    key: 'density.t.clamp',
    inputs: 1,
    defaults: { low: -0.3, high: 0.4 },
    knobs: [
      { param: 'low', label: 'density.k.floor', min: -1, max: 1, step: 0.05, digits: 2 },
      { param: 'high', label: 'density.k.ceiling', min: -1, max: 1, step: 0.05, digits: 2 },
    ],
  },
  {
    type: 'mix',
    key: 'density.t.cellBlend',
    inputs: 2,
    defaults: { amount: 0.35 },
    knobs: [{ param: 'amount', label: 'density.k.amount', min: 0, max: 1, step: 0.05, digits: 2 }],
    source: { type: 'cell', defaults: CELL_DEFAULTS, knobs: CELL_KNOBS },
  },
  {
    type: 'add',
    key: 'density.t.addSimplex',
    inputs: 2,
    defaults: {},
    knobs: [],
    source: { type: 'simplex', defaults: { scale: 1 / 40, octaves: 3, seed_offset: 9 }, knobs: SIMPLEX_KNOBS },
  },
  {
    type: 'max',
    key: 'density.t.maxCells',
    inputs: 2,
    defaults: {},
    knobs: [],
    source: { type: 'cell', defaults: { ...CELL_DEFAULTS, radius: 50 }, knobs: CELL_KNOBS },
  },
  {
    type: 'smooth_clamp',
    key: 'density.t.smoothClamp',
    inputs: 1,
    defaults: { low: -0.3, high: 0.4, smoothness: 0.1 },
    knobs: [
      { param: 'low', label: 'density.k.floor', min: -1, max: 1, step: 0.05, digits: 2 },
      { param: 'high', label: 'density.k.ceiling', min: -1, max: 1, step: 0.05, digits: 2 },
      { param: 'smoothness', label: 'density.k.smoothness', min: 0.01, max: 0.5, step: 0.01, digits: 2 },
    ],
  },
  {
    type: 'terrace',
    key: 'density.t.terrace',
    inputs: 1,
    defaults: { steps: 8, sharpness: 4 },
    knobs: [
      { param: 'steps', label: 'density.k.steps', min: 1, max: 24, step: 1, digits: 0 },
      { param: 'sharpness', label: 'density.k.sharpness', min: 1, max: 16, step: 1, digits: 0 },
    ],
  },
  { type: 'ridged', key: 'density.t.ridged', inputs: 1, defaults: {}, knobs: [] },
  { type: 'billow', key: 'density.t.billow', inputs: 1, defaults: {}, knobs: [] },
  { type: 'abs', key: 'density.t.abs', inputs: 1, defaults: {}, knobs: [] },
  {
    type: 'scale_bias',
    key: 'density.t.scaleBias',
    inputs: 1,
    defaults: { scale: 1, bias: 0 },
    knobs: [
      { param: 'scale', label: 'density.k.scale', min: -2, max: 2, step: 0.05, digits: 2 },
      { param: 'bias', label: 'density.k.bias', min: -1, max: 1, step: 0.05, digits: 2 },
    ],
  },
  {
    type: 'island_mask',
    key: 'density.t.islandMask',
    inputs: 1,
    defaults: { center_x: W / 2, center_y: H / 2, radius: 160, falloff: 0.6 },
    knobs: [
      { param: 'radius', label: 'density.k.radius', min: 20, max: 320, step: 5, digits: 0, unit: 'density.px' },
      { param: 'falloff', label: 'density.k.falloff', min: 0, max: 2, step: 0.05, digits: 2 },
    ],
  },
  {
    type: 'cell',
    key: 'density.t.cell',
    inputs: 0,
    defaults: CELL_DEFAULTS,
    knobs: CELL_KNOBS,
  },
];

/** The step type of a core node type inside a stack: mix, add and max carry their b source. */
const stepType = (type: string, sourceType?: string) =>
  STEP_TYPES.find((t) => t.type === type && (t.inputs !== 2 || t.source!.type === sourceType));

// ---------- the stack ----------

interface Step {
  id: string; // the node's id in the graph document
  type: string;
  on: boolean;
  params: Record<string, number>;
  source?: { type: string; params: Record<string, number> };
}

/** The tutorial lab's stack: simplex fBm → warp → clamp → cell blend. */
export const TUTORIAL_STACK: Step[] = [
  { id: 'n1', type: 'simplex', on: true, params: { scale: 1 / 110, octaves: 5, seed_offset: 0 } },
  { id: 'n2', type: 'warp', on: true, params: { strength: 30, scale: 0.006, seed_offset: 4 } },
  { id: 'n3', type: 'clamp', on: true, params: { low: -0.3, high: 0.4 } },
  { id: 'n4', type: 'mix', on: true, params: { amount: 0.35 }, source: { type: 'cell', params: { ...CELL_DEFAULTS } } },
];

const MAX_STEPS = 24; // 2 nodes per step at most: well under the core's 64

/** The URL text of a stack: compact JSON [[id, type, on, {params}, [sourceType, {params}]?], ...]. */
function formatStack(steps: Step[]): string {
  return JSON.stringify(steps.map((s) => (s.source ? [s.id, s.type, s.on ? 1 : 0, s.params, [s.source.type, s.source.params]] : [s.id, s.type, s.on ? 1 : 0, s.params])));
}

/**
 * The node's parameters with defaults filled in, or null: unknown names, non-numbers, or a value outside
 * its slider's range (the core checks the parameters without a slider against its own limits).
 */
function checkParams(given: unknown, defaults: Record<string, number>, knobs: Knob[]): Record<string, number> | null {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return null;
  const out: Record<string, number> = { ...defaults };
  for (const [k, v] of Object.entries(given)) {
    if (!(k in defaults) || typeof v !== 'number' || !Number.isFinite(v)) return null;
    const knob = knobs.find((x) => x.param === k);
    if (knob) {
      const shown = knob.inverse ? 1 / v : v;
      if (!(shown >= knob.min - 1e-9 && shown <= knob.max + 1e-9)) return null;
      if (knob.step === 1 && !knob.inverse && !Number.isInteger(v)) return null;
    }
    out[k] = v;
  }
  return out;
}

/** The stack a URL text stands for, or null. Shape and parameter names are checked here; the core checks ranges. */
function parseStack(text: string): Step[] | null {
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
    let source: Step['source'];
    if (src !== undefined) {
      if (!Array.isArray(src) || src.length !== 2 || typeof src[0] !== 'string') return null;
      source = { type: src[0], params: {} };
    }
    const t = stepType(type, source?.type);
    if (!t || (t.inputs === 2) !== (source !== undefined)) return null;
    const params = checkParams(p, t.defaults, t.knobs);
    if (!params) return null;
    if (source) {
      const sp = checkParams((src as unknown[])[1], t.source!.defaults, t.source!.knobs);
      if (!sp) return null;
      source.params = sp;
    }
    steps.push({ id, type, on: on === 1, params, source });
  }
  return steps;
}

const readStack = (v: Values) => parseStack(v.graph as string) ?? TUTORIAL_STACK;

interface Built {
  doc: object; // the core's graph document
  shown: string[]; // node ids with a preview (steps that are on and have their input)
  orphans: Set<string>; // steps that are on but have no step above them to read
  empty: boolean;
}

/** The core's graph document for the steps that are on. A step that needs an input and has none is left out. */
function buildGraph(steps: Step[]): Built {
  const nodes: object[] = [];
  const shown: string[] = [];
  const orphans = new Set<string>();
  let prev: string | null = null;
  for (const s of steps) {
    if (!s.on) continue;
    const t = stepType(s.type, s.source?.type)!;
    if (t.inputs > 0 && prev === null) {
      orphans.add(s.id);
      continue;
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
  if (prev === null) return { doc: { version: 1, nodes: [{ id: 'flat', type: 'constant', params: { value: 0 }, inputs: {} }], output: 'flat' }, shown, orphans, empty: true };
  return { doc: { version: 1, nodes, output: prev }, shown, orphans, empty: false };
}

/** A graph document (a chain, as the lab saves it) back into a stack, or an error message key. */
function stackFromGraph(doc: unknown): Step[] | string {
  type Node = { id: string; type: string; params?: Record<string, number>; inputs?: Record<string, string> };
  const d = doc as { version?: number; nodes?: Node[]; output?: string };
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
    let source: Step['source'];
    let next: string | undefined;
    if ('a' in inputs || 'b' in inputs) {
      const b = byId.get(inputs.b);
      if (!b || Object.keys(b.inputs ?? {}).length > 0) return 'density.load.notStack';
      seen.add(b.id);
      source = { type: b.type, params: {} };
      next = inputs.a;
    } else next = inputs.input;
    const t = stepType(node.type, source?.type);
    if (!t) return 'density.load.unknownType';
    const params = checkParams(node.params ?? {}, t.defaults, t.knobs);
    if (!params) return 'density.load.range';
    if (source) {
      const sp = checkParams(byId.get(inputs.b)!.params ?? {}, t.source!.defaults, t.source!.knobs);
      if (!sp) return 'density.load.range';
      source.params = sp;
    }
    steps.unshift({ id: '', type: node.type, on: true, params, source });
    id = next;
  }
  if (steps.length > MAX_STEPS) return 'density.load.tooMany';
  steps.forEach((s, i) => (s.id = `n${i + 1}`));
  return steps;
}

const graphParam: DocParam = {
  id: 'graph',
  kind: 'doc',
  def: formatStack(TUTORIAL_STACK),
  parse: (t) => {
    const s = parseStack(t);
    return s ? formatStack(s) : null;
  },
  label: 'density.stack',
  affects: 'field',
};

const params: Param[] = [{ id: 'seed', kind: 'seed', def: 1, label: 'common.seed', hint: 'common.seedHint', affects: 'field' }, graphParam];

// ---------- the view ----------

function create(host: LabHost): LabView {
  const map = canvas(W, H, 'density.alt', 'map wide');
  const codeJs = el('code', 'code');
  const codeCpp = el('code', 'code');
  const stackList = el('ol', 'stack');
  stackList.setAttribute('aria-labelledby', 'density-stack-heading');
  const stackHeading = text(host, 'h3', 'density.stack');
  stackHeading.id = 'density-stack-heading';
  const emptyNote = text(host, 'p', 'density.empty', 'hint');
  emptyNote.hidden = true;

  // Adding a step.
  const addSelect = el('select');
  addSelect.id = 'density-add-type';
  for (const t of STEP_TYPES) {
    const o = el('option');
    o.value = String(STEP_TYPES.indexOf(t));
    host.label(o, t.key);
    addSelect.append(o);
  }
  const addLabel = text(host, 'label', 'density.addLabel');
  addLabel.htmlFor = addSelect.id;
  const addButton = text(host, 'button', 'density.add');
  addButton.type = 'button';

  // Tutorial stack, core example, save and load.
  const resetButton = text(host, 'button', 'density.reset');
  resetButton.type = 'button';
  const exampleButton = text(host, 'button', 'density.example');
  exampleButton.type = 'button';
  const saveButton = text(host, 'button', 'density.save');
  saveButton.type = 'button';
  const jsonArea = el('textarea', 'json');
  jsonArea.id = 'density-json';
  jsonArea.rows = 8;
  jsonArea.spellcheck = false;
  const jsonLabel = text(host, 'label', 'density.jsonLabel');
  jsonLabel.htmlFor = jsonArea.id;
  const loadButton = text(host, 'button', 'density.load');
  loadButton.type = 'button';
  const fileInput = el('input');
  fileInput.type = 'file';
  fileInput.accept = '.json,application/json';
  fileInput.id = 'density-file';
  const fileLabel = text(host, 'label', 'density.fileLabel');
  fileLabel.htmlFor = fileInput.id;
  const loadMessage = el('p', 'hint load-message');
  loadMessage.setAttribute('role', 'status');

  const element = el(
    'div',
    'lab-density',
    el(
      'figure',
      'panel',
      map,
      text(host, 'figcaption', 'density.caption'),
      el('div', 'code-lines', text(host, 'span', 'density.codeJs', 'code-label'), el('pre', 'code-line', codeJs), text(host, 'span', 'density.codeCpp', 'code-label'), el('pre', 'code-line', codeCpp)),
      legendBlock(host),
    ),
    el(
      'section',
      'stack-panel',
      stackHeading,
      stackList,
      emptyNote,
      el('div', 'button-row', addLabel, addSelect, addButton),
      el('div', 'button-row', resetButton, exampleButton, saveButton),
      el(
        'details',
        'json-box',
        text(host, 'summary', 'density.json'),
        el('div', 'field', jsonLabel, jsonArea),
        el('div', 'button-row', loadButton),
        el('div', 'field', fileLabel, fileInput),
        loadMessage,
      ),
    ),
  );

  let steps: Step[] = TUTORIAL_STACK;
  let built: Built = buildGraph(steps);
  const previews = new Map<string, HTMLCanvasElement>();
  let cards = ''; // the stack the cards were built for
  let sliderEdit = false; // true while a card's own slider commits (its card is already up to date)

  const commit = (next: Step[]) => host.setValues({ graph: formatStack(next) });
  const nextId = () => `n${Math.max(0, ...steps.map((s) => Number(s.id.slice(1)))) + 1}`;

  function knobField(step: Step, knob: Knob, target: 'params' | 'source'): HTMLElement {
    const id = `density-${step.id}-${target === 'source' ? 'b-' : ''}${knob.param}`;
    const slider = el('input');
    slider.type = 'range';
    slider.id = id;
    slider.min = String(knob.min);
    slider.max = String(knob.max);
    slider.step = String(knob.step);
    const bag = () => (target === 'source' ? step.source!.params : step.params);
    const raw = bag()[knob.param];
    slider.value = String(knob.inverse ? 1 / raw : raw);
    const out = el('output', 'range-value');
    out.htmlFor.add(id);
    const show = (v: number) => {
      const shown = host.num(v, knob.digits);
      out.textContent = knob.unit ? `${shown} ${host.t(knob.unit)}` : shown;
    };
    show(knob.inverse ? 1 / raw : raw);
    slider.addEventListener('input', () => {
      const v = Number(slider.value);
      show(v);
      const next = steps.map((s) =>
        s.id !== step.id ? s : target === 'source' ? { ...s, source: { ...s.source!, params: { ...s.source!.params, [knob.param]: knob.inverse ? 1 / v : v } } } : { ...s, params: { ...s.params, [knob.param]: knob.inverse ? 1 / v : v } },
      );
      sliderEdit = true;
      try {
        commit(next);
      } finally {
        sliderEdit = false;
      }
    });
    const name = text(host, 'label', knob.label);
    name.htmlFor = id;
    return el('div', 'field', name, el('div', 'range-row', slider, out));
  }

  function buildCards(): void {
    previews.clear();
    stackList.replaceChildren(
      ...steps.map((step, i) => {
        const t = stepType(step.type, step.source?.type)!;
        const item = el('li', 'step');
        item.dataset.step = step.id;
        item.dataset.type = step.type;
        const on = el('input');
        on.type = 'checkbox';
        on.id = `density-${step.id}-on`;
        on.checked = step.on;
        on.addEventListener('change', () => commit(steps.map((s) => (s.id === step.id ? { ...s, on: on.checked } : s))));
        const name = el('label', 'step-name');
        name.htmlFor = on.id;
        const number = el('span', 'step-number', String(i + 1));
        const title = text(host, 'span', t.key);
        name.append(number, ' ', title);
        const preview = canvas(PW, PH, 'density.previewAlt', 'preview');
        preview.dataset.i18nAria = 'density.previewAlt';
        preview.setAttribute('aria-label', host.t('density.previewAlt'));
        previews.set(step.id, preview);
        const up = text(host, 'button', 'density.up', 'icon');
        const down = text(host, 'button', 'density.down', 'icon');
        const remove = text(host, 'button', 'density.remove', 'icon');
        for (const [b, key] of [
          [up, 'density.upName'],
          [down, 'density.downName'],
          [remove, 'density.removeName'],
        ] as const) {
          b.type = 'button';
          b.dataset.i18nAria = key;
          b.setAttribute('aria-label', host.t(key));
        }
        up.disabled = i === 0;
        down.disabled = i === steps.length - 1;
        remove.disabled = steps.length === 1;
        const move = (d: number) => {
          const next = [...steps];
          [next[i], next[i + d]] = [next[i + d], next[i]];
          commit(next);
          requestAnimationFrame(() => (stackList.querySelector<HTMLButtonElement>(`[data-step="${step.id}"] button:not(:disabled)`) ?? addButton).focus());
        };
        up.addEventListener('click', () => move(-1));
        down.addEventListener('click', () => move(1));
        remove.addEventListener('click', () => {
          commit(steps.filter((s) => s.id !== step.id));
          requestAnimationFrame(() => addButton.focus());
        });
        const state = el('p', 'step-state hint');
        const knobs = el('div', 'knobs', ...t.knobs.map((k) => knobField(step, k, 'params')));
        if (t.source) {
          knobs.append(text(host, 'p', `density.source.${t.source.type}`, 'hint'), ...t.source.knobs.map((k) => knobField(step, k, 'source')));
        }
        item.append(el('div', 'step-head', on, name, el('span', 'step-buttons', up, down, remove)), el('div', 'step-body', preview, knobs), state);
        return item;
      }),
    );
  }

  function syncStack(v: Values): void {
    steps = readStack(v);
    built = buildGraph(steps);
    // Rebuild the cards when the stack changed, except for the value a card's own slider just set.
    const structure = JSON.stringify(steps.map((s) => [s.id, s.type, s.on]));
    const whole = formatStack(steps);
    if (structure !== JSON.parse(cards || '[""]')[0] || (!sliderEdit && whole !== JSON.parse(cards || '["",""]')[1])) {
      const focused = document.activeElement?.id;
      buildCards();
      if (focused) document.getElementById(focused)?.focus();
    }
    for (const s of steps) {
      const item = stackList.querySelector<HTMLElement>(`[data-step="${s.id}"]`)!;
      const state = item.querySelector<HTMLElement>('.step-state')!;
      const key = !s.on ? 'density.off' : built.orphans.has(s.id) ? 'density.orphan' : '';
      item.classList.toggle('is-off', key !== '');
      if (key) host.label(state, key);
      else {
        state.textContent = '';
        delete state.dataset.i18n;
      }
    }
    cards = JSON.stringify([structure, whole]);
    emptyNote.hidden = !built.empty;
    jsonArea.value = JSON.stringify(built.doc, null, 1);
  }

  addButton.addEventListener('click', () => {
    if (steps.length >= MAX_STEPS) return;
    const t = STEP_TYPES[Number(addSelect.value)];
    const step: Step = { id: nextId(), type: t.type, on: true, params: { ...t.defaults } };
    if (t.source) step.source = { type: t.source.type, params: { ...t.source.defaults } };
    commit([...steps, step]);
  });
  resetButton.addEventListener('click', () => commit(TUTORIAL_STACK));
  exampleButton.addEventListener('click', async () => {
    const answer = await host.compute('preset', [{ fn: 'graphPreset', args: ['tutorial-example'] }]);
    if (!answer) return;
    const loaded = stackFromGraph(JSON.parse(answer[0].extra.json as string));
    if (typeof loaded === 'string') host.label(loadMessage, loaded);
    else commit(loaded);
  });
  const loadText = (json: string) => {
    let doc: unknown;
    try {
      doc = JSON.parse(json);
    } catch {
      host.label(loadMessage, 'density.load.json');
      return;
    }
    const loaded = stackFromGraph(doc);
    if (typeof loaded === 'string') {
      host.label(loadMessage, loaded);
      return;
    }
    host.label(loadMessage, 'density.load.done', { n: loaded.length });
    commit(loaded);
  };
  loadButton.addEventListener('click', () => loadText(jsonArea.value));
  fileInput.addEventListener('change', async () => {
    const file = fileInput.files?.[0];
    if (file) loadText(await file.text());
    fileInput.value = '';
  });
  saveButton.addEventListener('click', () => {
    const blob = new Blob([JSON.stringify(built.doc, null, 2) + '\n'], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = el('a');
    link.href = url;
    link.download = 'density-graph.json';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  });

  return {
    element,
    calls(v): Call[] {
      syncStack(v);
      const doc = JSON.stringify(built.doc);
      return [
        { fn: 'renderGraph', args: [doc, v.seed as number, 0, 0, 1, W, H] },
        { fn: 'graphNodes', args: [doc, v.seed as number, JSON.stringify(built.shown), 0, 0, PREVIEW_STEP, PW, PH] },
      ];
    },
    draw(v, results) {
      syncStack(v);
      paint(map, results[0].data, W, H, TERRAIN, 0);
      codeJs.textContent = results[0].extra.code as string; // the core writes the whole statement
      codeCpp.textContent = results[0].extra.cpp as string;
      const data = results[1].data;
      built.shown.forEach((id, k) => {
        const c = previews.get(id);
        if (c) paint(c, data.subarray(k * PW * PH, (k + 1) * PW * PH), PW, PH, GREY, 0);
      });
      // Steps not in the graph: a blank preview.
      for (const s of steps) {
        if (built.shown.includes(s.id)) continue;
        const c = previews.get(s.id);
        if (c) c.getContext('2d')!.clearRect(0, 0, c.width, c.height);
      }
    },
    readouts(v, results): Readout[] {
      const out: Readout[] = [{ id: 'nodes', label: 'density.nodes', value: host.t('density.nodesValue', { on: built.shown.length, all: steps.length }) }];
      if (results) {
        const d = results[0].data;
        let land = 0;
        let min = Infinity;
        let max = -Infinity;
        for (const x of d) {
          if (x > 0) land++;
          if (x < min) min = x;
          if (x > max) max = x;
        }
        out.push({ id: 'land', label: 'density.land', value: `${host.num((land / d.length) * 100, 1)} %` });
        out.push({ id: 'range', label: 'density.range', value: `${host.num(min, 2)} … ${host.num(max, 2)}` });
      }
      return out;
    },
    maps: () => [0],
    exportMap(v, results) {
      const clean = canvas(W, H, 'density.alt');
      paint(clean, results[0].data, W, H, TERRAIN, 0);
      return { canvas: clean, field: toFloat32(results[0].data), width: W, height: H, name: `density-seed${v.seed}` };
    },
  };
}

export const density: Lab = { id: 'density', number: 6, params, strings, create };
