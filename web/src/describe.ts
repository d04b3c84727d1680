// Values and ranges of parameters as the page shows them in notices and field messages: in the page's language
// (decimal commas in Spanish, through Intl.NumberFormat), options by their names in that language. Never for URL
// values: the URL keeps params.ts's formatValue ('.' decimals, option values).
import type { Param, Value } from './params';
import { SEED_LIMIT } from './params';

type T = (key: string, vars?: Record<string, string | number>) => string;

/** A number in the page's language, with as many decimals as it has (up to 10). */
export function displayNumber(lang: string, value: number): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 10 }).format(value).replace('-', '−');
}

/** An option or toggle value shown by its name, and by its URL value when the name differs. */
function named(t: T, name: string, value: string): string {
  const text = t(name);
  return text.toLowerCase() === value.toLowerCase() ? text : `${text} (${value})`;
}

/** A parameter's value in the page's language: numbers with the language's decimals, options by name. */
export function displayValue(t: T, lang: string, p: Param, v: Value): string {
  switch (p.kind) {
    case 'choice':
      return t(p.options.find((o) => o.value === v)?.label ?? String(v));
    case 'toggle':
      return t(v ? 'app.on' : 'app.off');
    case 'doc':
      return t('app.defaultDoc');
    case 'list':
      return (v as number[]).map((x) => displayNumber(lang, x)).join(t('range.listSep'));
    default:
      return displayNumber(lang, v as number);
  }
}

/** What a parameter accepts, in the page's language: "0,5 a 2 en pasos de 0,1", "Perlin (perlin) o simplex". */
export function displayRange(t: T, lang: string, p: Param): string {
  const n = (x: number) => displayNumber(lang, x);
  const or = (items: string[]) => new Intl.ListFormat(lang, { type: 'disjunction' }).format(items);
  switch (p.kind) {
    case 'seed':
      return t('range.seed', { limit: n(Number(SEED_LIMIT)) });
    case 'range':
      return t('range.between', { min: n(p.min), max: n(p.max), step: n(p.step) });
    case 'list':
      return t('range.list', { n: p.def.length, range: t('range.between', { min: n(p.min), max: n(p.max), step: n(p.step) }) });
    case 'choice':
      return or(p.options.map((o) => named(t, o.label, o.value)));
    case 'toggle':
      return or([named(t, 'app.on', '1'), named(t, 'app.off', '0')]);
    case 'doc':
      return t('range.doc');
  }
}
