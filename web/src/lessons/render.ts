// Turns a lab's lesson into DOM: sections, steps with their code (a JavaScript / C++ switch), the lab's whole
// program (a copy button, whole.ts), pitfalls with what to
// measure, Islands recipe cards, equations with a mark per slider, caveats, takeaways and sources.
//
// Only DOM APIs build it (createElement, textContent, classes, data-* attributes): no innerHTML, no inline
// styles or handlers, so it runs under a strict Content-Security-Policy. Styles are in lessons.css.
//
// The page's shell (web/src/main.ts) wires it:
//   import { renderLesson, showMeasures, highlightTerm } from './lessons/render';
//   renderLesson(lab.id, lang, lessonHost);          // on lab change and on language switch (it replaces the
//                                                    // host's children; the code-language choice is kept)
//   showMeasures(lessonHost, lang, { 'noise.perlin': data, ... });  // after each map is drawn, with the samples
//                                                    // of the maps the lab shows (map ids: tests/snippets/maps.mjs;
//                                                    // NaN for water where a measure is "on land")
//   highlightTerm(lessonHost, paramId, true/false);  // while a control is focused or dragged: lights up its
//                                                    // equation term and every mention of it
// Every step's element carries data-map (the map its code makes) and every control mention data-param, so the
// page can also link a step to its map and a mention to its control.
import './lessons.css';
import { LESSONS } from './index';
import * as metrics from './metrics';
import { SNIPPETS, requirements } from './snippets';
import { codeIn } from './snippets/comments';
import { wholeProgram } from './whole';
import type { Block, CodeLang, Figure, Inline, Lang, Lesson, Measure, Run } from './types';

const UI = {
  en: {
    step: 'Step',
    map: 'Changes',
    controls: 'Controls that matter',
    typical: 'typical',
    try: 'Try this',
    code: 'This step in code',
    codeNote: 'This code makes the map the lab shows by default; the test suite checks its hash against the core’s.',
    buildsOn: 'Builds on',
    whole: 'The whole program',
    wholeNote: 'Every step above and all it builds on from other labs, in one file that runs alone and prints each step’s map and its hash, the hash the page shows for that map. It is in the language chosen for the steps’ code.',
    copy: 'Copy the whole program',
    copied: 'Copied: the whole program in {lang}.',
    copyFailed: 'This browser did not let the page copy: open the program below, select it and copy it.',
    showWhole: 'Show the whole program',
    pitfalls: 'Pitfalls',
    measure: 'Measure it on the map',
    live: 'On this map',
    recipes: 'The recipes as experiments',
    imitates: 'Imitates',
    lookFor: 'Look for',
    differs: 'Where it differs',
    equations: 'The equations',
    caveats: 'What the model leaves out',
    takeaways: 'Takeaways',
    sources: 'Sources and further reading',
    source: { tutorial: 'the tutorial', lesson: 'the lesson', 'islands-page': 'the Islands page', measured: 'measured here' },
  },
  es: {
    step: 'Paso',
    map: 'Cambia',
    controls: 'Controles que importan',
    typical: 'habitual',
    try: 'Prueba esto',
    code: 'Este paso en código',
    codeNote: 'Este código da el mapa que el laboratorio muestra de entrada; las pruebas comparan su hash con el del núcleo.',
    buildsOn: 'Se apoya en',
    whole: 'El programa entero',
    wholeNote: 'Todos los pasos de arriba y todo aquello en lo que se apoyan de otros laboratorios, en un archivo que funciona solo e imprime el mapa de cada paso y su hash, el hash que la página muestra para ese mapa. Está en el lenguaje elegido para el código de los pasos.',
    copy: 'Copiar el programa entero',
    copied: 'Copiado: el programa entero en {lang}.',
    copyFailed: 'Este navegador no dejó copiar a la página: abre el programa de abajo, selecciónalo y cópialo.',
    showWhole: 'Ver el programa entero',
    pitfalls: 'Errores frecuentes',
    measure: 'Mídelo en el mapa',
    live: 'En este mapa',
    recipes: 'Las recetas como experimentos',
    imitates: 'Imita',
    lookFor: 'Qué mirar',
    differs: 'En qué se aparta',
    equations: 'Las ecuaciones',
    caveats: 'Lo que el modelo deja fuera',
    takeaways: 'Para llevarse',
    sources: 'Fuentes y lecturas',
    source: { tutorial: 'el tutorial', lesson: 'la lección', 'islands-page': 'la página de Islas', measured: 'medido aquí' },
  },
} as const;

const CODE_NAMES: Record<CodeLang, string> = { js: 'JavaScript', cpp: 'C++' };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  e.append(...children);
  return e;
}

function runs(text: Inline): Node[] {
  return typeof text === 'string' ? [document.createTextNode(text)] : text.map(run);
}

function run(r: Run): Node {
  if (typeof r === 'string') return document.createTextNode(r);
  if ('em' in r) return el('em', undefined, r.em);
  if ('code' in r) return el('code', undefined, r.code);
  if ('sup' in r) return el('sup', undefined, ...r.sup.map(run));
  if ('sub' in r) return el('sub', undefined, ...r.sub.map(run));
  if ('live' in r) {
    // Filled in by the page from the lab's readout of this id (showReadoutFigures) once it has measured it.
    const out = el('output', 'lesson-readout', r.text);
    out.dataset.live = r.live;
    return out;
  }
  if ('param' in r) {
    const span = el('span', 'lesson-param', r.text);
    span.dataset.param = r.param;
    return span;
  }
  const span = el('span', 'lesson-term', r.text);
  span.dataset.term = r.term;
  return span;
}

function block(b: Block): HTMLElement {
  if (b.kind === 'list') return el('ul', 'lesson-list', ...b.items.map((item) => el('li', undefined, ...runs(item))));
  if (b.kind === 'aside') return el('aside', 'lesson-aside', el('p', undefined, ...runs(b.text)));
  return el('p', undefined, ...runs(b.text));
}

function number(lang: Lang, value: number, digits?: number): string {
  const options = digits === undefined ? { maximumFractionDigits: 4 } : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return new Intl.NumberFormat(lang, options).format(value);
}

function figure(lang: Lang, f: Figure): HTMLElement {
  const value = `${f.prefix ?? ''}${number(lang, f.value, f.digits)}${f.unit ? (f.unit === '%' ? ' %' : ` ${f.unit}`) : ''}`;
  const item = el('li', `lesson-figure lesson-figure-${f.source}`, el('span', 'lesson-figure-label', f.label), ' ', el('strong', 'lesson-figure-value', value), ' ', el('span', 'lesson-figure-source', UI[lang].source[f.source]));
  item.dataset.source = f.source;
  // A statistic of a recipe's map: the page can set the value on the map on screen beside it (showRecipeLive).
  if (f.check && 'stat' in f.check) {
    item.dataset.stat = f.check.stat;
    item.dataset.scale = String(f.check.scale ?? 1);
    item.dataset.digits = String(f.digits);
    item.dataset.unit = f.unit;
  }
  return item;
}

// The step that owns a snippet, for "builds on" links: "Noise basics · One seed, one shuffled table".
function stepName(lang: Lang, snippetId: string): string {
  for (const pair of Object.values(LESSONS)) {
    const step = pair[lang].steps.find((s) => s.code === snippetId);
    if (step) return `${pair[lang].title} · ${step.title}`;
  }
  return snippetId;
}

/**
 * Code as one block per line, so a long line wraps inside its box on a narrow screen with a hanging indent: its
 * continuation starts 4 characters right of the line's own indent (class i<spaces>, lessons.css). The element's text
 * content is the code unchanged.
 */
function codeText(codeLang: CodeLang, code: string): HTMLElement {
  const lines = code.split('\n');
  return el(
    'code',
    `language-${codeLang}`,
    // Each line's newline stays in the text (in a span the layout skips: the line's block already ends the line).
    ...lines.map((line, i) => el('span', `lesson-line i${Math.min(24, line.length - line.trimStart().length)}`, line, ...(i < lines.length - 1 ? [el('span', 'code-newline', '\n')] : []))),
  );
}

function codeBlock(host: HTMLElement, lang: Lang, snippetId: string): HTMLElement {
  const snippet = SNIPPETS[snippetId];
  const chosen = (host.dataset.codeLang as CodeLang | undefined) ?? 'js';
  const wrap = el('figure', 'lesson-code');
  wrap.dataset.snippet = snippetId;
  const bar = el('div', 'lesson-code-bar');
  bar.setAttribute('role', 'group');
  bar.setAttribute('aria-label', UI[lang].code);
  const blocks: HTMLElement[] = [];
  for (const codeLang of ['js', 'cpp'] as CodeLang[]) {
    const button = el('button', 'lesson-code-switch', CODE_NAMES[codeLang]);
    button.type = 'button';
    button.dataset.codeLang = codeLang;
    button.setAttribute('aria-pressed', String(codeLang === chosen));
    button.addEventListener('click', () => setCodeLang(host, codeLang));
    bar.append(button);
    const pre = el('pre', 'lesson-code-text', codeText(codeLang, codeIn(lang, snippet?.code[codeLang] ?? '')));
    pre.dataset.codeLang = codeLang;
    pre.hidden = codeLang !== chosen;
    pre.tabIndex = 0; // long lines scroll: let the keyboard reach them
    blocks.push(pre);
  }
  const notes = [el('p', 'lesson-code-note', UI[lang].codeNote)];
  const deps = requirements(snippetId);
  if (deps.length) {
    const note = el('p', 'lesson-code-deps', `${UI[lang].buildsOn}: `, deps.map((d) => stepName(lang, d)).join('; '));
    note.dataset.codeLang = 'js';
    note.hidden = chosen !== 'js';
    notes.push(note);
  }
  wrap.append(el('figcaption', 'lesson-code-caption', el('span', 'lesson-code-title', UI[lang].code), bar), ...blocks, ...notes);
  return wrap;
}

// The lab's whole program (whole.ts): a button that copies it in the chosen language, and the program to read.
function wholeBox(host: HTMLElement, lesson: Lesson, lang: Lang): HTMLElement {
  const ui = UI[lang];
  const chosen = (host.dataset.codeLang as CodeLang | undefined) ?? 'js';
  const status = el('p', 'lesson-whole-status');
  status.setAttribute('role', 'status');
  const button = el('button', 'lesson-whole-copy', ui.copy);
  button.type = 'button';
  const programs = (['js', 'cpp'] as CodeLang[]).map((codeLang) => {
    const pre = el('pre', 'lesson-code-text', codeText(codeLang, codeIn(lang, wholeProgram(lesson, codeLang, lang))));
    pre.dataset.codeLang = codeLang;
    pre.hidden = codeLang !== chosen;
    pre.tabIndex = 0;
    return pre;
  });
  button.addEventListener('click', () => {
    const codeLang = (host.dataset.codeLang as CodeLang | undefined) ?? 'js';
    const text = codeIn(lang, wholeProgram(lesson, codeLang, lang));
    const copied = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    copied.then(
      () => (status.textContent = ui.copied.replace('{lang}', CODE_NAMES[codeLang])),
      () => {
        status.textContent = ui.copyFailed;
        details.open = true;
      },
    );
  });
  const details = el('details', 'lesson-whole-program', el('summary', undefined, ui.showWhole), ...programs);
  const box = section('lesson-whole', ui.whole, el('p', undefined, ui.wholeNote), el('div', 'lesson-whole-bar', button), status, details);
  box.id = `lesson-${lesson.id}-whole`;
  return box;
}

/** Shows every code block of the host in one language (the choice is kept on the host for the next render). */
export function setCodeLang(host: HTMLElement, codeLang: CodeLang): void {
  host.dataset.codeLang = codeLang;
  host.querySelectorAll<HTMLElement>('.lesson-code [data-code-lang], .lesson-whole [data-code-lang]').forEach((e) => {
    if (e instanceof HTMLButtonElement) e.setAttribute('aria-pressed', String(e.dataset.codeLang === codeLang));
    else e.hidden = e.dataset.codeLang !== codeLang;
  });
}

function measureBox(lang: Lang, m: Measure): HTMLElement {
  const live = el('output', 'lesson-live', '—');
  live.dataset.metric = m.metric;
  live.dataset.map = m.map;
  live.dataset.args = JSON.stringify(m.args);
  const box = el(
    'div',
    'lesson-measure',
    el('h5', undefined, UI[lang].measure),
    el('p', undefined, ...runs(m.how)),
    el('p', 'lesson-live-line', `${UI[lang].live}: `, live),
    el('ul', 'lesson-figures', ...m.figures.map((f) => figure(lang, f))),
  );
  box.dataset.metric = m.metric;
  box.dataset.map = m.map;
  return box;
}

function section(className: string, title: string, ...children: Node[]): HTMLElement {
  return el('section', className, el('h3', undefined, title), ...children);
}

function render(host: HTMLElement, lesson: Lesson, lang: Lang): HTMLElement {
  const ui = UI[lang];
  const article = el('article', 'lesson', el('h2', 'lesson-title', lesson.title), el('p', 'lesson-summary', lesson.summary));
  article.lang = lang;
  article.dataset.lesson = lesson.id;
  for (const s of lesson.sections) {
    const part = section('lesson-section', s.title, ...s.blocks.map(block));
    part.id = `lesson-${lesson.id}-${s.id}`;
    article.append(part);
  }
  const steps = el('ol', 'lesson-steps');
  lesson.steps.forEach((s, i) => {
    const item = el('li', 'lesson-step', el('h3', undefined, `${ui.step} ${i + 1} · ${s.title}`), el('p', 'lesson-step-map', `${ui.map}: `, el('strong', undefined, s.mapLabel)), ...s.blocks.map(block));
    item.id = `lesson-${lesson.id}-step-${s.id}`;
    item.dataset.map = s.map;
    if (s.params.length) {
      const list = el('dl', 'lesson-params');
      for (const p of s.params) {
        const name = el('dt', undefined, el('span', 'lesson-param', p.name));
        (name.firstChild as HTMLElement).dataset.param = p.param;
        if (p.typical) name.append(' ', el('span', 'lesson-typical', `${ui.typical} ${number(lang, p.typical[0])}–${number(lang, p.typical[1])}`));
        list.append(name, el('dd', undefined, ...runs(p.effect)));
      }
      item.append(el('h4', undefined, ui.controls), list);
    }
    item.append(codeBlock(host, lang, s.code), el('p', 'lesson-try', el('strong', undefined, `${ui.try}: `), ...runs(s.try)));
    steps.append(item);
  });
  article.append(steps, wholeBox(host, lesson, lang));
  const pitfalls = section('lesson-pitfalls', ui.pitfalls);
  for (const p of lesson.pitfalls) {
    const card = el('article', 'lesson-pitfall', el('h4', undefined, p.title), ...p.blocks.map(block), measureBox(lang, p.measure));
    card.id = `lesson-${lesson.id}-pitfall-${p.id}`;
    pitfalls.append(card);
  }
  article.append(pitfalls);
  if (lesson.recipes?.length) {
    const cards = el('div', 'lesson-recipes');
    for (const r of lesson.recipes) {
      const card = el(
        'article',
        'lesson-recipe',
        el('h4', undefined, r.title),
        el('p', undefined, el('strong', undefined, `${ui.imitates}: `), r.imitates),
        el('p', undefined, el('strong', undefined, `${ui.lookFor}: `), ...runs(r.lookFor)),
        el('p', undefined, el('strong', undefined, `${ui.differs}: `), ...runs(r.differs)),
        el('ul', 'lesson-figures', ...r.figures.map((f) => figure(lang, f))),
      );
      card.dataset.recipe = r.id;
      cards.append(card);
    }
    article.append(section('lesson-recipes-section', ui.recipes, cards));
  }
  if (lesson.equations) {
    const eq = lesson.equations;
    const items = eq.items.map((e) => {
      const line = el('p', 'lesson-equation', ...e.parts.map(run));
      line.setAttribute('role', 'math');
      line.setAttribute('aria-label', e.label);
      line.dataset.equation = e.id;
      line.tabIndex = 0; // a long equation scrolls sideways: let the keyboard reach it
      return el('div', 'lesson-equation-row', el('span', 'lesson-equation-label', e.label), line);
    });
    article.append(section('lesson-equations', ui.equations, el('p', undefined, ...runs(eq.intro)), ...items, el('ul', 'lesson-list lesson-legend', ...eq.legend.map((l) => el('li', undefined, ...runs(l))))));
  }
  if (lesson.caveats?.length) article.append(section('lesson-caveats', ui.caveats, el('ul', 'lesson-list', ...lesson.caveats.map((c) => el('li', undefined, ...runs(c))))));
  article.append(section('lesson-takeaways', ui.takeaways, el('ul', 'lesson-list', ...lesson.takeaways.map((c) => el('li', undefined, ...runs(c))))));
  article.append(section('lesson-sources', ui.sources, el('ul', 'lesson-list', ...lesson.sources.map((c) => el('li', undefined, ...runs(c))))));
  return article;
}

/**
 * Replaces host's children with the lesson of lab `labId` in `lang`. Returns false (and empties the host) when
 * the lab has no lesson.
 */
export function renderLesson(labId: string, lang: Lang, host: HTMLElement): boolean {
  const lesson = (LESSONS as Record<string, { en: Lesson; es: Lesson } | undefined>)[labId]?.[lang];
  if (!lesson) {
    host.replaceChildren();
    return false;
  }
  host.replaceChildren(render(host, lesson, lang));
  return true;
}

/** The samples of the maps on screen by lesson map id; a list of labelled maps is measured one by one (lab 1's
 *  three panels under one pitfall). */
export type LiveMaps = Record<string, ArrayLike<number> | { label: Record<Lang, string>; values: ArrayLike<number> }[]>;

/**
 * Fills each pitfall's live readout from the samples of the maps on screen (by map id). Readouts whose map is
 * not given keep their text; a metric the page reads elsewhere (the map hash) is left to the page. `argsFor`
 * gives a metric's arguments on the map on screen when they follow the lab's values.
 */
export function showMeasures(host: HTMLElement, lang: Lang, maps: LiveMaps, argsFor?: (metric: string, args: number[]) => number[]): void {
  host.querySelectorAll<HTMLOutputElement>('output.lesson-live').forEach((out) => {
    const live = maps[out.dataset.map ?? ''];
    const metric = out.dataset.metric as metrics.MetricId;
    if (!live || metrics.READOUT_METRICS.includes(metric)) return;
    const fn = metrics[metric as Exclude<metrics.MetricId, 'hash'>] as (v: ArrayLike<number>, ...a: number[]) => number;
    const lessonArgs = JSON.parse(out.dataset.args ?? '[]') as number[];
    const args = argsFor ? argsFor(metric, lessonArgs) : lessonArgs;
    const percent = metric.startsWith('share') || metric === 'landShare' || metric === 'hardSteps';
    const format = (values: ArrayLike<number>) => {
      // Samples per cycle is read from the map's settings (its arguments), not from its samples.
      const value = metric === 'samplesPerCycle' ? (metrics.samplesPerCycle as (...a: number[]) => number)(...args) : fn(values, ...args);
      const prefix = metric === 'p90abs' ? '±' : '';
      return percent ? `${number(lang, value * 100, 1)} %` : `${prefix}${number(lang, value, metric === 'p90abs' ? 2 : 3)}`;
    };
    out.textContent = Array.isArray(live) ? live.map((m) => `${m.label[lang]} ${format(m.values)}`).join(' · ') : format(live as ArrayLike<number>);
    out.dataset.measured = 'true';
  });
}

/**
 * Beside each figure of the recipe card the map shows (class lesson-current), the same statistic measured on the
 * map on screen (`stats`: the core's climate-stats names, e.g. dry_share, biome_share.tundra); other cards lose
 * theirs.
 */
export function showRecipeLive(host: HTMLElement, lang: Lang, stats: Record<string, number>): void {
  host.querySelectorAll<HTMLElement>('.lesson-recipe .lesson-figure[data-stat]').forEach((item) => {
    const current = item.closest('.lesson-recipe')?.classList.contains('lesson-current');
    const value = stats[item.dataset.stat ?? ''];
    let live = item.querySelector<HTMLOutputElement>('output.lesson-figure-live');
    if (!current || value === undefined) {
      live?.remove();
      return;
    }
    if (!live) {
      live = el('output', 'lesson-figure-live');
      item.append(' ', live);
    }
    const unit = item.dataset.unit ?? '';
    const shown = number(lang, value * Number(item.dataset.scale ?? 1), Number(item.dataset.digits ?? 2));
    live.textContent = `${UI[lang].live}: ${shown}${unit === '%' ? ' %' : unit ? ` ${unit}` : ''}`;
  });
}

/**
 * Puts the lab's readouts (by id) into the lesson's text where it quotes a figure the page measures (a `live`
 * run); a readout the lab does not show (not measured yet) leaves the run's own text.
 */
export function showReadoutFigures(host: HTMLElement, readouts: { id: string; value: string }[]): void {
  host.querySelectorAll<HTMLOutputElement>('output.lesson-readout[data-live]').forEach((out) => {
    const r = readouts.find((x) => x.id === out.dataset.live);
    if (!r) return;
    out.textContent = r.value;
    out.dataset.measured = 'true';
  });
}

/** Lights up (or not) the equation term and the mentions of a control while it is focused or dragged. */
export function highlightTerm(host: HTMLElement, paramId: string, on: boolean): void {
  host.querySelectorAll<HTMLElement>('[data-term], [data-param]').forEach((e) => {
    if (e.dataset.term === paramId || e.dataset.param === paramId) e.classList.toggle('lesson-active', on);
  });
}
