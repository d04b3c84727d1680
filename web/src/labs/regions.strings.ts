// Lab 5's strings. Every key starts with "regions.".
import type { Dict } from './types';

const en: Dict = {
  'regions.title': 'Voronoi regions',
  'regions.nav': 'Regions',
  'regions.intro':
    'Scatter a few dozen seeded points over the map and give every pixel to the closest one: the map splits into regions. Each region reads the climate once, at its own point, and takes that biome. Two tweaks make the borders believable: the pixel is nudged by a little noise before the closest point is looked up, so edges meander, and pixels near an edge mix the colours of the two closest regions.',
  'regions.try':
    'Drop both the wobble and the blend width to 0 to see the raw polygons with their ruler-straight edges. Bring the wobble back to 14 and the edges start to wander like real boundaries. Widen the blend to 30 for gentle transitions, then cut the regions down to 8: a handful of giant regions fill the map. Turn on the sites to see the point behind each region.',
  'regions.sitesHint': 'How many seeded points share the map; one region each.',
  'regions.wobbleHint': 'How far noise pushes each pixel before its region is looked up.',
  'regions.blendHint': 'How deep into a region the mix with its neighbour reaches; 0 gives hard edges.',
  'regions.show': 'Show the sites',
  'regions.alt': 'Map of Voronoi regions coloured by biome',
  'regions.caption': '320 × 240 world units; each region’s biome comes from the climate at its site.',
  'regions.legend': 'Biomes',
  'regions.count': 'Regions',
  'regions.biomes': 'Biomes present',
  'regions.biomesValue': '{n} of {total}',
  'regions.top': 'Most common',
  'regions.topValue': '{name} ({n} regions)',
};

const es: Dict = {
  'regions.title': 'Regiones de Voronoi',
  'regions.nav': 'Regiones',
  'regions.intro':
    'Reparte unas decenas de puntos con semilla por el mapa y asigna cada píxel al más cercano: el mapa se divide en regiones. Cada región consulta el clima una sola vez, en su propio punto, y toma ese bioma. Dos retoques hacen creíbles las fronteras: antes de buscar el punto más cercano, el píxel se desplaza un poco con ruido, así los bordes serpentean, y los píxeles cerca de un borde mezclan los colores de las dos regiones más próximas.',
  'regions.try':
    'Baja a 0 la ondulación de los bordes y el ancho de la mezcla para ver los polígonos en bruto con sus bordes rectos como una regla. Devuelve la ondulación a 14 y los bordes empiezan a vagar como fronteras reales. Ensancha la mezcla a 30 para transiciones suaves y luego reduce las regiones a 8: unas pocas regiones gigantes llenan el mapa. Activa los puntos para ver el que hay detrás de cada región.',
  'regions.sitesHint': 'Cuántos puntos con semilla se reparten el mapa; una región cada uno.',
  'regions.wobbleHint': 'Cuánto empuja el ruido cada píxel antes de buscar su región.',
  'regions.blendHint': 'Hasta qué profundidad de la región llega la mezcla con la vecina; 0 da bordes duros.',
  'regions.show': 'Mostrar los puntos',
  'regions.alt': 'Mapa de regiones de Voronoi coloreadas por bioma',
  'regions.caption': '320 × 240 unidades de mundo; el bioma de cada región sale del clima en su punto.',
  'regions.legend': 'Biomas',
  'regions.count': 'Regiones',
  'regions.biomes': 'Biomas presentes',
  'regions.biomesValue': '{n} de {total}',
  'regions.top': 'El más frecuente',
  'regions.topValue': '{name} ({n} regiones)',
};

export const strings = { en, es };
