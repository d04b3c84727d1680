// Shared by the browser test scripts: arguments, PASS/FAIL lines, `vite preview` of the built page,
// headless Chromium through playwright-core, a watchdog, and cleanup. Every script ends with
// "N passed, M failed" and exits 0 only when every check passed.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const WAIT_MS = 20_000;
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function parseArgs(argv, usage) {
  const options = {
    dist: process.env.WORLDLAB_WEB_DIST || path.join(repo, 'build/web'),
    chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    nativeHashes: process.env.WORLDLAB_NATIVE_HASHES || path.join(repo, 'web/public/native-hashes.json'),
  };
  const names = { '--dist': 'dist', '--chromium': 'chromium', '--native-hashes': 'nativeHashes' };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    }
    const key = names[flag];
    if (!key) throw new Error(`unknown argument ${argv[i]}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    options[key] = value;
  }
  options.dist = path.resolve(options.dist);
  options.nativeHashes = path.resolve(options.nativeHashes);
  return options;
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `body({ page, base, check, problems, options })` against the built page and prints the summary.
 * `check(name, fn)` prints PASS or FAIL; `problems` collects console errors, page errors and failed requests.
 */
export async function run(name, { watchdogMs = 100_000, viewport = { width: 1280, height: 800 }, usage }, body) {
  let passed = 0;
  let failed = 0;
  let server = null;
  let context = null;
  let userDataDir = null;
  let cleaning = null;
  const cleanup = () =>
    (cleaning ??= (async () => {
      if (context) await context.close().catch(() => {});
      if (server) await server.close().catch(() => {});
      if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
    })());

  const watchdog = setTimeout(async () => {
    console.log(`FAIL watchdog: ${name} took longer than ${watchdogMs / 1000} s`);
    failed++;
    console.log(`${passed} passed, ${failed} failed`);
    await Promise.race([cleanup(), new Promise((r) => setTimeout(r, 5000))]);
    process.exit(1);
  }, watchdogMs);
  watchdog.unref();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await cleanup();
      process.exit(130);
    });
  }

  async function check(title, fn) {
    const start = Date.now();
    try {
      const detail = await fn();
      passed++;
      console.log(`PASS ${title}${detail ? ` (${detail})` : ''} [${Date.now() - start} ms]`);
    } catch (error) {
      failed++;
      console.log(`FAIL ${title}: ${String(error?.message ?? error).split('\n')[0]}`);
    }
  }

  try {
    const options = parseArgs(process.argv.slice(2), usage);
    if (!existsSync(path.join(options.dist, 'index.html'))) {
      throw new Error(`no index.html in ${options.dist} (build it first: scripts/build.sh web)`);
    }
    const { preview } = await import('vite');
    const { chromium } = await import('playwright-core');
    const port = await freePort();
    server = await preview({
      configFile: false,
      root: options.dist,
      logLevel: 'error',
      build: { outDir: options.dist },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    });
    const base = `http://127.0.0.1:${port}/`;
    userDataDir = mkdtempSync(path.join(os.tmpdir(), 'worldlab-browser-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: options.chromium,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport,
      acceptDownloads: true,
    });
    context.setDefaultTimeout(WAIT_MS);
    const page = context.pages()[0] ?? (await context.newPage());
    const problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      // A download's blob: URL is "aborted" once the file is saved; a worker's script or .wasm download is aborted when
      // the test leaves the page before it finished (the workers go with the page; labs 12 and 13 start workers late):
      // neither is a failure. A script or .wasm the server cannot give is still one (the 'response' check: HTTP 404).
      const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
      const workerFile = /\.wasm$|\/(worker|worldlab_wasm[a-z_]*)-[^/]*\.js$/.test(request.url());
      if (request.url().startsWith('blob:') || (aborted && workerFile)) return;
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    context.on('weberror', (error) => problems.push(`web error: ${error.error().message}`));
    await body({ page, base, check, problems, options });
  } catch (error) {
    failed++;
    console.log(`FAIL setup: ${String(error?.message ?? error).split('\n')[0]}`);
  } finally {
    await cleanup();
    clearTimeout(watchdog);
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

// ---------- page helpers ----------

/** Waits until the page shows the map of the state in its URL, and returns that map's hash(es). */
export async function settled(page) {
  await page
    .waitForFunction(
      () => {
        const app = document.getElementById('app');
        const q = new URLSearchParams(location.search);
        const lab = q.get('lab');
        q.delete('lab');
        q.delete('lang');
        // (and no lab still drawing a part of its picture that comes after the map: data-pending, e.g. lab 13's
        // slice samples)
        return (
          app?.dataset.state === 'ready' &&
          app.dataset.rendered === `${lab}?${q}` &&
          /^[0-9a-f]{16}/.test(app.dataset.hash ?? '') &&
          !document.querySelector('[data-pending]')
        );
      },
      null,
      { timeout: WAIT_MS },
    )
    .catch(async (error) => {
      const now = await page
        .evaluate(() => ({ state: document.getElementById('app')?.dataset.state, rendered: document.getElementById('app')?.dataset.rendered, url: location.search, status: document.getElementById('status')?.textContent }))
        .catch(() => ({}));
      throw new Error(`map never shown (${JSON.stringify(now)}): ${error.message.split('\n')[0]}`);
    });
  return page.evaluate(() => document.getElementById('app').dataset.hash);
}

/** A digest of every canvas pixel in the lab's view: what is on screen. */
export function pixels(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#view canvas')]
      .map((c) => {
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let h = 0x811c9dc5;
        for (let i = 0; i < d.length; i++) h = Math.imul(h ^ d[i], 0x01000193);
        return (h >>> 0).toString(16);
      })
      .join(','),
  );
}

export const query = (page) => new URL(page.url()).searchParams;
