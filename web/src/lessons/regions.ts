// Lesson of lab 5 · Voronoi regions: seeded sites, F1 and F2, a biome per region, wobbled and blended borders.
import { aside, bilingual, em, fig, list, p, param } from './build';

const HARD: [string, string][] = [['wobble: 14, blend: 10', 'wobble: 14, blend: 0']];

export const regions = bilingual((t) => ({
  id: 'regions',
  title: t('Voronoi regions', 'Regiones de Voronoi'),
  summary: t(
    'Scatter points, give every place to its nearest point, and the map falls into regions with one biome each — then bend and soften the borders so they stop looking like stained glass.',
    'Reparte puntos, da cada lugar al punto más cercano y el mapa se divide en regiones de un bioma cada una; después dobla y suaviza los bordes para que dejen de parecer una vidriera.',
  ),
  sections: [
    {
      id: 'why',
      title: t('Zones, not just climates', 'Zonas, no solo climas'),
      blocks: [
        p(
          t(
            'Picking a biome for every pixel from the climate gives smooth, natural zones, roughly what Minecraft does. Games often also want regions: named areas with one biome each, where a quest hub, a faction’s territory or a difficulty band can live, and where the biome id can choose the enemies, the loot, the music and the ambient sound.',
            'Elegir un bioma para cada píxel a partir del clima da zonas suaves y naturales, más o menos lo que hace Minecraft. Los juegos suelen querer además regiones: zonas con nombre y un solo bioma, donde pueda vivir un poblado de misiones, el territorio de una facción o una franja de dificultad, y donde el identificador del bioma elija los enemigos, el botín, la música y el sonido ambiente.',
          ),
        ),
        p(
          t(
            'A Voronoi diagram makes them. Scatter sites; every point of the map belongs to its nearest site. The cells are convex, they tile the map with no gaps, and their sizes follow the spacing of the sites.',
            'Un diagrama de Voronoi las fabrica. Se reparten puntos; cada lugar del mapa pertenece a su punto más cercano. Las celdas son convexas, cubren el mapa sin huecos y su tamaño sigue la separación entre los puntos.',
          ),
        ),
        aside(
          t(
            'Think of schools and their catchment areas: every house is assigned to the nearest school. Where two catchments meet, children on one side of the street go to one school and on the other side to the other. Blending, below, is letting the street’s houses mix.',
            'Piensa en colegios y sus zonas de matrícula: cada casa se asigna al colegio más cercano. Donde se tocan dos zonas, los niños de una acera van a un colegio y los de la otra, al otro. La mezcla de más abajo consiste en dejar que las casas de esa calle se mezclen.',
          ),
        ),
      ],
    },
  ],
  steps: [
    {
      id: 'sites',
      title: t('Seeded sites and the two nearest', 'Puntos con semilla y los dos más cercanos'),
      map: 'regions.sites',
      mapLabel: t('the sites (Show the sites)', 'los puntos (Mostrar los puntos)'),
      blocks: [
        p(
          t(
            'The sites come from the seed: one Park–Miller generator, x drawn before y for each site, scattered over the 320 × 240 map. The same seed and count always give the same sites.',
            'Los puntos salen de la semilla: un generador de Park–Miller, x sorteada antes que y para cada punto, repartidos sobre el mapa de 320 × 240. La misma semilla y el mismo número dan siempre los mismos puntos.',
          ),
        ),
        p(
          t(
            'To blend, one nearest site is not enough: the search also keeps the runner-up. The distances are called F1 and F2, and F2 − F1 is the useful number: exactly 0 on a border, where two sites are equally near, and growing towards the middle of a cell. The scan tests every site with a strict "closer than", so ties always go to the lower index and every machine agrees. Checking every site is fine for a few hundred; for thousands, bucket the sites in a grid and look only at nearby buckets (the core’s site index answers exactly as the full scan).',
            'Para mezclar no basta con el punto más cercano: la búsqueda guarda también el segundo. Sus distancias se llaman F1 y F2, y F2 − F1 es el número útil: vale exactamente 0 en un borde, donde dos puntos están igual de cerca, y crece hacia el centro de la celda. El recorrido prueba cada punto con un «más cerca que» estricto, así que los empates van siempre al índice más bajo y todas las máquinas coinciden. Probar todos los puntos sirve para unos cientos; para miles, guárdalos en una rejilla y mira solo las casillas cercanas (el índice de puntos del núcleo responde igual que el recorrido completo).',
          ),
        ),
      ],
      params: [
        { param: 'count', name: t('Regions', 'Regiones'), typical: [20, 80], effect: t('How many regions: 8 gives a few huge ones, 200 a mosaic.', 'Cuántas regiones: 8 dan unas pocas enormes, 200 un mosaico.') },
      ],
      code: 'regions/sites',
      try: t(
        ['Tick ', param('show', 'Show the sites'), ' and drop ', param('count', 'Regions'), ' (one site each) to 8: a few huge regions take over the map.'],
        ['Marca ', param('show', 'Mostrar los puntos'), ' y baja las ', param('count', 'Regiones'), ' (un punto cada una) a 8: unas pocas regiones enormes se adueñan del mapa.'],
      ),
    },
    {
      id: 'biomes',
      title: t('One biome per region', 'Un bioma por región'),
      map: 'regions.biomes',
      mapLabel: t('each region’s biome (the colours)', 'el bioma de cada región (los colores)'),
      blocks: [
        p(
          t(
            'Each region asks the climate at its own site — the same heat and moisture layers as the climate lab, at the site’s position × 0.004 — and the table answers with a biome that then fills the whole cell. Neighbouring sites read nearby climate, so neighbouring regions tend to be related: deserts border savannas more often than tundra.',
            'Cada región pregunta por el clima en su propio punto —las mismas capas de calor y humedad que en el laboratorio del clima, en la posición del punto × 0,004— y la tabla responde con un bioma que luego llena toda la celda. Los puntos vecinos leen un clima cercano, así que las regiones vecinas suelen estar emparentadas: los desiertos lindan con sabanas más a menudo que con la tundra.',
          ),
        ),
      ],
      params: [
        { param: 'seed', name: t('Seed', 'Semilla'), typical: [1, 2147483646], effect: t('Moves the sites and the climate together: a new world, not a recoloured one.', 'Mueve a la vez los puntos y el clima: un mundo nuevo, no uno repintado.') },
      ],
      code: 'regions/biomes',
      try: t(
        ['Set ', param('wobble', 'Border wobble'), ' and ', param('blend_width', 'Blend width'), ' to 0: this is the classic map, every cell one flat colour with straight borders.'],
        ['Pon la ', param('wobble', 'Ondulación de los bordes'), ' y el ', param('blend_width', 'Ancho de la mezcla'), ' en 0: es el mapa clásico, cada celda de un color plano con bordes rectos.'],
      ),
    },
    {
      id: 'blend',
      title: t('Wobble the borders, then blend', 'Ondular los bordes y después mezclar'),
      map: 'regions.rgb',
      mapLabel: t('the lab’s map', 'el mapa del laboratorio'),
      blocks: [
        list(
          t(
            [em('Wobble'), ' is a small domain warp of the lookup point: before asking which site is nearest, push the point by up to the wobble in pixels, using three octaves of noise (from the seed + 3) at 0.02 cycles per pixel. Borders bend, yet every cell keeps its site and its biome.'],
            [em('La ondulación'), ' es una pequeña deformación del punto que se consulta: antes de preguntar qué punto está más cerca, empújalo hasta la ondulación en píxeles, con tres octavas de ruido (de la semilla + 3) a 0,02 ciclos por píxel. Los bordes se curvan, pero cada celda conserva su punto y su bioma.'],
          ),
          t(
            [em('Blend'), ' uses F2 − F1. Divide it by the blend width and cap it at 1: 0 on the border, 1 once the point is that deep in its cell. A smoothstep of it, mapped to 0.5…1, is the weight of the nearest region’s colour; the rest is the runner-up’s. On the border it is half and half from both sides, so the colour is continuous.'],
            [em('La mezcla'), ' usa F2 − F1. Se divide por el ancho de mezcla y se limita a 1: 0 en el borde, 1 cuando el punto está así de adentro de su celda. Un smoothstep de eso, llevado a 0,5…1, es el peso del color de la región más cercana; el resto es del segundo. En el borde queda mitad y mitad desde los dos lados, así que el color es continuo.'],
          ),
        ),
        p(
          t(
            'Blend heights the same way and a mountain region will not end in a cliff at its border. Colours stay unrounded until they are painted.',
            'Mezcla las alturas del mismo modo y una región montañosa no acabará en un acantilado en su borde. Los colores no se redondean hasta el momento de pintarlos.',
          ),
        ),
      ],
      params: [
        { param: 'wobble', name: t('Border wobble', 'Ondulación de los bordes'), typical: [5, 25], effect: t('In pixels: 0 gives straight borders; around 14 they read as natural boundaries; far above, cells break into islands.', 'En píxeles: con 0 los bordes son rectos; hacia 14 parecen límites naturales; muy por encima, las celdas se rompen en islas.') },
        { param: 'blend_width', name: t('Blend width', 'Ancho de la mezcla'), typical: [0, 30], effect: t('How deep into a cell the mix reaches, in pixels: 0 hard edges, 30 soft transitions.', 'Hasta dónde entra la mezcla en una celda, en píxeles: 0 bordes duros, 30 transiciones suaves.') },
      ],
      code: 'regions/blend',
      try: t(
        ['Raise ', param('wobble', 'Border wobble'), ' to 14, then push ', param('blend_width', 'Blend width'), ' to 30 for soft transitions.'],
        ['Sube la ', param('wobble', 'Ondulación de los bordes'), ' a 14 y después lleva el ', param('blend_width', 'Ancho de la mezcla'), ' a 30 para tener transiciones suaves.'],
      ),
    },
  ],
  pitfalls: [
    {
      id: 'hard-edges',
      title: t('Hard switches read as seams', 'Los cambios bruscos se leen como costuras'),
      blocks: [
        p(
          t(
            'Switching from one biome’s colour (or height) to the next at the border leaves a line the eye finds at once, the same banding problem as a smooth slope squeezed into a few colours. Blending turns the jump into a ramp a few pixels wide. Jumps remain only where three regions meet or a wobble folds a border back on itself.',
            'Pasar de golpe del color (o la altura) de un bioma al del siguiente en el borde deja una línea que el ojo encuentra enseguida: el mismo problema de bandas que una pendiente suave apretada en pocos colores. La mezcla convierte el salto en una rampa de unos pocos píxeles. Solo quedan saltos donde se juntan tres regiones o donde la ondulación dobla un borde sobre sí mismo.',
          ),
        ),
      ],
      measure: {
        metric: 'hardSteps',
        map: 'regions.rgb',
        args: [320, 3, 60],
        how: t('The share of neighbouring pixels whose colour jumps by more than 60 levels in some channel, with the blend at 10 and at 0.', 'La parte de los píxeles vecinos cuyo color salta más de 60 niveles en algún canal, con la mezcla en 10 y en 0.'),
        figures: [
          fig(t('hard steps, blend 10', 'saltos bruscos, mezcla 10'), 0.17, '%', 2, 'measured', { snippet: 'regions/blend', metric: 'hardSteps', args: [320, 3, 60], scale: 100 }),
          fig(t('hard steps, blend 0', 'saltos bruscos, mezcla 0'), 1.12, '%', 2, 'measured', { snippet: 'regions/blend', replace: HARD, metric: 'hardSteps', args: [320, 3, 60], scale: 100 }),
        ],
      },
    },
  ],
  takeaways: [
    t('Seeded sites and a nearest-site search give regions; F2 − F1 says how close a border is.', 'Unos puntos con semilla y la búsqueda del más cercano dan regiones; F2 − F1 dice lo cerca que está un borde.'),
    t('A region takes the biome of the climate at its site.', 'Una región toma el bioma del clima en su punto.'),
    t('Wobble the lookup point to bend borders; blend over F2 − F1 to soften them.', 'Ondula el punto consultado para curvar los bordes; mezcla según F2 − F1 para suavizarlos.'),
  ],
  sources: [
    t('The tutorial "Procedural Biome Generation": makeSites, nearestTwo and cellBlend, the lab’s 45 sites, 14 px wobble and 10 px blend.', 'El tutorial «Procedural Biome Generation»: makeSites, nearestTwo y cellBlend, y los 45 puntos, 14 px de ondulación y 10 px de mezcla de su laboratorio.'),
    t('Steven Worley, "A Cellular Texture Basis Function" (SIGGRAPH 1996): F1, F2 and their differences as textures.', 'Steven Worley, «A Cellular Texture Basis Function» (SIGGRAPH 1996): F1, F2 y sus diferencias como texturas.'),
  ],
}));
