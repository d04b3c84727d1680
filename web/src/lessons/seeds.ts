// Lesson of the Seeds and streams lab: a world is a function of its seed; one generator per system and per chunk;
// chunks made in any order give the same world, and seams come from doing otherwise.
import { aside, bilingual, code, em, fig, list, p, param } from './build';

const WRONG: [string, string][] = [['return right;', 'return wrong;']];

export const seeds = bilingual((t) => ({
  id: 'seeds',
  title: t('Seeds and streams', 'Semillas y flujos'),
  summary: t(
    'A generated world should be a function of one number. That takes your own random generator, a separate stream for every system and every chunk, and coordinates that belong to the world, not to the chunk.',
    'Un mundo generado debería ser función de un solo número. Para eso hace falta un generador propio, un flujo aparte para cada sistema y cada trozo, y coordenadas que pertenezcan al mundo, no al trozo.',
  ),
  sections: [
    {
      id: 'function',
      title: t('A world is a function of its seed', 'Un mundo es función de su semilla'),
      blocks: [
        p(
          t(
            ['A generator that calls the platform’s ', code('rand()'), ' builds a new world on every run and can never build the same one twice. Games want the opposite: a world stored as a single number, seeds that players can swap, and bug reports that say "seed 1, medium map" and reproduce. Every lab here takes a seed, and the same seed always gives the same map, down to the hash printed under it.'],
            ['Un generador que llama al ', code('rand()'), ' de la plataforma construye un mundo nuevo en cada ejecución y nunca puede repetir uno. Los juegos quieren lo contrario: un mundo guardado como un solo número, semillas que los jugadores puedan intercambiar e informes de error que digan «semilla 1, mapa mediano» y se puedan reproducir. Todos los laboratorios de aquí reciben una semilla, y la misma semilla da siempre el mismo mapa, hasta el hash impreso debajo.'],
          ),
        ),
        p(t('Three things make that true:', 'Tres cosas lo hacen posible:')),
        list(
          t([em('Your own generator.'), ' A small seeded generator with a fixed algorithm, not the standard library’s, whose algorithm may change between platforms and compiler versions.'], [em('Un generador propio.'), ' Uno pequeño, con semilla y un algoritmo fijo, no el de la biblioteca estándar, cuyo algoritmo puede cambiar entre plataformas y versiones del compilador.']),
          t([em('One stream per system and per chunk.'), ' If caves and trees draw from one generator, adding a single tree shifts every number after it and every cave changes.'], [em('Un flujo por sistema y por trozo.'), ' Si las cuevas y los árboles sacan números del mismo generador, añadir un solo árbol desplaza todos los números que vienen detrás y cambian todas las cuevas.']),
          t([em('Arithmetic that agrees everywhere.'), ' The determinism lab shows what can make two machines disagree on a bit.'], [em('Aritmética que coincide en todas partes.'), ' El laboratorio de determinismo muestra qué puede hacer que dos máquinas discrepen en un bit.']),
        ),
        aside(
          t(
            'A bakery and a pharmacy that share one roll of queue tickets: sell one extra bread and every pharmacy customer’s number moves. Give each shop its own roll — and each day its own roll — and nothing one does can shift the other.',
            'Una panadería y una farmacia que comparten un solo rollo de números para la cola: vende un pan de más y cambia el número de todos los clientes de la farmacia. Dale a cada tienda su propio rollo —y a cada día, su propio rollo— y nada de lo que haga una puede mover a la otra.',
          ),
        ),
      ],
    },
  ],
  steps: [
    {
      id: 'mulberry',
      title: t('A generator you own: mulberry32', 'Un generador propio: mulberry32'),
      map: 'seeds.mulberry',
      mapLabel: t('4096 draws as a 64 × 64 map', '4096 sorteos como un mapa de 64 × 64'),
      blocks: [
        p(
          t(
            'mulberry32 keeps 32 bits of state. Each call adds a fixed odd constant to the state, scrambles a copy with shifts, xors and two multiplications, and returns its top 24 bits divided by 2²⁴: a number in [0, 1) that is exact as a float in every language. Drawn once per pixel, the numbers make static — no coherence at all, which is why noise needs lattices.',
            'mulberry32 guarda 32 bits de estado. Cada llamada suma una constante impar fija al estado, revuelve una copia con desplazamientos, xor y dos multiplicaciones, y devuelve sus 24 bits altos divididos por 2²⁴: un número en [0, 1) exacto como float en cualquier lenguaje. Sacado una vez por píxel, da estática —ninguna coherencia—, y por eso el ruido necesita redes.',
          ),
        ),
      ],
      params: [
        { param: 'seed', name: t('Seed', 'Semilla'), typical: [0, 4294967295], effect: t('mulberry32 takes the seed modulo 2³², so these are its distinct states.', 'mulberry32 toma la semilla módulo 2³², así que estos son sus estados distintos.') },
      ],
      code: 'seeds/mulberry',
      try: t('Change the seed and compare the static: no pattern carries over from one seed to the next.', 'Cambia la semilla y compara la estática: ningún dibujo pasa de una semilla a la siguiente.'),
    },
    {
      id: 'streams',
      title: t('A stream per system and per chunk', 'Un flujo por sistema y por trozo'),
      map: 'seeds.streams',
      mapLabel: t('the stream seeds of the five systems over 16 × 16 chunks (the page shows one at a time: System)', 'las semillas de los flujos de los cinco sistemas en 16 × 16 trozos (la página muestra uno cada vez: Sistema)'),
      blocks: [
        p(
          t(
            'Each system gets a fixed number (terrain 1, climate 2, regions 3, placement 4, caves 5 — never renumbered, only added to). A stream’s seed is a hash of the world seed, the system and the chunk’s two coordinates: FNV-1a-64 over their little-endian bytes, then the SplitMix64 finaliser so that neighbouring chunks get unrelated seeds, folded to the 32 bits mulberry32 takes. Now the trees of chunk (3, −2) draw from their own stream: adding a tree anywhere else, or generating the chunks in another order, leaves it untouched.',
            'Cada sistema recibe un número fijo (terreno 1, clima 2, regiones 3, colocación 4, cuevas 5; nunca se renumeran, solo se añaden). La semilla de un flujo es un hash de la semilla del mundo, el sistema y las dos coordenadas del trozo: FNV-1a-64 sobre sus bytes little-endian y después el finalizador de SplitMix64, para que los trozos vecinos reciban semillas sin relación, plegado a los 32 bits que toma mulberry32. Ahora los árboles del trozo (3, −2) sacan números de su propio flujo: añadir un árbol en otra parte, o generar los trozos en otro orden, no lo toca.',
          ),
        ),
      ],
      params: [
        { param: 'system', name: t('System', 'Sistema'), effect: t('Terrain, climate, regions, placement or caves: five unrelated maps of seeds.', 'Terreno, clima, regiones, colocación o cuevas: cinco mapas de semillas sin relación.') },
      ],
      code: 'seeds/streams',
      try: t('Look for any pattern between neighbouring chunks or between systems: there should be none.', 'Busca algún dibujo entre trozos vecinos o entre sistemas: no debería haber ninguno.'),
    },
    {
      id: 'chunks',
      title: t('Chunks in any order', 'Trozos en cualquier orden'),
      map: 'seeds.chunks',
      mapLabel: t('the regions map made of chunks (16 on the page, 4 in the code)', 'el mapa de regiones hecho de trozos (16 en la página, 4 en el código)'),
      blocks: [
        p(
          t(
            'Endless regions (the new-world lab uses them) put one site in every 96-unit cell, placed by that cell’s own stream. A chunk of the map needs the sites of the cells around it, and it can compute them itself: they depend on nothing but the seed and the cell coordinates. So chunks made in a shuffled order (four in the code below, sixteen on the page), each knowing nothing of the others, paste together into exactly the map a single call makes — same bits, same hash.',
            'Las regiones infinitas (las usa el laboratorio del mundo nuevo) ponen un punto en cada celda de 96 unidades, colocado por el flujo de esa celda. Un trozo del mapa necesita los puntos de las celdas que lo rodean y puede calcularlos él mismo: solo dependen de la semilla y de las coordenadas de la celda. Así, unos trozos hechos en un orden revuelto (cuatro en el código de abajo, dieciséis en la página), sin saber nada unos de otros, se pegan en exactamente el mapa que da una sola llamada: los mismos bits, el mismo hash.',
          ),
        ),
      ],
      params: [
        { param: 'order', name: t('Chunk order', 'Orden de los trozos'), effect: t('Any order of the 16 chunks: the hash never changes.', 'Cualquier orden de los 16 trozos: el hash no cambia nunca.') },
      ],
      code: 'seeds/chunks',
      try: t(['Shuffle the ', param('order', 'Chunk order'), ' again and again and keep an eye on the hash.'], ['Revuelve el ', param('order', 'Orden de los trozos'), ' una y otra vez y vigila el hash.']),
    },
    {
      id: 'seams',
      title: t('World coordinates, not chunk coordinates', 'Coordenadas del mundo, no del trozo'),
      map: 'seeds.seams',
      mapLabel: t('two chunks side by side', 'dos trozos lado a lado'),
      blocks: [
        p(
          t(
            'Each chunk must sample the noise at its world position: the chunk at x = 1 starts at u = 128 / 256, not at 0. Then two chunks made apart meet exactly, and the joined map is bit for bit the octaves lab’s map. Start every chunk at 0 instead, or normalise each chunk by its own minimum and maximum, or seed each chunk’s noise on its own, and every border becomes a cliff.',
            'Cada trozo tiene que muestrear el ruido en su posición en el mundo: el trozo de x = 1 empieza en u = 128 / 256, no en 0. Así dos trozos hechos por separado encajan exactamente, y el mapa unido es, bit a bit, el del laboratorio de octavas. Si cada trozo empieza en 0, o se normaliza con su propio mínimo y máximo, o se le da una semilla de ruido propia, cada borde se convierte en un acantilado.',
          ),
        ),
      ],
      params: [
        { param: 'local', name: t('Chunk-local coordinates', 'Coordenadas locales del trozo'), effect: t('The mistake, on purpose: each chunk starts its own coordinates at 0.', 'El error, a propósito: cada trozo empieza sus coordenadas en 0.') },
      ],
      code: 'seeds/seams',
      try: t(['Tick ', param('local', 'Chunk-local coordinates'), ': a straight seam cuts the map in two.'], ['Marca ', param('local', 'Coordenadas locales del trozo'), ': una costura recta parte el mapa en dos.']),
    },
  ],
  pitfalls: [
    {
      id: 'seams',
      title: t('Seams between chunks', 'Costuras entre trozos'),
      blocks: [
        p(
          t(
            'Three habits each break the borders: chunk-local coordinates, a per-chunk minimum–maximum normalisation, and a per-chunk seed for the noise. Always sample in world coordinates with the world’s seed, and never normalise per chunk. For regions in an endless world, derive the sites from cell coordinates (previous step) so that neighbouring chunks agree on them.',
            'Tres costumbres rompen los bordes: las coordenadas locales del trozo, normalizar cada trozo con su propio mínimo y máximo, y dar a cada trozo su propia semilla de ruido. Muestrea siempre en coordenadas del mundo con la semilla del mundo, y no normalices nunca por trozo. Para las regiones de un mundo infinito, saca los puntos de las coordenadas de la celda (el paso anterior), y así los trozos vecinos estarán de acuerdo sobre ellos.',
          ),
        ),
      ],
      measure: {
        metric: 'seamRatio',
        map: 'seeds.seams',
        args: [256, 128],
        how: t('The mean jump across the chunk border (between columns 127 and 128) divided by the mean step between neighbours anywhere.', 'El salto medio a través del borde entre trozos (entre las columnas 127 y 128) dividido por el paso medio entre vecinos en cualquier lugar.'),
        figures: [
          fig(t('world coordinates', 'coordenadas del mundo'), 0.83, '×', 2, 'measured', { snippet: 'seeds/seams', metric: 'seamRatio', args: [256, 128] }),
          fig(t('chunk-local coordinates', 'coordenadas locales'), 10.5, '×', 1, 'measured', { snippet: 'seeds/seams', replace: WRONG, metric: 'seamRatio', args: [256, 128] }),
        ],
      },
    },
  ],
  takeaways: [
    t('A world is a function of its seed: own generator, one stream per system and chunk, arithmetic that agrees.', 'Un mundo es función de su semilla: generador propio, un flujo por sistema y por trozo, y aritmética que coincide.'),
    t('Seed a stream with a hash of (world seed, system, chunk); never renumber the systems.', 'Da la semilla a un flujo con un hash de (semilla del mundo, sistema, trozo); no renumeres nunca los sistemas.'),
    t('Sample in world coordinates and never normalise per chunk: then chunks can come in any order.', 'Muestrea en coordenadas del mundo y no normalices nunca por trozo: así los trozos pueden llegar en cualquier orden.'),
  ],
  sources: [
    t('The lesson "Seeds, noise and terrain": a world as a function of its seed, mulberry32, one stream per system and chunk, arithmetic that agrees everywhere.', 'La lección «Seeds, noise and terrain»: un mundo como función de su semilla, mulberry32, un flujo por sistema y trozo, aritmética que coincide en todas partes.'),
    t('The tutorial "Procedural Biome Generation": seams between chunks and endless worlds with a site per grid cell.', 'El tutorial «Procedural Biome Generation»: las costuras entre trozos y los mundos infinitos con un punto por celda de la rejilla.'),
    t('G. Steele, D. Lea and C. Flood, "Fast Splittable Pseudorandom Number Generators" (2014): the SplitMix64 finaliser.', 'G. Steele, D. Lea y C. Flood, «Fast Splittable Pseudorandom Number Generators» (2014): el finalizador de SplitMix64.'),
  ],
}));
