#!/usr/bin/env node
// Browser test of lab 9: the hash the WebAssembly core computes in Chromium for every terrain preset
// (seeds 1 and 42, 256 × 256) equals the native build's, read here from the native hashes file that
// scripts/web-hashes.mjs wrote from `worldlab manifest` (independently of what the page itself says).
//
//   node tests/browser/determinism.mjs [--native-hashes web/public/native-hashes.json] [--dist DIR] [--chromium PATH]
import { readFileSync } from 'node:fs';
import { assert, query, run, settled } from './lib/harness.mjs';

const usage = 'usage: node tests/browser/determinism.mjs [--native-hashes FILE] [--dist DIR] [--chromium PATH]';
await run('determinism.mjs', { usage }, async ({ page, base, check, problems, options }) => {
  const native = JSON.parse(readFileSync(options.nativeHashes, 'utf8'));
  const expected = Object.entries(native.presets).flatMap(([id, seeds]) => Object.entries(seeds).map(([seed, hash]) => ({ id, seed, hash })));

  await check('the native hashes file lists every preset for seeds 1 and 42', () => {
    assert(expected.length >= 20, `${expected.length} entries in ${options.nativeHashes}`);
    assert(expected.every((e) => /^[0-9a-f]{16}$/.test(e.hash)), 'a hash is not 16 hex digits');
    return `${expected.length} hashes from ${native.build}`;
  });

  await check('"Check every preset": every map computed in this browser equals the native build', async () => {
    await page.goto(`${base}?lab=determinism`);
    await settled(page);
    await page.getByRole('button', { name: 'Check every preset' }).click();
    await page.locator('.check-summary[data-total]').waitFor({ timeout: 60_000 });
    const all = await page.locator('.check-table tbody tr').evaluateAll((trs) => trs.map((tr) => ({ ...tr.dataset })));
    const rows = all.filter((r) => r.preset);
    const browser = new Map(rows.map((r) => [`${r.preset}/${r.seed}`, r.browser]));
    const differ = expected.filter((e) => browser.get(`${e.id}/${e.seed}`) !== e.hash);
    assert(differ.length === 0, `differ: ${differ.map((e) => `${e.id}/${e.seed} page ${browser.get(`${e.id}/${e.seed}`)} native ${e.hash}`).join(', ')}`);
    assert(rows.length === expected.length, `the page checked ${rows.length} maps, the native file has ${expected.length}`);
    // Labs 6–8: every map the native file lists, recomputed in this browser, compared with the file here.
    const maps = all.filter((r) => r.map);
    const nativeMaps = Object.entries(native.maps ?? {});
    const mapDiffer = nativeMaps.filter(([name, hash]) => maps.find((r) => r.map === name)?.browser !== hash);
    assert(mapDiffer.length === 0, `lab maps differ: ${mapDiffer.map(([n, h]) => `${n} page ${maps.find((r) => r.map === n)?.browser} native ${h}`).join(', ')}`);
    assert(maps.length === nativeMaps.length, `the page checked ${maps.length} lab maps, the native file has ${nativeMaps.length}`);
    const summary = page.locator('.check-summary');
    assert((await summary.getAttribute('class')).includes('tone-good'), `page says: ${await summary.textContent()}`);
    return `${rows.length} of ${expected.length} presets and ${maps.length} of ${nativeMaps.length} lab maps identical`;
  });

  await check('the map on screen: its hash, the native hash and the verdict "identical" for each preset', async () => {
    for (const { id, seed, hash } of expected.filter((e) => e.seed === '42').slice(0, 4)) {
      await page.goto(`${base}?lab=determinism&preset=${id}&seed=${seed}`);
      const shown = await settled(page);
      assert(shown === hash, `${id}/${seed}: browser ${shown}, native ${hash}`);
      assert((await page.locator('[data-readout="native"]').textContent()) === hash, `${id}: native readout`);
      await page.locator('[data-readout="verdict"]').waitFor();
      assert((await page.locator('[data-readout="verdict"]').getAttribute('class')) === 'tone-good', `${id}: verdict`);
    }
  });

  // Issue 9: the page runs the SIMD128 build of the core where the engine has SIMD (Chromium does), and ?wasm=scalar
  // forces the scalar build; both give the native hashes.
  for (const build of ['simd128', 'scalar']) {
    await check(`the ${build} build of the core (${build === 'scalar' ? '?wasm=scalar' : 'the default'}) gives the native hashes`, async () => {
      const shown = [];
      for (const { id, seed, hash } of expected.filter((e) => e.seed === '1').slice(0, 5)) {
        await page.goto(`${base}?lab=determinism&preset=${id}&seed=${seed}${build === 'scalar' ? '&wasm=scalar' : ''}`);
        const mine = await settled(page);
        assert(mine === hash, `${id}/${seed}: ${build} ${mine}, native ${hash}`);
        shown.push(id);
      }
      const engine = page.locator('[data-readout="page-engine"]');
      await page.waitForFunction(() => !document.querySelector('[data-readout="page-engine"]')?.textContent?.startsWith('…'));
      const text = await engine.textContent();
      assert(text.startsWith(`${build} ·`), `engine readout: ${text}`);
      return `${shown.length} presets; ${text}`;
    });
  }

  // The coarse previews come from the page's own instance of the core on the main thread (web/src/preview-core.ts):
  // the same module and the same calls as in the workers, so the same bits, in both builds.
  await check('the previews computed on the main thread are the workers\' coarse maps, bit for bit (both builds)', async () => {
    const labs = ['noise', 'octaves', 'warp', 'climate', 'regions', 'density', 'islands', 'world', 'determinism', 'seeds', 'density3d'];
    let maps = 0;
    for (const build of ['simd128', 'scalar']) {
      for (const lab of labs) {
        await page.goto(`${base}?lab=${lab}&seed=7${build === 'scalar' ? '&wasm=scalar' : ''}`);
        await settled(page);
        assert(await page.evaluate(() => window.__worldlab.previewsReady()), `${lab} (${build}): the main thread's core did not load`);
        const { here, workers } = await page.evaluate(() => window.__worldlab.comparePreviews());
        assert(here !== null, `${lab} (${build}): the main thread's core gave no preview`);
        assert(JSON.stringify(here) === JSON.stringify(workers), `${lab} (${build}): main thread ${here}, workers ${workers}`);
        maps += here.length;
      }
      // A change draws the main thread's preview first.
      const before = await page.evaluate(() => window.__worldlab.previews.here);
      await page.focus('#p-z');
      await page.keyboard.press('ArrowRight');
      await settled(page);
      const after = await page.evaluate(() => window.__worldlab.previews.here);
      assert(after === before + 1, `previews computed on the main thread: ${before} before the change, ${after} after`);
    }
    return `${maps} preview maps of ${labs.length} labs in 2 builds equal`;
  });

  await check('labs 2 and 3 at their presets compute the same maps as the native presets', async () => {
    const nativeOf = (id) => native.presets[id]['1'];
    // Lab 3's defaults are the warp-single preset; lab 2's "Islands" and "Rolling hills" buttons are its presets.
    await page.goto(`${base}?lab=warp`);
    assert((await settled(page)) === nativeOf('warp-single'), 'lab 3 defaults != warp-single');
    await page.goto(`${base}?lab=warp&shape=ridged`);
    assert((await settled(page)) === nativeOf('warp-ridged'), 'lab 3 ridged != warp-ridged');
    await page.goto(`${base}?lab=octaves`);
    await settled(page);
    await page.getByRole('button', { name: 'Islands' }).click();
    assert((await settled(page)) === nativeOf('islands'), 'Islands != islands');
    await page.getByRole('button', { name: 'Rolling hills' }).click();
    assert((await settled(page)) === nativeOf('rolling-hills'), 'Rolling hills != rolling-hills');
    assert(query(page).get('basis') === 'perlin', page.url());
  });

  await check('the native file lists the lab maps: Islands recipes (seeds 1 and 42), the density example, the hero world and lab 10\'s maps', () => {
    const names = Object.keys(native.maps ?? {});
    const islands = names.filter((n) => n.startsWith('islands:'));
    assert(islands.length >= 9 * 2 * 2, `${islands.length} islands entries`);
    assert(names.some((n) => n === 'graph.tutorial-example.terrain/seed=1/map'), 'no density example for seed 1');
    assert(names.some((n) => n === 'world.rgb/seed=1') && names.some((n) => n === 'world.trees/seed=1'), 'no hero world for seed 1');
    for (const n of ['mulberry32/seed=1', 'stream_seed/seed=1', 'endless.biomes/seed=1/map']) assert(names.includes(n), `no lab 10 map ${n}`);
    return `${names.length} lab maps`;
  });

  await check('no console errors, page errors or failed requests', async () => {
    assert(problems.length === 0, problems.join(' | '));
  });
});
