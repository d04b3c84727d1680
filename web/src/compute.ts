// The page's side of the labs' extra worker: one worker for everything that is not the map (races, preset
// checks), so a long extra job never delays the map (the maps have their own workers, pool.ts). A newer job
// on a channel supersedes the older one: the worker skips it if it has not started, and its answer is
// ignored if it has.
// A job with no answer in time (faults.ts) is rejected with a 'timeout' error, and the worker is stopped (the
// next job starts a new one).
import { wantedBuild, workerName } from './engine';
import { WORKER_SCRIPT_FAILED, faults, takeHang } from './faults';
import type { Call, CallResult, JobRequest, WorkerMessage } from './protocol';

/**
 * Why a job failed: the core refused it ('core'), the worker failed ('worker'), the worker or its core could not
 * be loaded ('load'), or no answer came in time ('timeout').
 */
export class CoreError extends Error {
  constructor(
    message: string,
    readonly kind: 'core' | 'worker' | 'load' | 'timeout',
  ) {
    super(message);
  }
}

interface Waiting {
  id: number;
  resolve: (results: CallResult[] | null) => void;
  reject: (error: CoreError) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class Compute {
  private worker: Worker | null = null; // started with the first job
  private readonly waiting = new Map<string, Waiting>();
  private nextId = 0;

  private started(): Worker {
    if (!this.worker) {
      const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: workerName('worldlab-aux', wantedBuild()) });
      worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
        this.alive();
        if (event.data.type === 'fatal' && event.data.load) queueMicrotask(() => this.stop()); // the next job tries a new one
        if (event.data.type !== 'progress' && event.data.type !== 'alive') this.answer(event.data);
      });
      worker.addEventListener('error', (event: ErrorEvent) => {
        event.preventDefault();
        this.stop();
        this.failAll(event.message || WORKER_SCRIPT_FAILED, 'load');
      });
      worker.addEventListener('messageerror', () => this.failAll('unreadable message'));
      this.worker = worker;
    }
    return this.worker;
  }

  /** Stops the worker; the next job starts another. */
  private stop(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private deadline(): ReturnType<typeof setTimeout> {
    return setTimeout(() => {
      this.stop();
      this.failAll(`no answer within ${faults.timeoutMs} ms`, 'timeout');
    }, faults.timeoutMs);
  }

  /** A message from the worker: the deadlines start again (it is loading or computing, not stuck). */
  private alive(): void {
    for (const w of this.waiting.values()) {
      clearTimeout(w.timer);
      w.timer = this.deadline();
    }
  }

  run(channel: string, calls: Call[]): Promise<CallResult[] | null> {
    const id = ++this.nextId;
    const older = this.waiting.get(channel);
    if (older) {
      clearTimeout(older.timer);
      older.resolve(null); // superseded
    }
    return new Promise((resolve, reject) => {
      this.waiting.set(channel, { id, resolve, reject, timer: this.deadline() });
      const request: JobRequest = { type: 'job', channel, id, calls, ...(takeHang('aux') ? { hang: true } : {}) };
      this.started().postMessage(request);
    });
  }

  private answer(message: Exclude<WorkerMessage, { type: 'progress' } | { type: 'alive' }>): void {
    const channel = message.channel;
    if (channel === null) {
      const error = message.type === 'done' ? 'no channel' : message.error;
      const kind = message.type === 'fatal' && message.load ? 'load' : 'worker';
      for (const c of [...this.waiting.keys()]) this.settle(c, null, new CoreError(error, kind));
      return;
    }
    const waiting = this.waiting.get(channel);
    if (!waiting || waiting.id !== message.id) return; // an answer to a superseded job
    if (message.type === 'done') this.settle(channel, message.results);
    else this.settle(channel, null, new CoreError(message.error, message.type === 'job-error' ? 'core' : message.load ? 'load' : 'worker'));
  }

  private settle(channel: string, results: CallResult[] | null, error?: CoreError): void {
    const waiting = this.waiting.get(channel);
    if (!waiting) return;
    this.waiting.delete(channel);
    clearTimeout(waiting.timer);
    if (error) waiting.reject(error);
    else waiting.resolve(results);
  }

  private failAll(error: string, kind: CoreError['kind'] = 'worker'): void {
    for (const channel of [...this.waiting.keys()]) this.settle(channel, null, new CoreError(error, kind));
  }
}
