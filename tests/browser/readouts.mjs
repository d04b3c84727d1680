#!/usr/bin/env node
// Browser test of issue 28 points 4–6: labs that never contradict their own readouts. Lab 7's windward and lee
// readout (per island, at several wind directions) agrees with the map, and its A/B handle compares the same
// ground; lab 1's lesson quotes the race's own measurement; lab 2's "Show aliasing" makes the octaves past the
// limit visible in the spectrum readout, which stays on screen at 1280 × 800.
//
//   node tests/browser/readouts.mjs [--dist DIR] [--chromium PATH]
import { assert, query, run, settled } from './lib/harness.mjs';

/** The numbers of a readout's text, in order (English decimals). */
const numbers = (text) => [...text.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

await run('readouts', { watchdogMs: 240_000, usage: 'node tests/browser/readouts.mjs [--dist DIR] [--chromium PATH]' }, async ({ page, base, check, problems }) => {
  const readout = (id) => page.locator(`[data-readout="${id}"]`).textContent();

  await check('lab 7: per island, the windward side is wetter than the lee at eight wind directions (default recipe)', async () => {
    const seen = [];
    for (const angle of [0, 45, 90, 135, 180, 225, 270, 315]) {
      await page.goto(`${base}?lab=islands&lang=en&angle=${angle}`);
      await settled(page);
      const text = await readout('windward');
      const [w, l, drier, sides] = numbers(text);
      assert(w > l, `wind ${angle}°: windward ${w} is not above lee ${l} ("${text}")`);
      // Most islands, one by one, are drier on their lee.
      assert(sides > 0 && drier > sides / 2, `wind ${angle}°: lee drier on ${drier} of ${sides} islands`);
      seen.push(`${angle}° ${w}/${l} (${drier}/${sides})`);
    }
    return seen.join(', ');
  });

  await check('lab 7: each island\'s lee side is shaded over the map, and only while the sides are drawn', async () => {
    await page.goto(`${base}?lab=islands&lang=en&angle=180`);
    await settled(page);
    const ink = () =>
      page.evaluate(() => {
        const c = document.querySelector('#view canvas.map-overlay');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 3; i < d.length; i += 4) if (d[i] > 0) n++;
        return n / (c.width * c.height);
      });
    // The lee sides: a good share of the land, so of the map.
    const on = await ink();
    assert(on > 0.05, `the overlay inks ${(on * 100).toFixed(1)} % of the map`);
    await page.locator('#p-halves').uncheck();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('halves') === '0');
    const off = await ink();
    assert(off === 0, `with the sides off the overlay keeps ${(off * 100).toFixed(1)} %`);
    return `wind 180°: ${await readout('windward')}; lee shading ${(on * 100).toFixed(1)} % of the map`;
  });

  await check('lab 7: the A/B handle moves the divider over the same ground: each column shows A left of it, B right of it', async () => {
    await page.goto(`${base}?lab=islands&lang=en&split=1`);
    await settled(page);
    const handle = page.locator('#view input.islands-swipe');
    assert(await handle.isVisible(), 'no A/B handle with the split on');
    // A column (x = 100) left of the handle at 128 shows A; with the handle at 60 it shows B; the map of record stays.
    const column = () =>
      page.evaluate(() => {
        const c = document.querySelector('#view canvas.map');
        const d = c.getContext('2d').getImageData(100, 0, 1, c.height).data;
        let h = 0x811c9dc5;
        for (let i = 0; i < d.length; i++) h = Math.imul(h ^ d[i], 0x01000193);
        return h >>> 0;
      });
    const hash = await page.evaluate(() => document.getElementById('app').dataset.hash);
    const asA = await column();
    await handle.fill('60');
    const asB = await column();
    await handle.fill('200');
    const asAAgain = await column();
    assert(asA !== asB, 'moving the handle over column 100 did not change it');
    assert(asA === asAAgain, 'column 100 left of the handle is not the same A picture');
    await page.goto(`${base}?lab=islands&lang=en`);
    await settled(page);
    const plain = await column();
    await page.goto(`${base}?lab=islands&lang=en&split=1`);
    await settled(page);
    await page.locator('#view input.islands-swipe').fill('60');
    assert((await column()) === plain, 'right of the handle the map is not B, the climate as set');
    assert((await page.evaluate(() => document.getElementById('app').dataset.hash)) === hash, 'the map of record changed');
    return 'column 100: A left of the handle, B right of it';
  });

  await check('lab 1: the lesson quotes the race measured on this machine, not a figure of its own', async () => {
    await page.goto(`${base}?lab=noise&lang=en`);
    await settled(page);
    const quoted = page.locator('output.lesson-readout[data-live="perlin3-cost"]');
    await quoted.waitFor({ state: 'attached' });
    const before = await quoted.textContent();
    assert(!/\d/.test(before), `before the race the lesson already quotes "${before}"`);
    await page.locator('#view button.race').click();
    await page.waitForFunction(() => document.querySelector('[data-readout="perlin3-cost"]'), null, { timeout: 60_000 });
    const measured = await readout('perlin3-cost');
    await page.waitForFunction(() => document.querySelector('output.lesson-readout[data-live="perlin3-cost"]')?.dataset.measured === 'true');
    const after = await quoted.textContent();
    assert(after === measured, `the lesson says "${after}", the race measured "${measured}"`);
    // The same ratio as the race's own timings.
    const ms = {};
    for (const b of ['simplex', 'perlin3']) ms[b] = numbers(await readout(`race-${b}`))[0];
    const ratio = numbers(measured)[0];
    assert(Math.abs(ratio - ms.perlin3 / ms.simplex) <= 0.02 * ratio + 0.01, `quoted ${ratio}, timings ${ms.perlin3} / ${ms.simplex} ms`);
    await page.goto(`${base}?lab=noise&lang=es`);
    await settled(page);
    const es = await page.locator('output.lesson-readout[data-live="perlin3-cost"]').textContent();
    assert(!/\d/.test(es), `in Spanish, before any race, the lesson quotes "${es}"`);
    return `lesson: "${after}"; race ${ms.perlin3} / ${ms.simplex} ms`;
  });

  await check('lab 2: Show aliasing: the power above 64 cycles grows with the octaves past the limit; its readout is on screen', async () => {
    await page.goto(`${base}?lab=octaves&lang=en`);
    await settled(page);
    const share = async () => Number(await page.locator('#view canvas.spectrum').getAttribute('data-high-share'));
    const atDefault = await share();
    await page.locator('#view button[data-preset="aliasing"]').click();
    await settled(page);
    assert(query(page).get('persistence') === '0.8' && query(page).get('octaves') === '16', page.url());
    const at16 = await share();
    const shown16 = await readout('spectrum');
    // The spectrum and its share sit in the map's corner: on screen at 1280 × 800 without scrolling, and saying what
    // the readouts list says.
    const viewport = page.viewportSize();
    const scrolled = await page.evaluate(() => [scrollY, document.querySelector('.main-col')?.scrollTop ?? 0]);
    assert(scrolled[0] === 0 && scrolled[1] === 0, `the page is scrolled ${scrolled}`);
    for (const selector of ['#view .octaves-inset output.spectrum-line', '#view .octaves-inset canvas.spectrum']) {
      const b = await page.locator(selector).boundingBox();
      assert(b && b.y >= 0 && b.x >= 0 && b.y + b.height <= viewport.height && b.x + b.width <= viewport.width, `${selector} lies at ${JSON.stringify(b)}, outside ${viewport.width} × ${viewport.height}`);
    }
    const line = await page.locator('#view .octaves-inset output.spectrum-line').textContent();
    assert(line.endsWith(shown16), `the inset says "${line}", the readout "${shown16}"`);
    const url = new URL(page.url());
    url.searchParams.set('octaves', '6');
    await page.goto(url.href);
    await settled(page);
    const at6 = await share();
    const shown6 = await readout('spectrum');
    assert(at16 > 1.5 * at6, `16 octaves put ${(at16 * 100).toFixed(2)} % of the power above 64 cycles, 6 octaves ${(at6 * 100).toFixed(2)} %`);
    assert(numbers(shown16)[0] > numbers(shown6)[0], `readout "${shown16}" at 16 octaves, "${shown6}" at 6`);
    // At the default gain the same extra octaves are too faint to move it much: the point of the preset.
    url.searchParams.set('persistence', '0.5');
    url.searchParams.set('octaves', '16');
    await page.goto(url.href);
    await settled(page);
    const faint16 = await share();
    url.searchParams.set('octaves', '6');
    await page.goto(url.href);
    await settled(page);
    const faint6 = await share();
    return `gain 0.8: ${(at6 * 100).toFixed(2)} % → ${(at16 * 100).toFixed(2)} % (6 → 16 octaves); gain 0.5: ${(faint6 * 100).toFixed(3)} % → ${(faint16 * 100).toFixed(3)} %; default ${(atDefault * 100).toFixed(3)} %`;
  });

  await check('no console errors, page errors or failed requests', async () => {
    assert(problems.length === 0, problems.join('; '));
  });
});
