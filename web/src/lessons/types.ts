// The shape of a lab's lesson (its teaching text, in one language) and of the code snippets its steps show.
//
// A lesson module exports `{ en, es }`: two Lessons with the same structure, the same ids and the same data
// (maps, parameters, figures); only the text differs. tests/lessons/check.mjs holds them to that.
import type { MetricId } from './metrics';

export type Lang = 'en' | 'es';

/** Every lab with a lesson, in the page's picker order (the lab's `id` in the URL). */
export const LESSON_IDS = [
  'noise',
  'octaves',
  'warp',
  'climate',
  'regions',
  'density',
  'islands',
  'world',
  'determinism',
  'seeds',
  'density3d',
  'water',
  'space',
] as const;
export type LessonId = (typeof LESSON_IDS)[number];

/**
 * A piece of inline text. `param` names a control of the lab by its id in the lab's parameter table (the
 * page can light it up); `term` names a part of an equation, by the id of the slider that drives it.
 */
export type Run =
  | string
  | { em: string }
  | { code: string }
  | { param: string; text: string }
  | { term: string; text: string }
  | { sup: Run[] }
  | { sub: Run[] }
  /** A figure the page measures: the lab's readout of this id, filled in on screen (`text` until measured). */
  | { live: string; text: string };
export type Inline = string | Run[];

/** A paragraph, a bulleted list, or an aside (an analogy, a bit of history) set apart from the argument. */
export type Block = { kind: 'p'; text: Inline } | { kind: 'list'; items: Inline[] } | { kind: 'aside'; text: Inline };

/** Explains the idea before the controls. */
export interface Section {
  id: string;
  title: string;
  blocks: Block[];
}

/** A control that matters for a step: its id in the lab's table, its name on screen, typical values. */
export interface ParamNote {
  param: string;
  name: string;
  /** Typical values, [low, high] in the control's units (formatted by the page, decimal commas in Spanish);
   *  none for a choice or a switch. */
  typical?: [number, number];
  effect: Inline;
}

/** One step of the lesson: what it does to which live map, the controls that matter, and its code. */
export interface Step {
  id: string;
  title: string;
  /** The map this step's code makes: an id of tests/snippets/maps.mjs; it is what the lab shows by default. */
  map: string;
  /** That map's name as the learner sees it (a layer, a panel, a preview). */
  mapLabel: string;
  blocks: Block[];
  params: ParamNote[];
  /** The snippet's id: web/src/lessons/snippets/<code>.js and .cpp. */
  code: string;
  /** One thing to do on the live map. */
  try: Inline;
}

/** Where a quoted number comes from. */
export type FigureSource = 'tutorial' | 'lesson' | 'islands-page' | 'measured';

/**
 * How tests/lessons/check.mjs recomputes a measured figure: a metric of a JavaScript snippet's map (with
 * optional text replacements, as the snippet variants use), a number the snippet prints, a statistic of
 * `worldlab climate-stats --recipe`, or the FMA measurement tests/snippets/run.mjs writes.
 */
export type FigureCheck =
  | { snippet: string; replace?: [string, string][]; metric: MetricId; args?: number[]; scale?: number }
  | { snippet: string; replace?: [string, string][]; note: string; index?: number }
  | { recipe: string; stat: string; scale?: number }
  | { fma: 'differ' | 'share' };

export interface Figure {
  label: string;
  value: number;
  /** Shown after the number: '', '%', '×', or a word in this language ('samples', 'muestras'). */
  unit: string;
  digits: number;
  /** '±' for a symmetric range. */
  prefix?: string;
  source: FigureSource;
  /** Required when source is 'measured'. */
  check?: FigureCheck;
}

/** What to read off the live map, and the figures to compare it with. */
export interface Measure {
  metric: MetricId;
  /** The map it is read from (an id of tests/snippets/maps.mjs). */
  map: string;
  /** Extra arguments of the metric after the values (a width, a sea level, a column). */
  args: number[];
  how: Inline;
  figures: Figure[];
}

export interface Pitfall {
  id: string;
  title: string;
  blocks: Block[];
  measure: Measure;
}

/** An Islands recipe as an experiment: the place it imitates, what to look for, where it parts ways. */
export interface RecipeCard {
  /** A recipe id of the core (cpp/src/core/climate/islands_recipes.cpp); the lessons check holds them equal. */
  id: string;
  title: string;
  imitates: string;
  lookFor: Inline;
  differs: Inline;
  /** The Islands page's figures beside ours (measured with `worldlab climate-stats`). */
  figures: Figure[];
}

/** An equation as text, its slider-driven parts marked with `term` runs. */
export interface Equation {
  id: string;
  label: string;
  parts: Run[];
}

export interface Equations {
  intro: Inline;
  items: Equation[];
  /** What each symbol means. */
  legend: Inline[];
}

export interface Lesson {
  id: LessonId;
  title: string;
  summary: string;
  sections: Section[];
  steps: Step[];
  pitfalls: Pitfall[];
  recipes?: RecipeCard[];
  equations?: Equations;
  /** What the model leaves out. */
  caveats?: Inline[];
  takeaways: Inline[];
  /** Credits and further reading. */
  sources: Inline[];
}

export interface LessonPair {
  en: Lesson;
  es: Lesson;
}

/** The languages a snippet is written in. */
export type CodeLang = 'js' | 'cpp';

/** A step's code: plain JavaScript (runs in Node) and C++ against worldlab's public headers. */
export interface Snippet {
  id: string;
  code: Record<CodeLang, string>;
  /** JavaScript snippets this one builds on (their functions are in scope), in load order. */
  requires: string[];
  /** The map it makes (tests/snippets/maps.mjs). */
  map: string;
}
