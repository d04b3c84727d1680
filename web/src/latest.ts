// The map requests of the page: one job at a time in the workers (a state's preview and full map, or only
// its preview while a slider is held), and behind it only the newest state's job. A newer state replaces whatever waits, never what runs: the job
// in flight finishes and its answer is drawn, so a continuous drag keeps showing new pixels instead of
// throwing every answer away for being already old. Nothing stale is ever queued.

export interface Job<T, R> {
  run: () => Promise<R>;
  tag: T;
}

export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export class LatestQueue<T, R> {
  private waiting: Job<T, R>[] = [];
  private busy = false;

  constructor(private readonly finished: (tag: T, outcome: Outcome<R>) => void) {}

  /** The jobs to run next, in order, in place of any still waiting. */
  submit(jobs: Job<T, R>[]): void {
    this.waiting = [...jobs];
    if (!this.busy) void this.drain();
  }

  private async drain(): Promise<void> {
    this.busy = true;
    let job = this.waiting.shift();
    let running = job ? settle(job.run()) : null;
    while (job && running) {
      const outcome = await running;
      const done = job;
      // The next job starts before this answer is drawn, so the workers compute while the page draws.
      job = this.waiting.shift();
      running = job ? settle(job.run()) : null;
      try {
        this.finished(done.tag, outcome);
      } catch (error) {
        console.error(error); // a drawing bug must not stop the maps that follow
      }
    }
    this.busy = false;
  }
}

/** A promise's outcome, whether it resolved or rejected. */
export function settle<R>(promise: Promise<R>): Promise<Outcome<R>> {
  return promise.then(
    (value): Outcome<R> => ({ ok: true, value }),
    (error: unknown): Outcome<R> => ({ ok: false, error }),
  );
}
