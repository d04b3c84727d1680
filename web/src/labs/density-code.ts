// Lab 6's code lines: the stack written with the lesson's own node functions (web/src/lessons/snippets/density/:
// simplexNode, warpNode, clampNode, cellNode, mixNode and the "more nodes" step's), in JavaScript and C++. The
// lines are made from the same steps, by the same rules, as the page's graph document (density-stack.ts buildGraph), so pasted after
// the lesson's code they make the page's map, bit for bit; tests/snippets/run.mjs runs them for every step type and
// random stacks against the core. No DOM here.
import { type Step, findStepType } from './density-stack';

export type CodeLang = 'js' | 'cpp';

/** The map's grid: the page's 320 × 240 map, one sample per world unit. */
const GRID = { js: '{ x0: 0, y0: 0, step: 1, width: 320, height: 240 }', cpp: '{0, 0, 1, 320, 240}' };

/** A number as a literal that reads back as the same double: 1 / 110 for a feature size, else the shortest form. */
function literal(v: number, lang: CodeLang, inverse = false): string {
  if (inverse && v > 0) {
    const n = Math.round(1 / v);
    if (n > 0 && 1 / n === v) return lang === 'js' ? `1 / ${n}` : `1.0 / ${n}`;
  }
  if (Object.is(v, -0)) return lang === 'js' ? '-0' : '-0.0';
  return String(v); // JavaScript's shortest round-trip form; a C++ compiler reads it to the same double
}

const seedArg = (offset: number) => (offset === 0 ? 'seed' : offset > 0 ? `seed + ${offset}` : `seed - ${-offset}`);

/** The lesson function of a node type: simplexNode / simplex_node. */
export function nodeFunction(type: string, lang: CodeLang): string {
  return lang === 'js' ? `${type.replace(/_(.)/g, (_m, c: string) => c.toUpperCase())}Node` : `${type}_node`;
}

/** A node type's arguments after its inputs, in the lesson function's order (the lesson defines one for each). */
const ARGS: Record<string, (p: Record<string, number>, lang: CodeLang) => string[]> = {
  simplex: (p, l) => [seedArg(p.seed_offset), literal(p.scale, l, true), literal(p.octaves, l)],
  warp: (p, l) => [seedArg(p.seed_offset), literal(p.strength, l), literal(p.scale, l, true)],
  clamp: (p, l) => [literal(p.low, l), literal(p.high, l)],
  cell: (p, l) => [seedArg(p.seed_offset), literal(p.count, l), literal(p.width, l), literal(p.height, l), literal(p.radius, l)],
  mix: (p, l) => [literal(p.amount, l)],
  add: () => [],
  max: () => [],
  smooth_clamp: (p, l) => [literal(p.low, l), literal(p.high, l), literal(p.smoothness, l)],
  terrace: (p, l) => [literal(p.steps, l), literal(p.sharpness, l)],
  ridged: () => [],
  billow: () => [],
  abs: () => [],
  scale_bias: (p, l) => [literal(p.scale, l), literal(p.bias, l)],
  island_mask: (p, l) => [literal(p.center_x, l), literal(p.center_y, l), literal(p.radius, l), literal(p.falloff, l)],
};

/** The node types the lines can write (every step type's node and source): the lesson has a function for each. */
export const CODE_TYPES = Object.keys(ARGS);

function call(type: string, inputs: string[], params: Record<string, number>, lang: CodeLang): string {
  const args = ARGS[type];
  if (!args) throw new Error(`no lesson function for node type ${type}`);
  // The seeded sources take their seed first, as the lesson's simplexNode(seed, …) and cellNode(seed, …) do.
  const rest = args(params, lang);
  const seeded = type === 'simplex' || type === 'cell';
  return `${nodeFunction(type, lang)}(${(seeded ? [...rest.slice(0, 1), ...inputs, ...rest.slice(1)] : [...inputs, ...rest]).join(', ')})`;
}

/** A flat 0: what a step with nothing above it reads (buildGraph's constant node). */
const FLAT = { js: '(x, y) => 0', cpp: '[](double, double) { return 0.0; }' };

/** The expression of the stack's output (the steps that are on, as buildGraph writes them), or null. */
export function stackExpression(steps: Step[], lang: CodeLang): string | null {
  let prev: string | null = null;
  for (const s of steps) {
    if (!s.on) continue;
    const t = findStepType(s.type, s.source?.type);
    if (!t) throw new Error(`unknown step type ${s.type}`);
    if (t.inputs > 0 && prev === null) prev = FLAT[lang]; // nothing above it: it reads a flat 0, as in the graph
    const inputs = t.inputs === 0 ? [] : t.inputs === 1 ? [prev!] : [prev!, call(s.source!.type, [], s.source!.params, lang)];
    prev = call(s.type, inputs, s.params, lang);
  }
  return prev;
}

/** The lines under the map: the seed, the stack, and the 320 × 240 map it makes (flat 0 for an empty stack). */
export function stackCode(steps: Step[], seed: number, lang: CodeLang): string {
  const expr = stackExpression(steps, lang);
  // No seed line for the flat map: nothing reads it (and C++ would warn of an unused variable).
  if (lang === 'js') {
    return [...(expr ? [`const seed = ${seed};`] : []), `const terrain = ${expr ?? FLAT.js};`, `const map = fillGrid(${GRID.js}, terrain);`].join('\n');
  }
  return [
    ...(expr ? [`const std::int64_t seed = ${seed};`] : []),
    `const Node terrain = ${expr ?? FLAT.cpp};`,
    'std::vector<double> map(320 * 240);',
    `worldlab::fill_grid(${GRID.cpp}, map, terrain);`,
  ].join('\n');
}
