// Lab 9's strings. Every key starts with "determinism.".
import type { Dict } from './types';

const en: Dict = {
  'determinism.title': 'Determinism',
  'determinism.nav': 'Determinism',
  'determinism.intro':
    'The promise: one seed gives one world, bit for bit, on every machine. Here the WebAssembly core in this browser computes a preset map, hashes every one of its 65,536 doubles, and the page sets that hash beside the one the native C++ build computed for the same preset when this page was built.',
  'determinism.try':
    'Pick any preset and seed: the two hashes must be equal. Then press “Check every preset” to recompute all of them here, along with the Islands recipes, the density graph’s example and the hero world, and compare each one. A single flipped bit anywhere in a map would change its hash completely.',
  'determinism.presetLabel': 'Preset',
  'determinism.seedHint': 'The native build hashed every preset for these two seeds.',
  'determinism.seed.1': '1',
  'determinism.seed.42': '42',
  'determinism.alt': 'Terrain map of the chosen preset and seed',
  'determinism.nativeHash': 'Native build’s hash',
  'determinism.nativeBuild': 'Native build',
  'determinism.pageEngine': 'This page\'s core (SIMD · build)',
  'determinism.nativeMissing': 'not available ({error})',
  'determinism.verdict': 'Verdict',
  'determinism.same': 'identical',
  'determinism.differs': 'DIFFERENT',
  'determinism.noNative': 'no native hash',
  'determinism.notChecked': 'not recomputed here',
  'determinism.land': 'Land above sea level',
  'determinism.percent': '{p} %',
  'determinism.checkAll': 'Check every preset',
  'determinism.checking': 'Computing every preset for both seeds, then the maps of labs 6–8…',
  'determinism.checkFailed': 'The check failed: {error}',
  'determinism.allMatch': 'All {total} maps are identical to the native build.',
  'determinism.someDiffer': '{n} of {total} maps are identical to the native build. Presets only in the native file: {extra}.',
  'determinism.col.preset': 'Preset',
  'determinism.col.browser': 'This browser',
  'determinism.col.native': 'Native build',
  'determinism.col.verdict': 'Verdict',
};

const es: Dict = {
  'determinism.title': 'Determinismo',
  'determinism.nav': 'Determinismo',
  'determinism.intro':
    'La promesa: una semilla da un mundo, bit a bit, en cualquier máquina. Aquí el núcleo WebAssembly de este navegador calcula el mapa de un ajuste, resume con un hash cada uno de sus 65.536 dobles, y la página pone ese hash junto al que calculó la versión nativa en C++ para el mismo ajuste al construir esta página.',
  'determinism.try':
    'Elige cualquier ajuste y semilla: los dos hashes tienen que coincidir. Después pulsa «Comprobar todos los ajustes» para recalcularlos todos aquí, junto con las recetas de Islas, el ejemplo del grafo de densidad y el mundo completo, y compararlos uno por uno. Un solo bit distinto en cualquier punto de un mapa cambiaría su hash por completo.',
  'determinism.presetLabel': 'Ajuste',
  'determinism.seedHint': 'La versión nativa calculó el hash de cada ajuste con estas dos semillas.',
  'determinism.seed.1': '1',
  'determinism.seed.42': '42',
  'determinism.alt': 'Mapa de terreno del ajuste y la semilla elegidos',
  'determinism.nativeHash': 'Hash de la versión nativa',
  'determinism.nativeBuild': 'Versión nativa',
  'determinism.pageEngine': 'Núcleo de esta página (SIMD · compilación)',
  'determinism.nativeMissing': 'no disponible ({error})',
  'determinism.verdict': 'Veredicto',
  'determinism.same': 'idénticos',
  'determinism.differs': 'DISTINTOS',
  'determinism.noNative': 'sin hash nativo',
  'determinism.notChecked': 'no recalculado aquí',
  'determinism.land': 'Tierra sobre el nivel del mar',
  'determinism.percent': '{p} %',
  'determinism.checkAll': 'Comprobar todos los ajustes',
  'determinism.checking': 'Calculando todos los ajustes con ambas semillas y después los mapas de los laboratorios 6 a 8…',
  'determinism.checkFailed': 'La comprobación falló: {error}',
  'determinism.allMatch': 'Los {total} mapas son idénticos a los de la versión nativa.',
  'determinism.someDiffer': '{n} de {total} mapas son idénticos a los de la versión nativa. Ajustes que solo están en el archivo nativo: {extra}.',
  'determinism.col.preset': 'Ajuste',
  'determinism.col.browser': 'Este navegador',
  'determinism.col.native': 'Versión nativa',
  'determinism.col.verdict': 'Veredicto',
};

export const strings = { en, es };
