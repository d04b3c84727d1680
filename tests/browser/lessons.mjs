#!/usr/bin/env node
// Browser test of the lessons in the page (issue 10 points 1, 2 and 5): every lab shows its lesson under the map
// in the page's language and switches with it; the pitfalls' live readouts are measured from the map on screen
// (lab 1's 90 % ranges of value, Perlin and simplex; lab 2's banding; lab 3's roughness; ...) and follow a slider;
// a mention of a control takes the focus to it, and a focused control lights its equation term; lab 7's active
// recipe card is marked, its wind halves and A/B split are drawn and measured; lab 9 shows the FMA build's hash
// beside this page's hash of the same map.
//
//   node tests/browser/lessons.mjs [--dist DIR] [--chromium PATH]
import { assert, pixels, run, settled } from './lib/harness.mjs';

const parseNumber = (text, lang) => Number(text.replace(/[±\s%]/g, '').replace(lang === 'es' ? /\./g : /,/g, '').replace(',', '.'));

await run('lessons.mjs', { watchdogMs: 400_000, usage: 'usage: node tests/browser/lessons.mjs [--dist DIR] [--chromium PATH]' }, async ({ page, base, check, problems }) => {
  const labs = await (async () => {
    await page.goto(`${base}?lab=noise`);
    await settled(page);
    return page.evaluate(() => window.__worldlab.labs.map((l) => l.id));
  })();

  for (const lang of ['en', 'es']) {
    for (const lab of labs) {
      await check(`${lab} (${lang}): the lesson follows the controls in ${lang}, its live measures read from the map on screen`, async () => {
        await page.goto(`${base}?lab=${lab}&lang=${lang}`);
        await settled(page);
        const info = await page.evaluate(() => {
          const host = document.getElementById('lesson');
          const article = host.querySelector('article.lesson');
          const lives = [...host.querySelectorAll('output.lesson-live')];
          return {
            hidden: host.hidden,
            id: article?.dataset.lesson,
            lang: article?.lang,
            steps: host.querySelectorAll('.lesson-step').length,
            code: host.querySelectorAll('.lesson-code pre').length,
            lives: lives.map((o) => ({ metric: o.dataset.metric, measured: o.dataset.measured === 'true', text: o.textContent })),
            controlsBottom: document.getElementById('controls').getBoundingClientRect().bottom,
            lessonTop: host.getBoundingClientRect().top,
          };
        });
        assert(!info.hidden && info.id === lab, `lesson ${info.id} shown for lab ${lab} (hidden: ${info.hidden})`);
        assert(info.lang === lang, `lesson in ${info.lang}`);
        assert(info.steps > 0 && info.code === 2 * info.steps, `${info.steps} steps, ${info.code} code blocks`);
        assert(info.lessonTop >= info.controlsBottom - 1, 'the lesson starts below the controls');
        const unmeasured = info.lives.filter((l) => l.metric !== 'hash' && !l.measured);
        assert(unmeasured.length === 0, `not measured live: ${unmeasured.map((l) => l.metric).join(', ')}`);
        return info.lives.map((l) => `${l.metric}: ${l.text}`).join('; ') || 'no live measure';
      });
    }
  }

  await check('noise: the 90 % ranges of all three panels, measured on the map (Perlin ±0.42, value and simplex ±0.75)', async () => {
    await page.goto(`${base}?lab=noise&lang=en`);
    await settled(page);
    const text = await page.locator('output.lesson-live[data-metric="p90abs"]').textContent();
    const found = Object.fromEntries([...text.matchAll(/(value|Perlin|simplex) ±([0-9.]+)/g)].map((m) => [m[1], Number(m[2])]));
    assert(Math.abs(found.Perlin - 0.42) <= 0.01 && Math.abs(found.value - 0.75) <= 0.01 && Math.abs(found.simplex - 0.75) <= 0.01, text);
    // Spanish: decimal commas.
    await page.selectOption('#lang', 'es');
    const es = await page.locator('output.lesson-live[data-metric="p90abs"]').textContent();
    assert(/±0,\d\d/.test(es) && !/±0\.\d/.test(es), `Spanish: ${es}`);
    return `${text} | ${es}`;
  });

  await check('octaves: a live measure follows a slider (samples per cycle of the finest octave)', async () => {
    await page.goto(`${base}?lab=octaves&lang=en`);
    await settled(page);
    const read = () => page.locator('output.lesson-live[data-metric="samplesPerCycle"]').textContent();
    const first = await read();
    const before = parseNumber(first, 'en');
    await page.goto(`${base}?lab=octaves&lang=en&octaves=4`);
    await settled(page);
    const second = await read();
    const after = parseNumber(second, 'en');
    assert(Math.abs(before - 256 / (3 * 32)) < 0.01, `6 octaves: "${first}"`);
    assert(Math.abs(after - 256 / (3 * 8)) < 0.01, `4 octaves: "${second}"`);
    return `${before} → ${after}`;
  });

  await check('a mention of a control focuses that control; a focused control lights its equation term (islands)', async () => {
    await page.goto(`${base}?lab=islands&lang=en`);
    await settled(page);
    const mention = page.locator('#lesson .lesson-param-link[data-param="lift"]').first();
    await mention.scrollIntoViewIfNeeded();
    await mention.click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'lift');
    const lit = await page.locator('#lesson [data-term="lift"].lesson-active').count();
    assert(lit > 0, 'no lit term for lift');
    await page.locator('#p-base').focus();
    const still = await page.locator('#lesson [data-term="lift"].lesson-active').count();
    assert(still === 0, 'lift term still lit after the focus moved');
    return `${lit} lit`;
  });

  await check('islands: the recipe card of the map is marked; another recipe moves the mark', async () => {
    await page.goto(`${base}?lab=islands&lang=en`);
    await settled(page);
    const current = () => page.evaluate(() => [...document.querySelectorAll('.lesson-recipe.lesson-current')].map((c) => c.dataset.recipe));
    const first = await current();
    assert(first.length === 1 && first[0] === 'west-wind', `marked: ${first}`);
    await page.locator('.recipe-row button[data-recipe="cool-steppe"]').click();
    await settled(page);
    const second = await current();
    assert(second.length === 1 && second[0] === 'cool-steppe', `after the cool-steppe button: ${second}`);
    const pressed = await page.locator('.recipe-row button[aria-pressed="true"]').getAttribute('data-recipe');
    assert(pressed === 'cool-steppe', `pressed recipe button: ${pressed}`);
    // The card's measured figures (worldlab climate-stats, seed 1) and the same statistic on the map on screen.
    await page.waitForFunction(() => document.querySelectorAll('.lesson-recipe.lesson-current output.lesson-figure-live').length > 0);
    const figures = await page.evaluate(() =>
      [...document.querySelectorAll('.lesson-recipe.lesson-current .lesson-figure[data-stat]')].map((f) => ({
        quoted: f.querySelector('.lesson-figure-value').textContent,
        live: f.querySelector('output.lesson-figure-live')?.textContent ?? '',
      })),
    );
    for (const f of figures) assert(f.live.endsWith(f.quoted), `quoted ${f.quoted}, ${f.live}`);
    const elsewhere = await page.locator('.lesson-recipe:not(.lesson-current) output.lesson-figure-live').count();
    assert(figures.length > 0 && elsewhere === 0, `${figures.length} live figures; ${elsewhere} on other cards`);
    return `${first} → ${second}; ${figures.map((f) => f.live).join(', ')}`;
  });

  await check('islands: wind halves drawn over the map, biome shares and cold–hot contacts read out; the A/B split shows more dry land with climbing rain', async () => {
    await page.goto(`${base}?lab=islands&lang=en`);
    await settled(page);
    const overlayInk = () =>
      page.evaluate(() => {
        const c = document.querySelector('#view canvas.map-overlay');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let ink = 0;
        for (let i = 3; i < d.length; i += 4) if (d[i] > 0) ink++;
        return ink;
      });
    const on = await overlayInk();
    assert(on > 1000, `overlay has ${on} inked pixels`);
    // Seen, not only drawn: the map's box on screen with the drawing and without it must differ (a drawing under
    // the map, e.g. behind the probe's positioned wrapper, would leave the two screenshots equal).
    const mapBox = await page.locator('#view canvas.map').first().boundingBox();
    const seenWith = (await page.screenshot({ clip: mapBox })).toString('base64');
    const readout = (id) => page.locator(`[data-readout="${id}"]`).textContent();
    const shares = await readout('biomes');
    const contacts = await readout('contacts');
    assert(/%/.test(shares) && /^\d+$/.test(contacts.trim()), `shares "${shares}", contacts "${contacts}"`);
    await page.locator('#p-halves').uncheck();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('halves') === '0');
    const off = await overlayInk();
    assert(off === 0, `with halves off the overlay keeps ${off} pixels`);
    const seenWithout = (await page.screenshot({ clip: mapBox })).toString('base64');
    assert(seenWith !== seenWithout, 'the wind arrow and halves are drawn but not seen: the map covers them');
    const before = await pixels(page);
    await page.locator('#p-split').check();
    await settled(page);
    const after = await pixels(page);
    assert(before !== after, 'the split changed nothing on screen');
    const dry = await readout('split-dry');
    const [a, b] = [...dry.matchAll(/([0-9.]+) %/g)].map((m) => Number(m[1]));
    // Rain on climbing air wrings the wind out over the ridges and leaves dry land behind them: without it (A)
    // there is less dry land than with it (B).
    assert(a < b, `dry land A (no climbing rain) ${a} % should be below B's ${b} %`);
    return `overlay ${on} px; ${shares}; contacts ${contacts}; dry A · B ${dry}`;
  });

  await check('determinism: the FMA build differs from the reference, and this page equals the reference', async () => {
    await page.goto(`${base}?lab=determinism&lang=es`);
    await settled(page);
    await page.waitForFunction(() => {
      const box = document.querySelector('.fma');
      return box && !box.hidden && box.dataset.page;
    });
    const rows = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('.fma-table tbody tr')].map((tr) => [tr.dataset.build, tr.dataset.hash])));
    assert(/^[0-9a-f]{16}$/.test(rows.off) && rows.page === rows.off, `off ${rows.off}, page ${rows.page}`);
    assert(rows.fast === '' || rows.fast !== rows.off, `fast ${rows.fast}`);
    const note = await page.locator('.fma-note').textContent();
    assert(rows.fast === '' || /\d+\.\d{3}|\d+ de 65\.536/.test(note), `note: ${note}`);
    return `off = page ${rows.off}, fast ${rows.fast}: ${note}`;
  });

  await check('no console errors, page errors or failed requests', async () => {
    assert(problems.length === 0, problems.join(' | '));
  });
});
