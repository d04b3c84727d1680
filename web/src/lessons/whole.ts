// A lab's whole program: every step's code with everything it builds on from other labs, in one file that runs
// alone (JavaScript: `node lab.js`; C++: compiled against worldlab's headers and library) and prints each step's
// map as the page hashes it (FNV-1a-64 of the doubles). The lesson's "copy the whole program" button copies it;
// tests/snippets/run.mjs runs both for every lab and compares the hashes with the page's maps.
import { SNIPPETS, requirements } from './snippets';
import type { CodeLang, Lang, Lesson } from './types';

/** A step's own map function in the whole program: step "cells" → cellsMap (labMap in the step's snippet). */
export const stepFunction = (stepId: string) => `${stepId.replace(/-(.)/g, (_m, c: string) => c.toUpperCase())}Map`;

/** The snippet text without its function labMap() { … } (a top-level function ending at a line "}"). */
function withoutLabMap(text: string, lang: CodeLang, rename?: string): string {
  const head = lang === 'js' ? 'function labMap() {' : 'std::vector<double> lab_map() {';
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(head));
  if (start < 0) return text;
  if (rename) {
    lines[start] = lines[start].replace(lang === 'js' ? 'labMap' : 'lab_map', rename);
    return lines.join('\n');
  }
  const end = lines.findIndex((l, i) => i > start && l === '}');
  lines.splice(start, end - start + 1);
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  return lines.join('\n');
}

/**
 * A step may restate a function with one more line (the octaves lab's fbm2 with folds): in one file only the last
 * statement of each function is kept, so the program is valid as a module too (strict code allows one declaration).
 */
function lastDeclarations(text: string): string {
  const lines = text.split('\n');
  const spans: { name: string; start: number; end: number }[] = [];
  lines.forEach((line, i) => {
    const m = /^function (\w+)\(/.exec(line);
    if (m) spans.push({ name: m[1], start: i, end: lines.findIndex((l, k) => k > i && l === '}') });
  });
  const drop = new Set<number>();
  for (const [k, s] of spans.entries()) {
    if (spans.slice(k + 1).some((t) => t.name === s.name)) for (let i = s.start; i <= s.end; i++) drop.add(i);
  }
  return lines.filter((_, i) => !drop.has(i)).join('\n');
}

const HASH = 'determinism/hash'; // fnv1a64, the page's map hash

function wholeJs(lesson: Lesson, lang: Lang): string {
  const say = HEADERS[lang];
  const own = new Map(lesson.steps.map((s) => [s.code, s.id]));
  const order: string[] = [];
  for (const id of lesson.steps.flatMap((s) => [...requirements(s.code), s.code])) if (!order.includes(id)) order.push(id);
  if (!order.includes(HASH)) order.push(HASH); // fnv1a64 alone (its own map, and what that builds on, left out)
  const parts = order.map((id) => {
    const step = own.get(id);
    return withoutLabMap(SNIPPETS[id].code.js.trimEnd(), 'js', step ? stepFunction(step) : undefined);
  });
  const runs = lesson.steps.map((s) => `  ['${s.id}', ${stepFunction(s.id)}],`).join('\n');
  return `// ${lesson.title}: ${say.js} node ${lesson.id}.js
${lastDeclarations(parts.join('\n\n'))}

// ${say.run}
for (const [step, make] of [
${runs}
]) {
  const map = make();
  console.log(\`\${step}: \${map.length} values, hash \${fnv1a64(Float64Array.from(map))}\`);
}
`;
}

function wholeCpp(lesson: Lesson, lang: Lang): string {
  const say = HEADERS[lang];
  const includes = new Set(['#include <cstdio>', '#include <vector>', '#include "worldlab/manifest.hpp"']);
  const bodies = lesson.steps.map((s) => {
    const rest: string[] = [];
    for (const line of SNIPPETS[s.code].code.cpp.trimEnd().split('\n')) (line.startsWith('#include') ? includes.add(line.trim()) : rest.push(line));
    return `namespace step_${s.id.replace(/-/g, '_')} {\n${rest.join('\n')}\n}  // namespace step_${s.id.replace(/-/g, '_')}`;
  });
  const runs = lesson.steps.map((s) => `      {"${s.id}", step_${s.id.replace(/-/g, '_')}::lab_map},`).join('\n');
  return `// ${lesson.title}: ${say.cpp}
//   g++ -std=c++20 -ffp-contract=off -I cpp/include ${lesson.id}.cpp build/gcc-release/libworldlab.a -pthread
${[...includes].sort().join('\n')}

${bodies.join('\n\n')}

// ${say.run}
int main() {
  const struct {
    const char* step;
    std::vector<double> (*make)();
  } steps[] = {
${runs}
  };
  for (const auto& s : steps) {
    const std::vector<double> map = s.make();
    std::printf("%s: %zu values, hash %s\\n", s.step, map.size(), worldlab::hex64(worldlab::fnv1a64(map)).c_str());
  }
  return 0;
}
`;
}

// The program's own comments, in the lesson's language (the steps' comments are translated by snippets/comments.ts).
const HEADERS: Record<Lang, { js: string; cpp: string; run: string }> = {
  en: {
    js: 'the whole program (every step, and what it builds on). Run it alone:',
    cpp: 'the whole program, each step in its own namespace. Build it against worldlab, e.g.',
    run: "Each step's map and its FNV-1a-64 hash, as the page hashes the map on screen.",
  },
  es: {
    js: 'el programa entero (cada paso y aquello en lo que se apoya). Se ejecuta solo:',
    cpp: 'el programa entero, cada paso en su propio espacio de nombres. Se compila contra worldlab, por ejemplo',
    run: 'El mapa de cada paso y su hash FNV-1a-64, como la página calcula el hash del mapa en pantalla.',
  },
};

/** The lab's whole program in a language, its own comments in the lesson's language `lang` (English by default). */
export function wholeProgram(lesson: Lesson, codeLang: CodeLang, lang: Lang = 'en'): string {
  return codeLang === 'js' ? wholeJs(lesson, lang) : wholeCpp(lesson, lang);
}
