// A map worker: loads the WebAssembly core once and runs jobs (lists of calls into the core). Jobs that
// are superseded on their channel while the worker is busy are skipped; the page ignores stale answers.
import { loadCore, runCall } from './core-instance';
import { buildOfWorker } from './engine';
import type { WorldlabModule } from './generated/worldlab_wasm.js';
import type { CallResult, JobRequest, WorkerMessage } from './protocol';

const post = (message: WorkerMessage, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

// The build named by the page (engine.ts), loaded as core-instance.ts loads it, its progress reported to the page.
async function load(): Promise<WorldlabModule> {
  const m = await loadCore(buildOfWorker(self.name), (progress) => post(progress));
  // The core copies each answer's samples into an array this worker gives, when it has one (binding.cpp).
  (m as WorldlabModule & { samplesArray?: (length: number) => Float64Array | null }).samplesArray = take;
  post({ type: 'progress', stage: 'ready', loaded: 0, total: 0 });
  return m;
}

// ---------- arrays for the next answers ----------
// A new array's memory costs its page faults when it is first written: on the machine measured ~4 ms per MB (a 1024²
// map's 8 MB: ~35 ms, more than half the time of computing it), paid inside the call that copies an answer out of
// the core. So the worker makes the arrays of its next answers while it waits, and touches every page of them: as
// many of each size as its last job returned (the next job of a lab is most often the same maps with other values).
// Small arrays are not worth it. One slice of pages per turn of the event loop: a job that arrives waits for one
// slice at most, and a job always goes first.
const READY_MIN = 16_384; // samples (128 KB)
const READY_BYTES = 24 << 20; // a 1024² map's 8 MB, three times
const PAGE = 512; // doubles in 4 KB
const SLICE = 64 * PAGE; // touched per turn (256 KB)
const ready = new Map<number, Float64Array[]>(); // touched arrays by length
let wanted = new Map<number, number>(); // length -> how many the last job returned
let making: { array: Float64Array; at: number } | null = null; // the array being touched
let preparing = false;

/** A touched array of this length, if one is ready (the core makes a new one otherwise). */
function take(length: number): Float64Array | null {
  return ready.get(length)?.pop() ?? null;
}

/** After a job: the sizes its answers had are the ones to make ready. */
function expect(results: CallResult[]): void {
  wanted = new Map();
  let bytes = 0; // at most READY_BYTES kept ready (not every map of lab 9's check of every preset)
  for (const array of results.flatMap((r) => [r.data, ...Object.values(r.extra)])) {
    if (!(array instanceof Float64Array) || array.length < READY_MIN || bytes + array.byteLength > READY_BYTES) continue;
    wanted.set(array.length, (wanted.get(array.length) ?? 0) + 1);
    bytes += array.byteLength;
  }
  for (const length of [...ready.keys()]) if (!wanted.has(length)) ready.delete(length);
  if (making && !wanted.has(making.array.length)) making = null;
}

/** No job waits: the arrays of the next answers are made ready meanwhile. */
function idle(): void {
  if (preparing || !wanted.size) return;
  preparing = true;
  setTimeout(prepare, 0);
}

/** Touches one slice of the next array that is missing. */
function prepare(): void {
  if (scheduled) {
    preparing = false; // a job goes first; idle() starts this again after it
    return;
  }
  if (!making) {
    const length = [...wanted].find(([n, count]) => (ready.get(n)?.length ?? 0) < count)?.[0];
    if (length === undefined) {
      preparing = false;
      return;
    }
    making = { array: new Float64Array(length), at: 0 };
  }
  const { array } = making;
  const end = Math.min(array.length, making.at + SLICE);
  for (let i = making.at; i < end; i += PAGE) array[i] = 0;
  making.at = end;
  if (end === array.length) {
    ready.set(array.length, [...(ready.get(array.length) ?? []), array]);
    making = null;
  }
  setTimeout(prepare, 0);
}
const core: Promise<WorldlabModule> = load();
// A core that cannot load is reported at once (and again to each job, by drain).
core.catch((error: unknown) => post({ type: 'fatal', channel: null, id: null, error: describe(error), load: true }));

/** The buffers a result owns (its data and any typed array among its named fields), to transfer, not copy. */
function buffers(r: CallResult): Transferable[] {
  const own = [r.data, ...Object.values(r.extra)].filter((v): v is Float64Array => v instanceof Float64Array);
  return [...new Set(own.filter((v) => v.byteOffset === 0 && v.buffer.byteLength === v.byteLength).map((v) => v.buffer))];
}

const pending = new Map<string, JobRequest>(); // the newest waiting job of each channel
let scheduled = false;

async function drain(): Promise<void> {
  let m: WorldlabModule;
  try {
    m = await core;
  } catch (error) {
    for (const job of pending.values()) post({ type: 'fatal', channel: job.channel, id: job.id, error: describe(error), load: true });
    pending.clear();
    scheduled = false;
    return;
  }
  // One job per turn of the event loop, so that newer requests can supersede the ones still waiting.
  const next = pending.entries().next();
  if (next.done) {
    scheduled = false;
    idle();
    return;
  }
  const [channel, job] = next.value;
  pending.delete(channel);
  if (job.hang) hang();
  try {
    // A long job (lab 9's check of every preset) says it is alive between its calls, so it is not taken for a hang.
    let beat = performance.now();
    const results = job.calls.map((call) => {
      const result = runCall(m, call);
      if (performance.now() - beat > 1000) {
        beat = performance.now();
        post({ type: 'alive' });
      }
      return result;
    });
    expect(results); // (before the buffers go: a transferred array has no length left)
    post({ type: 'done', channel, id: job.id, results }, results.flatMap(buffers));
  } catch (error) {
    if ((error as { fromCore?: boolean }).fromCore) post({ type: 'job-error', channel, id: job.id, error: describe(error) });
    else post({ type: 'fatal', channel, id: job.id, error: describe(error) });
  }
  setTimeout(() => void drain(), 0);
}

/** Test hook (faults.ts): busy for a minute, answering nothing, as a worker stuck in a long loop. */
function hang(): void {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    // spin: the page's timeout must stop this worker and start another
  }
}

self.addEventListener('message', (event: MessageEvent<JobRequest>) => {
  if (event.data?.type !== 'job') return;
  pending.delete(event.data.channel); // keep channels in arrival order of their newest job
  pending.set(event.data.channel, event.data);
  if (!scheduled) {
    scheduled = true;
    // Let messages already queued behind this one arrive first, then run only the newest per channel.
    setTimeout(() => void drain(), 0);
  }
});
