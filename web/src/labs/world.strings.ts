// Lab 8's strings. Every key starts with "world.".
import type { Dict } from './types';

const en: Dict = {
  'world.title': 'A new world',
  'world.nav': 'New world',
  'world.intro':
    'Everything from the earlier labs, chained in one call: simplex heights bent by a domain warp, a climate read from two more noise layers and cooled on high ground, regions that each take the biome found at their own site, borders that wander and blend, and trees scattered with a minimum spacing that depends on the biome — packed in rainforest, sparse on the savanna, none in the desert. One number, the seed, decides all of it.',
  'world.try':
    'Press New world for a new seed and look at how the trees follow the biomes: dense where it is warm and wet, thin in the cold, absent in deserts. Copy the link, open it in another tab and the same world comes back, tree for tree. Turn the trees off to see the region colours and the shaded water underneath, and click a spot to read its height, climate and biome.',
  'world.trees': 'Draw the trees',
  'world.treesHint': 'One mark per tree, coloured by its biome.',
  'world.new': 'New world (new seed)',
  'world.clickHint': 'A click on the map reads the world at that point; this button is the way to a new seed.',
  'world.alt': 'Map of a generated world with regions, water and trees',
  'world.caption': '640 × 480 world units, one sample every 2 units; trees at their exact positions.',
  'world.legend': 'Biomes',
  'world.land': 'Land',
  'world.treeCount': 'Trees',
  'world.mostTrees': 'Most trees in',
  'world.treesHash': 'Hash of the trees',
};

const es: Dict = {
  'world.title': 'Un mundo nuevo',
  'world.nav': 'Mundo nuevo',
  'world.intro':
    'Todo lo de los laboratorios anteriores, encadenado en una sola llamada: alturas simplex dobladas por una deformación del dominio, un clima leído de otras dos capas de ruido y enfriado en las alturas, regiones que toman cada una el bioma de su propio punto, fronteras que serpentean y se mezclan, y árboles repartidos con una separación mínima que depende del bioma: apretados en la selva, dispersos en la sabana, ninguno en el desierto. Un solo número, la semilla, lo decide todo.',
  'world.try':
    'Pulsa Mundo nuevo para una semilla nueva y mira cómo los árboles siguen a los biomas: densos donde hace calor y hay humedad, escasos en el frío, ausentes en los desiertos. Copia el enlace, ábrelo en otra pestaña y vuelve el mismo mundo, árbol por árbol. Quita los árboles para ver los colores de las regiones y el agua sombreada debajo, y haz clic en un sitio para leer su altura, su clima y su bioma.',
  'world.trees': 'Dibujar los árboles',
  'world.treesHint': 'Una marca por árbol, coloreada según su bioma.',
  'world.new': 'Mundo nuevo (semilla nueva)',
  'world.clickHint': 'Un clic en el mapa lee el mundo en ese punto; este botón es el camino a una semilla nueva.',
  'world.alt': 'Mapa de un mundo generado con regiones, agua y árboles',
  'world.caption': '640 × 480 unidades de mundo, una muestra cada 2 unidades; árboles en su posición exacta.',
  'world.legend': 'Biomas',
  'world.land': 'Tierra',
  'world.treeCount': 'Árboles',
  'world.mostTrees': 'Más árboles en',
  'world.treesHash': 'Hash de los árboles',
};

export const strings = { en, es };
