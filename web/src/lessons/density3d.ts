// Lesson of the 3D density lab: density instead of height — 3D simplex and fBm, a vertical slice, overhangs and caves.
import { aside, bilingual, code, em, fig, list, p, param } from './build';

const ONE_OCTAVE: [string, string][] = [['octaves = 4', 'octaves = 1']];

export const density3d = bilingual((t) => ({
  id: 'density3d',
  title: t('3D density and overhangs', 'Densidad 3D y voladizos'),
  summary: t(
    'A height map stores one number per column, so it can never put air under rock. Treat 3D noise as a density instead — rock where it is positive, air where it is not — and arches, overhangs and caves come out of the same few lines.',
    'Un mapa de alturas guarda un número por columna, así que nunca puede poner aire bajo la roca. Trata un ruido 3D como una densidad —roca donde es positiva, aire donde no— y de las mismas pocas líneas salen arcos, voladizos y cuevas.',
  ),
  sections: [
    {
      id: 'columns',
      title: t('What a height map cannot hold', 'Lo que un mapa de alturas no puede guardar'),
      blocks: [
        p(
          t(
            'A height map is a city skyline: every column of the world has exactly one top, with rock below it and air above. That is why it is so cheap, and why it can never make an overhang, an arch or a cave: each needs air under rock in the same column. The earliest Minecraft used a 2D Perlin height map; Notch found it dull ("there’s no way for this method to generate any overhangs", in his post "Terrain generation, Part 1") and switched to 3D noise read as a density.',
            'Un mapa de alturas es el perfil de una ciudad: cada columna del mundo tiene exactamente una cima, con roca debajo y aire encima. Por eso es tan barato, y por eso nunca puede hacer un voladizo, un arco o una cueva: todos necesitan aire bajo la roca en la misma columna. El primer Minecraft usaba un mapa de alturas de Perlin en 2D; a Notch le pareció soso («este método no puede generar ningún voladizo», escribió en su entrada «Terrain generation, Part 1») y pasó a un ruido 3D leído como densidad.',
          ),
        ),
        p(
          t(
            'The rule is one line: a point is rock where the density is positive and air where it is not. Noise alone would make a sponge floating in the sky, so the depth is added to it: density = noise(x, y, z) + (y − ground) × falloff, with y growing downwards. Far below the ground the second term wins and everything is rock; far above, everything is air; near the ground the noise carves the surface in three dimensions.',
            'La regla cabe en una línea: un punto es roca donde la densidad es positiva y aire donde no. Solo con ruido saldría una esponja flotando en el cielo, así que se le suma la profundidad: densidad = ruido(x, y, z) + (y − suelo) × caída, con y creciendo hacia abajo. Muy por debajo del suelo gana el segundo término y todo es roca; muy por encima, todo es aire; cerca del suelo el ruido talla la superficie en tres dimensiones.',
          ),
        ),
        aside(
          t(
            'Cut a loaf of bread and the slice shows its holes: some open to the crust, some sealed inside. The lab shows one such slice of the world, x across and y down at a fixed depth z; moving z is moving the knife.',
            'Corta una barra de pan y la rebanada enseña sus agujeros: unos abiertos a la corteza, otros cerrados por dentro. El laboratorio muestra una rebanada así del mundo, x a lo ancho e y hacia abajo a una profundidad z fija; mover z es mover el cuchillo.',
          ),
        ),
      ],
    },
  ],
  steps: [
    {
      id: 'slice',
      title: t('3D simplex and a vertical slice', 'Simplex 3D y una rebanada vertical'),
      map: 'density3d.slice',
      mapLabel: t('the slice’s density (brown is rock, blue is air)', 'la densidad de la rebanada (el marrón es roca y el azul, aire)'),
      blocks: [
        p(
          t(
            'In 3D the simplex is a tetrahedron, four corners against the eight of Perlin’s cube. The skew uses 1/3 and 1/6; ordering the three offsets (which of x, y, z is largest) picks one of the six tetrahedra of the skewed cube; each corner contributes (0.6 − d²)⁴ times its gradient vote, the gradients being the midpoints of a cube’s twelve edges; the sum is scaled by 32. This is Stefan Gustavson’s formulation, and Hytale’s SimplexNoise3D node is the same kind of field.',
            'En 3D el símplice es un tetraedro: cuatro esquinas frente a las ocho del cubo de Perlin. El sesgo usa 1/3 y 1/6; ordenar los tres desplazamientos (cuál de x, y, z es mayor) elige uno de los seis tetraedros del cubo sesgado; cada esquina aporta (0,6 − d²)⁴ por su voto de pendiente, y las pendientes son los puntos medios de las doce aristas de un cubo; la suma se escala por 32. Es la formulación de Stefan Gustavson, y el nodo SimplexNoise3D de Hytale es un campo del mismo tipo.',
          ),
        ),
        p(
          t(
            ['The slice reads ', code('simplex3(x · 0.03, y · 0.03, z · 0.03) + (y − 120) · 0.02'), ' over 320 × 240 units, from its own noise table (the world seed + 5, the caves’ offset). With a falloff of 0.02 the noise, at most about ±1, can move the surface by up to 50 units either way.'],
            ['La rebanada lee ', code('simplex3(x · 0,03, y · 0,03, z · 0,03) + (y − 120) · 0,02'), ' sobre 320 × 240 unidades, con su propia tabla de ruido (la semilla del mundo + 5, el desfase de las cuevas). Con una caída de 0,02 el ruido, de como mucho ±1, puede mover la superficie hasta 50 unidades hacia arriba o hacia abajo.'],
          ),
        ),
      ],
      params: [
        { param: 'scale', name: t('Noise scale', 'Escala del ruido'), typical: [0.01, 0.06], effect: t('Cycles per world unit: 0.03 makes blobs about 30 units across.', 'Ciclos por unidad del mundo: 0,03 da manchas de unas 30 unidades.') },
        { param: 'z', name: t('Slice depth', 'Profundidad del corte'), typical: [0, 200], effect: t('Which slice of the solid you see.', 'Qué rebanada del sólido ves.') },
        { param: 'ground', name: t('Ground level', 'Nivel del suelo'), typical: [80, 160], effect: t('The mean surface, in world units from the top (y grows downwards).', 'La superficie media, en unidades del mundo desde arriba (y crece hacia abajo).') },
        { param: 'falloff', name: t('Falloff', 'Caída'), typical: [0.01, 0.05], effect: t('Density gained per unit of depth: small gives tall, ragged cliffs and floating islands; large, a nearly flat surface.', 'Densidad ganada por unidad de profundidad: pequeña da acantilados altos y rotos e islas flotantes; grande, una superficie casi plana.') },
      ],
      code: 'density3d/slice',
      try: t(['Move ', param('z', 'Slice depth'), ' slowly: arches open and close, and pockets of air drift through the rock.'], ['Mueve despacio la ', param('z', 'Profundidad del corte'), ': los arcos se abren y se cierran, y bolsas de aire atraviesan la roca.']),
    },
    {
      id: 'fbm',
      title: t('Octaves in three dimensions', 'Octavas en tres dimensiones'),
      map: 'density3d.fbm',
      mapLabel: t('the slice with four octaves', 'la rebanada con cuatro octavas'),
      blocks: [
        p(
          t(
            'The octaves lab’s recipe carries straight over: each octave doubles the frequency and halves the amplitude, each is shifted by 2k on all three axes, and the sum is divided by the total amplitude. With one octave the slice is exactly the previous step’s. More octaves roughen the walls, add ledges and open small pockets; as in 2D, stop before the finest octave has fewer than about two samples per cycle.',
            'La receta del laboratorio de octavas pasa tal cual: cada octava duplica la frecuencia y reduce la amplitud a la mitad, cada una se desplaza 2k en los tres ejes, y la suma se divide por la amplitud total. Con una octava la rebanada es exactamente la del paso anterior. Más octavas vuelven ásperas las paredes, añaden repisas y abren pequeñas bolsas; como en 2D, para antes de que la octava más fina tenga menos de unas dos muestras por ciclo.',
          ),
        ),
      ],
      params: [
        { param: 'octaves', name: t('Octaves', 'Octavas'), typical: [1, 5], effect: t('1 is the smooth slice of the previous step.', 'Con 1 sale la rebanada suave del paso anterior.') },
      ],
      code: 'density3d/fbm',
      try: t(['Step ', param('octaves', 'Octaves'), ' from 1 to 5 and watch the ledges grow on the walls.'], ['Sube las ', param('octaves', 'Octavas'), ' de 1 a 5 y mira cómo crecen repisas en las paredes.']),
    },
    {
      id: 'caves',
      title: t('Rock, air, overhangs and caves', 'Roca, aire, voladizos y cuevas'),
      map: 'density3d.solid',
      mapLabel: t('the solid: rock and air', 'el sólido: roca y aire'),
      blocks: [
        p(
          t(
            'Threshold the density at 0 and every sample is rock or air. Walk each column from the top down: once rock has been met, any air below it is something a height map would have filled in — an overhang if it opens to the side, a cave if it is sealed. Counting those cells is a direct measure of what the third dimension bought.',
            'Corta la densidad en 0 y cada muestra es roca o aire. Recorre cada columna de arriba abajo: en cuanto aparece la roca, cualquier aire por debajo es algo que un mapa de alturas habría rellenado: un voladizo si se abre hacia un lado, una cueva si está cerrado. Contar esas celdas mide directamente lo que ha aportado la tercera dimensión.',
          ),
        ),
        list(
          t([em('Caves on purpose.'), ' A second 3D noise subtracted only below the ground gives tunnels without touching the surface; a few passes of a cellular automaton roughen them into natural caverns.'], [em('Cuevas a propósito.'), ' Un segundo ruido 3D restado solo por debajo del suelo da túneles sin tocar la superficie; unas pocas pasadas de un autómata celular los vuelven cavernas naturales.']),
          t([em('A 3D view.'), ' The solid is many slices stacked in z; drawing the rock cells of a small block, or the surface where the density crosses 0, shows the arches the slices only hint at.'], [em('Una vista 3D.'), ' El sólido son muchas rebanadas apiladas en z; dibujar las celdas de roca de un bloque pequeño, o la superficie donde la densidad cruza el 0, enseña los arcos que las rebanadas solo insinúan.']),
        ),
      ],
      params: [
        { param: 'octaves', name: t('Octaves', 'Octavas'), typical: [1, 5], effect: t('More octaves, more small pockets and ledges.', 'Más octavas, más bolsas y repisas pequeñas.') },
        { param: 'falloff', name: t('Falloff', 'Caída'), typical: [0.01, 0.05], effect: t('A small falloff lets the noise win over a deeper band: more overhangs, floating rock.', 'Una caída pequeña deja ganar al ruido en una franja más honda: más voladizos, roca flotante.') },
      ],
      code: 'density3d/caves',
      try: t(['Halve the ', param('falloff', 'Falloff'), ': the band where rock and air interleave gets deeper, and the overhang count climbs.'], ['Reduce la ', param('falloff', 'Caída'), ' a la mitad: la franja donde se alternan roca y aire se hace más honda y el recuento de voladizos sube.']),
    },
  ],
  pitfalls: [
    {
      id: 'heightmap',
      title: t('Expecting a height map to do it', 'Esperar que lo haga un mapa de alturas'),
      blocks: [
        p(
          t(
            'Half the columns of this slice have air under rock. Flatten the same field into a height map — keep only the first rock of each column — and every one of those air cells is filled in. If a design needs arches, overhangs or caves, it needs density (or a separate cave system), not more octaves on a height map.',
            'La mitad de las columnas de esta rebanada tienen aire bajo la roca. Aplasta el mismo campo en un mapa de alturas —quédate solo con la primera roca de cada columna— y todas esas celdas de aire se rellenan. Si un diseño necesita arcos, voladizos o cuevas, necesita densidad (o un sistema de cuevas aparte), no más octavas en un mapa de alturas.',
          ),
        ),
      ],
      measure: {
        metric: 'overhangColumns',
        map: 'density3d.solid',
        args: [320],
        how: t('Columns of the slice with air somewhere below rock.', 'Columnas de la rebanada con aire en algún lugar bajo la roca.'),
        figures: [
          fig(t('columns with air under rock, 4 octaves', 'columnas con aire bajo la roca, 4 octavas'), 161, t('of 320', 'de 320'), 0, 'measured', { snippet: 'density3d/caves', metric: 'overhangColumns', args: [320] }),
          fig(t('the same, 1 octave', 'lo mismo, 1 octava'), 150, t('of 320', 'de 320'), 0, 'measured', { snippet: 'density3d/caves', replace: ONE_OCTAVE, metric: 'overhangColumns', args: [320] }),
          fig(t('air cells a height map would fill, 4 octaves', 'celdas de aire que rellenaría un mapa de alturas, 4 octavas'), 2097, '', 0, 'measured', { snippet: 'density3d/caves', note: 'columns have air under rock', index: 2 }),
        ],
      },
    },
  ],
  takeaways: [
    t('A height map has one top per column: no overhangs, arches or caves.', 'Un mapa de alturas tiene una cima por columna: ni voladizos, ni arcos, ni cuevas.'),
    t('Density = 3D noise + (depth) × falloff; rock where it is positive.', 'Densidad = ruido 3D + (profundidad) × caída; roca donde es positiva.'),
    t('3D simplex touches four corners where 3D Perlin touches eight; fBm works the same in 3D.', 'El simplex 3D toca cuatro esquinas donde el Perlin 3D toca ocho; el fBm funciona igual en 3D.'),
  ],
  sources: [
    t('The lesson "Seeds, noise and terrain": overhangs need a third dimension, Notch’s "Terrain generation, Part 1", and density as noise plus a height term.', 'La lección «Seeds, noise and terrain»: los voladizos necesitan una tercera dimensión, el «Terrain generation, Part 1» de Notch y la densidad como ruido más un término de altura.'),
    t('The tutorial "Procedural Biome Generation": 3D density as an extension, and cellular automata to roughen caves.', 'El tutorial «Procedural Biome Generation»: la densidad 3D como extensión y los autómatas celulares para volver ásperas las cuevas.'),
    t('Stefan Gustavson, "Simplex noise demystified" (2005): 3D simplex noise.', 'Stefan Gustavson, «Simplex noise demystified» (2005): el ruido simplex 3D.'),
  ],
}));
