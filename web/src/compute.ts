// The page's side of the labs' extra worker: one worker for everything that is not the map (races, preset
// checks), so a long extra job never delays the map (the maps have their own workers, pool.ts). A newer job
// on a channel supersedes the older one: the worker skips it if it has not started, and its answer is
// ignored if it has.
import { wantedBuild, workerName } from './engine';
import type { Call, CallResult, JobRequest, WorkerMessage } from './protocol';

export class CoreError extends Error {
  constructor(
    message: string,
    readonly kind: 'core' | 'worker',
  ) {
    super(message);
  }
}

interface Waiting {
  id: number;
  resolve: (results: CallResult[] | null) => void;
  reject: (error: CoreError) => void;
}

export class Compute {
  private worker: Worker | null = null; // started with the first job
  private readonly waiting = new Map<string, Waiting>();
  private nextId = 0;

  private started(): Worker {
    if (!this.worker) {
      const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: workerName('worldlab-aux', wantedBuild()) });
      worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => this.answer(event.data));
      worker.addEventListener('error', (event: ErrorEvent) => {
        event.preventDefault();
        this.failAll(event.message || 'could not start');
      });
      worker.addEventListener('messageerror', () => this.failAll('unreadable message'));
      this.worker = worker;
    }
    return this.worker;
  }

  run(channel: string, calls: Call[]): Promise<CallResult[] | null> {
    const id = ++this.nextId;
    this.waiting.get(channel)?.resolve(null); // superseded
    return new Promise((resolve, reject) => {
      this.waiting.set(channel, { id, resolve, reject });
      const request: JobRequest = { type: 'job', channel, id, calls };
      this.started().postMessage(request);
    });
  }

  private answer(message: WorkerMessage): void {
    const channel = message.channel;
    if (channel === null) {
      const error = message.type === 'done' ? 'no channel' : message.error;
      for (const c of [...this.waiting.keys()]) this.settle(c, null, new CoreError(error, 'worker'));
      return;
    }
    const waiting = this.waiting.get(channel);
    if (!waiting || waiting.id !== message.id) return; // an answer to a superseded job
    if (message.type === 'done') this.settle(channel, message.results);
    else this.settle(channel, null, new CoreError(message.error, message.type === 'job-error' ? 'core' : 'worker'));
  }

  private settle(channel: string, results: CallResult[] | null, error?: CoreError): void {
    const waiting = this.waiting.get(channel);
    if (!waiting) return;
    this.waiting.delete(channel);
    if (error) waiting.reject(error);
    else waiting.resolve(results);
  }

  private failAll(error: string): void {
    for (const channel of [...this.waiting.keys()]) this.settle(channel, null, new CoreError(error, 'worker'));
  }
}
