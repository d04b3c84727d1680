#!/usr/bin/env node
// Renders every lesson in both languages in headless Chromium, on a page served with a strict
// Content-Security-Policy (no inline script or style), through web/src/lessons/render.ts bundled by Vite:
// every section, step, code block (JavaScript and C++, switchable), the whole program with its copy button (keyboard),
// pitfall, recipe card and equation term is there; nothing sets a style attribute; the CSP reports no violation; the live measures fill in.
//
//   node tests/lessons/render.mjs [--chromium /usr/bin/chromium]
// Ends with "N passed, M failed" and exits 0 only when every check passed.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, createServer } from 'vite';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const at = args.indexOf('--chromium');
const executablePath = at >= 0 ? args[at + 1] : process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const out = path.join(repo, 'build/lessons-web');

// The renderer as an ES module with its CSS, and a page that loads both from files (the CSP allows nothing else).
await build({
  configFile: false,
  root: path.join(repo, 'web'),
  logLevel: 'warn',
  build: { outDir: out, emptyOutDir: true, lib: { entry: path.join(repo, 'web/src/lessons/render.ts'), formats: ['es'], fileName: 'render' } },
});
const css = readdirSync(out).find((f) => f.endsWith('.css'));
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'index.html'), `<!doctype html><html><head><meta charset="utf-8"><title>lessons</title>
<link rel="stylesheet" href="${css}"><script type="module" src="page.js"></script></head><body><main id="host"></main></body></html>\n`);
writeFileSync(path.join(out, 'page.js'), `import * as lessons from './render.js';
window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
window.__lessons = lessons;
`);
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'";
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = http.createServer((req, res) => {
  if (req.url === '/favicon.ico') return res.writeHead(204).end(); // browsers ask for it; nothing to send
  const file = path.join(out, path.normalize(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '') || 'index.html');
  try {
    const body = readFileSync(file.endsWith(path.sep) ? path.join(file, 'index.html') : file);
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'content-security-policy': CSP });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/`;

// What each lesson should produce, read from the lessons themselves.
const vite = await createServer({ configFile: false, root: path.join(repo, 'web'), logLevel: 'error', server: { middlewareMode: true }, appType: 'custom' });
const { LESSONS } = await vite.ssrLoadModule('/src/lessons/index.ts');
const { SNIPPETS } = await vite.ssrLoadModule('/src/lessons/snippets/index.ts');
const { wholeProgram } = await vite.ssrLoadModule('/src/lessons/whole.ts');
const { codeIn } = await vite.ssrLoadModule('/src/lessons/snippets/comments.ts');
await vite.close();

let passed = 0;
let failed = 0;
const check = (name, ok, detail = '') => {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
};

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(base);
  await page.waitForFunction(() => window.__lessons);
  for (const [id, pair] of Object.entries(LESSONS)) {
    for (const lang of ['en', 'es']) {
      const l = pair[lang];
      const got = await page.evaluate(([id, lang]) => {
        const host = document.getElementById('host');
        const ok = window.__lessons.renderLesson(id, lang, host);
        const count = (s) => host.querySelectorAll(s).length;
        const visible = (codeLang) => [...host.querySelectorAll(`.lesson-code pre[data-code-lang="${codeLang}"]`)].filter((e) => !e.hidden).length;
        // The whole program's box: its programs, and the language shown before and after the switch.
        const wholeShown = () => [...host.querySelectorAll('.lesson-whole pre[data-code-lang]')].filter((e) => !e.hidden).map((e) => e.dataset.codeLang).join(' ');
        const whole = {
          boxes: count('.lesson-whole'),
          button: host.querySelector('.lesson-whole button.lesson-whole-copy')?.type,
          js: host.querySelector('.lesson-whole pre[data-code-lang="js"]')?.textContent,
          cpp: host.querySelector('.lesson-whole pre[data-code-lang="cpp"]')?.textContent,
          shown: [wholeShown()],
        };
        const before = { js: visible('js'), cpp: visible('cpp') };
        window.__lessons.setCodeLang(host, 'cpp');
        const after = { js: visible('js'), cpp: visible('cpp') };
        whole.shown.push(wholeShown());
        window.__lessons.setCodeLang(host, 'js');
        const codes = [...host.querySelectorAll('.lesson-code')].map((f) => ({
          id: f.dataset.snippet,
          js: f.querySelector('pre[data-code-lang="js"]').textContent,
          cpp: f.querySelector('pre[data-code-lang="cpp"]').textContent,
        }));
        return {
          ok,
          lang: host.querySelector('article.lesson')?.lang,
          sections: count('.lesson-section'),
          steps: count('.lesson-step'),
          codes,
          before,
          after,
          whole,
          pitfalls: count('.lesson-pitfall'),
          outputs: count('output.lesson-live'),
          recipes: [...host.querySelectorAll('.lesson-recipe')].map((r) => r.dataset.recipe),
          terms: [...new Set([...host.querySelectorAll('.lesson-equation [data-term]')].map((t) => t.dataset.term))].sort(),
          styled: count('[style]'),
          overflow: document.documentElement.scrollWidth > window.innerWidth,
        };
      }, [id, lang]);
      const name = `${id} (${lang})`;
      check(`${name}: rendered in its language`, got.ok && got.lang === lang);
      check(`${name}: ${l.sections.length} sections, ${l.steps.length} steps, ${l.pitfalls.length} pitfalls`, got.sections === l.sections.length && got.steps === l.steps.length && got.pitfalls === l.pitfalls.length && got.outputs === l.pitfalls.length, JSON.stringify(got));
      const codeOk = got.codes.length === l.steps.length && got.codes.every((c, i) => c.id === l.steps[i].code && c.js === codeIn(lang, SNIPPETS[c.id].code.js) && c.cpp === codeIn(lang, SNIPPETS[c.id].code.cpp) && c.js.length > 0 && c.cpp.length > 0);
      check(`${name}: every step shows its JavaScript and C++ code${lang === 'es' ? ', its comments in Spanish' : ''}`, codeOk);
      check(`${name}: the language switch shows one language at a time`, got.before.js === l.steps.length && got.before.cpp === 0 && got.after.js === 0 && got.after.cpp === l.steps.length, JSON.stringify([got.before, got.after]));
      check(`${name}: one "copy the whole program" button; the whole program in both languages, shown in the chosen one`,
        got.whole.boxes === 1 && got.whole.button === 'button' && got.whole.js === codeIn(lang, wholeProgram(l, 'js', lang)) && got.whole.cpp === codeIn(lang, wholeProgram(l, 'cpp', lang)) && got.whole.shown.join(',') === 'js,cpp',
        JSON.stringify({ ...got.whole, js: got.whole.js?.length, cpp: got.whole.cpp?.length }));
      // The button from the keyboard: Enter on it copies (or says it could not and opens the program to select).
      await page.focus('.lesson-whole-copy');
      await page.keyboard.press('Enter');
      const said = await page.waitForFunction(() => document.querySelector('.lesson-whole-status').textContent, null, { timeout: 5000 }).then((h) => h.jsonValue(), () => '');
      const copied = await page.evaluate(() => [document.querySelector('.lesson-whole-program').open, document.activeElement?.className]);
      check(`${name}: the copy button works from the keyboard and says what it did`, /Copied|Copiado/.test(said) || (/could not|no dejó/.test(said) && copied[0]), `${said} ${JSON.stringify(copied)}`);
      check(`${name}: no style attribute, no horizontal overflow at 390 px`, got.styled === 0 && !got.overflow, JSON.stringify([got.styled, got.overflow]));
      if (l.recipes) check(`${name}: a card for each of the nine recipes`, got.recipes.join(' ') === l.recipes.map((r) => r.id).join(' ') && got.recipes.length === 9);
      if (l.equations) {
        const want = [...new Set(JSON.stringify(l.equations.items).match(/"term":"[^"]+"/g).map((s) => s.slice(8, -1)))].sort();
        check(`${name}: equation terms ${want.join(', ')}`, got.terms.join(' ') === want.join(' '), got.terms.join(' '));
      }
    }
  }
  // The live measures and the term highlight, on the noise lesson with a made-up map.
  const live = await page.evaluate(() => {
    const host = document.getElementById('host');
    window.__lessons.renderLesson('noise', 'es', host);
    const map = Float64Array.from({ length: 1000 }, (_, i) => (i / 1000) * 2 - 1);
    window.__lessons.showMeasures(host, 'es', { 'noise.perlin': map });
    window.__lessons.renderLesson('islands', 'en', host);
    window.__lessons.highlightTerm(host, 'lift', true);
    const lit = [...host.querySelectorAll('.lesson-active')].map((e) => e.dataset.term ?? e.dataset.param);
    window.__lessons.highlightTerm(host, 'lift', false);
    window.__lessons.renderLesson('noise', 'es', host);
    window.__lessons.showMeasures(host, 'es', { 'noise.perlin': map });
    return { text: host.querySelector('output.lesson-live').textContent, lit, after: host.querySelectorAll('.lesson-active').length };
  });
  check('showMeasures fills the readout, with a decimal comma in Spanish (a 90 % range reads ±)', live.text === '±0,90', live.text);
  check('highlightTerm lights the "lift" term and its mentions, and unlights them', live.lit.includes('lift') && live.lit.every((x) => x === 'lift') && live.after === 0, JSON.stringify(live));
  const violations = await page.evaluate(() => window.__violations);
  check('no Content-Security-Policy violation', violations.length === 0, violations.join('; '));
  check('no console error', errors.length === 0, errors.join('; '));
} finally {
  await browser.close();
  server.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
