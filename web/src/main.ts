// The page: reads the state from the URL, asks the worker for maps, draws the newest one.
// The main thread never computes a map; it only colours the heights the worker sends back.
import './style.css';
import { DEFAULT_LANG, STRINGS, isLang, type Lang, type Strings } from './strings';
import type { MapRequest, WorkerMessage } from './protocol';

const SIDE = 256;
const DEFAULT_SEED = 1;
const DEFAULT_OCTAVES = 6;
const MIN_OCTAVES = 1;
const MAX_OCTAVES = 16;
const SEED_LIMIT = 2n ** 53n;
const SEA_LEVEL = 0;

interface State {
  seed: number;
  octaves: number;
  lang: Lang;
}

// Text that is re-rendered when the language changes.
type Text = (s: Strings) => string;

// ---------- parsing and the URL ----------

function parseSeed(text: string): number | null {
  const t = text.trim();
  if (!/^[+-]?\d{1,20}$/.test(t)) return null;
  const n = BigInt(t);
  if (n > SEED_LIMIT || n < -SEED_LIMIT) return null;
  return Number(n); // exact: |n| <= 2^53
}

function parseOctaves(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,2}$/.test(t)) return null;
  const n = Number(t);
  return n >= MIN_OCTAVES && n <= MAX_OCTAVES ? n : null;
}

function readUrl(): { state: State; notices: Text[] } {
  const query = new URLSearchParams(location.search);
  const notices: Text[] = [];
  const state: State = { seed: DEFAULT_SEED, octaves: DEFAULT_OCTAVES, lang: DEFAULT_LANG };

  const seed = query.get('seed');
  if (seed !== null) {
    const parsed = parseSeed(seed);
    if (parsed === null) notices.push((s) => s.noticeSeed(seed, String(DEFAULT_SEED)));
    else state.seed = parsed;
  }
  const octaves = query.get('octaves');
  if (octaves !== null) {
    const parsed = parseOctaves(octaves);
    if (parsed === null) notices.push((s) => s.noticeOctaves(octaves, DEFAULT_OCTAVES));
    else state.octaves = parsed;
  }
  const lang = query.get('lang');
  if (lang !== null) {
    if (isLang(lang)) state.lang = lang;
    else notices.push((s) => s.noticeLang(lang));
  }
  return { state, notices };
}

function writeUrl(state: State): void {
  const query = new URLSearchParams(location.search);
  query.set('seed', String(state.seed));
  query.set('octaves', String(state.octaves));
  query.set('lang', state.lang);
  history.replaceState(history.state, '', `${location.pathname}?${query}${location.hash}`);
}

// ---------- colours ----------

type Rgb = [number, number, number];
interface Band {
  key: keyof Strings['bands'];
  top: number; // upper height bound of the band (relative to the sea level)
  low: Rgb; // colour at the band's bottom
  high: Rgb; // colour at its top
}

const BANDS: Band[] = [
  { key: 'deep', top: -0.25, low: [8, 30, 72], high: [22, 66, 128] },
  { key: 'shallow', top: 0, low: [34, 92, 160], high: [86, 160, 206] },
  { key: 'sand', top: 0.04, low: [222, 206, 146], high: [206, 190, 128] },
  { key: 'grass', top: 0.22, low: [116, 170, 78], high: [78, 140, 58] },
  { key: 'forest', top: 0.4, low: [50, 112, 52], high: [34, 82, 42] },
  { key: 'rock', top: 0.55, low: [120, 108, 96], high: [150, 142, 132] },
  { key: 'snow', top: Infinity, low: [232, 236, 240], high: [252, 252, 255] },
];
const BAND_BOTTOM = -1;

// A lookup table over heights -1.5..1.5 keeps drawing to one multiply and one load per sample.
const LUT_SIZE = 2048;
const LUT_MIN = -1.5;
const LUT_MAX = 1.5;
const LUT = (() => {
  const table = new Uint8ClampedArray(LUT_SIZE * 3);
  for (let i = 0; i < LUT_SIZE; i++) {
    const h = LUT_MIN + ((i + 0.5) / LUT_SIZE) * (LUT_MAX - LUT_MIN) - SEA_LEVEL;
    let bottom = BAND_BOTTOM;
    let band = BANDS[BANDS.length - 1];
    for (const b of BANDS) {
      if (h < b.top) {
        band = b;
        break;
      }
      bottom = b.top;
    }
    const span = Number.isFinite(band.top) ? band.top - bottom : 1 - bottom;
    const t = Math.min(1, Math.max(0, (h - bottom) / span));
    for (let c = 0; c < 3; c++) table[i * 3 + c] = band.low[c] + (band.high[c] - band.low[c]) * t;
  }
  return table;
})();

function draw(ctx: CanvasRenderingContext2D, data: Float64Array, width: number, height: number): void {
  const image = ctx.createImageData(width, height);
  const px = image.data;
  const scale = LUT_SIZE / (LUT_MAX - LUT_MIN);
  for (let i = 0; i < data.length; i++) {
    let k = Math.floor((data[i] - LUT_MIN) * scale);
    if (!(k >= 0)) k = 0; // also catches NaN
    else if (k >= LUT_SIZE) k = LUT_SIZE - 1;
    px[i * 4] = LUT[k * 3];
    px[i * 4 + 1] = LUT[k * 3 + 1];
    px[i * 4 + 2] = LUT[k * 3 + 2];
    px[i * 4 + 3] = 255;
  }
  ctx.canvas.width = width;
  ctx.canvas.height = height;
  ctx.putImageData(image, 0, 0);
}

const css = (rgb: Rgb) => `rgb(${rgb[0]} ${rgb[1]} ${rgb[2]})`;

// ---------- the page ----------

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from index.html`);
  return element as T;
}

const app = byId<HTMLElement>('app');
const seedInput = byId<HTMLInputElement>('seed');
const octavesInput = byId<HTMLInputElement>('octaves');
const octavesValue = byId<HTMLElement>('octaves-value');
const langSelect = byId<HTMLSelectElement>('lang');
const canvas = byId<HTMLCanvasElement>('map');
const hashOut = byId<HTMLElement>('hash');
const timeOut = byId<HTMLElement>('time');
const statusOut = byId<HTMLElement>('status');
const notice = byId<HTMLElement>('notice');
const noticeList = byId<HTMLUListElement>('notice-list');
const legend = byId<HTMLUListElement>('legend');
const ctx = canvas.getContext('2d')!;

const initial = readUrl();
const state: State = initial.state;
let notices: Text[] = initial.notices;
let status: Text = (s) => s.loading;
let statusIsError = false;
let shown: { seed: number; octaves: number; ms: number } | null = null;

function strings(): Strings {
  return STRINGS[state.lang];
}

function setStatus(text: Text, isError = false): void {
  status = text;
  statusIsError = isError;
  statusOut.textContent = text(strings());
  statusOut.classList.toggle('error', isError);
}

function renderNotices(): void {
  noticeList.replaceChildren(
    ...notices.map((text) => {
      const item = document.createElement('li');
      item.textContent = text(strings());
      return item;
    }),
  );
  notice.hidden = notices.length === 0;
}

function renderLegend(): void {
  const s = strings();
  legend.replaceChildren(
    ...BANDS.map((band) => {
      const item = document.createElement('li');
      const swatch = document.createElement('span');
      swatch.className = 'swatch';
      swatch.style.background = `linear-gradient(90deg, ${css(band.low)}, ${css(band.high)})`;
      swatch.setAttribute('aria-hidden', 'true');
      item.append(swatch, s.bands[band.key]);
      return item;
    }),
  );
}

function renderTime(): void {
  if (!shown) return;
  const format = new Intl.NumberFormat(state.lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  timeOut.textContent = strings().ms(format.format(shown.ms));
}

function applyLanguage(): void {
  const s = strings();
  document.documentElement.lang = state.lang;
  document.title = s.title;
  for (const element of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const key = element.dataset.i18n as keyof Strings;
    const value = s[key];
    if (typeof value === 'string') element.textContent = value;
  }
  langSelect.value = state.lang;
  statusOut.textContent = status(s);
  statusOut.classList.toggle('error', statusIsError);
  renderNotices();
  renderLegend();
  renderTime();
  if (shown) canvas.setAttribute('aria-label', s.mapAlt(String(shown.seed), shown.octaves));
}

// ---------- the worker ----------

const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
let latestId = 0;
let latestRequest = { seed: state.seed, octaves: state.octaves };

function requestMap(): void {
  const id = ++latestId;
  latestRequest = { seed: state.seed, octaves: state.octaves };
  const request: MapRequest = {
    type: 'render',
    id,
    seed: state.seed,
    params: JSON.stringify({ basis: 'simplex', octaves: state.octaves }),
    x0: 0,
    y0: 0,
    step: 1 / SIDE,
    width: SIDE,
    height: SIDE,
  };
  app.dataset.state = 'computing';
  app.setAttribute('aria-busy', 'true');
  if (shown || id > 1) setStatus((s) => s.computing);
  worker.postMessage(request);
}

function failed(text: Text): void {
  app.dataset.state = 'error';
  app.removeAttribute('aria-busy');
  hashOut.textContent = '—';
  hashOut.removeAttribute('data-ts-hash');
  timeOut.textContent = '—';
  canvas.dataset.rendered = '';
  setStatus(text, true);
}

worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
  const message = event.data;
  if (message.type === 'fatal') {
    if (message.id === null || message.id === latestId) failed((s) => s.workerError(message.error));
    return;
  }
  if (message.id !== latestId) return; // superseded by a newer request
  const { seed, octaves } = latestRequest;
  if (message.type === 'map-error') {
    failed((s) => s.coreError(message.error));
    return;
  }
  draw(ctx, message.data, message.width, message.height);
  shown = { seed, octaves, ms: message.ms };
  hashOut.textContent = message.hash;
  hashOut.dataset.tsHash = message.tsHash;
  renderTime();
  canvas.setAttribute('aria-label', strings().mapAlt(String(seed), octaves));
  canvas.dataset.rendered = `${seed}:${octaves}`;
  app.dataset.state = 'ready';
  app.removeAttribute('aria-busy');
  if (message.tsHash !== message.hash) {
    // Never expected: the TypeScript digest disagrees with the core's.
    setStatus((s) => s.workerError(`hash check failed (${message.tsHash})`), true);
  } else {
    setStatus((s) => s.ready(String(seed), octaves));
  }
});

worker.addEventListener('error', (event: ErrorEvent) => {
  event.preventDefault();
  failed((s) => s.workerError(event.message || 'could not start'));
});
worker.addEventListener('messageerror', () => failed((s) => s.workerError('unreadable message')));

// ---------- controls ----------

function commit(): void {
  writeUrl(state);
  requestMap();
}

seedInput.addEventListener('input', () => {
  const seed = parseSeed(seedInput.value);
  seedInput.setAttribute('aria-invalid', String(seed === null));
  if (seed === null || seed === state.seed) return;
  state.seed = seed;
  commit();
});
seedInput.addEventListener('change', () => {
  if (parseSeed(seedInput.value) === null) setStatus((s) => s.seedInvalid, true);
});

octavesInput.addEventListener('input', () => {
  const octaves = parseOctaves(octavesInput.value);
  if (octaves === null || octaves === state.octaves) return;
  state.octaves = octaves;
  octavesValue.textContent = String(octaves);
  commit();
});

langSelect.addEventListener('change', () => {
  if (!isLang(langSelect.value)) return;
  state.lang = langSelect.value;
  writeUrl(state);
  applyLanguage();
});

byId<HTMLFormElement>('controls').addEventListener('submit', (event) => event.preventDefault());
byId<HTMLButtonElement>('notice-dismiss').addEventListener('click', () => {
  notices = [];
  renderNotices();
  seedInput.focus();
});

// ---------- start ----------

seedInput.value = String(state.seed);
octavesInput.value = String(state.octaves);
octavesValue.textContent = String(state.octaves);
applyLanguage();
writeUrl(state); // a link with bad values is rewritten to the values actually shown
requestMap();
