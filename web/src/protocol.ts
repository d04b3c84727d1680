// Messages between the page and the map worker. Every request carries an id; only the newest matters.

export interface MapRequest {
  type: 'render';
  id: number;
  seed: number;
  params: string; // terrain params as JSON, e.g. {"basis":"simplex","octaves":6}
  x0: number;
  y0: number;
  step: number;
  width: number;
  height: number;
}

export type WorkerMessage =
  | {
      type: 'map';
      id: number;
      width: number;
      height: number;
      data: Float64Array; // row-major heights; its buffer is transferred
      hash: string; // the core's hashField
      tsHash: string; // the same digest computed in TypeScript (fnv.ts), as a cross-check
      ms: number; // time spent in renderTerrain
    }
  | { type: 'map-error'; id: number; error: string } // renderTerrain answered ok = false
  | { type: 'fatal'; id: number | null; error: string }; // the core failed to load or threw
