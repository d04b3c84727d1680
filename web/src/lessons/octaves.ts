// Lesson of lab 2 · Octaves and shaping: fBm, lacunarity and gain, when to stop, folds, sea level and the island mask.
import { aside, bilingual, code, em, fig, list, p, param } from './build';

const FBM: [string, string] = ['octaves: 6', 'octaves: 6']; // the snippet's own line, replaced by the checks below
const octavesAt = (n: number): [string, string][] => [[FBM[0], `octaves: ${n}`]];
const ISLANDS: [string, string][] = [['sea: 0, island: false', 'sea: -0.04, island: true']];

export const octaves = bilingual((t) => ({
  id: 'octaves',
  title: t('Octaves and shaping', 'Octavas y modelado'),
  summary: t(
    'One layer of noise makes blobs. Stack finer and fainter copies and you get detail at every scale; then a sea level, folds and a mask turn the sum into land.',
    'Una capa de ruido da manchas. Si apilas copias más finas y más tenues obtienes detalle a todas las escalas; después un nivel del mar, unos pliegues y una máscara convierten la suma en tierra.',
  ),
  sections: [
    {
      id: 'scales',
      title: t('Detail at every scale', 'Detalle a todas las escalas'),
      blocks: [
        p(
          t(
            'Fly over a coast and you see bays; walk it and each bay has coves; kneel and each cove has pebbles. Benoit Mandelbrot made the point in 1967 with "How Long Is the Coast of Britain?": a real coastline keeps adding wiggles the closer you look. One octave of noise has features of a single size, so it looks like a blob of putty. The standard recipe, fractional Brownian motion (fBm), adds several octaves of the same noise, each at a higher frequency and a lower amplitude, so every scale gets its own detail.',
            'Desde un avión, una costa muestra bahías; a pie, cada bahía tiene calas; de rodillas, cada cala tiene guijarros. Benoit Mandelbrot lo planteó en 1967 en «¿Cuánto mide la costa de Gran Bretaña?»: una costa real añade recovecos cuanto más de cerca se mira. Una octava de ruido tiene rasgos de un solo tamaño y parece masilla. La receta de siempre, el movimiento browniano fraccionario (fBm), suma varias octavas del mismo ruido, cada una con más frecuencia y menos amplitud, para que cada escala tenga su propio detalle.',
          ),
        ),
        aside(
          t(
            'The name comes from music: an octave up doubles the pitch. Here each octave doubles the frequency (the lacunarity, usually 2) and halves the loudness (the gain, also called persistence, usually 0.5). A chord where every higher voice sings more softly.',
            'El nombre viene de la música: una octava más arriba duplica el tono. Aquí cada octava duplica la frecuencia (la lacunaridad, normalmente 2) y reduce el volumen a la mitad (la ganancia, también llamada persistencia, normalmente 0,5). Un acorde en el que cada voz más aguda canta más bajo.',
          ),
        ),
      ],
    },
    {
      id: 'shaping',
      title: t('From a sum of noise to land', 'De una suma de ruido a tierra'),
      blocks: [
        p(
          t(
            'A height field is just numbers; a map needs decisions. The first is a sea level: below it is water, above it the terrain is cut into bands (sand, grass, forest, rock, snow) like the colours of this lab. Later labs add temperature and rainfall layers to choose biomes, but the shaping tools come first:',
            'Un campo de alturas son solo números; un mapa necesita decisiones. La primera es un nivel del mar: por debajo hay agua, y por encima el terreno se corta en franjas (arena, pasto, bosque, roca, nieve), como los colores de este laboratorio. Más adelante otros laboratorios añaden capas de temperatura y lluvia para elegir biomas, pero antes vienen las herramientas de modelado:',
          ),
        ),
        list(
          t(
            [em('Folds'), ' bend each octave before it is added. Ridged turns every zero crossing into a sharp crest, so ranges appear; billow turns them into creases between rounded hills. F. Kenton Musgrave’s ridged multifractal goes further and lets a crest roughen only where the octave before it was already high.'],
            [em('Los pliegues'), ' doblan cada octava antes de sumarla. El de crestas convierte cada paso por cero en un filo, y aparecen cordilleras; el ondulado lo convierte en un surco entre lomas redondas. El multifractal de crestas de F. Kenton Musgrave va más allá y solo deja que una cresta se vuelva áspera donde la octava anterior ya era alta.'],
          ),
          t(
            [em('Warping'), ' moves where the noise is read instead of changing what is added (the next lab).'],
            [em('La deformación'), ' cambia dónde se lee el ruido en lugar de lo que se suma (el siguiente laboratorio).'],
          ),
          t(
            [em('Masks'), ' push heights down or up by position. fBm land runs off every edge of the map; subtract something that grows with the distance from the centre and the land gathers into an island.'],
            [em('Las máscaras'), ' bajan o suben las alturas según la posición. La tierra de un fBm se sale por todos los bordes del mapa; resta algo que crezca con la distancia al centro y la tierra se junta en una isla.'],
          ),
        ),
      ],
    },
  ],
  steps: [
    {
      id: 'fbm',
      title: t('Add octaves', 'Sumar octavas'),
      map: 'octaves.default',
      mapLabel: t('the lab’s map (simplex, 3 cycles, 6 octaves)', 'el mapa del laboratorio (simplex, 3 ciclos, 6 octavas)'),
      blocks: [
        p(
          t(
            ['The loop keeps four numbers: the running sum, the sum of the amplitudes, the current amplitude (starting at 1) and the current frequency (starting at 1). Each pass reads the noise at the point times the frequency, adds it times the amplitude, then multiplies the amplitude by the gain and the frequency by the lacunarity. Dividing by the sum of amplitudes brings the total back to about −1…1. With gain 0.5 and six octaves the amplitudes add up to 1.97, and the sixth octave is worth 1/32 of the first.'],
            ['El bucle lleva cuatro números: la suma, la suma de las amplitudes, la amplitud actual (empieza en 1) y la frecuencia actual (empieza en 1). En cada vuelta lee el ruido en el punto multiplicado por la frecuencia, lo suma multiplicado por la amplitud, y después multiplica la amplitud por la ganancia y la frecuencia por la lacunaridad. Dividir por la suma de amplitudes devuelve el total a más o menos −1…1. Con ganancia 0,5 y seis octavas las amplitudes suman 1,97, y la sexta octava vale 1/32 de la primera.'],
          ),
        ),
        p(
          t(
            ['Two details matter for reproducible worlds. Each octave is shifted before scaling (octave k reads the point plus 2k), otherwise every octave would have a lattice knot at the origin and they would all pinch together there. And the frequency is built by repeated multiplication, never with ', code('Math.pow'), ': powers are not guaranteed to round the same way on every platform, products are.'],
            ['Hay dos detalles que importan para que el mundo se repita. Cada octava se desplaza antes de escalarla (la octava k lee el punto más 2k); si no, todas tendrían un nudo en el origen y allí se pellizcarían juntas. Y la frecuencia se construye multiplicando una y otra vez, nunca con ', code('Math.pow'), ': nada garantiza que una potencia se redondee igual en todas las plataformas, un producto sí.'],
          ),
        ),
      ],
      params: [
        { param: 'basis', name: t('Basis', 'Base'), effect: t('The noise summed: simplex (the default), Perlin (the lesson’s Rolling hills) or value (blocky).', 'El ruido que se suma: simplex (el de partida), Perlin (las Colinas suaves de la lección) o valor (a bloques).') },
        { param: 'frequency', name: t('Frequency (cycles across)', 'Frecuencia (ciclos a lo ancho)'), typical: [1, 8], effect: t('How many of the first octave’s features fit across the map: the size of continents.', 'Cuántos rasgos de la primera octava caben a lo ancho: el tamaño de los continentes.') },
        { param: 'octaves', name: t('Octaves', 'Octavas'), typical: [3, 8], effect: t('The first octave draws the coastline; the others only roughen it.', 'La primera octava dibuja la costa; las demás solo la vuelven áspera.') },
        { param: 'lacunarity', name: t('Lacunarity', 'Lacunaridad'), typical: [1.5, 3], effect: t('Frequency gained per octave; 2 doubles it.', 'Frecuencia ganada en cada octava; 2 la duplica.') },
        { param: 'persistence', name: t('Gain', 'Ganancia'), typical: [0.3, 0.7], effect: t('Amplitude kept per octave: low is smooth, high is rough and noisy.', 'Amplitud que se conserva en cada octava: baja es suave, alta es áspera y ruidosa.') },
      ],
      code: 'octaves/fbm',
      try: t(
        ['Step the ', param('octaves', 'Octaves'), ' down to 1 and back up one at a time: the coastline is decided by the first octave, the rest only add texture.'],
        ['Baja las ', param('octaves', 'Octavas'), ' hasta 1 y vuelve a subirlas de una en una: la costa la decide la primera octava, las demás solo añaden textura.'],
      ),
    },
    {
      id: 'aliasing',
      title: t('When to stop', 'Cuándo parar'),
      map: 'octaves.default',
      mapLabel: t('the lab’s map, and the finest-octave readout', 'el mapa del laboratorio y la lectura de la octava más fina'),
      blocks: [
        p(
          t(
            'Each octave has twice the cycles of the one before, and the map has a fixed number of samples. With 3 cycles and lacunarity 2, the sixth octave has 96 cycles across 256 samples: 2.7 samples per cycle. The seventh would get 1.3 and the eighth 0.67. A wave sampled fewer than about twice per cycle cannot be drawn; its samples land on arbitrary phases and read as grain, a false pattern the eye cannot tell from texture. That is aliasing, the same effect that makes wagon wheels spin backwards on film.',
            'Cada octava tiene el doble de ciclos que la anterior y el mapa tiene un número fijo de muestras. Con 3 ciclos y lacunaridad 2, la sexta octava tiene 96 ciclos en 256 muestras: 2,7 muestras por ciclo. La séptima tendría 1,3 y la octava 0,67. Una onda muestreada menos de unas dos veces por ciclo no se puede dibujar: sus muestras caen en fases cualesquiera y se leen como grano, un patrón falso que el ojo no distingue de una textura. Eso es el aliasing, el mismo efecto que hace girar al revés las ruedas de las carretas en el cine.',
          ),
        ),
        p(
          t(
            'So stop adding octaves when the finest one drops below about two samples per cycle. In a game the limit is not the screen but the spacing of the terrain mesh’s vertices: detail finer than that is thrown away, or worse, shimmers as the camera moves.',
            'Así que deja de añadir octavas cuando la más fina baje de unas dos muestras por ciclo. En un juego el límite no es la pantalla sino la separación entre los vértices de la malla del terreno: el detalle más fino que eso se pierde o, peor, titila cuando la cámara se mueve.',
          ),
        ),
        p(
          t(
            ['At the default gain of 0.5 you will hardly see it: the seventh octave is worth 1/64 of the first and the sixteenth 1/32,768, so 16 octaves look like 7. The octaves past the limit are there, only too faint. The Show aliasing button sets ', param('persistence', 'Gain'), ' to 0.8 and ', param('octaves', 'Octaves'), ' to 16, where they weigh enough to see. Look at the spectrum in the map’s bottom-left corner: blue ticks are the octaves the map can hold, red ticks the ones past 128 cycles, drawn at the frequency they fold back to, and the readout gives the share of the rows’ power at 64 cycles and above. Step the octaves down to 6 and back up: the red ticks go and come back, that share falls and rises, and the map loses and regains its grain.'],
            ['Con la ganancia por defecto, 0,5, apenas se ve: la séptima octava vale 1/64 de la primera y la decimosexta 1/32.768, así que 16 octavas parecen 7. Las octavas que pasan del límite están ahí, solo que demasiado débiles. El botón Mostrar el aliasing pone la ', param('persistence', 'Ganancia'), ' en 0,8 y las ', param('octaves', 'Octavas'), ' en 16, donde pesan lo bastante para verse. Mira el espectro en la esquina inferior izquierda del mapa: las marcas azules son las octavas que el mapa puede contener y las rojas las que pasan de 128 ciclos, dibujadas en la frecuencia a la que se pliegan; la lectura da la parte de la potencia de las filas a partir de 64 ciclos. Baja las octavas a 6 y vuelve a subirlas: las marcas rojas se van y vuelven, esa parte baja y sube, y el mapa pierde y recupera su grano.'],
          ),
        ),
      ],
      params: [
        { param: 'octaves', name: t('Octaves', 'Octavas'), typical: [3, 6], effect: t('At 3 cycles and lacunarity 2, six octaves is the most 256 samples can show.', 'Con 3 ciclos y lacunaridad 2, seis octavas es lo más que pueden mostrar 256 muestras.') },
        { param: 'lacunarity', name: t('Lacunarity', 'Lacunaridad'), typical: [1.5, 3], effect: t('A larger lacunarity reaches the limit in fewer octaves.', 'Una lacunaridad mayor llega al límite con menos octavas.') },
      ],
      code: 'octaves/aliasing',
      try: t(
        ['Raise ', param('octaves', 'Octaves'), ' to 8 and watch the readout turn red; then compare the map with 6 octaves: the two extra octaves only added grain.'],
        ['Sube las ', param('octaves', 'Octavas'), ' a 8 y mira cómo la lectura se pone en rojo; compara después con 6 octavas: las dos de más solo añadieron grano.'],
      ),
    },
    {
      id: 'folds',
      title: t('Fold each octave', 'Plegar cada octava'),
      map: 'octaves.default',
      mapLabel: t('the lab’s map with a fold on every octave', 'el mapa del laboratorio con un pliegue en cada octava'),
      blocks: [
        p(
          t(
            'A fold reshapes a value and keeps it in −1…1. Ridged takes 1 − |n|, which is 1 exactly where the noise crosses zero and falls off on both sides, squares it to sharpen the crest, and maps it back with × 2 − 1. Billow takes |n| × 2 − 1: round tops with a crease at every zero crossing. Applied to each octave before the sum, the fold repeats at every scale, so ridges branch into smaller ridges.',
            'Un pliegue cambia la forma de un valor y lo deja en −1…1. El de crestas toma 1 − |n|, que vale 1 justo donde el ruido pasa por cero y baja a ambos lados, lo eleva al cuadrado para afilar el filo y lo devuelve con × 2 − 1. El ondulado toma |n| × 2 − 1: cimas redondas con un surco en cada paso por cero. Aplicado a cada octava antes de sumar, el pliegue se repite a todas las escalas, y las crestas se ramifican en crestas más pequeñas.',
          ),
        ),
      ],
      params: [
        { param: 'octave_fold', name: t('Fold of each octave', 'Pliegue de cada octava'), effect: t('None, Ridged (sharp crests: mountain ranges) or Billow (round bumps: dunes, clouds).', 'Ninguno, Crestas (filos agudos: cordilleras) u Ondulado (lomas redondas: dunas, nubes).') },
      ],
      code: 'octaves/folds',
      try: t(
        ['Set ', param('octave_fold', 'Fold of each octave'), ' to Ridged with ', param('octaves', 'Octaves'), ' at 1, then add octaves: each new octave grows smaller ridges on the big ones.'],
        ['Pon el ', param('octave_fold', 'Pliegue de cada octava'), ' en Crestas con ', param('octaves', 'Octavas'), ' en 1 y añade octavas: cada una nueva hace crecer crestas pequeñas sobre las grandes.'],
      ),
    },
    {
      id: 'island',
      title: t('Sea level and an island mask', 'Nivel del mar y máscara de isla'),
      map: 'octaves.default',
      mapLabel: t('the lab’s map, and the two land readouts', 'el mapa del laboratorio y las dos lecturas de tierra'),
      blocks: [
        p(
          t(
            'The mask measures how far a point is from the centre, scaled so the middle of each edge is at distance 1 (the corners are at √2), and subtracts the falloff times that distance squared. At the centre it takes nothing; at the middle of an edge it takes the whole falloff, 0.6 here; in the corners twice that. The sea level then decides what is left above water.',
            'La máscara mide lo lejos que está un punto del centro, escalado para que el punto medio de cada borde quede a distancia 1 (las esquinas, a √2), y resta la caída multiplicada por esa distancia al cuadrado. En el centro no quita nada; en el medio de un borde quita la caída entera, aquí 0,6; en las esquinas, el doble. Después el nivel del mar decide qué queda por encima del agua.',
          ),
        ),
        p(
          t(
            'The lab’s Islands preset is the lesson’s: six octaves of simplex fBm with the mask, and a sea level just below zero. Its two readouts say how much of the map is land with and without the mask, on the same noise.',
            'El ajuste Islas del laboratorio es el de la lección: seis octavas de fBm simplex con la máscara y un nivel del mar un poco por debajo de cero. Sus dos lecturas dicen cuánto del mapa es tierra con y sin la máscara, con el mismo ruido.',
          ),
        ),
      ],
      params: [
        { param: 'sea_level', name: t('Sea level', 'Nivel del mar'), typical: [-0.2, 0.2], effect: t('Heights above it are land. Because fBm clusters near 0, a small move changes a lot of coast.', 'Las alturas por encima son tierra. Como el fBm se agrupa cerca de 0, un pequeño cambio mueve mucha costa.') },
        { param: 'island', name: t('Island mask', 'Máscara de isla'), effect: t('Sinks the edges by 0.6 × distance², so the land gathers in the middle.', 'Hunde los bordes en 0,6 × distancia², y la tierra se reúne en el centro.') },
      ],
      code: 'octaves/island',
      try: t(
        ['Choose the Islands preset, then untick ', param('island', 'Island mask'), ': the same noise goes from a handful of islands to a continent running off every side.'],
        ['Elige el ajuste Islas y desmarca la ', param('island', 'Máscara de isla'), ': el mismo ruido pasa de un puñado de islas a un continente que se sale por todos los lados.'],
      ),
    },
  ],
  pitfalls: [
    {
      id: 'thresholds',
      title: t('Thresholds from the theoretical range', 'Umbrales sacados del rango teórico'),
      blocks: [
        p(
          t(
            'Dividing by the sum of amplitudes guarantees −1…1, but the octaves partly cancel each other and the values crowd towards 0. With four octaves, nine samples in ten sit within ±0.47, so a threshold at 0.6 (snow above it, say) almost never fires. Worse, thresholds drift: tune one with a single octave and it catches far fewer samples once more octaves are added. Pick thresholds from what the map on screen measures, never from the range on paper.',
            'Dividir por la suma de amplitudes garantiza −1…1, pero las octavas se anulan en parte unas a otras y los valores se amontonan cerca de 0. Con cuatro octavas, nueve de cada diez muestras quedan dentro de ±0,47, así que un umbral en 0,6 (nieve por encima, por ejemplo) casi nunca salta. Peor aún: los umbrales se desplazan. Ajusta uno con una sola octava y atrapará muchas menos muestras cuando añadas más. Elige los umbrales por lo que mide el mapa en pantalla, nunca por el rango sobre el papel.',
          ),
        ),
      ],
      measure: {
        metric: 'shareAtLeast',
        map: 'octaves.default',
        args: [0.6],
        how: t('The share of the map at or above 0.6, as you change the number of octaves.', 'La parte del mapa en 0,6 o más, mientras cambias el número de octavas.'),
        figures: [
          fig(t('90 % range, 4 octaves', 'rango del 90 %, 4 octavas'), 0.47, '', 2, 'tutorial', undefined, '±'),
          fig(t('90 % range, 4 octaves', 'rango del 90 %, 4 octavas'), 0.47, '', 2, 'measured', { snippet: 'octaves/fbm', replace: octavesAt(4), metric: 'p90abs' }, '±'),
          fig(t('90 % range, 1 octave', 'rango del 90 %, 1 octava'), 0.75, '', 2, 'measured', { snippet: 'octaves/fbm', replace: octavesAt(1), metric: 'p90abs' }, '±'),
          fig(t('map at or above 0.6, 1 octave', 'mapa en 0,6 o más, 1 octava'), 14, '%', 0, 'measured', { snippet: 'octaves/fbm', replace: octavesAt(1), metric: 'shareAtLeast', args: [0.6], scale: 100 }),
          fig(t('map at or above 0.6, 4 octaves', 'mapa en 0,6 o más, 4 octavas'), 1.6, '%', 1, 'measured', { snippet: 'octaves/fbm', replace: octavesAt(4), metric: 'shareAtLeast', args: [0.6], scale: 100 }),
        ],
      },
    },
    {
      id: 'aliasing',
      title: t('Octaves finer than the samples', 'Octavas más finas que las muestras'),
      blocks: [
        p(
          t(
            'Extra octaves cost time and add nothing but grain once the finest one has fewer than two samples per cycle. The readout under the map computes it with the same repeated multiplication as the noise.',
            'Las octavas de más cuestan tiempo y no añaden más que grano cuando la más fina tiene menos de dos muestras por ciclo. La lectura bajo el mapa lo calcula con la misma multiplicación repetida que el ruido.',
          ),
        ),
      ],
      measure: {
        metric: 'samplesPerCycle',
        map: 'octaves.default',
        args: [256, 3, 6, 2],
        how: t('Samples per cycle of the finest octave: map side ÷ (frequency × lacunarity^(octaves − 1)). Red below 2.', 'Muestras por ciclo de la octava más fina: lado del mapa ÷ (frecuencia × lacunaridad^(octavas − 1)). En rojo por debajo de 2.'),
        figures: [
          fig(t('sixth octave', 'sexta octava'), 2.7, t('samples', 'muestras'), 1, 'lesson'),
          fig(t('sixth octave', 'sexta octava'), 2.67, t('samples', 'muestras'), 2, 'measured', { snippet: 'octaves/aliasing', note: 'samples per cycle', index: 1 }),
          fig(t('eighth octave', 'octava n.º 8'), 0.67, t('samples', 'muestras'), 2, 'measured', { snippet: 'octaves/aliasing', replace: octavesAt(8), note: 'samples per cycle', index: 1 }),
        ],
      },
    },
    {
      id: 'banding',
      title: t('Banding: smooth slopes squeezed into 256 levels', 'Bandas: pendientes suaves apretadas en 256 niveles'),
      blocks: [
        p(
          t(
            'Store heights in 8 bits, or paint them with a handful of colours, and a gentle slope becomes a staircase: neighbours that differed by less than one level get the same value. On this map the steps between neighbours are larger than a level, so the stairs are about one sample wide and invisible; zoom in, or smooth the map, and terraces several samples wide appear. Keep heights as floating-point numbers until the very last step (the lab’s float32 export does), and blend colours rather than switching them.',
            'Guarda las alturas en 8 bits, o píntalas con un puñado de colores, y una pendiente suave se convierte en escalera: vecinos que se diferenciaban en menos de un nivel reciben el mismo valor. En este mapa los saltos entre vecinos son mayores que un nivel, así que los escalones miden cerca de una muestra y no se ven; acerca la vista o suaviza el mapa y aparecen terrazas de varias muestras. Mantén las alturas como números de coma flotante hasta el último paso (la exportación float32 del laboratorio lo hace) y mezcla los colores en lugar de cambiarlos de golpe.',
          ),
        ),
      ],
      measure: {
        metric: 'stairWidth',
        map: 'octaves.default',
        args: [256],
        how: t('Quantise the map to 8 bits and read how wide, in samples, the stair under an average sample is.', 'Cuantiza el mapa a 8 bits y lee cuántas muestras mide el escalón bajo una muestra cualquiera.'),
        figures: [
          fig(t('the lab’s map', 'el mapa del laboratorio'), 1.2, t('samples', 'muestras'), 1, 'measured', { snippet: 'octaves/fbm', metric: 'stairWidth', args: [256] }),
          fig(t('frequency 0.5, 2 octaves', 'frecuencia 0,5, 2 octavas'), 6.3, t('samples', 'muestras'), 1, 'measured', {
            snippet: 'octaves/fbm',
            replace: [...octavesAt(2), ['frequency: 3', 'frequency: 0.5']],
            metric: 'stairWidth',
            args: [256],
          }),
        ],
      },
    },
    {
      id: 'land',
      title: t('The mask decides the land share', 'La máscara decide cuánta tierra hay'),
      blocks: [
        p(
          t(
            'Sea level and mask change how much of the world is land far more than they change how it looks, and figures from another noise do not carry over. The lesson reports 17 % land with its mask and 58 % without for its own noise on seed 1; our simplex noise, with a sea level of −0.04 and falloff 0.6 chosen for shares close to those, gives the figures below.',
            'El nivel del mar y la máscara cambian cuánto del mundo es tierra mucho más que su aspecto, y las cifras de otro ruido no se trasladan. La lección da un 17 % de tierra con su máscara y un 58 % sin ella, con su propio ruido y la semilla 1; nuestro ruido simplex, con un nivel del mar de −0,04 y una caída de 0,6 elegidos para acercarse a esas proporciones, da las cifras de abajo.',
          ),
        ),
      ],
      measure: {
        metric: 'landShare',
        map: 'octaves.islands',
        args: [-0.04],
        how: t('The land readouts: the share of samples above the sea level, with and without the mask.', 'Las lecturas de tierra: la parte de las muestras por encima del nivel del mar, con y sin máscara.'),
        figures: [
          fig(t('with the mask', 'con la máscara'), 17, '%', 0, 'lesson'),
          fig(t('without it', 'sin ella'), 58, '%', 0, 'lesson'),
          fig(t('with the mask', 'con la máscara'), 19.1, '%', 1, 'measured', { snippet: 'octaves/island', replace: ISLANDS, note: 'land at sea level', index: 1 }),
          fig(t('without it', 'sin ella'), 58.8, '%', 1, 'measured', { snippet: 'octaves/island', replace: ISLANDS, note: 'land at sea level', index: 2 }),
        ],
      },
    },
  ],
  takeaways: [
    t('fBm adds octaves, each finer (lacunarity) and fainter (gain); the first one decides the coastline.', 'El fBm suma octavas, cada una más fina (lacunaridad) y más tenue (ganancia); la primera decide la costa.'),
    t('Stop when the finest octave has fewer than about two samples per cycle.', 'Para cuando la octava más fina tenga menos de unas dos muestras por ciclo.'),
    t('Folds, sea level and masks turn noise into land; choose thresholds by measuring the map.', 'Los pliegues, el nivel del mar y las máscaras convierten el ruido en tierra; elige los umbrales midiendo el mapa.'),
    t('Keep heights in floating point until the end: 8 bits make stairs on gentle slopes.', 'Mantén las alturas en coma flotante hasta el final: con 8 bits las pendientes suaves se vuelven escaleras.'),
  ],
  sources: [
    t(
      'The lesson "Seeds, noise and terrain": its noise mode (basis, frequency, octaves, lacunarity, gain, folds, warp, sea level, mask), Rolling hills, the 2.7 samples per cycle and the 17 % / 58 % land shares.',
      'La lección «Seeds, noise and terrain»: su modo de ruido (base, frecuencia, octavas, lacunaridad, ganancia, pliegues, deformación, nivel del mar, máscara), las Colinas suaves, las 2,7 muestras por ciclo y las proporciones de tierra del 17 % y el 58 %.',
    ),
    t('The tutorial "Procedural Biome Generation": fBm with per-octave offsets and the ±0.47 range of four octaves.', 'El tutorial «Procedural Biome Generation»: el fBm con desplazamiento por octava y el rango de ±0,47 de cuatro octavas.'),
    t('Benoit Mandelbrot, "How Long Is the Coast of Britain?", Science, 1967.', 'Benoit Mandelbrot, «How Long Is the Coast of Britain?», Science, 1967.'),
    t('F. Kenton Musgrave, in "Texturing and Modeling: A Procedural Approach": the ridged multifractal.', 'F. Kenton Musgrave, en «Texturing and Modeling: A Procedural Approach»: el multifractal de crestas.'),
  ],
}));
