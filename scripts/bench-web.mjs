#!/usr/bin/env node
// Benchmark (not a test): time from a slider change to the new pixels on screen, for the 256 × 256 maps
// of each lab, in headless Chromium on the built page (build/web). The clock starts in the control's
// input handler and stops after the first animation frame that follows the drawing (see main.ts's
// `timing`); in between: the request to the worker, the WASM core's computing, the transfer back and
// the colouring. Prints a Markdown table.
//
//   node scripts/bench-web.mjs [--runs 12] [--dist build/web] [--chromium /usr/bin/chromium]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const runs = Number(option('--runs', '12'));
const dist = path.resolve(repo, option('--dist', 'build/web'));
const chromiumPath = option('--chromium', process.env.CHROMIUM_PATH || '/usr/bin/chromium');

// For each lab: the control moved, and the two values it alternates between.
const CASES = [
  { lab: 'noise', what: 'three maps (value, Perlin, simplex), one octave', param: 'cells', values: ['5', '4'] },
  { lab: 'octaves', what: 'simplex fBm, 6 octaves (+ the map with the mask toggled, for the land share)', param: 'octaves', values: ['5', '6'] },
  { lab: 'warp', what: 'single warp, 4 octaves (+ 16 × 16 warp points)', param: 'strength', values: ['1.1', '1'] },
  { lab: 'climate', what: 'lab 4: height, temperature, moisture and biomes, 320 × 240', param: 'chill', values: ['0.65', '0.6'] },
  { lab: 'regions', what: 'lab 5: 45 Voronoi regions, wobbled and blended, 320 × 240', param: 'wobble', values: ['15', '14'] },
  { lab: 'density', what: 'lab 6: the tutorial stack (4 steps) at 320 × 240 + 4 previews at 80 × 60', param: 'seed', values: ['2', '1'] },
  { lab: 'islands', what: 'lab 7: the Islands climate at 256 × 256 (every pass + statistics)', param: 'base', values: ['0.76', '0.75'] },
  { lab: 'islands', what: 'lab 7 while the slider is held: 64 × 64', param: 'base', values: ['0.76', '0.75'], drag: true },
  { lab: 'world', what: 'lab 8: the hero world, 320 × 240 samples over 640 × 480 units, with trees', param: 'seed', values: ['2', '1'] },
  { lab: 'determinism', what: 'a preset (tutorial fBm, 4 octaves)', param: 'seed', values: ['42', '1'] },
];

const { preview } = await import('vite');
const { chromium } = await import('playwright-core');
const server = await preview({ configFile: false, root: dist, logLevel: 'error', build: { outDir: dist }, preview: { host: '127.0.0.1', port: 0, open: false } });
const base = server.resolvedUrls.local[0];
const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'worldlab-bench-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: chromiumPath,
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  viewport: { width: 1280, height: 800 },
});
const page = context.pages()[0] ?? (await context.newPage());

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const rows = [];
try {
  for (const c of CASES) {
    await page.goto(`${base}?lab=${c.lab}`);
    await page.waitForFunction(() => document.getElementById('app').dataset.state === 'ready', null, { timeout: 30_000 });
    const total = [];
    const worker = [];
    for (let i = 0; i < runs + 2; i++) {
      const value = c.values[i % 2];
      const ms = await page.evaluate(
        async ({ id, value, drag }) => {
          const t = window.__worldlab.timing;
          const control = document.getElementById(`p-${id}`);
          // A held slider (labs that draw a coarser map meanwhile): the pointer goes down and stays.
          if (drag) control.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
          const painted = t.painted;
          control.value = value;
          control.dispatchEvent(new Event(control.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
          const start = t.input;
          while (t.painted === painted || t.painted < start) await new Promise((r) => setTimeout(r, 1));
          return t.painted - start;
        },
        { id: c.param, value, drag: c.drag === true },
      );
      const workerMs = await page.evaluate(() => parseFloat(document.querySelector('[data-readout="time"]').textContent.replace(',', '.')));
      if (i >= 2) {
        // the first two runs warm up
        total.push(ms);
        worker.push(workerMs);
      }
    }
    if (c.drag) await page.evaluate((id) => document.getElementById(`p-${id}`).dispatchEvent(new Event('change', { bubbles: true })), c.param);
    rows.push({ ...c, median: median(total), min: Math.min(...total), max: Math.max(...total), worker: median(worker) });
  }
} finally {
  await context.close();
  await server.close();
  rmSync(userDataDir, { recursive: true, force: true });
}

const f = (x) => x.toFixed(1);
console.log(`Slider change → new pixels on screen, 256 × 256 or 320 × 240 maps, headless Chromium (${runs} runs each, median [min–max]):\n`);
console.log('| lab | control | what is computed | change → pixels (ms) | of which in the WASM core (ms) |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r.lab} | ${r.param} | ${r.what} | ${f(r.median)} [${f(r.min)}–${f(r.max)}] | ${f(r.worker)} |`);
