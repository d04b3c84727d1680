// Messages between the page and its map workers. The page sends a job (a list of calls into the core)
// on a channel; the worker answers with one result per call. Only the newest job of a channel matters:
// a job still waiting in the worker is dropped when a newer one arrives on the same channel.
// The calls and their answers are typed from the module's generated declarations (generated/worldlab_wasm.d.ts,
// made from the core's one list of entry points): CoreFn is every entry that answers a Result.
import type { CoreFn, WorldlabModule } from './generated/worldlab_wasm.js';

export type { CoreFn };

/** An entry's successful answer. */
export type Answer<F extends CoreFn> = Extract<ReturnType<WorldlabModule[F]>, { ok: true }>;
/** Its named fields besides ok, error and data (land_share, trees, cell_shares, ...). */
export type Extra<F extends CoreFn> = Omit<Answer<F>, 'ok' | 'error' | 'data'>;

/** One call: the entry's name and its arguments, as the generated signature says. */
export type Call = {
  [F in CoreFn]: {
    fn: F;
    args: Parameters<WorldlabModule[F]>;
    /** false: only the hash and the named fields come back, not the data (default true) */
    keep?: boolean;
    /** false: no hash of the samples (a band of a map: the page hashes the whole map, from the bands in order) */
    hash?: boolean;
    /**
     * false: no coarse preview of this call, the full map at once (default: the preview its shape has, map-shapes.ts):
     * where the full map is about as quick as the preview's extra round trip to the workers and drawing (lab 13 once
     * the workers keep the seed's fields and only look the boxes up again)
     */
    preview?: false;
    /**
     * true: the full map may come from the main thread's core (preview-core.ts: runFullHere), in the input handler,
     * when every call of the request says so and that core can answer; else from the workers as usual. Only for a
     * call that costs a millisecond or two there (lab 13's box edits, once that core keeps the seed's fields).
     */
    here?: true;
  };
}[CoreFn];

export interface JobRequest {
  type: 'job';
  channel: string;
  id: number;
  calls: Call[];
  /** Test hook (faults.ts): the worker spins instead of answering, as a worker that hangs would. */
  hang?: boolean;
}

export interface CallResult<F extends CoreFn = CoreFn> {
  fn: F;
  data: Float64Array; // the call's samples (empty when keep is false); its buffer is transferred
  length: number; // number of samples the core returned
  hash: string; // FNV-1a-64 of the samples, by the core's hashField
  ms: number; // time spent in the call, measured in the worker
  extra: Extra<F>; // the call's named fields
  /**
   * A map put together from row bands (pool.ts, map-shapes.ts: joinBands): each band's samples, top to bottom, as
   * they came from the workers. `data` and the per-sample named fields are joined from them only when first read;
   * drawing reads the bands themselves (map-shapes.ts: layerParts).
   */
  bands?: BandParts;
}

/** The bands of a map: their samples (each band's layers one after the other) and their named fields. */
export interface BandParts {
  data: Float64Array[];
  extra: Record<string, unknown>[];
  planes: number;
}

/** A result as the answer of `fn`, with its named fields typed; throws when it answers another entry. */
export function resultOf<F extends CoreFn>(result: CallResult, fn: F): CallResult<F> {
  if (result.fn !== fn) throw new Error(`expected the answer of ${fn}, got ${result.fn}`);
  return result as unknown as CallResult<F>;
}

export type WorkerMessage =
  | { type: 'done'; channel: string; id: number; results: CallResult[] }
  | { type: 'job-error'; channel: string; id: number; error: string } // a call answered ok = false
  | { type: 'fatal'; channel: string | null; id: number | null; error: string; load?: boolean } // the core failed to load (load) or threw
  | LoadProgress // how far the worker is in loading the core (loading.ts)
  | { type: 'alive' }; // still computing a long job (at most one a second): its deadline starts again (faults.ts)

/** The worker's loading of the core: its bytes while they download, then compiling, then ready. */
export interface LoadProgress {
  type: 'progress';
  stage: 'download' | 'compile' | 'ready';
  loaded: number; // bytes received so far
  total: number; // bytes announced by the server (Content-Length), 0 when unknown
}
