#!/usr/bin/env node
// Benchmark (not a test): thread scaling of the page's map worker pool (issue 9). The built page (build/web) in
// headless Chromium, told the machine has 1 and then 2 cores (#cores=N, as tests/browser/pool.mjs does), computes a
// 1024 × 1024 terrain map (6-octave simplex fBm) through its pool, a new seed each run so the pool's memory cannot
// answer; prints the median wall time per map (until the page could draw it) for each worker count and their ratio,
// and beside it the time of then reading the map's hash, as the page does once the map is drawn (one worker hashes
// its map in the core before answering; a map from bands is hashed on the main thread from the bands, hash.ts).
//
//   node bench/page-threads.mjs [--runs 9] [--dist build/web] [--chromium /usr/bin/chromium]
import { run } from '../tests/browser/lib/harness.mjs';

// --runs N is read here and taken out of the arguments the harness parses.
const at = process.argv.indexOf('--runs');
const runs = at > 0 ? Number(process.argv.splice(at, 2)[1]) || 9 : 9;
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

function fakeCores() {
  const cores = Number(/cores=(\d+)/.exec(location.hash)?.[1]);
  if (cores > 0) Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => cores, configurable: true });
}

await run('page-threads.mjs', { watchdogMs: 600_000, usage: 'usage: node bench/page-threads.mjs [--runs N] [--dist DIR] [--chromium PATH]' }, async ({ page, base, check }) => {
  await page.addInitScript(fakeCores);
  const times = {};
  const hashes = {};
  for (const cores of [1, 2]) {
    await check(`${cores} worker(s): a 1024² terrain map`, async () => {
      await page.goto('about:blank');
      await page.goto(`${base}?lab=noise#cores=${cores}`);
      await page.waitForFunction(() => window.__worldlab?.pool?.size > 0);
      times[cores] = await page.evaluate(async (n) => {
        const pool = window.__worldlab.pool;
        const grid = { x0: 0, y0: 0, step: 1 / 1024, width: 1024, height: 1024 };
        const out = [];
        const maps = [];
        for (let i = 0; i <= n; i++) {
          const t0 = performance.now();
          const [map] = await pool.run([{ fn: 'renderTerrain', args: [1000 + i, {}, grid] }]);
          if (i > 0) out.push(performance.now() - t0); // the first run also starts the workers
          maps.push(map);
        }
        // What the page reads once a map is drawn: its hash (read after the runs, so as not to change their timing).
        const hash = maps.slice(1).map((map) => {
          const t0 = performance.now();
          void map.hash;
          return performance.now() - t0;
        });
        return { out, hash };
      }, runs).then(({ out, hash }) => ((hashes[cores] = hash), out));
      return `median ${median(times[cores]).toFixed(1)} ms over ${runs} maps (pool of ${cores}); then its hash, read: ${median(hashes[cores]).toFixed(1)} ms`;
    });
  }
  await check('ratio', () => `1 → 2 workers: ${(median(times[1]) / median(times[2])).toFixed(2)}×`);
});
