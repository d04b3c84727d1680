// Every lab's lesson, by lab id, in English and Spanish.
import { climate } from './climate';
import { density } from './density';
import { density3d } from './density3d';
import { determinism } from './determinism';
import { islands } from './islands';
import { noise } from './noise';
import { octaves } from './octaves';
import { regions } from './regions';
import { seeds } from './seeds';
import { space } from './space';
import type { Lang, Lesson, LessonId, LessonPair } from './types';
import { warp } from './warp';
import { water } from './water';
import { world } from './world';

export const LESSONS: Record<LessonId, LessonPair> = {
  noise,
  octaves,
  warp,
  climate,
  regions,
  density,
  islands,
  world,
  determinism,
  seeds,
  density3d,
  water,
  space,
};

/** The lesson of a lab in a language, or undefined for a lab without one. */
export function lessonOf(id: string, lang: Lang): Lesson | undefined {
  return (LESSONS as Record<string, LessonPair | undefined>)[id]?.[lang];
}
