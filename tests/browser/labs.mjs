#!/usr/bin/env node
// Browser test of the lab page (build/web) in headless Chromium: every lab loads without console errors
// and each of its controls changes what is on screen; switching language changes every visible string
// and keeps the state; en and es have the same keys; a URL reopens the same map; bad URL values show a
// notice and fall back to the defaults; supersession, keyboard, export and both screen sizes.
//
//   node tests/browser/labs.mjs [--dist DIR] [--chromium PATH]
import { assert, pixels, query, run, settled } from './lib/harness.mjs';

await run('labs.mjs', { usage: 'usage: node tests/browser/labs.mjs [--dist DIR] [--chromium PATH]' }, async ({ page, base, check, problems }) => {
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

  await check('the picker lists every lab and each one loads with no console error', async () => {
    const listed = await page.locator('#lab-list a').evaluateAll((links) => links.map((a) => a.dataset.lab));
    assert(JSON.stringify(listed) === JSON.stringify(labs.map((l) => l.id)), `picker: ${listed}`);
    for (const lab of labs) {
      const hash = await open(`lab=${lab.id}`);
      assert(hash, `${lab.id}: no hash`);
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
        const startHash = await open(`lab=${lab.id}`);
        const before = await pixels(page);
        const sel = `#p-${p.id}`;
        if (p.kind === 'range') {
          await page.focus(sel);
          await page.keyboard.press(p.def >= p.max ? 'ArrowLeft' : 'ArrowRight');
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
        if (p.affects === 'field') assert(hash !== startHash || p.id === 'sea', `${p.id}: the map hash did not change`);
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
      for (const p of lab.params.slice(0, 3)) {
        if (p.kind === 'range') {
          await page.focus(`#p-${p.id}`);
          await page.keyboard.press(p.def >= p.max ? 'ArrowLeft' : 'ArrowRight');
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
    assert(query(page).get('island') === '1' && query(page).get('sea') === '-0.04', page.url());
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

  await check('lab 1 race: times 1M samples of each noise in WASM', async () => {
    await open('lab=noise');
    await page.getByRole('button', { name: 'Race 1M samples' }).click();
    await page.locator('[data-readout="race-simplex"]').waitFor({ timeout: 20_000 });
    const texts = await page.locator('[data-readout^="race-"]').allTextContents();
    assert(texts.length === 3 && texts.every((t) => /^\d+(\.\d)? ms/.test(t)), texts.join(' | '));
    return texts.join(' | ');
  });

  await check('bad URL values show a notice and fall back to the defaults', async () => {
    const defaults = {};
    for (const lab of labs) defaults[lab.id] = await open(`lab=${lab.id}`);
    const cases = [
      ['lab=nowhere', 'noise', 'nowhere', 'lab'],
      ['lab=octaves&octaves=99', 'octaves', '99', 'octaves'],
      ['lab=octaves&frequency=abc', 'octaves', 'abc', 'frequency'],
      ['lab=octaves&gain=0.33', 'octaves', '0.33', 'gain'],
      ['lab=warp&strength=-1', 'warp', '-1', 'strength'],
      ['lab=warp&arrows=maybe', 'warp', 'maybe', 'arrows'],
      ['lab=noise&seed=9007199254740993', 'noise', '9007199254740993', 'seed'],
      ['lab=noise&cells=1e3', 'noise', '1e3', 'cells'],
      ['lab=determinism&preset=mars', 'determinism', 'mars', 'preset'],
      ['lab=determinism&seed=7', 'determinism', '7', 'seed'],
      ['lab=noise&lang=fr', 'noise', 'fr', 'lang'],
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
      const unnamed = await page.evaluate(() => [...document.querySelectorAll('button, canvas')].filter((el) => !(el.textContent.trim() || el.getAttribute('aria-label'))).length);
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

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    await check(`layout at ${width}x${height}: no sideways scrolling, the maps and controls fit`, async () => {
      await page.setViewportSize({ width, height });
      for (const lab of labs) {
        await open(`lab=${lab.id}`);
        const scroll = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth }));
        assert(scroll.sw <= scroll.cw, `${lab.id}: page is ${scroll.sw}px wide in ${scroll.cw}px`);
        for (const box of await page.locator('#view canvas.map').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().toJSON()))) {
          assert(box.width >= 100 && box.x >= 0 && box.x + box.width <= width, `${lab.id}: map box ${JSON.stringify(box)}`);
        }
        const controls = await page.locator('#controls').boundingBox();
        assert(controls && controls.x >= 0 && controls.x + controls.width <= width, `${lab.id}: controls ${JSON.stringify(controls)}`);
        if (width === 1280) {
          const map = await page.locator('#view canvas.map').first().boundingBox();
          assert(map.y + map.height <= height, `${lab.id}: the map ends at ${map.y + map.height}px, below the fold`);
        }
      }
    });
  }

  await check('no console errors, page errors or failed requests during the whole session', async () => {
    assert(problems.length === 0, problems.join(' | '));
  });
});
