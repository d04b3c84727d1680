// What a lab is: a parameter table, its strings in every language, and a view that says which calls the
// worker runs for a set of values and how their results are drawn. The shell (main.ts) does the rest:
// controls, URL, language, notices, status, computing in workers, superseding, export and readouts.
import type { Call, CallResult } from '../protocol';
import type { Lang } from '../strings';
import type { LiveMaps } from '../lessons/render';
import type { Param, Values } from '../params';

/** A flat dictionary: key → text, with {name} placeholders. */
export type Dict = Record<string, string>;
export type Vars = Record<string, string | number>;

export interface LabHost {
  /** The text of `key` in the current language, with {name} placeholders filled. */
  t(key: string, vars?: Vars): string;
  /** Sets an element's text to `key` now and again whenever the language changes. */
  label(element: HTMLElement, key: string, vars?: Vars): void;
  /** The current language. */
  lang(): Lang;
  /** A number formatted for the current language with exactly `digits` decimals. */
  num(value: number, digits: number): string;
  /**
   * Runs calls in a worker. Resolves with their results, or with null when a newer job on the same
   * channel superseded it. 'map' is the shell's own channel; labs use their own names for extra work.
   */
  compute(channel: string, calls: Call[]): Promise<CallResult[] | null>;
  /**
   * Sets several parameters at once (a preset), updating controls, URL and map. `history: 'push'` makes it a new
   * history entry (a new world), so Back returns to the values before; otherwise the URL is replaced in place.
   */
  setValues(values: Values, options?: { history?: 'push' | 'replace' }): void;
  /** Renders the readouts again (after a lab's own extra work finished). */
  refresh(): void;
}

export interface Readout {
  id: string; // stable id, used as data-readout="..." for tests
  label: string; // string key
  labelVars?: Vars; // its placeholders, if any
  value: string; // already formatted
  tone?: 'warn' | 'good' | 'bad';
}

export interface MapExport {
  canvas: HTMLCanvasElement; // what "Download PNG" saves
  field: Float32Array; // what "Download float32" saves
  width: number;
  height: number;
  name: string; // file name without extension
}

export interface LabView {
  /** The lab's figure(s) and any extra buttons; the shell puts it beside the controls. */
  element: HTMLElement;
  /** The worker calls the map needs for these values (channel 'map'). */
  calls(values: Values): Call[];
  /**
   * Optional: the calls the preview coarsens instead of `calls` — as many, in the same order, over the same grids —
   * where the lab has a cheaper preview than each call made coarse (lab 11: its solid's slices four at a time, as
   * coarse in depth as across). Calls that are the same are computed once (preview-core.ts).
   */
  previewCalls?(values: Values): Call[];
  /**
   * Optional: how many of the first calls make the lab's map when the others feed a second view (lab 11: 1, its
   * slice, ahead of the 40 slices of its 3D view). The workers compute those calls in a job of their own, posted
   * ahead of the rest, and the page draws them at full resolution, beside the preview's answers for the others,
   * as soon as they are back (main.ts: fullCalls).
   */
  mapCalls?: number;
  /**
   * Draws results (called after new results, and after a 'view' parameter changed). The results may be a
   * preview: a coarser map the shell scaled up to the full size (map-shapes.ts), drawn the same way; `drawn.preview`
   * says so, for a lab whose results hold cell indices (lab 12's receivers and basins index the coarse grid).
   */
  draw(values: Values, results: CallResult[], drawn?: { preview: boolean }): void;
  /** Readouts beside the map, computed from values and results (no map computing here). */
  readouts(values: Values, results: CallResult[] | null): Readout[];
  /** Indices of the results that are maps on screen: their hashes are "the map's hash". */
  maps: (results: CallResult[]) => number[];
  /** The hash readout of a map whose result holds several layers one after another (labs 4 and 7): the layer the
   *  lesson's last step computes, so its code gives the hash shown. `length` samples from `offset`; `label` a string key. */
  hashLayer?: (results: CallResult[]) => { offset: number; length: number; label: string };
  exportMap(values: Values, results: CallResult[]): MapExport;
  /** The lesson's maps (ids of tests/snippets/maps.mjs) in these results, for its pitfalls' live readouts; labs
   *  without it are read by lessons/live.ts. */
  lessonMaps?(values: Values, results: CallResult[]): LiveMaps;
  /**
   * Optional, the probe (src/probe.ts): what the samples say at sample (x, y) of the lab's maps (its `canvas.map`
   * elements), read from the results the workers returned, never computed here. x, y are whole sample indices,
   * 0 ≤ x < probeSize.width (default: the map canvas's own width and height). Called after every new answer
   * and language switch while a point is probed.
   */
  probe?(values: Values, results: CallResult[], x: number, y: number): Readout[];
  probeSize?: { width: number; height: number };
}

/** A named set of values the lab's buttons apply (a core preset or recipe); tests check each lies within the table. */
export interface LabPreset {
  id: string;
  values: Values;
}

/**
 * A slider a lab builds itself on a graph node's parameter (lab 6's knobs), on the core's range or a narrower one;
 * inverse: the slider shows 1 / value. Tests check the range against the schema.
 */
export interface NodeKnob {
  node: string; // the node type
  param: string; // the parameter's id
  min: number;
  max: number;
  step: number;
  inverse?: boolean;
}

export interface Lab {
  id: string; // the URL's lab=...
  number: number; // its number in the lab list
  params: Param[]; // core parameters come from the schema (schema-params.ts): only view parameters are typed here
  presets?: LabPreset[];
  knobs?: NodeKnob[];
  strings: Record<Lang, Dict>; // keys start with `${id}.`: title, nav, intro, try, ...
  create(host: LabHost): LabView;
}
