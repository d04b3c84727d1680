#!/usr/bin/env node
// Browser test of the page's Content-Security-Policy (issue 12, item 6): the built index.html carries the
// policy and no inline script; every lab computes its map under it with no violation; and the page, its
// worker and the WebAssembly core request nothing outside the page's own origin.
//
//   node tests/browser/csp.mjs [--dist DIR] [--chromium PATH]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assert, run, settled } from './lib/harness.mjs';

await run('csp.mjs', { watchdogMs: 240_000, usage: 'usage: node tests/browser/csp.mjs [--dist DIR] [--chromium PATH]' }, async ({ page, base, check, problems, options }) => {
  const html = readFileSync(path.join(options.dist, 'index.html'), 'utf8');
  const policy = (html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1] ?? '').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

  await check('index.html carries the policy: own origin only, wasm-unsafe-eval, no inline script', () => {
    const directives = Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
    assert(directives['default-src']?.join(' ') === "'self'", `default-src: ${directives['default-src']}`);
    assert(directives['script-src']?.join(' ') === "'self' 'wasm-unsafe-eval'", `script-src: ${directives['script-src']}`);
    assert(directives['worker-src']?.join(' ') === "'self'", `worker-src: ${directives['worker-src']}`);
    assert(!/unsafe-inline|unsafe-eval'|\*|https?:/.test(policy.replace("'wasm-unsafe-eval'", '')), `too open: ${policy}`);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    assert(scripts.length > 0, 'no script tag');
    const inline = scripts.filter(([, attrs, body]) => !/\bsrc=/.test(attrs) || body.trim() !== '');
    assert(inline.length === 0, `inline script: ${inline.map((s) => s[0].slice(0, 80)).join(' | ')}`);
    assert(!/\son[a-z]+=/i.test(html), 'an inline event handler');
    return policy;
  });

  // Every request of the page and of its worker, and every policy violation the page reports.
  const foreign = [];
  const requests = new Set();
  const origin = new URL(base).origin;
  page.context().on('request', (request) => {
    const url = request.url();
    requests.add(new URL(url).pathname.replace(/-[A-Za-z0-9_]{8}\./, '-*.'));
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });

  await check('every lab computes its map under the policy, with no violation and no console error', async () => {
    await page.goto(`${base}?lab=noise`);
    await settled(page);
    const labs = await page.evaluate(() => window.__worldlab.labs.map((l) => l.id));
    for (const lab of labs) {
      await page.goto(`${base}?lab=${lab}`);
      const hash = await settled(page);
      assert(/^[0-9a-f]{16}/.test(hash), `${lab}: no map`);
      const violations = await page.evaluate(() => window.__violations);
      assert(violations.length === 0, `${lab}: ${violations.join(', ')}`);
    }
    assert(problems.length === 0, problems.join(' | '));
    return `${labs.length} labs`;
  });

  await check('lab 9 checks every preset in the worker under the policy', async () => {
    await page.goto(`${base}?lab=determinism`);
    await settled(page);
    await page.getByRole('button', { name: 'Check every preset' }).click();
    await page.locator('.check-summary[data-total]').waitFor({ timeout: 90_000 });
    const violations = await page.evaluate(() => window.__violations);
    assert(violations.length === 0, violations.join(', '));
    assert(problems.length === 0, problems.join(' | '));
  });

  await check('nothing was requested outside the page\'s origin', () => {
    assert(foreign.length === 0, `foreign requests: ${foreign.join(', ')}`);
    assert([...requests].some((p) => p.endsWith('.wasm')), `the wasm file was not requested: ${[...requests].join(', ')}`);
    return `${requests.size} distinct same-origin paths`;
  });
});
