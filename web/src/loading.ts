// The status line while the workers load the core: how much of the .wasm has arrived (each worker downloads it,
// wasm-fetch.ts; the line shows their average, so it only goes forward), then "Compiling…" once every worker has
// its bytes; the first map then says "Ready".
import type { LoadProgress } from './protocol';

type T = (key: string, vars?: Record<string, string | number>) => string;

export class LoadingProgress {
  private readonly byWorker = new Map<number, LoadProgress>();

  constructor(private readonly workers: number) {}

  /** Records a worker's progress; true while some worker is still loading. */
  report(worker: number, progress: LoadProgress): boolean {
    this.byWorker.set(worker, progress);
    return !this.done();
  }

  private all(stages: LoadProgress['stage'][]): boolean {
    return this.byWorker.size >= this.workers && [...this.byWorker.values()].every((p) => stages.includes(p.stage));
  }

  done(): boolean {
    return this.all(['ready']);
  }

  /** The status line's text, in the page's language. */
  text(t: T, lang: string): string {
    if (this.byWorker.size === 0) return t('app.loading');
    if (this.all(['compile', 'ready'])) return t('app.compiling');
    const reports = [...this.byWorker.values()];
    const total = Math.max(...reports.map((p) => p.total));
    // A worker that has not reported yet counts as nothing received; one past its download as all of it.
    const loaded = reports.reduce((sum, p) => sum + (p.stage === 'download' ? p.loaded : Math.max(p.loaded, total)), 0) / this.workers;
    const mb = (bytes: number) => new Intl.NumberFormat(lang, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / 1e6);
    if (total > 0) {
      const percent = new Intl.NumberFormat(lang, { style: 'percent' }).format(Math.min(1, loaded / total));
      return t('app.loadingBytes', { loaded: mb(loaded), total: mb(total), percent });
    }
    return t('app.loadingSome', { loaded: mb(loaded) });
  }
}
