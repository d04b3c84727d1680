// Messages between the page and its map workers. The page sends a job (a list of calls into the core)
// on a channel; the worker answers with one result per call. Only the newest job of a channel matters:
// a job still waiting in the worker is dropped when a newer one arrives on the same channel.

/** The core's entry points a lab may call (see cpp/bindings/wasm/bindings.cpp). */
export type CoreFn =
  | 'renderTerrain'
  | 'renderPreset'
  | 'fillNoise'
  | 'warpPoints'
  | 'raceNoise'
  | 'renderGraph'
  | 'graphNodes'
  | 'nodeTypes'
  | 'graphPreset'
  | 'renderClimateLab'
  | 'biomeTable'
  | 'renderRegions'
  | 'islandsRecipes'
  | 'renderIslands'
  | 'islandsBiomes'
  | 'islandsRecipeLayer'
  | 'renderWorld';

export interface Call {
  fn: CoreFn;
  args: (number | string)[];
  /** false: only the hash and the extra fields come back, not the data (default true) */
  keep?: boolean;
}

export interface JobRequest {
  type: 'job';
  channel: string;
  id: number;
  calls: Call[];
}

export interface CallResult {
  data: Float64Array; // the call's samples (empty when keep is false); its buffer is transferred
  length: number; // number of samples the core returned
  hash: string; // FNV-1a-64 of the samples, by the core's hashField
  ms: number; // time spent in the call, measured in the worker
  extra: Record<string, number | string>; // the call's other fields (landShare, ms of a race, ...)
}

export type WorkerMessage =
  | { type: 'done'; channel: string; id: number; results: CallResult[] }
  | { type: 'job-error'; channel: string; id: number; error: string } // a call answered ok = false
  | { type: 'fatal'; channel: string | null; id: number | null; error: string }; // the core failed to load or threw
