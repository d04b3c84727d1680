// What the page does when a worker does not answer: every job (a map, a lab's extra compute) gets a deadline;
// one that has not answered in time is rejected with a 'timeout' CoreError, and the worker is stopped and a new
// one started, so the next change runs again (pool.ts, compute.ts). The deadline is 15 s, or for the tests
// `window.__worldlabFaults = { timeoutMs }` set before the page's scripts, or `?timeout=MS` in the first URL.
// The tests also make a worker hang on purpose: `window.__worldlab.faults.hangNext.map = 1` (or `.aux`)
// makes the next job of the map workers (or of the extra worker) spin instead of answering.

export const DEFAULT_TIMEOUT_MS = 15_000;

/** The error of a worker whose script could not be fetched or run (its error event carries no message). */
export const WORKER_SCRIPT_FAILED = 'worker script not loaded';

interface FaultHooks {
  timeoutMs?: number;
}

declare global {
  interface Window {
    __worldlabFaults?: FaultHooks;
  }
}

function readTimeout(): number {
  const hook = Number(globalThis.window?.__worldlabFaults?.timeoutMs);
  if (hook > 0) return hook;
  const fromUrl = Number(new URLSearchParams(globalThis.location?.search ?? '').get('timeout'));
  return fromUrl > 0 ? fromUrl : DEFAULT_TIMEOUT_MS;
}

export const faults = {
  /** How long a job may go without an answer (or a sign of life from its worker) before it is given up. */
  timeoutMs: readTimeout(),
  /** Test hook: how many of the next jobs of the map workers / of the extra worker hang. */
  hangNext: { map: 0, aux: 0 },
};

/** Whether the next job of this kind is to hang (test hook); counts it down. */
export function takeHang(kind: 'map' | 'aux'): boolean {
  if (faults.hangNext[kind] <= 0) return false;
  faults.hangNext[kind]--;
  return true;
}
