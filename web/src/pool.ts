// The map workers: one per core (navigator.hardwareConcurrency, at most 8), each with its own copy of the
// WebAssembly core. A job's calls are cut into pieces — a map whose samples depend only on their position is
// split into row bands, one per worker (the world's ground in bands, its trees by one more call beside them);
// any other call stays whole — the pieces are shared out so that every worker gets about the same work, and
// the answers come back as transferred buffers (no SharedArrayBuffer, so the page needs no cross-origin
// isolation and runs on any static host). The bands make the very map one worker computes, bit for bit
// (map-shapes.ts says when that holds); they are drawn as they are, and joined into one array only when something
// reads the whole map's samples (joinBands).
// The last few answers are kept: a call asked again with the same arguments (the biome table, lab 2's map
// with the island mask the other way round after a toggle, a value dragged back) is not computed again.
// A job that gets no answer in time (faults.ts) is rejected and its worker replaced; a worker that failed to
// start is started again for the next job (the server may be back).
import { CoreError } from './compute';
import { wantedBuild, workerName } from './engine';
import { WORKER_SCRIPT_FAILED, faults, takeHang } from './faults';
import { type Bands, bandCalls, joinBands, mapSize, samplesHeld, withChanges } from './map-shapes';
import type { Call, CallResult, JobRequest, LoadProgress, WorkerMessage } from './protocol';

const MAX_WORKERS = 8;
// Answers kept for calls asked again, the newest last, up to this many samples in all (20 MB: the eight maps of
// up to 320 × 240 × 4 doubles kept before; lab 11's solid is 40 answers of 3,072 samples, kept whole).
const RECENT_SAMPLES = 2_500_000;
const RECENT_MAX = 256; // and at most this many answers (those without samples hold their named fields)

/** One worker per core the browser reports, 1 to 8. */
export function poolSize(): number {
  const cores = Math.floor(navigator.hardwareConcurrency || 1);
  return Math.min(MAX_WORKERS, Math.max(1, cores));
}

interface Waiting {
  worker: number;
  resolve: (results: CallResult[]) => void;
  reject: (error: CoreError) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** One call of a job: whole, or split into bands. */
interface Part {
  call: Call;
  bands: Bands | null;
}

/** A call the workers run: a whole call or one band, where it goes and where its answer lands. */
interface Piece {
  call: Call;
  cost: number;
  part: number;
  band: number;
}

/** Samples a call computes, to share the work out; a call that is not a map counts as one. */
function cost(call: Call): number {
  const size = mapSize(call);
  return size ? size.width * size.height : 1;
}

/** What makes two calls the same computation: the entry and its arguments (not whether the samples come back). */
const recentKey = (call: Call) => JSON.stringify([call.fn, call.args]);

export class MapPool {
  private readonly workers: Worker[] = [];
  private readonly waiting = new Map<number, Waiting>();
  private readonly dead = new Map<number, string>(); // workers that failed to start, and why
  private readonly recent = new Map<string, CallResult>(); // by recentKey, oldest first
  private nextId = 0;
  /** Maps split into bands so far (for the tests: proof that the bands were really used). */
  banded = 0;
  /** Workers stopped because a job got no answer in time, and started again (for the tests). */
  replaced = 0;
  /** Hears each worker's loading of the core (loading.ts). */
  onProgress: ((worker: number, progress: LoadProgress) => void) | null = null;

  constructor(readonly size: number = poolSize()) {
    // Started at once, so every worker compiles its core while the page builds its controls.
    for (let i = 0; i < size; i++) this.workers.push(this.start(i));
  }

  private start(index: number): Worker {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: workerName(`worldlab-map-${index}`, wantedBuild()) });
    worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
      this.alive(index);
      if (event.data.type === 'progress') this.onProgress?.(index, event.data);
      else if (event.data.type !== 'alive') {
        // A core that could not load: the next job starts this worker again.
        if (event.data.type === 'fatal' && event.data.load) this.dead.set(index, event.data.error);
        this.answer(event.data);
      }
    });
    worker.addEventListener('error', (event: ErrorEvent) => {
      event.preventDefault();
      // A worker script that cannot be fetched or run gives an error event without a message.
      this.dead.set(index, event.message || WORKER_SCRIPT_FAILED);
      this.fail(index, this.dead.get(index)!, 'load');
    });
    worker.addEventListener('messageerror', () => this.fail(index, 'unreadable message'));
    return worker;
  }

  /** Stops a worker and starts another in its place (after a timeout, or to retry one that failed to start). */
  private replace(index: number): void {
    this.workers[index].terminate();
    this.dead.delete(index);
    this.workers[index] = this.start(index);
  }

  /** A deadline for a job of this worker: rejected, and the worker replaced, if nothing is heard before it. */
  private deadline(worker: number): ReturnType<typeof setTimeout> {
    return setTimeout(() => {
      const ms = faults.timeoutMs;
      this.replaced++;
      this.replace(worker);
      this.fail(worker, `no answer within ${ms} ms`, 'timeout');
    }, faults.timeoutMs);
  }

  /** A message from a worker: its jobs' deadlines start again (it is loading or computing, not stuck). */
  private alive(worker: number): void {
    for (const w of this.waiting.values()) {
      if (w.worker !== worker) continue;
      clearTimeout(w.timer);
      w.timer = this.deadline(worker);
    }
  }

  /** Runs the calls over every worker; resolves with one result per call, in order. */
  async run(calls: Call[]): Promise<CallResult[]> {
    const reused = calls.map((call) => this.reuse(call));
    const computed = await this.compute(calls.filter((_, i) => !reused[i]));
    let next = 0;
    const results = reused.map((r) => r ?? computed[next++]);
    results.forEach((r, i) => this.remember(calls[i], r));
    return results;
  }

  /** How many workers a job of these calls would keep busy: its pieces (bands or whole calls) not kept from before, at most one per worker. */
  workersFor(calls: Call[]): number {
    let pieces = 0;
    // Stops once every worker has a piece: lab 11's 41 calls are not all looked up in the input handler.
    for (let i = 0; i < calls.length && pieces < this.size; i++) if (!this.reuse(calls[i])) pieces += bandCalls(calls[i], this.size)?.calls.length ?? 1;
    return Math.min(this.size, pieces);
  }

  /** A kept answer that serves this call (one without its samples serves only a call that wants none), or null. */
  private reuse(call: Call): CallResult | null {
    const kept = this.recent.get(recentKey(call));
    if (!kept) return null;
    // A kept answer cost no worker time this time. (Copied without reading what a map from bands joins when read.)
    if (call.keep === false) return withChanges(kept, { data: new Float64Array(0), ms: 0, bands: undefined });
    return samplesHeld(kept) === kept.length ? withChanges(kept, { ms: 0 }) : null;
  }

  /** Keeps an answer (the newest last), unless it would replace one that has the samples it lacks. */
  private remember(call: Call, result: CallResult): void {
    const key = recentKey(call);
    const kept = this.recent.get(key);
    this.recent.delete(key);
    this.recent.set(key, kept && samplesHeld(kept) > samplesHeld(result) ? kept : result);
    let held = 0;
    for (const r of this.recent.values()) held += samplesHeld(r);
    for (const [old, r] of this.recent) {
      if ((held <= RECENT_SAMPLES && this.recent.size <= RECENT_MAX) || this.recent.size === 1) break;
      held -= samplesHeld(r);
      this.recent.delete(old);
    }
  }

  /** Computes the calls: pieces shared out over the workers, answers put back in order. */
  private async compute(calls: Call[]): Promise<CallResult[]> {
    if (calls.length === 0) return [];
    const parts: Part[] = calls.map((call) => ({ call, bands: bandCalls(call, this.size) }));
    const pieces: Piece[] = parts.flatMap((p, part) =>
      p.bands ? p.bands.calls.map((call, band) => ({ call, cost: p.bands!.costs[band], part, band })) : [{ call: p.call, cost: cost(p.call), part, band: 0 }],
    );
    // Largest first, each to the least loaded worker: close to even for the few pieces a lab has.
    const load = new Array<number>(this.size).fill(0);
    const share: Piece[][] = this.workers.map(() => []);
    for (const piece of [...pieces].sort((a, b) => b.cost - a.cost)) {
      const w = load.indexOf(Math.min(...load));
      load[w] += piece.cost;
      share[w].push(piece);
    }
    const answers = await Promise.all(share.map((own, w) => (own.length ? this.post(w, own.map((p) => p.call)) : Promise.resolve([]))));
    // Each piece's answer back in its place, then each banded call put together.
    const got: CallResult[][] = parts.map((p) => new Array<CallResult>(p.bands ? p.bands.calls.length : 1));
    share.forEach((own, w) => own.forEach((piece, i) => (got[piece.part][piece.band] = answers[w][i])));
    return parts.map((p, i) => {
      if (!p.bands) return got[i][0];
      this.banded++;
      return joinBands(p.call, p.bands, got[i]);
    });
  }

  private post(worker: number, calls: Call[]): Promise<CallResult[]> {
    const id = ++this.nextId;
    if (this.dead.has(worker)) this.replace(worker); // it failed to start: try again (the server may be back)
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { worker, resolve, reject, timer: this.deadline(worker) });
      // A channel of its own: the worker drops a job that waits behind a newer one on the same channel, and
      // a preview and its full map are both meant to run.
      const request: JobRequest = { type: 'job', channel: `map-${id}`, id, calls, ...(takeHang('map') ? { hang: true } : {}) };
      this.workers[worker].postMessage(request);
    });
  }

  private answer(message: Exclude<WorkerMessage, LoadProgress | { type: 'alive' }>): void {
    if (message.id === null) {
      const error = message.type === 'fatal' ? message.error : 'no job';
      const kind = message.type === 'fatal' && message.load ? 'load' : 'worker';
      for (const id of [...this.waiting.keys()]) this.settle(id, null, new CoreError(error, kind));
      return;
    }
    if (message.type === 'done') this.settle(message.id, message.results);
    else this.settle(message.id, null, new CoreError(message.error, message.type === 'job-error' ? 'core' : message.load ? 'load' : 'worker'));
  }

  private settle(id: number, results: CallResult[] | null, error?: CoreError): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    clearTimeout(waiting.timer);
    if (error) waiting.reject(error);
    else waiting.resolve(results!);
  }

  private fail(worker: number, error: string, kind: CoreError['kind'] = 'worker'): void {
    for (const [id, w] of [...this.waiting]) if (w.worker === worker) this.settle(id, null, new CoreError(error, kind));
  }
}
