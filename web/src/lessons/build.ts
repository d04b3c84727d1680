// Small constructors the lesson modules write their content with: one function makes both languages, so the
// structure and the data (ids, maps, parameters, figures) are written once and only the text differs.
import type { Block, Figure, FigureCheck, FigureSource, Inline, Lang, Lesson, LessonPair, Run } from './types';

/** Picks this language's text: t('English', 'Español'). */
export type Pick = <T extends Inline>(en: T, es: T) => T;

export function bilingual(make: (t: Pick, lang: Lang) => Lesson): LessonPair {
  return { en: make((en) => en, 'en'), es: make((_en, es) => es, 'es') };
}

export const p = (text: Inline): Block => ({ kind: 'p', text });
export const list = (...items: Inline[]): Block => ({ kind: 'list', items });
export const aside = (text: Inline): Block => ({ kind: 'aside', text });

export const em = (text: string): Run => ({ em: text });
export const code = (text: string): Run => ({ code: text });
export const param = (id: string, text: string): Run => ({ param: id, text });
export const term = (id: string, text: string): Run => ({ term: id, text });
export const sup = (...runs: Run[]): Run => ({ sup: runs });
export const sub = (...runs: Run[]): Run => ({ sub: runs });

/** A quoted number. `check` is required for the figures we measured ourselves. */
export function fig(
  label: string,
  value: number,
  unit: string,
  digits: number,
  source: FigureSource,
  check?: FigureCheck,
  prefix?: string,
): Figure {
  return { label, value, unit, digits, source, ...(check ? { check } : {}), ...(prefix ? { prefix } : {}) };
}
