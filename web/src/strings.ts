// Every user-visible string of the page, in English and Spanish. Functions take the values they format.

export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export interface Strings {
  langName: string;
  title: string;
  tagline: string;
  controls: string;
  result: string;
  seed: string;
  seedHint: string;
  octaves: string;
  language: string;
  mapAlt: (seed: string, octaves: number) => string;
  legend: string;
  bands: { deep: string; shallow: string; sand: string; grass: string; forest: string; rock: string; snow: string };
  hash: string;
  time: string;
  ms: (ms: string) => string;
  loading: string;
  computing: string;
  ready: (seed: string, octaves: number) => string;
  coreError: (message: string) => string;
  workerError: (message: string) => string;
  seedInvalid: string;
  noticeSeed: (value: string, fallback: string) => string;
  noticeOctaves: (value: string, fallback: number) => string;
  noticeLang: (value: string) => string;
  dismiss: string;
}

const en: Strings = {
  langName: 'English',
  title: 'worldlab',
  tagline: 'A seeded simplex fBm height map, computed by the WebAssembly core in a worker.',
  controls: 'Map controls',
  result: 'Result',
  seed: 'Seed',
  seedHint: 'Any whole number from −2⁵³ to 2⁵³.',
  octaves: 'Octaves',
  language: 'Language',
  mapAlt: (seed, octaves) => `Height map for seed ${seed} with ${octaves} octaves`,
  legend: 'Colours by height',
  bands: {
    deep: 'deep water',
    shallow: 'shallow water',
    sand: 'sand',
    grass: 'grass',
    forest: 'forest',
    rock: 'rock',
    snow: 'snow',
  },
  hash: 'Hash (FNV-1a-64)',
  time: 'Worker time',
  ms: (ms) => `${ms} ms`,
  loading: 'Loading the WebAssembly core…',
  computing: 'Computing the map…',
  ready: (seed, octaves) => `Map ready: seed ${seed}, ${octaves} octaves.`,
  coreError: (message) => `The core refused this map: ${message}`,
  workerError: (message) => `The worker failed: ${message}`,
  seedInvalid: 'The seed must be a whole number from −2⁵³ to 2⁵³; the map was not changed.',
  noticeSeed: (value, fallback) => `The link's seed “${value}” is not a whole number from −2⁵³ to 2⁵³, so seed ${fallback} is shown instead.`,
  noticeOctaves: (value, fallback) => `The link's octaves “${value}” is not a whole number from 1 to 16, so ${fallback} octaves are shown instead.`,
  noticeLang: (value) => `The link's language “${value}” is not available, so English was used instead.`,
  dismiss: 'Dismiss',
};

const es: Strings = {
  langName: 'Español',
  title: 'worldlab',
  tagline: 'Un mapa de alturas fBm simplex con semilla, calculado por el núcleo WebAssembly en un worker.',
  controls: 'Controles del mapa',
  result: 'Resultado',
  seed: 'Semilla',
  seedHint: 'Cualquier número entero de −2⁵³ a 2⁵³.',
  octaves: 'Octavas',
  language: 'Idioma',
  mapAlt: (seed, octaves) => `Mapa de alturas para la semilla ${seed} con ${octaves} octavas`,
  legend: 'Colores por altura',
  bands: {
    deep: 'agua profunda',
    shallow: 'agua somera',
    sand: 'arena',
    grass: 'pradera',
    forest: 'bosque',
    rock: 'roca',
    snow: 'nieve',
  },
  hash: 'Hash (FNV-1a-64)',
  time: 'Tiempo del worker',
  ms: (ms) => `${ms} ms`,
  loading: 'Cargando el núcleo WebAssembly…',
  computing: 'Calculando el mapa…',
  ready: (seed, octaves) => `Mapa listo: semilla ${seed}, ${octaves} octavas.`,
  coreError: (message) => `El núcleo rechazó este mapa: ${message}`,
  workerError: (message) => `El worker falló: ${message}`,
  seedInvalid: 'La semilla debe ser un número entero de −2⁵³ a 2⁵³; el mapa no cambió.',
  noticeSeed: (value, fallback) => `La semilla «${value}» del enlace no es un número entero de −2⁵³ a 2⁵³; se muestra la semilla ${fallback}.`,
  noticeOctaves: (value, fallback) => `Las octavas «${value}» del enlace no son un número entero de 1 a 16; se muestran ${fallback} octavas.`,
  noticeLang: (value) => `El idioma «${value}» del enlace no está disponible; se usó el inglés en su lugar.`,
  dismiss: 'Cerrar',
};

export const STRINGS: Record<Lang, Strings> = { en, es };

export function isLang(value: string | null): value is Lang {
  return value !== null && (LANGS as readonly string[]).includes(value);
}
