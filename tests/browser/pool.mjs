#!/usr/bin/env node
// Browser test of the map worker pool (issue 9 point 2): the page computes a map over one worker per core,
// each a band of rows, and puts the bands together. The map must be the very map one worker computes, bit
// for bit, whatever the number of workers: each lab's hash with 1, 2 and 7 workers (the page is told the
// machine has that many cores) is the same, the bands were really used where they may be (the world's too:
// its trees, tree count and layers equal as well), and the labs' preset maps equal the native build's hashes
// (native-hashes.json).
//
//   node tests/browser/pool.mjs [--native-hashes FILE] [--dist DIR] [--chromium PATH]
import { readFileSync } from 'node:fs';
import { assert, run, settled } from './lib/harness.mjs';

const CORES = [1, 2, 7];

// A state of each lab, and whether its map may be split into bands: the Islands climate carries air across
// the whole map; the climate lab's grid step (1/320) puts the rows of two even bands on other doubles than the
// whole map's, so the page splits it where every band's rows land on the same doubles (map-shapes.ts:
// fewestBands, four bands for two workers). The world's ground is split into bands and its trees come from
// one more call: its trees and the layers under its colours are compared too (`world`).
const STATES = [
  { query: 'lab=noise&cells=5', bands: true },
  { query: 'lab=octaves&octaves=7&frequency=3.5', bands: true },
  { query: 'lab=warp&shape=ridged', bands: true, native: ['warp-ridged', '1'] },
  { query: 'lab=warp', bands: true, native: ['warp-single', '1'] },
  { query: 'lab=climate&chill=1.2', bands: true },
  { query: 'lab=regions&wobble=30', bands: true },
  { query: 'lab=density&seed=7', bands: true },
  { query: 'lab=islands&seed=3', bands: false },
  { query: 'lab=world&seed=5', bands: true, world: true },
  { query: 'lab=determinism&preset=islands&seed=42', bands: false, native: ['islands', '42'] },
];

// The world's fields beside its colours, as the page holds them: the trees' readouts and a digest of each layer
// the probe and the hill shading read (from the pool's kept answers: the lab's last full map).
function worldFields() {
  const digest = (values) => {
    // FNV-1a over the doubles' bytes (32-bit: a digest to compare, not the core's hash).
    let h = 0x811c9dc5;
    for (const byte of new Uint8Array(values.buffer, values.byteOffset, values.byteLength)) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
    return `${values.length}:${h.toString(16)}`;
  };
  const world = [...window.__worldlab.pool.recent.values()].filter((r) => r.fn === 'renderWorld' && r.data.length === 320 * 240 * 3).at(-1);
  const text = (id) => document.querySelector(`[data-readout="${id}"]`)?.textContent;
  return {
    trees: text('trees'),
    treesHash: text('trees-hash'),
    land: text('land'),
    ...Object.fromEntries(['trees', 'height', 'temperature', 'moisture', 'biome'].map((k) => [`${k}Layer`, world ? digest(world.extra[k]) : null])),
  };
}

// Before the page's scripts: navigator.hardwareConcurrency as the URL's #cores=N says.
function fakeCores() {
  const cores = Number(/cores=(\d+)/.exec(location.hash)?.[1]);
  if (cores > 0) Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => cores, configurable: true });
}

await run('pool.mjs', { watchdogMs: 300_000, usage: 'usage: node tests/browser/pool.mjs [--native-hashes FILE] [--dist DIR] [--chromium PATH]' }, async ({ page, base, check, problems, options }) => {
  const native = JSON.parse(readFileSync(options.nativeHashes, 'utf8'));
  await page.addInitScript(fakeCores);

  for (const state of STATES) {
    await check(`${state.query}: the same map${state.world ? ', trees and layers' : ''} with ${CORES.join(', ')} workers${state.bands ? ', in bands' : ', kept whole'}`, async () => {
      const hashes = [];
      const worlds = [];
      for (const cores of CORES) {
        await page.goto('about:blank'); // a change of the #fragment alone would not load the page again
        await page.goto(`${base}?${state.query}#cores=${cores}`);
        const hash = await settled(page);
        const pool = await page.evaluate(() => ({ size: window.__worldlab.pool.size, banded: window.__worldlab.pool.banded }));
        assert(pool.size === cores, `#cores=${cores}: the pool has ${pool.size} workers`);
        if (cores === 1 || !state.bands) assert(pool.banded === 0, `${cores} workers: ${pool.banded} maps in bands`);
        else assert(pool.banded > 0, `${cores} workers: no map was split into bands`);
        hashes.push(hash);
        assert(hash === hashes[0], `the maps differ: ${hashes.map((h, i) => `${CORES[i]} workers ${h}`).join(' | ')}`);
        if (state.world) {
          const fields = await page.evaluate(worldFields);
          for (const [k, v] of Object.entries(fields)) assert(v, `${cores} workers: no ${k}`);
          worlds.push(JSON.stringify(fields));
          assert(worlds.at(-1) === worlds[0], `the world's fields differ: ${worlds.map((w, i) => `${CORES[i]} workers ${w}`).join(' | ')}`);
        }
      }
      if (state.native) {
        const [id, seed] = state.native;
        const expected = native.presets[id][seed];
        assert(hashes[0] === expected, `native ${id}/${seed} ${expected}, page ${hashes[0]}`);
      }
      return hashes[0];
    });
  }

  await check('no console errors, page errors or failed requests', async () => {
    assert(problems.length === 0, problems.join(' | '));
  });
});
