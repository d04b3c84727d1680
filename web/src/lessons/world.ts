// Lesson of lab 8 · New world: the whole pipeline — warped height, climate, endless regions, trees — for one seed.
import { bilingual, em, fig, list, p, param } from './build';

const SPACING = [14, 7, 8, 16, 5, 9, 0, 22, 4]; // the core's PlacementParams spacing, by biome
const NO_RULE: [string, string][] = [['if (!earlier.some((list) => list.some((q) => clash(t, q)))) out.push(t);', 'out.push(t);']];

export const world = bilingual((t) => ({
  id: 'world',
  title: t('A new world', 'Un mundo nuevo'),
  summary: t(
    'Everything at once: a warped height, a climate read at the same place, endless regions that take their biome from the climate at their site, and trees spaced by the biome underneath. One click, one seed, one world.',
    'Todo a la vez: una altura deformada, un clima leído en el mismo sitio, regiones infinitas que toman su bioma del clima en su punto y árboles espaciados según el bioma que tienen debajo. Un clic, una semilla, un mundo.',
  ),
  sections: [
    {
      id: 'pipeline',
      title: t('A pipeline of fields', 'Una cadena de campos'),
      blocks: [
        p(
          t(
            'A height map tells you where the land is; it cannot tell you where the desert ends and the forest begins. This lab chains every idea of the earlier labs in the order a geographer would: the shape of the land (fBm, warped once), then the weather on it (heat and moisture, the peaks chilled), then regions that group the map into areas with one biome each, blended at their borders, and finally what grows there.',
            'Un mapa de alturas dice dónde hay tierra; no puede decir dónde acaba el desierto y empieza el bosque. Este laboratorio encadena todas las ideas de los anteriores en el orden en que lo haría un geógrafo: la forma del terreno (fBm, deformado una vez), después el tiempo sobre él (calor y humedad, con las cumbres enfriadas), después regiones que agrupan el mapa en zonas de un solo bioma, mezcladas en sus bordes, y por último lo que crece allí.',
          ),
        ),
        list(
          t([em('Worlds that make sense:'), ' neighbours share a climate, so deserts sit beside savannas, not glaciers.'], [em('Mundos con sentido:'), ' los vecinos comparten clima, así que los desiertos lindan con sabanas, no con glaciares.']),
          t([em('Gameplay for free:'), ' each region is a ready-made quest hub, faction territory or difficulty band, and its biome id can pick the enemies, loot and music.'], [em('Juego gratis:'), ' cada región es un poblado de misiones, un territorio de facción o una franja de dificultad listos para usar, y su bioma puede elegir enemigos, botín y música.']),
          t([em('Knobs for art direction:'), ' move one threshold and the whole world gets drier, colder or greener.'], [em('Controles para la dirección de arte:'), ' mueve un umbral y todo el mundo se vuelve más seco, más frío o más verde.']),
          t([em('Infinite and cheap:'), ' every field is a function of position, so any piece can be made on its own, in any order, on any thread — which is why the regions and the trees below are built per cell and per chunk.'], [em('Infinito y barato:'), ' cada campo es una función de la posición, así que cualquier trozo se puede hacer por separado, en cualquier orden y en cualquier hilo; por eso las regiones y los árboles de abajo se construyen por celda y por trozo.']),
        ),
      ],
    },
  ],
  steps: [
    {
      id: 'height',
      title: t('Height', 'La altura'),
      map: 'world.height',
      mapLabel: t('the height under the colours (water below −0.05)', 'la altura bajo los colores (agua por debajo de −0,05)'),
      blocks: [
        p(
          t(
            'Five octaves of simplex fBm, warped once with the warp lab’s start (strength 1, warp frequency 0.35), read at the world position × 0.004: continents about 250 world units across. The view is 640 × 480 units, one sample every 2 units. Heights at or below −0.05 are water, shaded darker with depth.',
            'Cinco octavas de fBm simplex, deformadas una vez con el inicio del laboratorio de deformación (intensidad 1, frecuencia 0,35), leídas en la posición del mundo × 0,004: continentes de unas 250 unidades. La vista mide 640 × 480 unidades, una muestra cada 2. Las alturas de −0,05 o menos son agua, más oscura cuanto más honda.',
          ),
        ),
      ],
      params: [
        { param: 'seed', name: t('Seed', 'Semilla'), typical: [1, 2147483646], effect: t('The New world button draws a new one.', 'El botón Mundo nuevo saca otra.') },
        { param: 'core:height_scale', name: t('Height scale (core)', 'Escala de la altura (núcleo)'), typical: [0.002, 0.01], effect: t('Noise cycles per world unit: 0.004 makes continents about 250 units wide.', 'Ciclos de ruido por unidad del mundo: 0,004 da continentes de unas 250 unidades.') },
        { param: 'core:sea_level', name: t('Sea level (core)', 'Nivel del mar (núcleo)'), typical: [-0.2, 0.1], effect: t('At −0.05, a little over 60 % of this view is land.', 'Con −0,05, algo más del 60 % de esta vista es tierra.') },
      ],
      code: 'world/height',
      try: t('Press New world a few times: each new seed is a new world, and its hash differs from the last.', 'Pulsa Mundo nuevo varias veces: cada semilla nueva es un mundo nuevo, y su hash es distinto del anterior.'),
    },
    {
      id: 'climate',
      title: t('Climate at every sample', 'El clima en cada muestra'),
      map: 'world.temperature',
      mapLabel: t('the temperature behind the biomes', 'la temperatura detrás de los biomas'),
      blocks: [
        p(
          t(
            'The climate lab’s recipe, unchanged: heat and moisture from the seed + 1 and + 2, three octaves at the position × 0.004, and the sample’s own height chilling the land above the sea (chill 0.5).',
            'La receta del laboratorio del clima, sin cambios: calor y humedad de la semilla + 1 y + 2, tres octavas en la posición × 0,004, y la altura de la propia muestra enfriando la tierra sobre el mar (frío 0,5).',
          ),
        ),
      ],
      params: [
        { param: 'core:regions.climate.chill', name: t('Chill (core)', 'Frío (núcleo)'), typical: [0.3, 1.5], effect: t('Temperature lost per unit of height above the sea.', 'Temperatura perdida por unidad de altura sobre el mar.') },
      ],
      code: 'world/climate',
      try: t('Find a mountain on a new world: its region is often tundra or taiga while the lowlands around it are warm.', 'Busca una montaña en un mundo nuevo: su región suele ser tundra o taiga mientras las tierras bajas de alrededor son cálidas.'),
    },
    {
      id: 'regions',
      title: t('Endless regions', 'Regiones infinitas'),
      map: 'world.rgb',
      mapLabel: t('the lab’s map', 'el mapa del laboratorio'),
      blocks: [
        p(
          t(
            'The regions lab scattered a fixed number of sites over a fixed rectangle; an endless world cannot. Instead the plane is cut into square cells 96 units wide, and each cell holds one site, placed inside it by two draws from that cell’s own generator (seeded from the world seed, the regions system and the cell’s coordinates). Any sample finds its two nearest sites by looking at the 7 × 7 cells around it, whatever part of the world it is in. Each region’s biome is the climate at its site, chilled by the height there; the borders wobble by 14 units and blend over 10, as in the regions lab.',
            'El laboratorio de regiones repartía un número fijo de puntos sobre un rectángulo fijo; un mundo infinito no puede. En su lugar el plano se corta en celdas cuadradas de 96 unidades y cada celda guarda un punto, colocado dentro de ella con dos sorteos de su propio generador (con semilla a partir de la del mundo, el sistema de regiones y las coordenadas de la celda). Cualquier muestra encuentra sus dos puntos más cercanos mirando las 7 × 7 celdas que la rodean, esté donde esté. El bioma de cada región es el clima en su punto, enfriado por la altura de allí; los bordes serpentean 14 unidades y se mezclan en 10, como en el laboratorio de regiones.',
          ),
        ),
      ],
      params: [
        { param: 'core:regions.cell_size', name: t('Region cell (core)', 'Celda de región (núcleo)'), typical: [48, 192], effect: t('World units per site cell: about one region across.', 'Unidades del mundo por celda de punto: más o menos el ancho de una región.') },
        { param: 'core:regions.jitter', name: t('Jitter (core)', 'Dispersión (núcleo)'), typical: [0.5, 1], effect: t('0 puts every site at its cell’s centre (a square lattice); 1 anywhere in the cell.', 'Con 0 cada punto queda en el centro de su celda (una red cuadrada); con 1, en cualquier lugar de la celda.') },
      ],
      code: 'world/regions',
      try: t(['Turn off ', param('trees', 'Draw the trees'), ' to see the region colours and their blended borders alone.'], ['Desactiva ', param('trees', 'Dibujar los árboles'), ' para ver solos los colores de las regiones y sus bordes mezclados.']),
    },
    {
      id: 'trees',
      title: t('Trees by biome', 'Árboles según el bioma'),
      map: 'world.trees',
      mapLabel: t('the trees drawn on the map', 'los árboles dibujados sobre el mapa'),
      blocks: [
        p(
          t(
            'Trees are Poisson-disk points: no two closer than a minimum spacing, which depends on the biome underneath — 4 units in rainforest, 5 in forest, 22 in savanna, none in desert or water. Each 128-unit chunk throws 24 random darts from its own generator and grows outwards from them in Bridson’s way: pick a tree still able to grow, try up to 30 points in the ring between one and two spacings around it, and retire it when all 30 miss.',
            'Los árboles son puntos de Poisson: ninguno más cerca de otro que una separación mínima, que depende del bioma de debajo: 4 unidades en la selva, 5 en el bosque, 22 en la sabana, ninguno en el desierto ni en el agua. Cada trozo de 128 unidades lanza 24 dardos al azar con su propio generador y crece desde ellos al modo de Bridson: elige un árbol que todavía pueda crecer, prueba hasta 30 puntos en el anillo entre una y dos separaciones a su alrededor y lo retira cuando fallan los 30.',
          ),
        ),
        p(
          t(
            'Chunks are made independently, so two trees on either side of a chunk border may crowd each other. The rule that settles it must not depend on which chunk was made first: the chunk that comes earlier in reading order (smaller y, then smaller x) keeps its tree. A chunk’s final trees then depend only on its own generator and its neighbours’ — never on the order.',
            'Los trozos se hacen por separado, así que dos árboles a cada lado de un borde pueden quedar demasiado juntos. La regla que lo resuelve no puede depender de qué trozo se hizo primero: se queda con su árbol el trozo que va antes en orden de lectura (menor y, después menor x). Así los árboles finales de un trozo dependen solo de su propio generador y de los de sus vecinos, nunca del orden.',
          ),
        ),
      ],
      params: [
        { param: 'trees', name: t('Draw the trees', 'Dibujar los árboles'), effect: t('Only hides them; they are placed either way.', 'Solo los oculta; se colocan igual.') },
        { param: 'core:trees.spacing', name: t('Spacing per biome (core)', 'Separación por bioma (núcleo)'), typical: [4, 22], effect: t('Halving a spacing packs about four times as many trees.', 'Reducir una separación a la mitad mete unas cuatro veces más árboles.') },
      ],
      code: 'world/trees',
      try: t('Compare a rainforest region with a savanna one: the trees’ spacing follows the region, and it changes right at the blended border.', 'Compara una región de selva con una de sabana: la separación de los árboles sigue a la región y cambia justo en el borde mezclado.'),
    },
  ],
  pitfalls: [
    {
      id: 'crowding',
      title: t('Chunks that ignore their neighbours', 'Trozos que ignoran a sus vecinos'),
      blocks: [
        p(
          t(
            'Place each chunk’s trees on its own and the map looks fine until you count: along every chunk border some trees stand closer than their spacing allows, and which of them survive would depend on the order the chunks were made. Count the pairs that break the spacing with and without the neighbour rule.',
            'Coloca los árboles de cada trozo por su cuenta y el mapa parece correcto hasta que cuentas: en cada borde entre trozos hay árboles más juntos de lo que permite su separación, y cuáles sobreviven dependería del orden en que se hicieron los trozos. Cuenta las parejas que rompen la separación con y sin la regla de los vecinos.',
          ),
        ),
      ],
      measure: {
        metric: 'crowdedPairs',
        map: 'world.trees',
        args: SPACING,
        how: t('Pairs of trees closer than the larger of their two spacings.', 'Parejas de árboles más juntas que la mayor de sus dos separaciones.'),
        figures: [
          fig(t('crowded pairs, with the rule', 'parejas demasiado juntas, con la regla'), 0, '', 0, 'measured', { snippet: 'world/trees', metric: 'crowdedPairs', args: SPACING }),
          fig(t('crowded pairs, each chunk alone', 'parejas demasiado juntas, cada trozo solo'), 103, '', 0, 'measured', { snippet: 'world/trees', replace: NO_RULE, metric: 'crowdedPairs', args: SPACING }),
        ],
      },
    },
  ],
  takeaways: [
    t('Order matters: shape, then weather, then regions, then what grows.', 'El orden importa: forma, después tiempo, después regiones, después lo que crece.'),
    t('Endless regions put one site in every cell, from that cell’s own generator.', 'Las regiones infinitas ponen un punto en cada celda, sacado de su propio generador.'),
    t('Trees are Poisson-disk points spaced by biome; an order-free rule settles chunk borders.', 'Los árboles son puntos de Poisson espaciados por bioma; una regla que no depende del orden resuelve los bordes entre trozos.'),
    t('Going further: erosion carving rivers and valleys, rocks and loot placed like the trees.', 'Para ir más lejos: erosión que excave ríos y valles, rocas y botín colocados como los árboles.'),
  ],
  sources: [
    t('The tutorial "Procedural Biome Generation": its pipeline (simplex height → warp → climate → Voronoi biomes → trees), why games use procedural biomes, and its extensions (endless worlds, biome-aware placement, erosion).', 'El tutorial «Procedural Biome Generation»: su cadena (altura simplex → deformación → clima → biomas de Voronoi → árboles), por qué los juegos usan biomas procedurales y sus extensiones (mundos infinitos, colocación según el bioma, erosión).'),
    t('Robert Bridson, "Fast Poisson Disk Sampling in Arbitrary Dimensions" (SIGGRAPH 2007 sketch).', 'Robert Bridson, «Fast Poisson Disk Sampling in Arbitrary Dimensions» (SIGGRAPH 2007).'),
  ],
}));
