// Lab 6 · The density stack: fields (x, y) → value plugged one into the next. Each step of the stack is a
// node of the core's density graph (cpp/src/core/graph/nodes/); a step can be switched off, moved,
// removed, and new steps added. Every step shows its own output in grey (the core's fill_graph_node);
// the big map is the last step in terrain colours; the code lines are the stack written with the lesson's node
// functions (density-code.ts). The stack is
// the `graph` parameter in the URL; "Save JSON" writes the core's graph document and "Load" reads one.
// The step types, their sliders and the stack's documents are density-stack.ts; the cards, density-cards.ts.
import { GREY, TERRAIN, paint } from '../draw';
import type { Grid } from '../generated/worldlab_wasm.js';
import { layerParts } from '../map-shapes';
import type { DocParam, Param, Values } from '../params';
import type { Call } from '../protocol';
import { buildCards } from './density-cards';
import { stackCode } from './density-code';
import { type Built, KNOB_LIST, MAX_STEPS, STEP_TYPES, type Step, TUTORIAL_STACK, buildGraph, findStepType, formatStack, namedStack, parseStack, stackFromGraph } from './density-stack';
import { strings } from './density.strings';
import { legendBlock } from './terrain';
import type { Lab, LabHost, LabView, Readout } from './types';
import { positionReadout } from './probe-readouts';
import { canvas, el, text, toFloat32 } from './ui';

// The tutorial's lab: a 320 × 240 map, one sample per world unit (its pixels).
const W = 320;
const H = 240;
const PREVIEW_STEP = 4; // previews: 80 × 60 samples of the same area
const PW = W / PREVIEW_STEP;
const PH = H / PREVIEW_STEP;
const MAP: Grid = { x0: 0, y0: 0, step: 1, width: W, height: H };
const PREVIEWS: Grid = { x0: 0, y0: 0, step: PREVIEW_STEP, width: PW, height: PH };

const readStack = (v: Values) => parseStack(v.graph as string) ?? TUTORIAL_STACK;

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
  // The browser draws a file input with its own words ("Choose File", "No file chosen"), in the browser's language
  // whatever the page's: the input is kept (focusable, named by its label) but drawn by its label, a button-like
  // "Open a JSON file" in the page's language (style.css .file-input).
  fileInput.className = 'file-input';
  const fileLabel = text(host, 'label', 'density.fileLabel', 'file-button');
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
        el('div', 'field file-field', fileInput, fileLabel),
        loadMessage,
      ),
    ),
  );

  let steps: Step[] = TUTORIAL_STACK;
  let built: Built = buildGraph(steps);
  let previews = new Map<string, HTMLCanvasElement>();
  let cards = ''; // the stack the cards were built for
  let sliderEdit = false; // true while a card's own slider commits (its card is already up to date)

  const commit = (next: Step[]) => host.setValues({ graph: formatStack(next) });
  const nextId = () => `n${Math.max(0, ...steps.map((s) => Number(s.id.slice(1)))) + 1}`;

  const cardsContext = {
    host,
    steps: () => steps,
    commit: (next: Step[], fromSlider = false) => {
      sliderEdit = fromSlider;
      try {
        commit(next);
      } finally {
        sliderEdit = false;
      }
    },
    fallbackFocus: addButton,
    previewSize: { width: PW, height: PH },
  };

  function syncStack(v: Values): void {
    steps = readStack(v);
    built = buildGraph(steps);
    // Rebuild the cards when the stack changed, except for the value a card's own slider just set.
    const structure = JSON.stringify(steps.map((s) => [s.id, s.type, s.on]));
    const whole = formatStack(steps);
    if (structure !== JSON.parse(cards || '[""]')[0] || (!sliderEdit && whole !== JSON.parse(cards || '["",""]')[1])) {
      const focused = document.activeElement?.id;
      previews = buildCards(cardsContext, stackList);
      if (focused) document.getElementById(focused)?.focus();
    }
    for (const s of steps) {
      const item = stackList.querySelector<HTMLElement>(`[data-step="${s.id}"]`)!;
      const state = item.querySelector<HTMLElement>('.step-state')!;
      const key = !s.on ? 'density.off' : built.orphans.has(s.id) ? 'density.orphan' : '';
      item.classList.toggle('is-off', !s.on); // a step with nothing above it is in use (it reads a flat 0)
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
  exampleButton.addEventListener('click', () => commit(namedStack('tutorial-example')));
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
        { fn: 'renderGraph', args: [doc, v.seed as number, MAP] },
        { fn: 'graphNodes', args: [doc, v.seed as number, built.shown, PREVIEWS] },
      ];
    },
    draw(v, results) {
      // The results may be of an older stack than the cards show (the newest finished map is drawn during a
      // drag): its own graph says which preview each layer is; the cards follow the current values (calls).
      const drawn = buildGraph(readStack(v));
      paint(map, layerParts(results[0]), W, H, TERRAIN, 0);
      // The lines of the drawn stack, written with the lesson's node functions (density-code.ts).
      codeJs.textContent = stackCode(readStack(v), v.seed as number, 'js');
      codeCpp.textContent = stackCode(readStack(v), v.seed as number, 'cpp');
      const data = results[1].data;
      drawn.shown.forEach((id, k) => {
        const c = previews.get(id);
        if (c) paint(c, data.subarray(k * PW * PH, (k + 1) * PW * PH), PW, PH, GREY, 0);
      });
      // Steps not in the graph: a blank preview.
      for (const s of steps) {
        if (drawn.shown.includes(s.id)) continue;
        const c = previews.get(s.id);
        if (c) c.getContext('2d')!.clearRect(0, 0, c.width, c.height);
      }
    },
    readouts(v, results): Readout[] {
      const out: Readout[] = [{ id: 'nodes', label: 'density.nodes', value: host.t('density.nodesValue', { on: built.shown.length, all: steps.length }) }];
      if (results) {
        // Over the bands as they came (layerParts): reading `data` would join them into a new array first.
        let land = 0;
        let min = Infinity;
        let max = -Infinity;
        for (const d of layerParts(results[0])) {
          for (const x of d) {
            if (x > 0) land++;
            if (x < min) min = x;
            if (x > max) max = x;
          }
        }
        out.push({ id: 'land', label: 'density.land', value: `${host.num((land / results[0].length) * 100, 1)} %` });
        out.push({ id: 'range', label: 'density.range', value: `${host.num(min, 2)} … ${host.num(max, 2)}` });
      }
      return out;
    },
    maps: () => [0],
    // The probe moves on the previews' grid (a sample every 4 world units), where every step's grey preview and
    // the big map both have a sample: the map at (4x, 4y) and each step's preview at (x, y).
    probeSize: { width: PW, height: PH },
    probe(v, results, x, y) {
      const drawn = buildGraph(readStack(v));
      const nodes = results[1].data;
      const out: Readout[] = [
        positionReadout(host, x * PREVIEW_STEP, y * PREVIEW_STEP, 0),
        { id: 'output', label: 'probe.output', value: host.num(results[0].data[y * PREVIEW_STEP * W + x * PREVIEW_STEP], 4) },
      ];
      readStack(v).forEach((s, n) => {
        const k = drawn.shown.indexOf(s.id);
        const name = host.t(findStepType(s.type, s.source?.type)?.key ?? s.type);
        const value = k < 0 ? host.t('probe.stepOff') : host.num(nodes[k * PW * PH + y * PW + x], 4);
        out.push({ id: `step-${s.id}`, label: 'probe.step', labelVars: { n: n + 1, name }, value });
      });
      return out;
    },
    exportMap(v, results) {
      const clean = canvas(W, H, 'density.alt');
      paint(clean, results[0].data, W, H, TERRAIN, 0);
      return { canvas: clean, field: toFloat32(results[0].data), width: W, height: H, name: `density-seed${v.seed}` };
    },
  };
}

export const density: Lab = { id: 'density', number: 6, params, knobs: KNOB_LIST, strings, create };
