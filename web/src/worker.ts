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
  post({ type: 'progress', stage: 'ready', loaded: 0, total: 0 });
  return m;
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
