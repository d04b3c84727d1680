#!/usr/bin/env node
// Browser test of accessibility (issue 28 item 9): axe-core (node_modules/axe-core, pinned in package.json) over
// every lab the page lists and the lesson under it, in English and in Spanish, in headless Chromium, must find no
// violation of WCAG 2.0/2.1 A and AA or axe's best practices. Lab 9 is checked with its table of every preset filled
// in, and with every <details> of the page open (each lesson's whole program, the density lab's JSON box).
// Axe's source is evaluated through the DevTools protocol (page.evaluate), which the page's Content-Security-Policy
// does not govern: the page is served with its CSP intact (an injected <script> would be refused by it).
//
//   node tests/browser/axe.mjs [--dist DIR] [--chromium PATH]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { assert, run, settled } from './lib/harness.mjs';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const LANGS = ['en', 'es'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

await run('axe.mjs', { watchdogMs: 600_000, usage: 'usage: node tests/browser/axe.mjs [--dist DIR] [--chromium PATH]' }, async ({ page, base, check, problems }) => {
  await page.goto(`${base}?lab=noise`);
  await settled(page);
  const labs = await page.evaluate(() => window.__worldlab.labs.map((l) => l.id));
  const counts = [];

  for (const lang of LANGS) {
    for (const lab of labs) {
      await check(`${lang} ${lab}: axe finds no violation in the lab and its lesson`, async () => {
        await page.goto(`${base}?lab=${lab}&lang=${lang}`);
        await settled(page);
        if (lab === 'determinism') {
          // The table of every preset and lab map, as a reader sees it after pressing the button.
          await page.locator('.lab-determinism .button-row button').click();
          await page.waitForFunction(() => document.querySelector('.check-summary')?.dataset.total, null, { timeout: 60_000 });
        }
        // Every <details> open (the lesson's whole program, the density lab's JSON box with its file input), so what
        // they hold is checked too.
        await page.evaluate(() => {
          for (const d of document.querySelectorAll('details')) d.open = true;
        });
        const ready = await page.evaluate(() => typeof window.axe === 'object');
        if (!ready) await page.evaluate(AXE_SOURCE);
        const result = await page.evaluate(async (tags) => {
          const r = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
          return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`) }));
        }, TAGS);
        const nodes = result.reduce((s, v) => s + v.nodes.length, 0);
        counts.push({ lang, lab, rules: result.length, nodes });
        for (const v of result) for (const n of v.nodes.slice(0, 8)) console.log(`  ${lang} ${lab} ${v.id} (${v.impact}): ${n}`);
        assert(result.length === 0, `${result.length} rules violated on ${nodes} elements: ${result.map((v) => `${v.id} ×${v.nodes.length}`).join(', ')}`);
        return 'no violations';
      });
    }
  }

  await check('no console errors, page errors or failed requests', async () => {
    assert(problems.length === 0, problems.join(' | '));
  });
  console.log('lang | lab | rules violated | elements');
  for (const c of counts) console.log(`${c.lang} | ${c.lab} | ${c.rules} | ${c.nodes}`);
  console.log(`total: ${counts.reduce((s, c) => s + c.rules, 0)} rule violations on ${counts.reduce((s, c) => s + c.nodes, 0)} elements`);
});
