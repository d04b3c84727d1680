#!/usr/bin/env node
// Browser test of the lab page (build/web) in headless Chromium: every lab loads without console errors
// and each of its controls changes what is on screen; switching language changes every visible string
// and keeps the state; en and es have the same keys; a URL reopens the same map; bad URL values show a
// notice and fall back to the defaults; supersession, keyboard and export (both screen sizes: layout.mjs).
//
//   node tests/browser/labs.mjs [--dist DIR] [--chromium PATH]
import { fnv, requiresOf, runSnippet, source } from '../snippets/js.mjs';
import { assert, pixels, query, run, settled } from './lib/harness.mjs';

// Lab 6's lesson code up to its last step: the code line under the map must run after it (issue 28 item 1).
const densityLesson = requiresOf('density/more').map((id) => source(id, 'js')).join('\n');

// Eleven labs, each control of each moved once: several minutes on a shared 2-core machine (up to 15 under load).
await run('labs.mjs', { watchdogMs: 900_000, usage: 'usage: node tests/browser/labs.mjs [--dist DIR] [--chromium PATH]' }, async ({ page, base, check, problems }) => {
  const open = async (q) => {
    await page.goto(`${base}?${q}`, { waitUntil: 'load' });
    return settled(page);
  };

  await open('lab=noise');
  const labs = await page.evaluate(() => window.__worldlab.labs);
  const dicts = await page.evaluate(() => window.__worldlab.dictionaries);

  await check('en and es have exactly the same string keys, none empty', () => {
    const en = Object.keys(dicts.en);
    const es = new Set(Object.keys(dicts.es));
    const missingEs = en.filter((k) => !es.has(k));
    const missingEn = [...es].filter((k) => !(k in dicts.en));
    assert(missingEs.length === 0, `missing in es: ${missingEs.join(', ')}`);
    assert(missingEn.length === 0, `missing in en: ${missingEn.join(', ')}`);
    const empty = en.filter((k) => !dicts.en[k].trim() || !dicts.es[k].trim());
    assert(empty.length === 0, `empty strings: ${empty.join(', ')}`);
    return `${en.length} keys`;
  });

  // Each lab's map at its defaults (a link with only lab=ID), kept for the bad-URL check below.
  const defaults = {};
  await check('the picker lists every lab and each one loads with no console error', async () => {
    const listed = await page.locator('#lab-list a').evaluateAll((links) => links.map((a) => a.dataset.lab));
    assert(JSON.stringify(listed) === JSON.stringify(labs.map((l) => l.id)), `picker: ${listed}`);
    for (const lab of labs) {
      const hash = await open(`lab=${lab.id}`);
      assert(hash, `${lab.id}: no hash`);
      defaults[lab.id] = hash;
      assert((await page.locator('#lab-title').textContent()).trim().length > 0, `${lab.id}: no title`);
    }
    assert(problems.length === 0, problems.join(' | '));
    return labs.map((l) => l.id).join(', ');
  });

  // Move each control of each lab once, from the lab's defaults, and require a different picture.
  for (const lab of labs) {
    await check(`${lab.id}: every control changes the map on screen and the URL`, async () => {
      const changed = [];
      for (const p of lab.params) {
        if (p.kind === 'doc') continue; // edited by the lab's own controls: see the lab's own checks
        const startHash = await open(`lab=${lab.id}`);
        const before = await pixels(page);
        const sel = `#p-${p.id}`;
        if (p.kind === 'range') {
          await page.focus(sel);
          await page.keyboard.press(p.def >= p.max ? 'ArrowLeft' : 'ArrowRight');
        } else if (p.kind === 'list') {
          await page.focus(`${sel}-0`);
          await page.keyboard.press(p.def[0] >= p.max ? 'ArrowLeft' : 'ArrowRight');
        } else if (p.kind === 'seed') {
          await page.fill(sel, String(p.def + 1));
        } else if (p.kind === 'choice') {
          const values = p.options.map((o) => o.value);
          await page.selectOption(sel, values[(values.indexOf(p.def) + 1) % values.length]);
        } else {
          await page.focus(sel);
          await page.keyboard.press('Space');
        }
        const hash = await settled(page);
        const after = await pixels(page);
        assert(after !== before, `${p.id}: the picture did not change`);
        assert(query(page).get(p.id) !== null && query(page).get(p.id) !== String(p.kind === 'toggle' ? (p.def ? 1 : 0) : p.def), `${p.id}: URL ${page.url()}`);
        // The sea level only recolours: the heights (and their hash) stay. Lab 10's chunk order and shuffle seed make
        // the same map in another order: that its hash stays is the lab's point (tests/browser/newlabs.mjs).
        // Lab 7's A/B split draws a second map in the left half; the map of record (its hash) stays.
        const sameMap = p.id === 'sea_level' || (lab.id === 'seeds' && (p.id === 'order' || p.id === 'shuffle')) || (lab.id === 'islands' && p.id === 'split');
        if (p.affects === 'field') assert(hash !== startHash || sameMap, `${p.id}: the map hash did not change`);
        changed.push(p.id);
      }
      return changed.join(' ');
    });
  }

  await check('switching language changes every visible string and keeps the state', async () => {
    const enOnly = new Set(Object.keys(dicts.en).filter((k) => dicts.en[k] !== dicts.es[k]).map((k) => dicts.en[k]));
    const visibleTexts = () =>
      page.evaluate(() => {
        const out = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          const text = n.textContent.trim();
          if (!text || !el || el.closest('[hidden], script, style')) continue;
          if (el.tagName === 'OPTION' && !el.selected) continue; // options show only when the list opens
          if (!el.checkVisibility?.() ?? false) continue;
          out.push(text);
        }
        out.push(document.title);
        for (const el of document.querySelectorAll('[aria-label]')) out.push(el.getAttribute('aria-label'));
        return out;
      });
    let total = 0;
    for (const lab of labs) {
      await open(`lab=${lab.id}&lang=en`);
      // Change something first: the language switch must keep it.
      const first = lab.params.find((p) => p.kind === 'choice') ?? lab.params[0];
      const values = first.options?.map((o) => o.value);
      if (values) await page.selectOption(`#p-${first.id}`, values[1]);
      else await page.fill(`#p-${first.id}`, '5');
      const hash = await settled(page);
      const stateBefore = [...query(page)].filter(([k]) => k !== 'lang').join('&');
      const english = await visibleTexts();
      await page.getByLabel('Language').selectOption('es');
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      const spanish = await visibleTexts();
      const left = spanish.filter((t) => enOnly.has(t));
      assert(left.length === 0, `${lab.id}: still English after switching: ${left.slice(0, 5).join(' | ')}`);
      const changed = english.filter((t, i) => spanish[i] !== undefined && spanish[i] !== t).length;
      assert(changed >= 10, `${lab.id}: only ${changed} strings changed`);
      total += changed;
      assert(query(page).get('lang') === 'es', `URL ${page.url()}`);
      const stateAfter = [...query(page)].filter(([k]) => k !== 'lang').join('&');
      assert(stateAfter === stateBefore, `state lost: ${stateBefore} -> ${stateAfter}`);
      assert((await page.evaluate(() => document.getElementById('app').dataset.hash)) === hash, 'the map changed');
      await page.getByLabel('Idioma').selectOption('en');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
    }
    assert(problems.length === 0, problems.join(' | '));
    return `${total} strings changed`;
  });

  await check('a link with the state reopens the same map (every lab, several parameters)', async () => {
    const links = [];
    for (const lab of labs) {
      await open(`lab=${lab.id}`);
      for (const p of lab.params.filter((q) => q.kind !== 'doc').slice(0, 3)) {
        if (p.kind === 'range' || p.kind === 'list') {
          await page.focus(p.kind === 'list' ? `#p-${p.id}-0` : `#p-${p.id}`);
          await page.keyboard.press((p.kind === 'list' ? p.def[0] : p.def) >= p.max ? 'ArrowLeft' : 'ArrowRight');
        } else if (p.kind === 'choice') await page.selectOption(`#p-${p.id}`, p.options.at(-1).value);
        else if (p.kind === 'seed') await page.fill(`#p-${p.id}`, '77');
        else await page.click(`#p-${p.id}`);
      }
      const hash = await settled(page);
      links.push({ url: page.url(), hash, picture: await pixels(page) });
    }
    for (const link of links) {
      await page.goto(link.url);
      const hash = await settled(page);
      assert(hash === link.hash, `${link.url}: ${hash} != ${link.hash}`);
      assert((await pixels(page)) === link.picture, `${link.url}: a different picture`);
    }
    return `${links.length} links`;
  });

  await check('lab 2 presets equal the core presets: Rolling hills and Islands (hash and land shares)', async () => {
    await open('lab=octaves');
    await page.getByRole('button', { name: 'Islands' }).click();
    const islands = await settled(page);
    const mask = await page.locator('[data-readout="land-mask"]').textContent();
    const noMask = await page.locator('[data-readout="land-nomask"]').textContent();
    // README: the islands preset on seed 1 has 19.1 % land with the mask and 58.8 % without.
    assert(mask === '19.1 %' && noMask === '58.8 %', `land ${mask} / ${noMask}`);
    assert(query(page).get('island') === '1' && query(page).get('sea_level') === '-0.04', page.url());
    await page.click('#p-island');
    const unmasked = await settled(page);
    assert(unmasked !== islands, 'unticking the mask kept the map');
    assert((await page.locator('[data-readout="land-mask"]').textContent()) === mask, 'the masked share moved');
    await page.getByRole('button', { name: 'Rolling hills' }).click();
    const hills = await settled(page);
    assert(query(page).get('basis') === 'perlin', page.url());
    return `islands ${islands}, rolling hills ${hills}`;
  });

  await check('lab 2 aliasing readout turns red below two samples per cycle', async () => {
    // 3 cycles across, lacunarity 2: the 6th octave has 96 cycles (2.67 samples each), the 7th 192 (1.33).
    await open('lab=octaves&octaves=6');
    const six = page.locator('[data-readout="aliasing"]');
    assert((await six.getAttribute('class')) === 'tone-good', `6 octaves: ${await six.getAttribute('class')} ${await six.textContent()}`);
    await page.getByRole('button', { name: '+ 1 octave' }).click();
    await settled(page);
    assert(query(page).get('octaves') === '7', page.url());
    const eight = page.locator('[data-readout="aliasing"]');
    assert((await eight.getAttribute('class')) === 'tone-warn', `7 octaves: ${await eight.getAttribute('class')}`);
    const colour = await eight.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = colour.match(/\d+/g).map(Number);
    assert(r > 150 && g < 100 && b < 100, `the warning is ${colour}, not red`);
    return await eight.textContent();
  });

  await check('lab 3 arrows: drawn from the core warp points and they follow the strength', async () => {
    await open('lab=warp&arrows=1&strength=0');
    const still = await page.locator('[data-readout="push"]').textContent();
    assert(/^0([.,]000)? /.test(still), `strength 0 pushes ${still}`);
    await open('lab=warp&arrows=1&strength=2');
    const pushed = await page.locator('[data-readout="push"]').textContent();
    assert(!/^0([.,]000)? /.test(pushed), `strength 2 pushes ${pushed}`);
    return pushed;
  });

  await check('lab 1 race: times 1M samples of each noise (and the tutorial\'s Perlin 3D at z = 0) in WASM', async () => {
    await open('lab=noise');
    await page.getByRole('button', { name: 'Race 1M samples' }).click();
    await page.locator('[data-readout="race-perlin3"]').waitFor({ timeout: 20_000 });
    const texts = await page.locator('[data-readout^="race-"]:not([data-readout="race-ratio"])').allTextContents();
    assert(texts.length === 4 && texts.every((t) => /^\d+(\.\d)? ms/.test(t)), texts.join(' | '));
    return texts.join(' | ');
  });

  const hashNow = () => page.evaluate(() => document.getElementById('app').dataset.hash);
  // The hash of the map lab 6's JavaScript code line makes, run in Node after the lesson's code.
  const lineHash = async () => fnv(new Function(`${densityLesson}\n${await page.locator('.code-line code').first().textContent()}\nreturn map;`)());
  const graphOf = () => JSON.parse(query(page).get('graph'));

  await check('lab 6 density stack: each node switches off and back, with its preview; the code line follows', async () => {
    const start = await open('lab=density');
    const steps = await page.locator('.stack > li').count();
    assert(steps === 4, `${steps} steps in the tutorial stack`);
    const code = await page.locator('.code-line code').first().textContent();
    assert(code.split('\n')[1] === 'const terrain = mixNode(clampNode(warpNode(simplexNode(seed, 1 / 110, 5), seed + 4, 30, 0.006), -0.3, 0.4), cellNode(seed + 7, 12, 320, 240, 90), 0.35);', code);
    assert((await lineHash()) === start, 'the code line does not make the map on screen');
    const seen = new Set([start]);
    for (let i = 0; i < steps; i++) {
      const box = page.locator('.stack > li').nth(i).locator('input[type=checkbox]');
      const previewBefore = await page.locator('.stack > li').nth(i).locator('canvas').evaluate((c) => c.toDataURL());
      await box.focus();
      await page.keyboard.press('Space');
      const off = await settled(page);
      assert(!seen.has(off), `step ${i + 1} off: the map did not change`);
      seen.add(off);
      assert(graphOf()[i][2] === 0, `URL ${page.url()}`);
      const previewOff = await page.locator('.stack > li').nth(i).locator('canvas').evaluate((c) => c.toDataURL());
      assert(previewOff !== previewBefore, `step ${i + 1}: its preview did not show it off`);
      const codeOff = await page.locator('.code-line code').first().textContent();
      assert(codeOff !== code, `step ${i + 1} off: the code line did not change`);
      assert((await lineHash()) === off, `step ${i + 1} off: the code line does not make the map on screen`);
      await page.locator('.stack > li').nth(i).locator('input[type=checkbox]').click();
      assert((await settled(page)) === start, `step ${i + 1} back on: not the same map`);
    }
    // Every slider of every step changes the map.
    const sliders = await page.locator('.stack input[type=range]').evaluateAll((xs) => xs.map((x) => x.id));
    for (const id of sliders) {
      await open('lab=density');
      await page.focus(`#${id}`);
      const max = await page.locator(`#${id}`).evaluate((x) => x.value === x.max);
      await page.keyboard.press(max ? 'ArrowLeft' : 'ArrowRight');
      assert((await settled(page)) !== start, `${id}: the map did not change`);
    }
    return `${steps} steps, ${sliders.length} sliders`;
  });

  await check('lab 6: add, reorder and remove steps; save JSON and load it back; the tutorial example equals the core preset', async () => {
    const start = await open('lab=density');
    await page.selectOption('#density-add-type', { label: 'Terrace' });
    await page.getByRole('button', { name: 'Add to the end' }).click();
    const added = await settled(page);
    assert(added !== start && graphOf().length === 5 && graphOf()[4][1] === 'terrace', page.url());
    assert((await lineHash()) === added, 'with a Terrace step the code line does not make the map on screen');
    await page.locator('.stack > li').nth(4).getByRole('button', { name: 'Move this step up' }).click();
    const moved = await settled(page);
    assert(moved !== added && graphOf()[3][1] === 'terrace', `reorder: ${page.url()}`);
    const url = page.url();
    // Save: the downloaded document loads back into the same map.
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save JSON file' }).click()]);
    const saved = await (await import('node:fs/promises')).readFile(await file.path(), 'utf8');
    const doc = JSON.parse(saved);
    assert(doc.version === 2 && doc.nodes.length === 6 && doc.output === 'n4', `saved ${saved.slice(0, 200)}`);
    await page.locator('.stack > li').nth(3).getByRole('button', { name: 'Remove this step' }).click();
    assert((await settled(page)) === start, 'removing the new step did not give the tutorial stack back');
    await page.locator('.json-box summary').click();
    await page.fill('#density-json', saved);
    await page.getByRole('button', { name: 'Load this JSON' }).click();
    assert((await settled(page)) === moved, 'the saved JSON loaded into another map');
    await page.fill('#density-json', '{"nodes": 3}');
    await page.getByRole('button', { name: 'Load this JSON' }).click();
    await page.waitForTimeout(200);
    assert((await page.locator('.load-message').textContent()).includes('Not a graph document'), 'no message for a bad document');
    assert((await hashNow()) === moved, 'a bad document changed the map');
    await page.goto(url);
    assert((await settled(page)) === moved, 'the link did not reopen the edited stack');
    await page.getByRole('button', { name: 'Tutorial code example' }).click();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('graph').includes('0.012'), null, { timeout: 20_000 });
    const example = await settled(page);
    const code = await page.locator('.code-line code').first().textContent();
    assert(code.split('\n')[1] === 'const terrain = mixNode(clampNode(warpNode(simplexNode(seed, 0.012, 4), seed + 4, 25, 0.006), -0.3, 0.55), cellNode(seed + 7, 12, 320, 240, 90), 0.35);', code);
    assert((await lineHash()) === example, 'the example\'s code line does not make the map on screen');
    return `added ${added}, moved ${moved}, example ${example}`;
  });

  await check('labs 4, 6, 7: the hash shown is the one the lesson\'s code computes (issue 28 items 1 and 3)', async () => {
    const shown = () => page.locator('[data-readout="hash"]').textContent();
    const out = [];
    for (const [lab, snippet] of [['climate', 'climate/table'], ['islands', 'islands/biomes'], ['density', 'density/cells']]) {
      await open(`lab=${lab}`);
      const want = fnv(runSnippet(snippet).map);
      const got = await shown();
      assert(got === want, `${lab}: the page shows ${got}, the lesson's last step (${snippet}) computes ${want}`);
      out.push(`${lab} ${got}`);
    }
    // Lab 6 on another seed with a step off: the code line still makes the map whose hash is shown.
    await open('lab=density&seed=42');
    await page.locator('.stack > li').nth(2).locator('input[type=checkbox]').click();
    const off = await settled(page);
    assert((await lineHash()) === off && (await shown()) === off, 'lab 6, seed 42, step 3 off: the code line does not make the map shown');
    return out.join(', ');
  });

  await check('lab 6 with step 1 off: the steps below read a flat 0 and count as in use; lab 10: chunk-local coordinates open the seams view (issue 28 item 7)', async () => {
    const start = await open('lab=density');
    await page.locator('.stack > li').nth(0).locator('input[type=checkbox]').click();
    const off = await settled(page);
    const nodes = await page.locator('[data-readout="nodes"]').textContent();
    const range = await page.locator('[data-readout="range"]').textContent();
    assert(nodes === '3 of 4', `steps in use: ${nodes}`);
    assert(off !== start && range !== '0.00 … 0.00', `the map is flat: ${range}`);
    assert((await page.locator('.stack > li').nth(1).locator('.step-state').textContent()).includes('flat 0'), 'step 2 does not say it reads a flat 0');
    assert((await lineHash()) === off, 'the code line does not make the map on screen');
    // Its graph document (a flat 0 at the top) loads back as the three steps, the same map.
    await page.locator('.json-box summary').click();
    await page.fill('#density-json', await page.inputValue('#density-json'));
    await page.getByRole('button', { name: 'Load this JSON' }).click();
    await page.waitForFunction(() => JSON.parse(new URLSearchParams(location.search).get('graph')).length === 3, null, { timeout: 20_000 });
    assert((await settled(page)) === off && (await page.locator('.load-message').textContent()) === 'Loaded 3 steps.', `loaded: ${await page.locator('.load-message').textContent()}`);
    await open('lab=seeds');
    assert(query(page).get('view') !== 'seams', 'the seeds lab opened on the seams view');
    await page.locator('#p-local').click();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('view') === 'seams' && new URLSearchParams(location.search).get('local') === '1', null, { timeout: 20_000 });
    return `lab 6: ${nodes} steps in use, range ${range}; lab 10: ${page.url().split('?')[1]}`;
  });

  await check('lab 4: dragging a line of the biome table moves it, changes the map and the URL', async () => {
    const start = await open('lab=climate');
    await page.locator('canvas.table').scrollIntoViewIfNeeded();
    const box = await page.locator('canvas.table').boundingBox();
    // The moisture line at 0.40: x = 26 + 0.4 · 208 of 240 canvas units.
    const x = box.x + ((26 + 0.4 * 208) / 240) * box.width;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + box.width * 0.15, y, { steps: 5 });
    await page.mouse.up();
    const after = await settled(page);
    const [wet1, wet2] = query(page).get('wet_limits').split(',').map(Number);
    assert(wet1 > 0.5 && wet1 <= 0.6 && wet2 === 0.6, `wet_limits = ${wet1},${wet2}`);
    assert(after !== start, 'the map did not change');
    assert((await page.locator('#p-wet_limits-0').inputValue()) === String(wet1), 'the slider did not follow the line');
    return `wet_limits ${wet1},${wet2}`;
  });

  await check('lab 7: recipes set every slider; a table cell lights its land; shares sum to 1; a 32² preview while dragging', async () => {
    await open('lab=islands');
    await page.locator('#view [data-recipe="hot-dry-trick"]:not([disabled])').waitFor();
    await page.locator('#view [data-recipe="hot-dry-trick"]').click();
    await settled(page);
    assert(query(page).get('on') === '0' && query(page).get('base') === '1' && query(page).get('coast_bonus') === '0', page.url());
    const shares = await page.locator('button.cell').evaluateAll((bs) => bs.map((b) => Number(b.dataset.share)));
    const sum = shares.reduce((a, b) => a + b, 0);
    assert(shares.length === 16 && Math.abs(sum - 1) < 1e-9, `shares sum ${sum}`);
    const before = await pixels(page);
    await page.locator('button.cell[data-cell="12"]').click();
    assert((await pixels(page)) !== before, 'the cell did not light the map');
    assert((await page.locator('button.cell[data-cell="12"]').getAttribute('aria-pressed')) === 'true', 'not pressed');
    const dry = await page.locator('[data-readout="dry"]').textContent();
    // Dragging: the map is the 32 × 32 preview, each sample a crisp 8 × 8 block (so 4 × 4 too), until the slider is let go;
    // then the full 256 × 256 map (no longer made of blocks).
    const blocky = () =>
      page.evaluate(() => {
        const c = document.querySelector('#view canvas.map');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        for (let y = 0; y < c.height; y++) {
          for (let x = 0; x < c.width; x++) {
            const i = (y * c.width + x) * 4;
            const j = ((y & ~3) * c.width + (x & ~3)) * 4;
            if (d[i] !== d[j] || d[i + 1] !== d[j + 1] || d[i + 2] !== d[j + 2]) return false;
          }
        }
        return c.width === 256;
      });
    assert(!(await blocky()), 'the full map is made of 4 × 4 blocks');
    await page.locator('#p-base').scrollIntoViewIfNeeded();
    const slider = await page.locator('#p-base').boundingBox();
    await page.mouse.move(slider.x + slider.width * 0.5, slider.y + slider.height / 2);
    const rendered = await page.evaluate(() => document.getElementById('app').dataset.rendered);
    await page.mouse.down();
    await page.mouse.move(slider.x + slider.width * 0.3, slider.y + slider.height / 2, { steps: 4 });
    await page.waitForFunction((r) => document.getElementById('app').dataset.rendered === r && document.getElementById('app').dataset.state === 'computing', rendered, { timeout: 10_000 });
    await page.waitForTimeout(300);
    assert(await blocky(), 'while the slider is held the map is not the 64² preview');
    assert((await page.evaluate(() => document.getElementById('app').dataset.state)) === 'computing', 'a full map was computed while the slider was held');
    await page.mouse.up();
    await settled(page);
    assert(!(await blocky()), 'after the release the map is still the preview');
    return `dry ${dry}`;
  });

  await check('lab 5 sites and lab 8 trees: drawn on top, from the core; lab 8\'s button makes a new seed', async () => {
    await open('lab=regions');
    const plain = await pixels(page);
    await page.click('#p-show');
    await settled(page);
    assert((await pixels(page)) !== plain, 'the sites were not drawn');
    assert((await page.locator('[data-readout="regions"]').textContent()) === '45', 'not 45 regions');
    const first = await open('lab=world');
    const trees = Number((await page.locator('[data-readout="trees"]').textContent()).replace(/\D/g, ''));
    assert(trees > 100, `${trees} trees`);
    await page.getByRole('button', { name: 'New world (new seed)' }).click();
    const next = await settled(page);
    assert(next !== first && query(page).get('seed') !== '1', `seed ${query(page).get('seed')}`);
    const url = page.url();
    await page.goto(url);
    assert((await settled(page)) === next, 'the new seed does not reopen the same world');
    return `${trees} trees`;
  });

  await check('bad URL values show a notice and fall back to the defaults', async () => {
    for (const lab of labs) assert(defaults[lab.id], `${lab.id}: no default map from the picker check`);
    const cases = [
      ['lab=nowhere', 'noise', 'nowhere', 'lab'],
      ['lab=octaves&octaves=99', 'octaves', '99', 'octaves'],
      ['lab=octaves&frequency=abc', 'octaves', 'abc', 'frequency'],
      ['lab=octaves&persistence=0.33', 'octaves', '0.33', 'persistence'],
      ['lab=octaves&gain=0.33', 'octaves', '0.33', 'persistence'], // an old link's key: read, then written as the new one
      ['lab=warp&strength=-1', 'warp', '-1', 'strength'],
      ['lab=warp&arrows=maybe', 'warp', 'maybe', 'arrows'],
      ['lab=noise&seed=9007199254740993', 'noise', '9007199254740993', 'seed'],
      ['lab=noise&cells=1e3', 'noise', '1e3', 'cells'],
      ['lab=determinism&preset=mars', 'determinism', 'mars', 'preset'],
      ['lab=determinism&seed=7', 'determinism', '7', 'seed'],
      ['lab=noise&lang=fr', 'noise', 'fr', 'lang'],
      ['lab=climate&heat_limits=1.5,0.6', 'climate', '1.5,0.6', 'heat_limits'],
      ['lab=climate&heat_limits=0.4', 'climate', '0.4', 'heat_limits'],
      ['lab=climate&heat1=1.5', 'climate', '1.5', 'heat_limits'],
      ['lab=climate&view=sky', 'climate', 'sky', 'view'],
      ['lab=regions&count=0', 'regions', '0', 'count'],
      ['lab=regions&wobble=2.5', 'regions', '2.5', 'wobble'],
      ['lab=density&graph=%5B%5B', 'density', '[[', 'graph'],
      ['lab=density&graph=%5B%5B%22n1%22%2C%22volcano%22%2C1%2C%7B%7D%5D%5D', 'density', 'volcano', 'graph'],
      ['lab=density&graph=%5B%5B%22n1%22%2C%22simplex%22%2C1%2C%7B%22octaves%22%3A99%7D%5D%5D', 'density', '99', 'graph'],
      ['lab=islands&angle=7', 'islands', '7', 'angle'],
      ['lab=islands&terrain_preset=moon', 'islands', 'moon', 'terrain_preset'],
      ['lab=islands&base=2', 'islands', '2', 'base'],
      ['lab=world&trees=2', 'world', '2', 'trees'],
    ];
    for (const [q, lab, bad, key] of cases) {
      const hash = await open(q);
      const notice = page.locator('#notice');
      assert(await notice.isVisible(), `${q}: no notice`);
      assert((await notice.textContent()).includes(bad), `${q}: the notice does not name "${bad}"`);
      assert(query(page).get('lab') === lab, `${q}: lab ${query(page).get('lab')}`);
      assert(query(page).get(key) !== bad, `${q}: the URL keeps the bad value: ${page.url()}`);
      assert(hash === defaults[lab], `${q}: map ${hash}, default ${defaults[lab]}`);
    }
    await page.getByRole('button', { name: 'Dismiss' }).click();
    assert(!(await page.locator('#notice').isVisible()), 'the notice stays after Dismiss');
    assert(problems.length === 0, problems.join(' | '));
    return `${cases.length} cases`;
  });

  await check('old links (camelCase and short keys) open the same map as the schema keys, and are rewritten to them', async () => {
    const pairs = [
      ['lab=octaves&gain=0.6&fold=ridged&warp=1&sea=-0.04', 'lab=octaves&persistence=0.6&octave_fold=ridged&levels=1&sea_level=-0.04'],
      ['lab=warp&wfreq=0.5', 'lab=warp&frequency=0.5'],
      ['lab=climate&heat1=0.3&wet2=0.7', 'lab=climate&heat_limits=0.3,0.6&wet_limits=0.4,0.7'],
      ['lab=regions&sites=30&blend=20', 'lab=regions&count=30&blend_width=20'],
      ['lab=islands&coastMod=0.1&moistNoise=0.5&coastBonus=0.3&tempNoise=0.3&ns=2&terrain=billow-dunes&wind=0', 'lab=islands&coast_mod=0.1&moist_noise=0.5&coast_bonus=0.3&temp_noise=0.3&north_south=2&terrain_preset=billow-dunes&on=0'],
    ];
    for (const [old, now] of pairs) {
      const want = await open(now);
      const wantUrl = page.url();
      const got = await open(old);
      assert(got === want, `${old}: map ${got}, ${now}: ${want}`);
      assert(page.url() === wantUrl, `${old} was rewritten to ${page.url()}, not ${wantUrl}`);
      assert(!(await page.locator('#notice').isVisible()), `${old}: a notice`);
    }
    return `${pairs.length} old links`;
  });

  await check('rapid changes: only the newest state is drawn and equals a direct link', async () => {
    await open('lab=octaves&octaves=1');
    await page.focus('#p-octaves');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await page.fill('#p-seed', '12');
    const last = await settled(page);
    await page.waitForTimeout(400); // any late answer for an older request must not replace it
    assert((await page.evaluate(() => document.getElementById('app').dataset.hash)) === last, 'the hash changed after settling');
    const url = page.url();
    assert(query(page).get('octaves') === '8' && query(page).get('seed') === '12', url);
    await page.goto(url);
    assert((await settled(page)) === last, 'a direct link gives another map');
  });

  await check('keyboard: every control labelled, lab tabs and controls reachable with Tab', async () => {
    for (const lab of labs) {
      await open(`lab=${lab.id}`);
      const unlabelled = await page.evaluate(() =>
        [...document.querySelectorAll('input, select, textarea')].filter((el) => el.labels.length === 0 || !el.labels[0].textContent.trim()).map((el) => el.id),
      );
      assert(unlabelled.length === 0, `${lab.id}: without a label: ${unlabelled.join(', ')}`);
      const unnamed = await page.evaluate(() => [...document.querySelectorAll('button, canvas')].filter((el) => el.getAttribute('aria-hidden') !== 'true' && !(el.textContent.trim() || el.getAttribute('aria-label'))).length);
      assert(unnamed === 0, `${lab.id}: ${unnamed} buttons or canvases without a name`);
    }
    await open('lab=noise');
    const reached = new Set();
    await page.focus('body');
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      reached.add(await page.evaluate(() => document.activeElement?.id || document.activeElement?.dataset?.lab || ''));
    }
    for (const id of ['lang', 'octaves', 'p-seed', 'p-cells', 'p-view', 'p-grid', 'p-row']) assert(reached.has(id), `Tab never reaches ${id}`);
    // Open lab 2 from its tab with the keyboard.
    await page.locator('#lab-list a[data-lab="octaves"]').focus();
    await page.keyboard.press('Enter');
    await settled(page);
    assert(query(page).get('lab') === 'octaves', page.url());
    // Enter in the seed field must not submit the form.
    await page.evaluate(() => (window.__marker = 1));
    await page.focus('#p-seed');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(100);
    assert((await page.evaluate(() => window.__marker)) === 1, 'Enter reloaded the page');
  });

  await check('export: PNG and float32 of the map on screen', async () => {
    await open('lab=octaves');
    const [png] = await Promise.all([page.waitForEvent('download'), page.click('#export-png')]);
    const pngBytes = await (await import('node:fs/promises')).readFile(await png.path());
    assert(pngBytes.subarray(1, 4).toString() === 'PNG', 'not a PNG');
    assert(pngBytes.readUInt32BE(16) === 256 && pngBytes.readUInt32BE(20) === 256, 'PNG is not 256 × 256');
    const [f32] = await Promise.all([page.waitForEvent('download'), page.click('#export-f32')]);
    const raw = await (await import('node:fs/promises')).readFile(await f32.path());
    assert(raw.length === 256 * 256 * 4, `float32 file has ${raw.length} bytes`);
    assert(f32.suggestedFilename().endsWith('-256x256.f32'), f32.suggestedFilename());
    const values = new Float32Array(raw.buffer, raw.byteOffset, raw.length / 4);
    let min = Infinity;
    let max = -Infinity;
    for (const v of values) {
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
    assert(min < -0.2 && max > 0.2 && max < 1.5, `heights ${min}..${max}`);
    await open('lab=noise');
    const [three] = await Promise.all([page.waitForEvent('download'), page.click('#export-f32')]);
    assert(three.suggestedFilename().endsWith('-256x768.f32'), three.suggestedFilename());
    return `${png.suggestedFilename()}, ${f32.suggestedFilename()}`;
  });

  // The layout at 390 × 844 and 1280 × 800 (no sideways scrolling, maps and controls within the width, the map
  // above the fold) is layout.mjs's, which opens every lab at both sizes in both languages.

  await check('no console errors, page errors or failed requests during the whole session', async () => {
    assert(problems.length === 0, problems.join(' | '));
  });
});
