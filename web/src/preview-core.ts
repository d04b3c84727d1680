// The preview's core on the main thread: one more instance of the same WebAssembly module the map workers run
// (core-instance.ts), loaded once the page has shown its first full map. A coarse preview (map-shapes.ts: 1/4 or
// 1/8 of each side) takes a few milliseconds in the core; asking a worker for it cost more in messages, in waiting
// for the worker's turn and for the answer's turn on the main thread than in computing. So the page computes the
// preview in the control's input handler, draws it, and only then sends the full map to the workers. Heavy maps
// never run here. A core that fails to load here (or a call it refuses) changes nothing but speed: the
// previews go to the workers as before, and the workers' errors are the ones the page shows.
import { loadCore, runCall } from './core-instance';
import { wantedBuild } from './engine';
import type { WorldlabModule } from './generated/worldlab_wasm.js';
import { runsHere } from './map-shapes';
import type { Call, CallResult } from './protocol';

let core: WorldlabModule | null = null;
/** Previews computed here so far (for the tests: proof that this core was really used). */
export const previewStats = { here: 0 };
let settled: Promise<void> | null = null;
const constants = new Map<string, CallResult>(); // the answers of argument-less calls (runHere)

/**
 * Starts loading the main thread's core (once), beside the workers' cores; until it is ready, previews are the
 * workers'. Resolves once it is loaded or has failed (never rejects): the page says "Ready" only then, so that no
 * download of it is still under way when the page is left. Once loaded, it runs `warm`'s calls (the preview of the
 * map on screen) once, unseen: the first calls into a freshly loaded module are slower (measured: 10–27 ms for
 * lab 2's preview, then 1–3 ms), and the first preview would otherwise pay for that in the control's input handler.
 */
export function loadPreviewCore(warm: () => Call[]): Promise<void> {
  settled ??= loadCore(wantedBuild(), () => {}).then(
    (m) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          try {
            for (const call of warm().filter(runsHere)) runCall(m, call);
            core = m;
          } catch (error) {
            if ((error as { fromCore?: boolean }).fromCore) core = m; // refused arguments leave the module as it was
          }
          resolve();
        }, 0),
      ),
    () => {}, // the workers compute the previews
  );
  return settled;
}

/**
 * Runs `work` with the loaded core; null when there is none or a call failed. A call the core refused (an error it
 * raised) leaves the module as it was; anything else (a trap) may not, so the core is not used again and the
 * workers compute everything from then on.
 */
function guarded<T>(work: (m: WorldlabModule) => T): T | null {
  if (!core) return null;
  try {
    return work(core);
  } catch (error) {
    if (!(error as { fromCore?: boolean }).fromCore) core = null;
    return null;
  }
}

/** Whether previews can be computed here now. */
export const previewCoreReady = () => core !== null;

/** The calls' answers from the main thread's core, or null when it is not loaded or a call failed (the workers then run them). */
export function runHere(calls: Call[]): CallResult[] | null {
  if (!calls.every(runsHere)) return null; // (a call for the workers alone: map-shapes.ts, here: false)
  return guarded((m) => {
    // The same call twice (a lab's preview calls may repeat one: labs/types.ts) is computed once: the core's
    // entries are pure functions of their arguments. An entry without arguments (a table of the build: lab 7's
    // islandsBiomes, asked with every map) is computed once per page.
    const done = new Map<string, CallResult>();
    const results = calls.map((call) => {
      const key = JSON.stringify([call.fn, call.args, call.keep, call.hash]);
      const known = call.args.length === 0 ? constants : done;
      let result = known.get(key);
      if (!result) known.set(key, (result = runCall(m, call)));
      return result;
    });
    previewStats.here++;
    return results;
  });
}

/** Full maps computed here so far (calls marked `here`, protocol.ts). */
export const fullHereStats = { here: 0 };

/**
 * The full answers of calls marked `here` from the main thread's core, or null when it is not loaded, a call is not
 * marked, or a call failed (the workers then run them, as for any map). The same module as the workers', so the
 * same bits.
 */
export function runFullHere(calls: Call[]): CallResult[] | null {
  if (calls.length === 0 || !calls.every((c) => c.here)) return null;
  return guarded((m) => {
    const results = calls.map((call) => runCall(m, call));
    fullHereStats.here++;
    return results;
  });
}

/**
 * Runs calls on the main thread's core for what they leave in it (lab 13's multiNoiseKeep: a seed's fields, given
 * from another instance's answer); true when every call succeeded, false when the core is not loaded or refused one.
 */
export function keepHere(calls: Call[]): boolean {
  return (
    guarded((m) => {
      for (const call of calls) runCall(m, { ...call, hash: false, keep: false } as Call);
      return true;
    }) ?? false
  );
}
