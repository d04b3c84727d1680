#!/usr/bin/env node
// Browser test of labs 10 (seeds and streams) and 11 (3D density) in headless Chromium, against the native build:
// both open in English and Spanish without console errors; lab 10's four maps have the manifest's hashes
// (mulberry32, stream_seed, endless.biomes) and `worldlab hash` of the terrain, for two seeds; the regions map made
// chunk by chunk has the same hash in every order and says so; the chunks appear one after the other; chunk-local
// coordinates change the seams map and make a seam; lab 11's slice is `worldlab hash --layer graph` of the node with
// the lab's values (4 octaves, then 1 octave: the node's old bits), its readouts are the lesson's 161 of 320 and
// 2097, and its 3D view is drawn (not blank, and changed by the slice depth).
//
//   node tests/browser/newlabs.mjs [--dist DIR] [--chromium PATH]   (the native CLI: WORLDLAB_CLI, default build/gcc-release/worldlab)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { assert, pixels, repo, run, settled } from './lib/harness.mjs';

const cli = path.resolve(repo, process.env.WORLDLAB_CLI || 'build/gcc-release/worldlab');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'worldlab-newlabs-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true })); // run() ends the process
const manifestFile = path.join(tmp, 'manifest.json');
execFileSync(cli, ['manifest', '--out', manifestFile], { stdio: 'ignore' });
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')).entries;
const cliHash = (...args) => execFileSync(cli, ['hash', ...args], { encoding: 'utf8' }).trim().split(/\s+/)[0];
/** `worldlab hash` of the density3d node with these parameters over lab 11's 320 × 240 slice. */
function sliceHash(seed, params) {
  const file = path.join(tmp, 'slice.json');
  writeFileSync(file, JSON.stringify({ version: 1, nodes: [{ id: 'rock', type: 'density3d', params, inputs: {} }], output: 'rock' }));
  return cliHash('--layer', 'graph', '--graph', file, '--seed', String(seed));
}
const expected = (seed) => [
  manifest[`mulberry32/seed=${seed}`],
  manifest[`stream_seed/seed=${seed}`],
  manifest[`endless.biomes/seed=${seed}/map`],
  cliHash('--seed', String(seed)), // the octaves lab's 256² terrain: the two seam chunks in world coordinates
];
const readout = (page, id) => page.locator(`[data-readout="${id}"]`).textContent();
const digits = (s) => s.replace(/[^\d]/g, '');

await run('newlabs.mjs', { watchdogMs: 300_000, usage: 'usage: node tests/browser/newlabs.mjs [--dist DIR] [--chromium PATH]' }, async ({ page, base, check, problems }) => {
  const open = async (q) => {
    await page.goto(`${base}?${q}`, { waitUntil: 'load' });
    return settled(page);
  };

  await check('both labs open in English and Spanish, with their own title, and without console errors', async () => {
    const titles = [];
    for (const lab of ['seeds', 'density3d']) {
      for (const lang of ['en', 'es']) {
        await open(`lab=${lab}&lang=${lang}`);
        titles.push((await page.locator('#lab-title').textContent()).trim());
      }
    }
    assert(new Set(titles).size === 4, `titles ${titles.join(' | ')}`);
    assert(problems.length === 0, problems.join(' | '));
    return titles.join(' | ');
  });

  for (const seed of [1, 2147483648]) {
    await check(`lab 10, seed ${seed}: the four maps have the manifest's hashes and \`worldlab hash\`'s`, async () => {
      const want = expected(seed);
      assert(want.every((h) => /^[0-9a-f]{16}$/.test(h ?? '')), `native hashes ${want}`);
      const got = (await open(`lab=seeds&seed=${seed}&order=rows`)).split(' ');
      const names = ['mulberry32', 'stream_seed', 'endless.biomes', 'terrain (seams)'];
      const wrong = names.filter((_, i) => got[i] !== want[i]).map((n, i) => `${n}: ${got[i]} != ${want[i]}`);
      assert(got.length === 4 && wrong.length === 0, wrong.join(' | ') || `hashes ${got}`);
      // Each view's own hash readout is its map's.
      for (const [i, view] of ['mulberry', 'streams', 'chunks', 'seams'].entries()) {
        await page.selectOption('#p-view', view);
        await settled(page);
        assert((await readout(page, 'view-hash')) === want[i], `${view}: hash readout ${await readout(page, 'view-hash')}`);
      }
      return got.join(' ');
    });
  }

  await check('lab 10: the regions map made in every order (and shuffle seed) has one hash, and says "same as row order"', async () => {
    const hashes = new Set();
    const orders = new Set();
    for (const [order, shuffle] of [['rows', 1], ['columns', 1], ['reverse', 1], ['shuffled', 1], ['shuffled', 2], ['shuffled', 99]]) {
      const all = (await open(`lab=seeds&view=chunks&order=${order}&shuffle=${shuffle}`)).split(' ');
      hashes.add(all[2]);
      hashes.add(await readout(page, 'chunks-hash'));
      orders.add(await readout(page, 'order'));
      const same = page.locator('[data-readout="same"]');
      assert((await same.getAttribute('class'))?.includes('tone-good'), `${order}/${shuffle}: "same as row order" is ${await same.textContent()}`);
    }
    assert(hashes.size === 1 && hashes.has(manifest['endless.biomes/seed=1/map']), `hashes ${[...hashes]}`);
    assert(orders.size === 6, `only ${orders.size} different orders: ${[...orders].join(' | ')}`);
    return `${orders.size} orders, hash ${[...hashes][0]}`;
  });

  await check('lab 10: a new order is built chunk by chunk before the eyes, and ends on the same picture', async () => {
    await open('lab=seeds&view=chunks&order=rows');
    const whole = await pixels(page);
    await page.selectOption('#p-order', 'reverse');
    await settled(page);
    const frames = new Set();
    for (let k = 0; k < 12; k++) {
      frames.add(await page.evaluate(() => document.querySelector('#view canvas.map').toDataURL().length));
      await page.waitForTimeout(60);
    }
    assert(frames.size >= 4, `only ${frames.size} different frames while building`);
    await page.waitForTimeout(1500);
    const done = await pixels(page);
    await open('lab=seeds&view=chunks&order=reverse');
    assert((await pixels(page)) === done, 'the finished animation differs from the picture a link opens');
    assert(done !== whole, 'the order path did not change the picture');
    return `${frames.size} frames`;
  });

  await check('lab 10: chunk-local coordinates change the seams map and make a seam; world coordinates do not', async () => {
    await open('lab=seeds&view=seams');
    const ratio = async () => Number((await readout(page, 'ratio')).replace(/[^\d.,]/g, '').replace(',', '.'));
    const good = await ratio();
    const hash = await readout(page, 'view-hash');
    await open('lab=seeds&view=seams&local=1');
    const bad = await ratio();
    assert(good < 2, `world coordinates: seam ratio ${good}`);
    assert(bad > 4, `chunk-local coordinates: seam ratio ${bad}`);
    assert((await readout(page, 'view-hash')) !== hash, 'the chunk-local map has the world map\'s hash');
    return `seam jump ÷ neighbour: ${good} in world coordinates, ${bad} chunk-local`;
  });

  await check('lab 11: the slice is the core\'s density3d node (4 octaves; 1 octave is the node\'s old default map)', async () => {
    const four = await open('lab=density3d');
    assert(four === sliceHash(1, { octaves: 4 }), `4 octaves: ${four}`);
    assert((await readout(page, 'hash')) === four, 'hash readout');
    const one = await open('lab=density3d&octaves=1');
    assert(one === sliceHash(1, {}), `1 octave: ${one} != the node's defaults ${sliceHash(1, {})}`);
    const moved = await open('lab=density3d&seed=7&scale=0.045&z=40&ground=100&falloff=0.03&octaves=3');
    assert(moved === sliceHash(7, { scale: 0.045, slice: 40, ground: 100, falloff: 0.03, octaves: 3 }), `other values: ${moved}`);
    return `${four}, ${one}, ${moved}`;
  });

  await check('lab 11: the readouts are the lesson\'s figures on its default map (161 of 320 columns, 2097 cells), in en and es', async () => {
    for (const lang of ['en', 'es']) {
      await open(`lab=density3d&lang=${lang}`);
      const columns = await readout(page, 'overhangs');
      const hidden = await readout(page, 'hidden');
      assert(digits(columns) === '161320', `${lang}: columns ${columns}`);
      assert(digits(hidden) === '2097', `${lang}: cells ${hidden}`);
    }
    await open('lab=density3d&octaves=1');
    const one = await readout(page, 'overhangs');
    assert(digits(one) === '150320', `1 octave: ${one}`);
    return 'en and es';
  });

  await check('lab 11: the lesson\'s presets: one octave is the node\'s default map; half the falloff has more columns with air under rock', async () => {
    await open('lab=density3d&octaves=2&z=40');
    await page.locator('[data-preset="smooth"]').click();
    assert((await settled(page)) === sliceHash(1, {}), 'one octave: not the node\'s default map');
    await page.locator('[data-preset="lesson"]').click();
    await settled(page);
    const four = Number(digits(await readout(page, 'overhangs')).slice(0, -3));
    await page.locator('[data-preset="deep"]').click();
    await settled(page);
    const deep = Number(digits(await readout(page, 'overhangs')).slice(0, -3));
    assert(four === 161 && deep > four, `columns: ${four} with the lesson's falloff, ${deep} with half of it`);
    return `${four} → ${deep} columns`;
  });

    await check('lab 11: the 3D view is drawn (rock of several shades over most of it) and follows the slice depth', async () => {
    await open('lab=density3d');
    const look = () =>
      page.evaluate(() => {
        const c = document.querySelector('#view canvas.solid');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        const colours = new Set();
        let drawn = 0;
        for (let i = 0; i < d.length; i += 4) {
          colours.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
          if (!(d[i] === 31 && d[i + 1] === 35 && d[i + 2] === 43)) drawn++;
        }
        return { colours: colours.size, share: drawn / (d.length / 4), width: c.width, height: c.height };
      });
    const first = await look();
    assert(first.colours >= 50 && first.share > 0.3, `3D view: ${JSON.stringify(first)}`);
    const before = await pixels(page);
    await open('lab=density3d&z=100');
    assert((await pixels(page)) !== before, 'the 3D view did not follow the slice depth');
    return `${first.width} × ${first.height}, ${first.colours} colours, ${(first.share * 100).toFixed(0)} % drawn`;
  });

  await check('lab 11: after a new seed the slice is drawn at full resolution beside the preview’s 3D view, then the 3D view', async () => {
    await open('lab=density3d');
    const seen = [];
    for (const seed of [71, 72, 73]) {
      const r = await page.evaluate(async (seed) => {
        const w = window.__worldlab;
        const control = document.getElementById('p-seed');
        control.value = String(seed);
        control.dispatchEvent(new Event('input', { bubbles: true }));
        const start = w.timing.input;
        while (!(w.timing.fullPainted >= start)) await new Promise((r) => setTimeout(r, 5));
        const full = w.draws.at(-1);
        const map = w.draws.find((d) => d.seq === full.seq && d.kind === 'map');
        const same = (a, b) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
        return {
          kinds: w.draws.filter((d) => d.seq >= full.seq - 1).map((d) => d.kind),
          fullKind: full.kind,
          map: !!map,
          sliceSame: map ? same(map.results[0].data, full.results[0].data) : false,
          solidSame: map ? map.results.slice(1).every((r, i) => same(r.data, full.results[i + 1].data)) : true,
          mapMs: w.timing.mapPainted - start,
          fullMs: w.timing.fullPainted - start,
        };
      }, seed);
      assert(r.fullKind === 'full' && r.map, `seed ${seed}: draws ${r.kinds.join(', ')}`);
      assert(r.sliceSame, `seed ${seed}: the slice drawn first is not the full answer's`);
      assert(!r.solidSame, `seed ${seed}: the 3D view drawn with the slice was already the full one`);
      assert(r.mapMs <= r.fullMs, `seed ${seed}: map painted at ${r.mapMs} ms, everything at ${r.fullMs} ms`);
      seen.push(`${r.kinds.join(' → ')}: ${r.mapMs.toFixed(0)} then ${r.fullMs.toFixed(0)} ms`);
    }
    // The map that stays is the direct link's.
    const onScreen = await pixels(page);
    await open('lab=density3d&seed=73');
    assert((await pixels(page)) === onScreen, 'the map after the changes differs from the direct link');
    // Moving the slice within the solid's lattice step: the 3D view's slices come from the pool's memory, so the full
    // answer is drawn at once, with no slice drawn ahead of it.
    const moved = await page.evaluate(async () => {
      const w = window.__worldlab;
      const control = document.getElementById('p-z');
      control.value = String(Number(control.value) + 2);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      const start = w.timing.input;
      while (!(w.timing.fullPainted >= start)) await new Promise((r) => setTimeout(r, 5));
      const full = w.draws.at(-1);
      return w.draws.filter((d) => d.seq === full.seq).map((d) => d.kind);
    });
    assert(moved.join() === 'full', `z + 2: draws of the full state ${moved.join(', ')}`);
    seen.push(`z + 2: ${moved.join(' → ')}`);
    return seen.join('; ');
  });

  await check('no console errors, page errors or failed requests', () => {
    assert(problems.length === 0, problems.join(' | '));
  });
});
