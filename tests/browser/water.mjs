#!/usr/bin/env node
// Browser test of lab 12 (water) in headless Chromium: the lab opens in English and Spanish without console errors;
// Run erosion animates in a worker: at least 3 frames arrive with gaps of at most 100 ms while the page stays
// responsive (no main-thread stall over 100 ms), and when the animation runs
// to the step count its bits equal the map computed in one call; Continue carries on; clicking a cell traces its
// river to the sea (a path drawn, its length and drainage area shown); the map's cursor works from the keyboard.
// The page's eroded heights at the defaults are the native `worldlab water --layer eroded` of the same terrain.
// Prints the measured frame gaps and the routing time at 256².
//
//   node tests/browser/water.mjs [--dist DIR] [--chromium PATH]   (the native CLI: WORLDLAB_CLI, default build/gcc-release/worldlab)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { fnv } from '../snippets/js.mjs';
import { assert, pixels, repo, run, settled } from './lib/harness.mjs';

const readout = (page, id) => page.locator(`[data-readout="${id}"]`).textContent();

// The native build's eroded heights for the lab's defaults: the Islands preset at 256² (`worldlab render`), 40 steps
// of `worldlab water --layer eroded` with the lab's K, m, U and Kd, rain 1 everywhere, the preset's sea level.
const cli = path.resolve(repo, process.env.WORLDLAB_CLI || 'build/gcc-release/worldlab');
function nativeHeightHash() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'worldlab-water-'));
  try {
    const file = (name) => path.join(tmp, name);
    execFileSync(cli, ['render', '--preset', 'islands', '--size', '256', '--format', 'f64', '--out', file('h.f64')], { stdio: 'ignore' });
    writeFileSync(file('rain.f64'), new Uint8Array(new Float64Array(256 * 256).fill(1).buffer));
    execFileSync(cli, ['water', '--input', file('h.f64'), '--width', '256', '--height', '256', '--cell-size', String(1 / 256), '--sea-level', '-0.04',
      '--rain', file('rain.f64'), '--layer', 'eroded', '--steps', '40', '--dt', '1', '--k', '0.01', '--m', '0.5', '--n', '1', '--uplift', '0.0005',
      '--diffusion', '0.000001', '--format', 'f64', '--out', file('e.f64')], { stdio: 'ignore' });
    const raw = readFileSync(file('e.f64'));
    return fnv(new Float64Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length)));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await run('water.mjs', { watchdogMs: 300_000, usage: 'usage: node tests/browser/water.mjs [--dist DIR] [--chromium PATH]' }, async ({ page, base, check, problems }) => {
  const open = async (q) => {
    await page.goto(`${base}?${q}`, { waitUntil: 'load' });
    return settled(page);
  };
  const lab = page.locator('.lab-water');

  await check('lab 12 opens in English and Spanish with its map, plot and buttons, no console error', async () => {
    const hash = await open('lab=water&lang=es');
    assert(/^[0-9a-f]{16}/.test(hash), `hash ${hash}`);
    assert((await page.locator('#lab-title').textContent()).includes('Agua'), 'Spanish title');
    assert((await page.locator('[data-action="run"]').textContent()) === 'Erosionar', 'Spanish run button');
    await open('lab=water');
    assert((await page.locator('[data-action="run"]').textContent()) === 'Run erosion', 'English run button');
    await page.waitForFunction(() => document.querySelector('.lab-water')?.dataset.routeMs !== undefined);
    assert(problems.length === 0, problems.join(' | '));
    const native = nativeHeightHash();
    const shown = (await readout(page, 'hash')).trim();
    assert(shown.includes(native), `the page's eroded heights ${shown}, the native build's ${native}`);
    return `eroded heights ${native} = native; routing at 256²: ${(await readout(page, 'route')).trim()}`;
  });

  await check('Run erosion: ≥ 3 frames, gaps ≤ 100 ms, the page responsive; at the step count the same bits as the map', async () => {
    const mapHash = await open('lab=water&steps=60');
    // A main-thread heartbeat: the longest gap between timer ticks while the erosion runs.
    await page.evaluate(() => {
      const w = window;
      w.__beat = { last: performance.now(), worst: 0 };
      w.__beatTimer = setInterval(() => {
        const now = performance.now();
        w.__beat.worst = Math.max(w.__beat.worst, now - w.__beat.last);
        w.__beat.last = now;
      }, 10);
    });
    await page.click('[data-action="run"]');
    await page.waitForFunction(() => Number(document.querySelector('.lab-water').dataset.frames ?? 0) >= 3, null, { timeout: 30_000 });
    await page.waitForFunction(() => document.querySelector('.lab-water').dataset.matched !== undefined, null, { timeout: 60_000 });
    const { times, matched, worst, step, drawMs, route } = await page.evaluate(() => {
      clearInterval(window.__beatTimer);
      const el = document.querySelector('.lab-water');
      return { times: el.waterFrames.slice(), matched: el.dataset.matched, worst: window.__beat.worst, step: el.dataset.step, drawMs: el.dataset.drawMs, route: el.dataset.routeMs };
    });
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    const longest = Math.max(...gaps);
    const sorted = [...gaps].sort((a, b) => a - b);
    const summary = `${times.length} frames, gap median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, longest ${longest.toFixed(1)} ms; main thread worst ${worst.toFixed(1)} ms, drawing a frame at most ${drawMs} ms; routing alone ${Number(route).toFixed(1)} ms`;
    assert(times.length >= 3, `${times.length} frames`);
    assert(step === '60', `stopped at step ${step}`);
    assert(matched === 'true', 'the animation did not end on the map computed in one call');
    assert((await page.evaluate(() => document.getElementById('app').dataset.hash)) === mapHash, 'the map of record changed');
    assert(longest <= 100 && worst <= 100, `too slow: ${summary}`);
    return summary;
  });

  await check('Continue goes on past the step count; Stop stops the frames', async () => {
    const before = await pixels(page);
    await page.click('[data-action="continue"]');
    await page.waitForFunction(() => Number(document.querySelector('.lab-water').dataset.frames ?? 0) >= 3, null, { timeout: 30_000 });
    const t0 = Date.now();
    await page.click('[data-action="stop"]');
    await page.waitForFunction(() => document.querySelector('.lab-water').dataset.state === 'idle', null, { timeout: 5_000 });
    const answered = Date.now() - t0;
    const frames = await lab.getAttribute('data-frames');
    const step = Number(await lab.getAttribute('data-step'));
    await page.waitForTimeout(300);
    assert((await lab.getAttribute('data-frames')) === frames, 'frames kept coming after Stop');
    assert(step > 60, `step ${step}`);
    assert((await pixels(page)) !== before, 'the picture did not change');
    await page.click('[data-action="reset"]');
    return `stopped at step ${step} after ${frames} frames; Stop answered in ${answered} ms (round trip from the test)`;
  });

  await check('a click on a land cell traces its river to the sea: a path drawn, its length and drainage area', async () => {
    await open('lab=water');
    const box = await page.locator('.water-stack canvas.map').boundingBox();
    const before = await pixels(page);
    // Points of the map until one is land off the coast (a path of more than one cell); each click sets data-traced.
    for (const [fx, fy] of [[0.5, 0.5], [0.45, 0.4], [0.55, 0.6], [0.4, 0.55], [0.6, 0.45], [0.35, 0.35], [0.65, 0.65], [0.3, 0.6]]) {
      await lab.evaluate((el) => delete el.dataset.traced);
      await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
      await page.waitForFunction(() => document.querySelector('.lab-water').dataset.traced !== undefined);
      if (Number(await lab.getAttribute('data-traced')) > 1) break;
    }
    const cells = Number(await lab.getAttribute('data-traced'));
    assert(cells > 1, 'every point tried was sea or coast');
    const text = (await readout(page, 'trace')).trim();
    assert(/\d/.test(text) && text.includes('%'), `trace readout: ${text}`);
    assert((await pixels(page)) !== before, 'no path drawn');
    return `${cells} cells: ${text}`;
  });

  await check('keyboard: the map takes focus, arrows move the cursor, Enter traces from it', async () => {
    await open('lab=water');
    await page.focus('.water-stack');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => Number(document.querySelector('.lab-water').dataset.traced ?? 0) > 0);
    // And the buttons are reachable with Tab.
    await page.focus('[data-action="run"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => Number(document.querySelector('.lab-water').dataset.frames ?? 0) >= 1, null, { timeout: 30_000 });
    await page.focus('[data-action="stop"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.lab-water').dataset.state === 'idle');
    assert(problems.length === 0, problems.join(' | '));
    return `trace of ${await lab.getAttribute('data-traced')} cells from the keyboard`;
  });
});
