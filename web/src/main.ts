// The shell of the multi-lab page: the lab picker, controls generated from each lab's parameter table,
// the URL (lab, language and every parameter), both languages, notices, the status line, readouts,
// export, and the map requests to the workers (a coarse preview, then the full map; the newest finished
// answer is always drawn). The main thread computes no full map: it draws the samples the workers send back, and
// computes only the coarse previews with its own instance of the same core (preview-core.ts).
import './style.css';
import { Compute, CoreError } from './compute';
import { SCHEMA } from './core';
import type { SchemaDoc } from './generated/worldlab_wasm.js';
import { LABS, findLab } from './labs';
import type { Dict, Lab, LabHost, LabView, Vars } from './labs/types';
import { displayRange, displayValue } from './describe';
import { WORKER_SCRIPT_FAILED, faults } from './faults';
import { dockMap, showCurrentLab } from './layout';
import { LoadingProgress } from './loading';
import { defaults, formatValue, parseValue, readValues, sameValue, type Param, type Value, type Values } from './params';
import { LatestQueue, type Outcome, settle } from './latest';
import { lessonMaps, liveArgs, recipeStats } from './lessons/live';
import { highlightTerm, renderLesson, showMeasures, showReadoutFigures, showRecipeLive } from './lessons/render';
import { coarseCall, scaleUp } from './map-shapes';
import { MapPool } from './pool';
import { fullHereStats, loadPreviewCore, previewCoreReady, previewStats, runFullHere, runHere } from './preview-core';
import { type Probe, mountProbe } from './probe';
import type { Call, CallResult } from './protocol';
import { fnv1a64 } from './hash';
import { schemaStrings } from './schema.strings';
import { DEFAULT_LANG, LANGS, STRINGS, errorText, isLang, type Lang } from './strings';

// ---------- strings ----------

/** Every string of the page: the shell's, the core's parameters' and every lab's, per language. */
const DICTS: Record<Lang, Dict> = Object.fromEntries(
  LANGS.map((lang) => [lang, Object.assign({}, STRINGS[lang], schemaStrings[lang], ...LABS.map((lab) => lab.strings[lang]))]),
) as Record<Lang, Dict>;

let lang: Lang = DEFAULT_LANG;

function t(key: string, vars?: Vars): string {
  const text = DICTS[lang][key];
  if (text === undefined) {
    console.error(`missing string "${key}" (${lang})`);
    return key;
  }
  return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;
}

function label(element: HTMLElement, key: string, vars?: Vars): void {
  element.dataset.i18n = key;
  if (vars) element.dataset.i18nVars = JSON.stringify(vars);
  else delete element.dataset.i18nVars;
  element.textContent = t(key, vars);
}

// The number formats by language and digits, made once: a new Intl.NumberFormat per number cost lab 7's
// readouts ~7 ms per map.
const formats = new Map<string, Intl.NumberFormat>();
function num(value: number, digits: number): string {
  const key = `${lang} ${digits}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return format.format(value);
}

type Text = () => string;

// ---------- the page's elements ----------

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from index.html`);
  return element as T;
}

const app = byId<HTMLElement>('app');
const langSelect = byId<HTMLSelectElement>('lang');
const labList = byId<HTMLUListElement>('lab-list');
const controlList = byId<HTMLElement>('control-list');
const viewHost = byId<HTMLElement>('view');
const readoutList = byId<HTMLDListElement>('readouts');
const statusOut = byId<HTMLElement>('status');
const notice = byId<HTMLElement>('notice');
const noticeList = byId<HTMLUListElement>('notice-list');
const lessonHost = byId<HTMLElement>('lesson');

// ---------- state ----------

const compute = new Compute(); // the labs' own extra work (races, preset checks)
const pool = new MapPool(); // the maps
const valuesByLab = new Map<string, Values>(); // each lab keeps its values while another is shown
let lab: Lab = LABS[0];
let values: Values = defaults(lab.params);
let view: LabView;
let probe: Probe | null = null; // the lab's click-a-point readouts (probe.ts), when its view has them
let results: CallResult[] | null = null;
/** The state whose answer is on screen: the values it was computed for, its number, and whether it is the full map. */
let shown: MapTag | null = null;
let requested = 0; // numbers the states asked for, in order
let mount = 0; // increases on every lab switch: answers for an older lab are ignored
let notices: Text[] = [];
let status: Text = () => t('app.loading');
let statusTone: '' | 'error' = '';
let pointerHeld = false; // the pointer holds a slider (the shell's or a card's) or drags on a canvas (a table line)
let previewOnly = false; // the newest request asked only for a preview (while the pointer is held)

// Timing for scripts/bench-web.mjs: when a control last changed, when new pixels (a preview or the full map)
// and when the full map were last drawn, and painted after the next animation frame; mapPainted: when the lab's
// map was last painted at full resolution (with the full map, or before it where the lab draws its map first:
// LabView.mapCalls).
const timing = { input: 0, drawn: 0, painted: 0, fullPainted: 0, mapPainted: 0, key: '' };
// The last three answers drawn, newest last (for the browser tests: a map drawn before its full answer, and what it
// held). Three: a state's preview, map and full answer; no more big answers kept alive than that.
const draws: { seq: number; kind: 'preview' | 'map' | 'full'; results: CallResult[] }[] = [];
declare global {
  interface Window {
    __worldlab: {
      dictionaries: Record<Lang, Dict>;
      schema: SchemaDoc;
      labs: Pick<Lab, 'id' | 'params' | 'presets' | 'knobs'>[];
      parse: (labId: string, query: string) => { values: Values; rejected: string[] };
      timing: typeof timing;
      pool: MapPool;
      previews: typeof previewStats;
      fullHere: typeof fullHereStats;
      previewsReady: () => boolean;
      comparePreviews: () => Promise<{ here: string[] | null; workers: string[] }>;
      faults: typeof faults;
      draws: typeof draws;
    };
  }
}
// For the browser tests and the benchmark: the strings, the schema the page was built with, the parameter tables
// (with the presets and sliders each lab builds itself), the page's own reading of a query for a lab, and the timing.
window.__worldlab = {
  dictionaries: DICTS,
  schema: SCHEMA,
  labs: LABS.map((l) => ({ id: l.id, params: l.params, presets: l.presets, knobs: l.knobs })),
  parse: (labId, query) => {
    const { values, rejected } = readValues(findLab(labId)!.params, new URLSearchParams(query));
    return { values, rejected: rejected.map((r) => r.param.id) };
  },
  timing,
  pool,
  previews: previewStats,
  fullHere: fullHereStats,
  previewsReady: previewCoreReady,
  // The preview of the map on screen from the main thread's core and from the workers: the hashes of their samples.
  comparePreviews: async () => {
    const coarse = coarseCalls(values);
    const here = runHere(coarse);
    const workers = await pool.run(coarse);
    // A call whose hash is never shown (lab 11's solid: `hash: false`) is compared by its samples' hash made here.
    const hashOf = (r: CallResult) => r.hash || fnv1a64(r.data);
    return { here: here?.map(hashOf) ?? null, workers: workers.map(hashOf) };
  },
  faults,
  draws,
};

// ---------- the URL ----------

function readUrl(): void {
  const query = new URLSearchParams(location.search);
  const langText = query.get('lang');
  if (langText !== null) {
    if (isLang(langText)) lang = langText;
    else notices.push(() => t('notice.lang', { value: langText }));
  }
  const labText = query.get('lab');
  if (labText !== null) {
    const found = findLab(labText);
    if (found) lab = found;
    else notices.push(() => t('notice.lab', { value: labText, fallback: t(`${LABS[0].id}.title`) }));
  }
  const { values: read, rejected } = readValues(lab.params, query);
  values = read;
  for (const { param, text } of rejected) {
    notices.push(() =>
      t('notice.value', { value: text, name: t(param.label), range: displayRange(t, lang, param), fallback: shownDefault(param) }),
    );
  }
}

/** A parameter's default as the notices show it: in the page's language (decimal commas in Spanish, option names). */
function shownDefault(p: Param): string {
  return displayValue(t, lang, p, p.def);
}

function paramQuery(v: Values): string {
  return lab.params.map((p) => `${p.id}=${encodeURIComponent(formatValue(p, v[p.id]))}`).join('&');
}

// A control's change writes the URL later (writeUrlSoon): history.replaceState took 1-2 ms of the input handler
// (CPU profile, labs 4, 6 and 7), ahead of the preview's first pixels, and a held slider changes 60 times a
// second. Nor is it written while the workers compute the full map: each write cost the browser about 14 ms of
// CPU outside the page (headless Chromium, 100 writes 20 ms apart, /proc: 11.5 ms in the browser process, 2 in
// the GPU process, 1 in the renderer's handler), on the cores the workers need. So the URL is written when the
// page says "Ready" (the tests read it then), when a fault ends the request, when the page writes it itself,
// and, while a slider is held (previews only, no "Ready" until it is let go), after the frame that shows a
// change, at most every URL_EVERY ms. A new world's history entry (pushState) waits for "Ready" the same way.
const URL_EVERY = 100;
let urlDue = false;
let urlPush = false; // the due write is a new history entry (a new world)
let urlTimer = false; // a write while the slider is held is scheduled
let urlWritten = -Infinity;

/** Writes the state into the URL: in place, or as a new history entry (a new world) that Back returns from. */
function writeUrl(push = false): void {
  push ||= urlPush;
  urlDue = false;
  urlPush = false;
  const query = `lab=${lab.id}&lang=${lang}&${paramQuery(values)}`;
  const url = `${location.pathname}?${query}${location.hash}`;
  if (push && `?${query}` !== location.search) history.pushState(null, '', url);
  else history.replaceState(history.state, '', url);
  urlWritten = performance.now(); // after the write: the next is at least URL_EVERY ms after this one
}

/**
 * The URL is due: written at "Ready" (describeShown) or at a fault; while a slider is held, after the next frame
 * and no sooner than URL_EVERY ms after the last write.
 */
function writeUrlSoon(): void {
  urlDue = true;
  if (!previewOnly || urlTimer) return;
  urlTimer = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      urlTimer = false;
      if (urlDue && previewOnly) writeUrl(); // (let go meanwhile: the full map's "Ready" writes it)
    }, Math.max(0, urlWritten + URL_EVERY - performance.now())),
  );
}

/** Back or Forward: the page shows the state of the URL it returns to (lab, language, values). */
function restoreFromUrl(): void {
  const before = lab;
  // A write still due was for the state being left (a new world not yet ready: never an entry of its own).
  urlDue = false;
  urlPush = false;
  valuesByLab.set(lab.id, values);
  notices = [];
  faultNotice = null;
  invalidNotices.clear();
  readUrl();
  if (lab !== before) {
    mountLab();
    return;
  }
  for (const p of lab.params) showValue(p);
  writeUrl();
  applyLanguage();
  timing.input = performance.now();
  request();
}

// ---------- language ----------

function applyLanguage(): void {
  document.documentElement.lang = lang;
  document.title = `${t(`${lab.id}.title`)} · ${t('app.title')}`;
  for (const element of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const vars = element.dataset.i18nVars ? (JSON.parse(element.dataset.i18nVars) as Vars) : undefined;
    element.textContent = t(element.dataset.i18n!, vars);
  }
  for (const element of document.querySelectorAll<HTMLElement>('[data-i18n-aria]')) {
    element.setAttribute('aria-label', t(element.dataset.i18nAria!));
  }
  langSelect.value = lang;
  for (const p of lab.params) showValue(p);
  renderNotices();
  renderStatus();
  renderReadouts();
  showLesson();
  probe?.refresh();
}

// ---------- notices and status ----------

function renderNotices(): void {
  noticeList.replaceChildren(
    ...notices.map((text) => {
      const item = document.createElement('li');
      item.textContent = text();
      return item;
    }),
  );
  notice.hidden = notices.length === 0;
}

function setStatus(text: Text, tone: '' | 'error' = ''): void {
  status = text;
  statusTone = tone;
  renderStatus();
}

function renderStatus(): void {
  statusOut.textContent = status();
  statusOut.classList.toggle('error', statusTone === 'error');
}

// ---------- controls ----------

function controlId(p: Param, item?: number): string {
  return item === undefined ? `p-${p.id}` : `p-${p.id}-${item}`;
}

/** A slider and its value readout; `input` hears every move. */
function slider(id: string, min: number, max: number, step: number, input: (value: string) => void): HTMLElement {
  const row = document.createElement('div');
  row.className = 'range-row';
  const range = document.createElement('input');
  range.type = 'range';
  range.id = id;
  range.min = String(min);
  range.max = String(max);
  range.step = String(step);
  range.addEventListener('input', () => input(range.value));
  const out = document.createElement('output');
  out.id = `${id}-value`;
  out.htmlFor.add(id);
  out.className = 'range-value';
  row.append(range, out);
  return row;
}

function buildControl(p: Param): HTMLElement {
  if (p.kind === 'doc') throw new Error(`${p.id}: a document parameter has no generated control`);
  const field = document.createElement(p.kind === 'list' ? 'fieldset' : 'div');
  field.className = `field field-${p.kind}`;
  const name = document.createElement(p.kind === 'list' ? 'legend' : 'label');
  if (name instanceof HTMLLabelElement) name.htmlFor = controlId(p);
  label(name, p.label);
  let hint: HTMLElement | null = null;
  if (p.hint) {
    hint = document.createElement('p');
    hint.className = 'hint';
    hint.id = `${controlId(p)}-hint`;
    label(hint, p.hint);
  }
  let inputs: HTMLElement[];
  if (p.kind === 'choice') {
    const select = document.createElement('select');
    for (const o of p.options) {
      const option = document.createElement('option');
      option.value = o.value;
      label(option, o.label);
      select.append(option);
    }
    select.addEventListener('change', () => onControl(p, select.value));
    inputs = [select];
    field.append(name, select);
  } else if (p.kind === 'toggle') {
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.addEventListener('change', () => onControl(p, box.checked ? '1' : '0'));
    inputs = [box];
    field.append(box, name);
  } else if (p.kind === 'seed') {
    const box = document.createElement('input');
    box.type = 'number';
    box.inputMode = 'numeric';
    box.step = '1';
    box.autocomplete = 'off';
    box.addEventListener('input', () => onSeedInput(p, box));
    // Leaving the field: it shows the seed in use again (an empty or half-typed field is refused then).
    box.addEventListener('blur', () => {
      if (box.value === String(values[p.id])) return;
      if (parseValue(p, box.value) === null) refuseSeed(p, box);
      else box.value = String(values[p.id]); // "007" → "7": the seed as the URL writes it
    });
    inputs = [box];
    field.append(name, box);
  } else if (p.kind === 'list') {
    // One labelled slider per item; a move sends the whole list.
    field.append(name);
    inputs = p.items.map((key, item) => {
      const id = controlId(p, item);
      const itemName = document.createElement('label');
      itemName.htmlFor = id;
      label(itemName, key);
      const row = slider(id, p.min, p.max, p.step, (value) => {
        const next = [...(values[p.id] as number[])];
        next[item] = Number(value);
        onControl(p, formatValue(p, next));
      });
      field.append(itemName, row);
      return row.querySelector('input')!;
    });
  } else {
    const row = slider(controlId(p), p.min, p.max, p.step, (value) => onControl(p, value));
    inputs = [row.querySelector('input')!];
    field.append(name, row);
  }
  for (const input of inputs) {
    if (p.kind !== 'list') input.id = controlId(p);
    input.setAttribute('name', p.id);
    if (hint) input.setAttribute('aria-describedby', hint.id);
  }
  if (hint) field.append(hint);
  return field;
}

/** Puts values[p.id] into its control(s). */
function showValue(p: Param): void {
  const v = values[p.id];
  if (p.kind === 'list') {
    (v as number[]).forEach((x, item) => {
      const input = document.getElementById(controlId(p, item)) as HTMLInputElement | null;
      if (!input) return;
      input.value = String(x);
      input.removeAttribute('aria-invalid');
      const out = document.getElementById(`${controlId(p, item)}-value`);
      if (out) out.textContent = num(x, p.digits);
    });
    return;
  }
  const input = document.getElementById(controlId(p)) as HTMLInputElement | HTMLSelectElement | null;
  if (!input) return;
  if (p.kind === 'toggle') (input as HTMLInputElement).checked = v === true;
  else if (document.activeElement !== input || p.kind !== 'seed') input.value = String(v);
  clearInvalid(p);
  if (p.kind === 'range') {
    const out = document.getElementById(`${controlId(p)}-value`);
    if (out) out.textContent = num(v as number, p.digits);
  }
}

function onControl(p: Param, text: string): void {
  const v = parseValue(p, text);
  if (v === null) {
    markInvalid(p, text);
    return;
  }
  clearInvalid(p);
  if (sameValue(v, values[p.id])) return;
  timing.input = performance.now();
  update({ [p.id]: v });
}

/**
 * A keystroke in the seed field. A seed is an integer with |seed| <= 2^53 (the core's rule, SEED_LIMIT). An empty
 * or half-typed field ("", "-", which a number field reports as "") is marked while typing goes on; any other text
 * that is no seed ("3.7", "1e3", twenty 9s) is refused at once: the field goes back to the seed the map and the
 * URL show, and a message next to it and in the notice says so, so field, map and URL never disagree.
 */
function onSeedInput(p: Param, box: HTMLInputElement): void {
  if (box.value !== '' && parseValue(p, box.value) === null) refuseSeed(p, box);
  else onControl(p, box.value);
}

/** The seed field's text is refused: the field shows the seed in use again, with a message naming both. */
function refuseSeed(p: Param, box: HTMLInputElement): void {
  const text = box.value.trim();
  box.value = String(values[p.id]);
  markInvalid(p, text, true);
}

// ---------- invalid fields ----------

/** Notices about fields holding an invalid value, by parameter id (in `notices` too, while they last). */
const invalidNotices = new Map<string, Text>();

/** A field holds a value its parameter does not accept: marked at the field and named in the notice. */
function markInvalid(p: Param, text: string, refused = false): void {
  const input = document.getElementById(controlId(p));
  if (!input) return;
  // A refused seed: the field holds the seed in use again (valid), and the message says what was refused.
  if (refused) input.removeAttribute('aria-invalid');
  else input.setAttribute('aria-invalid', 'true');
  const field = input.closest<HTMLElement>('.field');
  field?.classList.toggle('is-invalid', !refused);
  field?.classList.toggle('is-refused', refused);
  const messageId = `${controlId(p)}-error`;
  let message = document.getElementById(messageId);
  if (!message) {
    message = document.createElement('p');
    message.id = messageId;
    message.className = 'field-error';
    input.insertAdjacentElement('afterend', message);
    input.setAttribute('aria-describedby', [messageId, input.getAttribute('aria-describedby')].filter(Boolean).join(' '));
    input.setAttribute('aria-errormessage', messageId);
  }
  const kept = values[p.id];
  const trimmed = text.trim();
  // A refused seed names the seed in use as the field and the URL write it (digits only), to compare at a glance.
  const words = () => ({ value: trimmed, name: t(p.label), range: displayRange(t, lang, p), kept: refused ? String(kept) : displayValue(t, lang, p, kept) });
  message.textContent = refused ? t(trimmed ? 'field.seedRefused' : 'field.seedRefusedEmpty', words()) : t('field.invalid', { range: displayRange(t, lang, p) });
  const notice: Text = () => t(refused ? (trimmed ? 'notice.seedRefused' : 'notice.seedRefusedEmpty') : trimmed ? 'notice.field' : 'notice.fieldEmpty', words());
  const old = invalidNotices.get(p.id);
  notices = [...notices.filter((n) => n !== old), notice];
  invalidNotices.set(p.id, notice);
  renderNotices();
}

/** The field holds a valid value again (or shows the value in use): its mark, message and notice go. */
function clearInvalid(p: Param): void {
  const input = document.getElementById(controlId(p));
  input?.removeAttribute('aria-invalid');
  input?.removeAttribute('aria-errormessage');
  input?.closest('.field')?.classList.remove('is-invalid', 'is-refused');
  const message = document.getElementById(`${controlId(p)}-error`);
  if (message && input) {
    input.setAttribute('aria-describedby', (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== message.id).join(' '));
    if (!input.getAttribute('aria-describedby')) input.removeAttribute('aria-describedby');
    message.remove();
  }
  const notice = invalidNotices.get(p.id);
  if (notice) {
    invalidNotices.delete(p.id);
    notices = notices.filter((n) => n !== notice);
    renderNotices();
  }
}

function update(changes: Values, push = false): void {
  let field = false;
  for (const [id, v] of Object.entries(changes) as [string, Value][]) {
    const p = lab.params.find((q) => q.id === id);
    if (!p || sameValue(values[id], v)) continue;
    values[id] = v;
    if (p.affects === 'field') field = true;
    showValue(p);
  }
  if (field || !results) {
    // A new world's history entry too is pushed at "Ready" (writeUrl), not while its map is computed.
    urlPush ||= push;
    request();
    writeUrlSoon(); // (after request(), which says whether the slider is held)
  } else {
    // Only the view changes: no preview to make way for, and the page stays "Ready", so the URL follows at once.
    drawShown();
    writeUrl(push);
  }
}

// ---------- maps ----------

interface MapTag {
  mount: number;
  seq: number;
  full: boolean;
  values: Values; // the values the answer was computed for
  here?: boolean; // a preview computed by the main thread's core (preview-core.ts), not by the workers
  mapFull?: boolean; // not full, but the lab's map is (LabView.mapCalls): the rest is still the preview's
}

const queue = new LatestQueue<MapTag, CallResult[]>(finished);

// The full-size arrays of the previews, two sets used in turn (map-shapes.ts: scaleUp): a new preview is written
// into the set that is not on screen, and is on screen as soon as it is written.
const previewArrays: Float64Array[][] = [[], []];
let previewTurn = 0;

/** The preview's calls: each of the lab's calls (`calls`, when the caller has them already) or of its own preview calls, made coarse. */
const coarseCalls = (v: Values, calls?: Call[]): Call[] => (view.previewCalls?.(v) ?? calls ?? view.calls(v)).map((c) => coarseCall(c));

/**
 * Asks for the map of the current values: a preview first, then the full map — only the preview while the
 * pointer is held, so a drag is never stuck behind a full map; the full one follows on release. The preview is
 * computed here, at once, by the main thread's instance of the core when it is loaded (preview-core.ts), else by
 * the workers; the full map always by the workers.
 */
function request(): void {
  const calls: Call[] = view.calls(values);
  const tag = (full: boolean): MapTag => ({ mount, seq: ++requested, full, values: { ...values } });
  const coarse = coarseCalls(values, calls); // the lab's calls once per change (lab 6 builds its graph for them)
  const hasPreview = coarse.some((c, i) => c !== calls[i]);
  // A released slider asks again for the values whose preview is on screen: only the full map is missing.
  const previewShown = shown !== null && !shown.full && shown.mount === mount && sameValues(shown.values, values);
  const previewTag = hasPreview && !previewShown ? tag(false) : null;
  const scaled = (rs: CallResult[]) => {
    const into = previewArrays[(previewTurn = 1 - previewTurn)];
    return rs.map((r, i) => {
      const big = scaleUp(r, calls[i], into[i]);
      if (big !== r) into[i] = big.data;
      return big;
    });
  };
  const preview = () => pool.run(coarse).then(scaled);
  previewOnly = pointerHeld && hasPreview;
  app.dataset.state = 'computing';
  app.setAttribute('aria-busy', 'true');
  if (results) setStatus(() => t('app.computing'));
  // Calls marked `here` (lab 13's box edits: a millisecond or two) are answered in full by the main thread's core,
  // now, when it can: their pixels are painted with the next frame instead of after a round trip to the workers.
  // Whatever still waits for the workers is older.
  const fullHere = runFullHere(calls);
  if (fullHere) {
    queue.submit([]);
    finished({ ...tag(true), here: true }, { ok: true, value: fullHere });
    return;
  }
  // Drawn before anything is sent to the workers, so nothing stands between the input and its first pixels.
  const here = previewTag ? runHere(coarse) : null;
  if (here) finished({ ...previewTag!, here: true }, { ok: true, value: scaled(here) });
  if (previewOnly) {
    // Whatever still waits is older than the preview on screen (or on its way).
    queue.submit(previewTag && !here ? [{ tag: previewTag, run: preview }] : []);
    return;
  }
  // One job for both: the preview (when the workers compute it), drawn as soon as it is back, then the full map.
  // The full map is asked for only once the preview is drawn: computing it meanwhile kept every core busy (one
  // worker per core) while the page scaled and coloured the preview, which then took two to three times as long;
  // the full map starts a few milliseconds later instead.
  const both = async () => {
    if (previewTag && !here) finished(previewTag, await settle(preview()));
    return fullCalls(calls, full.tag);
  };
  const full = { tag: tag(true), run: both };
  if (!here) {
    queue.submit([full]);
    return;
  }
  // A preview drawn here is on screen after the next frame; only then are the workers given the full map, so that
  // they do not hold both cores while the page paints that frame (measured here, under load: first pixels 5–15 ms
  // sooner in most labs; the full map starts that much later). Measured again on a quiet 2-core machine (12 runs
  // each, bench-web.mjs) against posting it at once, right after the preview is drawn: first pixels 8–17 ms here
  // against 16–23 ms in labs 1–8, while the full maps came 3–13 ms sooner in some labs (lab 1: 23–28 against 31 ms;
  // lab 4: 43–49 against 56) and within the noise in others; posting it in the frame's animation callback gave
  // first pixels of 14–25 ms. Whatever waited is older than this preview.
  // Unless the full map keeps fewer workers busy than there are (lab 7's one Islands call, lab 9's preset, on two
  // cores): then a core is left for the preview's frame, and the full map starts at once. bench-web, two runs of
  // each build in turn: lab 7's full map 49 / 45 -> 43 / 39 ms, lab 9's 25 / 26 -> 17 / 15 ms, first pixels
  // within the noise (10-14 ms).
  if (pool.workersFor(calls) < pool.size) {
    queue.submit([full]);
    return;
  }
  queue.submit([]);
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (requested === full.tag.seq) queue.submit([full]);
    }, 0),
  );
}

/**
 * The full map's calls in the workers. A lab whose map is its first calls (LabView.mapCalls: lab 11's slice, ahead
 * of its 3D view) has them computed as a job of their own, posted just before the rest: each worker answers its
 * share of the map first, and the map is drawn at full resolution, beside the preview's answers for the rest, while
 * the workers go on. Only over this state's own preview (not over a newer state's, nor over its full map).
 */
async function fullCalls(calls: Call[], fullTag: MapTag): Promise<CallResult[]> {
  const n = view.mapCalls ?? 0;
  if (n <= 0 || n >= calls.length) return pool.run(calls);
  const mapJob = pool.run(calls.slice(0, n));
  const restJob = pool.run(calls.slice(n));
  let restBack = false; // (the rest from the pool's memory, as lab 11's solid when z moves: one drawing, not two)
  restJob.then(
    () => (restBack = true),
    () => {}, // (awaited below; a failure of the map's job is the one reported)
  );
  const map = await mapJob;
  const onScreen = shown;
  const preview = results;
  const ownPreview = onScreen && !onScreen.full && onScreen.mount === fullTag.mount && onScreen.seq < fullTag.seq && sameValues(onScreen.values, fullTag.values);
  if (!restBack && ownPreview && preview && preview.length === calls.length) {
    finished({ ...fullTag, full: false, mapFull: true }, { ok: true, value: [...map, ...preview.slice(n)] });
  }
  return [...map, ...(await restJob)];
}

/** Whether two states have the same value for every parameter of the mounted lab. */
const sameValues = (a: Values, b: Values) => lab.params.every((p) => sameValue(a[p.id], b[p.id]));

/** An answer came back: drawn unless the screen already shows a newer state or this state's full map. */
function finished(tag: MapTag, outcome: Outcome<CallResult[]>): void {
  if (tag.mount !== mount) return;
  if (!outcome.ok) {
    showFault(outcome.error);
    return;
  }
  if (shown && tag.seq < shown.seq) return; // jobs run in order, so this is only a guard
  results = outcome.value;
  shown = tag;
  draws.push({ seq: tag.seq, kind: tag.full ? 'full' : tag.mapFull ? 'map' : 'preview', results });
  if (draws.length > 3) draws.shift();
  drawShown();
}

/** The values to draw with: the shown answer's for what it computed, the current ones for the view's own. */
function drawnValues(): Values {
  if (!shown) return values;
  return Object.fromEntries(lab.params.map((p) => [p.id, p.affects === 'view' ? values[p.id] : shown!.values[p.id]]));
}

/**
 * Draws the shown answer now; once its frame is painted, the words about it: hashes, readouts, status. They
 * wait so that nothing but drawing stands between an answer and its pixels (a map put together from bands is
 * hashed when its hash is first read).
 */
function drawShown(): void {
  if (!results || !shown) return;
  const drawn = shown;
  view.draw(drawnValues(), results, { preview: !drawn.full && !drawn.mapFull });
  probe?.refresh();
  timing.drawn = performance.now();
  // The frame with the new pixels is painted after the next animation frame's callbacks.
  requestAnimationFrame(() =>
    setTimeout(() => {
      timing.painted = performance.now();
      if (drawn.full) timing.fullPainted = timing.painted;
      // (The first since the input: the full map that follows a map drawn first does not move it.)
      if ((drawn.full || drawn.mapFull) && timing.mapPainted < timing.input) timing.mapPainted = timing.painted;
      if (shown === drawn) describeShown();
    }, 0),
  );
}

/** The readouts of the map on screen and, for the newest state's full map, its hash and "ready". */
function describeShown(): void {
  const answer = results;
  if (!answer || !shown) return;
  // A preview whose full map is on its way keeps the readouts of the map before: they would be replaced within a
  // few tens of milliseconds, and computing them here (the map's statistics) would hold the main thread just
  // before the full map is posted to the workers (request(): the next callback of the same frame). While a slider
  // is held the previews are all there is, and their readouts follow them.
  if (!shown.full && !previewOnly) return;
  renderReadouts();
  if (!shown.full) return;
  measureLesson();
  app.dataset.hash = view.maps(answer).map((i) => answer[i].hash).join(' ');
  // Normalised as URLSearchParams writes it (the tests compare it with location.search).
  app.dataset.rendered = `${lab.id}?${new URLSearchParams(paramQuery(drawnValues())).toString()}`;
  timing.key = app.dataset.rendered;
  if (shown.seq !== requested) return; // a newer state is on its way
  const drawn = shown;
  // Ready once the previews' own core has loaded too (or failed to): only the first map ever waits for it.
  void previewCoreLoaded.then(() => {
    if (shown !== drawn || drawn.seq !== requested) return;
    if (urlDue) writeUrl();
    setStatus(() => t('app.ready', { ms: num(answer.reduce((sum, r) => sum + r.ms, 0), 1) }));
    clearFault();
    app.dataset.state = 'ready';
    app.removeAttribute('aria-busy');
  });
}

// ---------- the lesson ----------

/** The lab's lesson under the map, in the page's language, with its live measures of the map on screen. */
function showLesson(): void {
  lessonHost.hidden = !renderLesson(lab.id, lang, lessonHost);
  // A mention of a control that this lab has becomes a link to it.
  for (const mention of lessonHost.querySelectorAll<HTMLElement>('[data-param]')) {
    if (!document.querySelector(`#control-list [name="${CSS.escape(mention.dataset.param!)}"]`)) continue;
    mention.classList.add('lesson-param-link');
    mention.tabIndex = 0;
    mention.setAttribute('role', 'button');
  }
  measureLesson();
}

/** Marks the lesson's recipe card whose settings the map shows (lab 7's recipes as experiments). */
function markRecipe(): void {
  const drawn = drawnValues();
  for (const card of lessonHost.querySelectorAll<HTMLElement>('.lesson-recipe[data-recipe]')) {
    const preset = lab.presets?.find((p) => p.id === card.dataset.recipe);
    const on = !!preset && Object.entries(preset.values).every(([k, v]) => k === 'seed' || sameValue(v, drawn[k]));
    card.classList.toggle('lesson-current', on);
    if (on) card.setAttribute('aria-current', 'true');
    else card.removeAttribute('aria-current');
    let badge = card.querySelector<HTMLElement>('.lesson-current-badge');
    if (on && !badge) {
      badge = document.createElement('p');
      badge.className = 'lesson-current-badge';
      label(badge, 'app.currentRecipe');
      card.firstElementChild?.after(badge);
    } else if (!on) badge?.remove();
  }
}

/** The pitfalls' live readouts, from the full map on screen. */
function measureLesson(): void {
  markRecipe();
  if (!results || !shown?.full || lessonHost.hidden) return;
  const drawn = drawnValues();
  const maps = view.lessonMaps?.(drawn, results) ?? lessonMaps(lab.id, drawn, results);
  showMeasures(lessonHost, lang, maps, (metric, args) => liveArgs(lab.id, metric, args, drawn));
  showRecipeLive(lessonHost, lang, recipeStats(lab.id, results));
}

/** Focuses the control a lesson mentions (click or Enter on the mention). */
function goToControl(event: Event): void {
  const mention = (event.target as HTMLElement).closest<HTMLElement>('.lesson-param-link');
  if (!mention) return;
  if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  const control = document.querySelector<HTMLElement>(`#control-list [name="${CSS.escape(mention.dataset.param!)}"]`);
  control?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  control?.focus({ preventScroll: true });
}
lessonHost.addEventListener('click', goToControl);
lessonHost.addEventListener('keydown', goToControl);

// While a control has the focus (or its slider is dragged), its equation term and its mentions light up.
const controlName = (event: Event) => (event.target as HTMLElement).closest<HTMLElement>('[name]')?.getAttribute('name');
controlList.addEventListener('focusin', (event) => {
  const name = controlName(event);
  if (name) highlightTerm(lessonHost, name, true);
});
controlList.addEventListener('focusout', (event) => {
  const name = controlName(event);
  if (name) highlightTerm(lessonHost, name, false);
});

// ---------- faults: a worker or the core that fails to load, a job with no answer in time ----------

let faultNotice: Text | null = null;

/** What a failed job's error says, in the page's language. */
function faultText(error: CoreError): string {
  if (error.kind === 'timeout') return t('app.timeout', { s: num(faults.timeoutMs / 1000, faults.timeoutMs % 1000 ? 1 : 0) });
  if (error.kind === 'load' && error.message === WORKER_SCRIPT_FAILED) return t('app.workerLoadError');
  if (error.kind === 'load') return t('app.loadError', { error: errorText(error.message, t) });
  return t(error.kind === 'core' ? 'app.coreError' : 'app.workerError', { error: errorText(error.message, t) });
}

/** A map job failed: the status line and a notice say why, and the app's state is 'error' (never "Ready"). */
function showFault(reason: unknown): void {
  const error = reason instanceof CoreError ? reason : new CoreError(String(reason), 'worker');
  app.dataset.state = 'error';
  app.removeAttribute('aria-busy');
  if (urlDue) writeUrl(); // the request has ended: the URL keeps the state the controls show
  setStatus(() => faultText(error), 'error');
  const notice: Text = () => faultText(error);
  notices = [...notices.filter((n) => n !== faultNotice), notice];
  faultNotice = notice;
  renderNotices();
}

/** A map came back: the fault notice, if any, goes. */
function clearFault(): void {
  if (!faultNotice) return;
  notices = notices.filter((n) => n !== faultNotice);
  faultNotice = null;
  renderNotices();
}

/** A lab's extra job failed: its error in the page's language (a timeout or a load failure is the page's words). */
function localError(reason: unknown): unknown {
  return reason instanceof CoreError && (reason.kind === 'timeout' || reason.kind === 'load') ? new CoreError(faultText(reason), reason.kind) : reason;
}

/** While the workers load the core, the status line shows how far (the bytes, then compiling). */
function showLoading(): void {
  const loading = new LoadingProgress(pool.size);
  pool.onProgress = (worker, progress) => {
    const going = loading.report(worker, progress);
    if (!going) pool.onProgress = null;
    if (results || app.dataset.state === 'error') return;
    setStatus(() => (loading.done() ? t('app.computing') : loading.text(t, lang)));
  };
}

function renderReadouts(): void {
  const rows: HTMLElement[] = [];
  const add = (id: string, key: string, value: string, tone?: string) => {
    const dt = document.createElement('dt');
    label(dt, key);
    const dd = document.createElement('dd');
    dd.dataset.readout = id;
    dd.textContent = value;
    if (tone) dd.className = `tone-${tone}`;
    rows.push(dt, dd);
  };
  const readouts = view.readouts(drawnValues(), results);
  for (const r of readouts) add(r.id, r.label, r.value, r.tone);
  // Figures the lesson's text quotes from the page's own measurement (lab 1's race).
  showReadoutFigures(lessonHost, readouts);
  if (results) {
    const maps = view.maps(results);
    if (maps.length === 1 && shown?.full) {
      const layer = view.hashLayer?.(results);
      const map = results[maps[0]];
      if (layer) add('hash', layer.label, fnv1a64(map.data.subarray(layer.offset, layer.offset + layer.length)));
      else add('hash', 'app.hash', map.hash);
      rows[rows.length - 1].classList.add('code');
    }
    add('time', shown?.here ? 'app.previewTime' : 'app.workerTime', t('app.ms', { ms: num(results.reduce((s, r) => s + r.ms, 0), 1) }));
  }
  readoutList.replaceChildren(...rows);
}

// ---------- labs ----------

function host(): LabHost {
  return {
    t,
    label,
    lang: () => lang,
    num,
    compute: (channel, calls) => {
      if (channel === 'map') throw new Error('the map channel belongs to the shell');
      return compute.run(`${lab.id}:${channel}`, calls).catch((error: unknown) => Promise.reject(localError(error)));
    },
    setValues: (changes, options) => {
      timing.input = performance.now();
      update(changes, options?.history === 'push');
    },
    refresh: () => renderReadouts(),
  };
}

function renderLabList(): void {
  labList.replaceChildren(
    ...LABS.map((l) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = `?lab=${l.id}`;
      link.dataset.lab = l.id;
      const n = document.createElement('span');
      n.className = 'lab-number';
      n.textContent = String(l.number);
      const name = document.createElement('span');
      label(name, `${l.id}.nav`);
      link.append(n, name);
      link.addEventListener('click', (event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        switchLab(l);
      });
      item.append(link);
      return item;
    }),
  );
}

function mountLab(): void {
  mount++;
  results = null;
  shown = null;
  delete app.dataset.hash;
  delete app.dataset.rendered;
  for (const link of labList.querySelectorAll<HTMLAnchorElement>('a')) {
    if (link.dataset.lab === lab.id) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  app.dataset.lab = lab.id;
  label(byId('lab-number'), 'app.labNumber', { n: lab.number });
  label(byId('lab-title'), `${lab.id}.title`);
  label(byId('lab-intro'), `${lab.id}.intro`);
  label(byId('lab-try'), `${lab.id}.try`);
  // A 'doc' parameter has no generated control: the lab's view edits it.
  controlList.replaceChildren(...lab.params.filter((p) => p.kind !== 'doc').map(buildControl));
  for (const p of lab.params) showValue(p);
  view = lab.create(host());
  viewHost.replaceChildren(view.element);
  mountLabProbe(); // wraps the map with its marker: before the map is docked
  dockMap(viewHost);
  writeUrl();
  applyLanguage();
  showCurrentLab(labList);
  request();
}

/** The probe of the mounted lab's maps: it reads the answer on screen, for the values it was computed for. */
function mountLabProbe(): void {
  probe = mountProbe(view, host(), () => (results && shown ? { values: drawnValues(), results } : null));
}

function switchLab(next: Lab): void {
  if (next === lab) return;
  valuesByLab.set(lab.id, values);
  lab = next;
  values = valuesByLab.get(lab.id) ?? defaults(lab.params);
  notices = [];
  faultNotice = null;
  invalidNotices.clear();
  mountLab();
}

// ---------- export ----------

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

byId<HTMLButtonElement>('export-png').addEventListener('click', () => {
  if (!results) return;
  const out = view.exportMap(values, results);
  out.canvas.toBlob((blob) => blob && download(blob, `${out.name}.png`), 'image/png');
});
byId<HTMLButtonElement>('export-f32').addEventListener('click', () => {
  if (!results) return;
  const out = view.exportMap(values, results);
  // Float32Array is little-endian on every platform browsers run on; make it explicit anyway.
  const bytes = new DataView(new ArrayBuffer(out.field.length * 4));
  out.field.forEach((v, i) => bytes.setFloat32(i * 4, v, true));
  download(new Blob([bytes.buffer], { type: 'application/octet-stream' }), `${out.name}-${out.width}x${out.height}.f32`);
});

// ---------- start ----------

langSelect.addEventListener('change', () => {
  if (!isLang(langSelect.value)) return;
  lang = langSelect.value;
  writeUrl();
  applyLanguage();
});
byId<HTMLFormElement>('controls').addEventListener('submit', (event) => event.preventDefault());
// While the pointer holds a slider or drags on a map or table, only previews are computed; letting go asks for
// the full map. (Not on a select: its list may swallow the pointer's release.)
app.addEventListener('pointerdown', (event) => {
  const target = event.target;
  pointerHeld = (target instanceof HTMLInputElement && target.type === 'range') || target instanceof HTMLCanvasElement;
});
const release = () => {
  if (!pointerHeld) return;
  pointerHeld = false;
  if (previewOnly) request();
};
window.addEventListener('pointerup', release);
window.addEventListener('pointercancel', release);
window.addEventListener('blur', release); // a release the page never heard of (outside the window)
byId<HTMLButtonElement>('notice-dismiss').addEventListener('click', () => {
  notices = [];
  renderNotices();
  (controlList.querySelector('input, select') as HTMLElement | null)?.focus();
});

window.addEventListener('popstate', restoreFromUrl);
// The previews' own core (preview-core.ts), loaded beside the workers' and warmed on the preview of the map shown.
const previewCoreLoaded = loadPreviewCore(() => coarseCalls(values));
showLoading();
readUrl();
renderLabList();
mountLab(); // also rewrites a link with bad values to the values actually shown
