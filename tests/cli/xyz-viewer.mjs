// `worldlab tiles --xyz`'s viewer in headless Chromium from file://: Leaflet loads from OUT/leaflet/, the tiles of
// the pyramid show (all loaded, none failed), zooming out loads the levels above, and nothing is logged as an error.
// Usage: node tests/cli/xyz-viewer.mjs OUT [--chromium PATH]   (OUT: a folder `worldlab tiles --xyz` wrote)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../browser/lib/harness.mjs';

const args = process.argv.slice(2);
const out = path.resolve(args[0] ?? '');
const executablePath = args[1] === '--chromium' ? args[2] : process.env.CHROMIUM_PATH || '/usr/bin/chromium';
let failures = 0;
const check = (ok, text) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  if (!ok) failures++;
};

const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'worldlab-xyz-'));
const watchdog = setTimeout(() => {
  console.log('FAIL the viewer check did not end within 90 s');
  process.exit(1);
}, 90_000);
let context;
try {
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 800, height: 600 },
    locale: 'es-ES',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  const requested = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(pathToFileURL(path.join(out, 'viewer.html')).href);
  // Leaflet marks each tile image leaflet-tile-loaded when it has loaded; wait until the view's tiles are all there.
  const tiles = async () =>
    page.evaluate(() => {
      const all = [...document.querySelectorAll('img.leaflet-tile')];
      return { all: all.length, loaded: all.filter((i) => i.classList.contains('leaflet-tile-loaded') && i.naturalWidth === 256).length };
    });
  const settle = async () => {
    await page.waitForFunction(() => {
      const all = [...document.querySelectorAll('img.leaflet-tile')];
      return all.length > 0 && all.every((i) => i.complete && i.naturalWidth === 256);
    }, null, { timeout: 20_000 });
    return tiles();
  };
  const first = await settle();
  check(typeof (await page.evaluate(() => window.L?.version)) === 'string', `Leaflet ${await page.evaluate(() => window.L?.version)} loaded from leaflet/ (file://, no network)`);
  check(first.loaded > 0 && first.loaded === first.all, `the first view shows ${first.loaded} tiles, every one loaded`);
  const zoom0 = await page.evaluate(() => document.querySelector('#where').textContent);
  check(/unidades del mundo/.test(zoom0) && (await page.evaluate(() => document.documentElement.lang)) === 'es',
    `the panel speaks the browser's language (es-ES): "${zoom0}"`);
  // Zoom out twice (the − button): the levels above load (each made from the one below).
  const before = requested.filter((u) => u.includes('/xyz/')).length;
  for (let i = 0; i < 2; i++) {
    await page.click('.leaflet-control-zoom-out');
    await page.waitForTimeout(400);
  }
  const deeper = await settle();
  const levels = new Set(requested.filter((u) => u.includes('/xyz/')).map((u) => u.split('/xyz/')[1].split('/')[0]));
  check(deeper.loaded === deeper.all && requested.filter((u) => u.includes('/xyz/')).length > before,
    `after zooming out twice: ${deeper.loaded} tiles loaded, levels requested ${[...levels].sort().join(', ')}`);
  const xyzRequests = requested.filter((u) => u.includes('/xyz/'));
  check(requested.every((u) => u.startsWith('file:') || u.startsWith('data:')), 'every request stayed on file:// (no CDN)');
  check(problems.length === 0, `no console errors or failed requests${problems.length ? `: ${problems.slice(0, 3).join('; ')}` : ''} (${xyzRequests.length} tile requests)`);
} catch (error) {
  check(false, `viewer: ${String(error?.message ?? error).split('\n')[0]}`);
} finally {
  if (context) await context.close().catch(() => {});
  rmSync(userDataDir, { recursive: true, force: true });
  clearTimeout(watchdog);
}
console.log(`xyz viewer: ${failures} failed`);
process.exit(failures ? 1 : 0);
