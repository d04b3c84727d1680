// Lesson of lab 1 · Noise basics: coherent noise from a seed — value, Perlin and simplex noise, and the race.
import { aside, bilingual, code, em, fig, list, p, param } from './build';
import type { FigureCheck } from './types';

const p90 = (snippet: string): FigureCheck => ({ snippet, metric: 'p90abs' });

export const noise = bilingual((t) => ({
  id: 'noise',
  title: t('Noise basics', 'Fundamentos del ruido'),
  summary: t(
    'Why a world needs random numbers that change smoothly, and three ways to get them from one seed: value, Perlin and simplex noise, side by side on the same lattice.',
    'Por qué un mundo necesita números al azar que cambien con suavidad, y tres maneras de sacarlos de una sola semilla: ruido de valor, Perlin y simplex, lado a lado sobre la misma red.',
  ),
  sections: [
    {
      id: 'fields',
      title: t('A map is a rule, not a picture', 'Un mapa es una regla, no un dibujo'),
      blocks: [
        p(
          t(
            'Procedural generation means the program builds its content — terrain, caves, forests, whole planets — from rules and random numbers instead of reading it from disk. Everything in these labs is a field: a rule that takes a position and answers with one number. Height is a field, so are temperature and moisture, and the grey panels above are three fields drawn as brightness, black for −1 and white for +1.',
            'Generación procedural quiere decir que el programa construye su contenido —terreno, cuevas, bosques, planetas enteros— a partir de reglas y números al azar, en vez de leerlo del disco. En estos laboratorios todo es un campo: una regla que recibe una posición y responde con un número. La altura es un campo, también la temperatura y la humedad, y los tres paneles grises de arriba son tres campos pintados como brillo: negro para −1 y blanco para +1.',
          ),
        ),
        p(
          t(
            'Plain random numbers make a poor field. Draw a fresh number for every pixel and you get television static: each pixel ignores its neighbours. Land needs the opposite, values that are unpredictable over long distances but agree with the pixel next door. That property is called coherence, and every noise function here buys it the same way: it decides random things only at the knots of a coarse lattice of whole-number points, and fills the space between the knots smoothly.',
            'Los números al azar sin más dan un mal campo. Si sacas un número nuevo para cada píxel obtienes la nieve de un televisor sin señal: cada píxel ignora a sus vecinos. La tierra necesita lo contrario: valores imprevisibles a lo lejos pero de acuerdo con el píxel de al lado. A esa propiedad se le llama coherencia, y todos los ruidos de aquí la consiguen igual: deciden cosas al azar solo en los nudos de una red gruesa de puntos enteros y rellenan con suavidad el espacio entre nudos.',
          ),
        ),
        aside(
          t(
            'Picture a fishing net thrown over the map. Chance only ever acts on the knots; everything between two knots is stretched from them. Make the mesh coarse and you get continents, make it fine and you get gravel. The "Cycles across the map" slider sets how many meshes span the panel.',
            'Imagina una red de pesca echada sobre el mapa. El azar solo actúa en los nudos; todo lo que queda entre dos nudos se estira a partir de ellos. Con una malla gruesa salen continentes; con una fina, grava. El control «Ciclos a lo ancho del mapa» fija cuántas mallas caben en el panel.',
          ),
        ),
      ],
    },
    {
      id: 'three',
      title: t('Three answers to "what lives on a knot?"', 'Tres respuestas a «¿qué hay en un nudo?»'),
      blocks: [
        list(
          t(
            [em('Value noise'), ' puts a random height on every knot and eases between them. The easing curve is flat at both ends, so the surface levels off on every knot: each summit, hollow and shelf sits exactly on the grid, and the eye picks out the blocks.'],
            [em('El ruido de valor'), ' pone una altura al azar en cada nudo y pasa de uno a otro con una curva suave. Esa curva es plana en sus dos extremos, así que la superficie se aplana en cada nudo: cada cima, hondonada y rellano cae justo sobre la red, y el ojo descubre los bloques.'],
          ),
          t(
            [em('Perlin noise'), ' (Ken Perlin, 1985) puts a random slope on every knot instead. A point asks each corner of its square how high that corner’s slope would lift it, then blends the four answers. On a knot the offset is zero, so the value is exactly 0 there, and the bumps fall between the knots.'],
            [em('El ruido Perlin'), ' (Ken Perlin, 1985) pone en cada nudo una pendiente al azar. Un punto pregunta a cada esquina de su cuadrado cuánto lo levantaría la pendiente de esa esquina y mezcla las cuatro respuestas. Sobre un nudo la distancia es cero, así que allí el valor vale exactamente 0, y los relieves quedan entre nudos.'],
          ),
          t(
            [em('Simplex noise'), ' (Perlin, 2001) keeps the slopes but changes the lattice to triangles. Each corner contributes a round bump that shrinks to nothing at a fixed distance, and the bumps are simply added: there is no blending along x and then y, so nothing lines up with the axes.'],
            [em('El ruido simplex'), ' (Perlin, 2001) conserva las pendientes pero cambia la red por triángulos. Cada esquina aporta una loma redonda que se apaga del todo a una distancia fija, y las lomas simplemente se suman: no hay mezcla a lo largo de x y luego de y, así que nada se alinea con los ejes.'],
          ),
        ),
        p(
          t(
            'The triangle also does less work. A point in n dimensions sits in a simplex with n + 1 corners, where a square lattice gives it 2ⁿ: 3 against 4 in 2D, 4 against 8 in 3D, 5 against 16 in 4D. The gap grows with every dimension, which is why simplex noise was designed as a faster successor for 3D and 4D work.',
            'El triángulo además trabaja menos. Un punto en n dimensiones cae en un símplice de n + 1 esquinas, mientras que una red cuadrada le da 2ⁿ: 3 contra 4 en 2D, 4 contra 8 en 3D, 5 contra 16 en 4D. La diferencia crece con cada dimensión, y por eso el simplex se pensó como sucesor más rápido para trabajar en 3D y 4D.',
          ),
        ),
      ],
    },
    {
      id: 'history',
      title: t('Two fixes and an expired patent', 'Dos arreglos y una patente caducada'),
      blocks: [
        p(
          t(
            ['In "Improving Noise" (SIGGRAPH 2002) Perlin made two changes that every noise here uses. The easing curve became 6t⁵ − 15t⁴ + 10t³, whose slope ', em('and'), ' bend are zero at both ends, so neighbouring cells meet without a visible crease. And the gradients came from a small fixed set instead of arbitrary directions, which had tended to clump; in 2D our noises pick from eight: four axes and four diagonals.'],
            ['En «Improving Noise» (SIGGRAPH 2002) Perlin hizo dos cambios que usan todos los ruidos de aquí. La curva de transición pasó a ser 6t⁵ − 15t⁴ + 10t³, cuya pendiente ', em('y'), ' curvatura valen cero en los dos extremos, de modo que las celdas vecinas se juntan sin un pliegue visible. Y las pendientes salieron de un conjunto pequeño y fijo en vez de direcciones cualesquiera, que tendían a amontonarse; en 2D nuestros ruidos eligen entre ocho: cuatro ejes y cuatro diagonales.'],
          ),
        ),
        p(
          t(
            'For years the advice was to use OpenSimplex to stay clear of the simplex patent (US 6,867,776, which covered simplex noise in three or more dimensions for image synthesis). It expired on 8 January 2022. OpenSimplex2 is still a fine library with its own trade-offs, but a patent is no longer a reason to pick it.',
            'Durante años se recomendó usar OpenSimplex para esquivar la patente del simplex (US 6,867,776, que cubría el ruido simplex en tres o más dimensiones para síntesis de imágenes). Caducó el 8 de enero de 2022. OpenSimplex2 sigue siendo una buena biblioteca, con sus propias ventajas e inconvenientes, pero la patente ya no es motivo para elegirla.',
          ),
        ),
      ],
    },
  ],
  steps: [
    {
      id: 'table',
      title: t('One seed, one shuffled table', 'Una semilla, una tabla barajada'),
      map: 'noise.table',
      mapLabel: t('the seed’s shuffled table, read by all three panels', 'la tabla barajada de la semilla, que leen los tres paneles'),
      blocks: [
        p(
          t(
            'A knot needs a random choice that is the same every time anyone asks about it. So before any noise is computed, the seed is turned into a table: the numbers 0 to 255 shuffled into an order only that seed produces. A knot’s coordinates are looked up in it twice (table[x + table[y]]) and the result picks its height or its slope.',
            'Un nudo necesita una elección al azar que sea la misma cada vez que alguien pregunte por él. Por eso, antes de calcular ningún ruido, la semilla se convierte en una tabla: los números del 0 al 255 barajados en un orden que solo esa semilla produce. Las coordenadas de un nudo se buscan dos veces en ella (tabla[x + tabla[y]]) y el resultado elige su altura o su pendiente.',
          ),
        ),
        p(
          t(
            ['The shuffle is Fisher–Yates: walk from the last slot to the second, swapping each with a slot chosen among those not yet fixed. The draws come from the Park–Miller generator (multiply by 16807, keep the remainder modulo 2³¹ − 1), which is tiny, old and the same in every language. The table is stored twice in a row, 512 entries, so ', code('table[a + table[b]]'), ' can never run past the end.'],
            ['El barajado es el de Fisher–Yates: se recorre desde la última casilla hasta la segunda y cada una se cambia por otra elegida entre las que aún no están fijas. Los sorteos los da el generador de Park–Miller (multiplicar por 16807 y quedarse con el resto módulo 2³¹ − 1), pequeño, antiguo e igual en todos los lenguajes. La tabla se guarda dos veces seguidas, 512 entradas, para que ', code('tabla[a + tabla[b]]'), ' nunca se salga del final.'],
          ),
        ),
      ],
      params: [
        {
          param: 'seed',
          name: t('Seed', 'Semilla'),
          typical: [1, 2147483646],
          effect: t(
            'Park–Miller reduces every seed modulo 2³¹ − 1, so these are the distinct starting states; any other whole number folds onto one of them.',
            'Park–Miller reduce cada semilla módulo 2³¹ − 1, así que estos son los estados de partida distintos; cualquier otro entero cae sobre uno de ellos.',
          ),
        },
      ],
      code: 'noise/table',
      try: t(
        'Add one to the seed: all three panels change completely. Take it back: the very same maps return, down to their three hashes in the readouts.',
        'Suma uno a la semilla: los tres paneles cambian por completo. Réstalo: vuelven exactamente los mismos mapas, hasta sus tres hashes en las lecturas.',
      ),
    },
    {
      id: 'value',
      title: t('Value noise: heights on the knots', 'Ruido de valor: alturas en los nudos'),
      map: 'noise.value',
      mapLabel: t('the Value noise panel', 'el panel de ruido de valor'),
      blocks: [
        p(
          t(
            'Find the square the point is in (floor of x and y), read a height for each of its four corners from the table (an entry of 0…255 scaled to −1…1), and blend: first along x on the top and bottom edges, then between those two along y. The blend weight is not the raw position inside the square but the eased one, so the surface arrives at each corner gently.',
            'Se busca el cuadrado que contiene al punto (parte entera de x e y), se lee en la tabla una altura para cada una de sus cuatro esquinas (una entrada de 0…255 llevada a −1…1) y se mezcla: primero a lo largo de x en los bordes de arriba y de abajo, después entre esos dos a lo largo de y. El peso de la mezcla no es la posición tal cual dentro del cuadrado sino la suavizada, para que la superficie llegue a cada esquina con calma.',
          ),
        ),
        p(
          t(
            'That gentleness is also the flaw. Because the eased curve is flat at 0 and at 1, the field stops changing on every knot and along every lattice line. Hills get flat tops and squared shoulders exactly where the grid is, and with the lattice drawn on top you can see them line up.',
            'Esa suavidad es también su defecto. Como la curva suavizada es plana en 0 y en 1, el campo deja de cambiar en cada nudo y a lo largo de cada línea de la red. Las colinas salen con la cima chata y los hombros cuadrados justo donde está la red, y con la red dibujada encima se ve cómo se alinean.',
          ),
        ),
      ],
      params: [
        {
          param: 'cells',
          name: t('Cycles across the map', 'Ciclos a lo ancho del mapa'),
          typical: [2, 8],
          effect: t(
            'How many lattice cells span the 256-pixel panel: 4 gives 64 pixels per cell. Fewer cells, bigger features.',
            'Cuántas celdas de la red ocupan los 256 píxeles del panel: con 4, cada celda mide 64 píxeles. Menos celdas, rasgos más grandes.',
          ),
        },
      ],
      code: 'noise/value',
      try: t(
        ['Turn on ', param('grid', 'Show the lattice'), ' and graph row 128, which lies on a lattice line when there are 4 cells: the value curve levels off at every dotted line.'],
        ['Activa ', param('grid', 'Mostrar la red'), ' y grafica la fila 128, que cae sobre una línea de la red cuando hay 4 celdas: la curva del ruido de valor se aplana en cada línea de puntos.'],
      ),
    },
    {
      id: 'perlin',
      title: t('Perlin noise: slopes on the knots', 'Ruido Perlin: pendientes en los nudos'),
      map: 'noise.perlin',
      mapLabel: t('the Perlin noise panel', 'el panel de ruido Perlin'),
      blocks: [
        p(
          t(
            'Same square, same eased blend, but each corner now holds one of eight directions. A corner’s vote is the dot product of its direction with the offset from that corner to the point: how far "uphill" the point lies on that corner’s tilted plane. Near a corner its own vote dominates, and on the corner it is zero.',
            'El mismo cuadrado y la misma mezcla suavizada, pero ahora cada esquina guarda una de ocho direcciones. El voto de una esquina es el producto escalar de su dirección por el desplazamiento desde esa esquina hasta el punto: cuánto «cuesta arriba» queda el punto en el plano inclinado de esa esquina. Cerca de una esquina manda su propio voto, y sobre la esquina vale cero.',
          ),
        ),
        p(
          t(
            'So Perlin noise passes through 0 at every knot and puts its peaks between them, which hides the lattice much better than value noise. What remains is a directional bias: the blend runs along x and then along y, and contour lines of the result tend to run parallel to the axes.',
            'Así el ruido Perlin pasa por 0 en cada nudo y coloca sus máximos entre ellos, lo que esconde la red mucho mejor que el ruido de valor. Lo que queda es un sesgo de dirección: la mezcla va a lo largo de x y después de y, y las curvas de nivel del resultado tienden a correr paralelas a los ejes.',
          ),
        ),
      ],
      params: [
        {
          param: 'cells',
          name: t('Cycles across the map', 'Ciclos a lo ancho del mapa'),
          typical: [2, 8],
          effect: t('The same lattice as the other panels: compare them cell for cell.', 'La misma red que en los otros paneles: compáralos celda por celda.'),
        },
      ],
      code: 'noise/perlin',
      try: t(
        'Keep row 128 graphed: the Perlin curve crosses zero at every dotted line, where the value curve went flat.',
        'Mantén graficada la fila 128: la curva de Perlin cruza el cero en cada línea de puntos, justo donde la del ruido de valor se aplanaba.',
      ),
    },
    {
      id: 'simplex',
      title: t('Simplex noise: three round bumps', 'Ruido simplex: tres lomas redondas'),
      map: 'noise.simplex',
      mapLabel: t('the Simplex noise panel', 'el panel de ruido simplex'),
      blocks: [
        p(
          t(
            'Triangles do not line up with x and y, so the trick is to squash the plane until they do. Multiplying by the skew factor F = (√3 − 1) / 2 turns the triangle lattice into a square one; floor() then finds the square, and one comparison (is the point’s x offset larger than its y offset?) says which of the square’s two triangles holds it. Un-skewing with G = (3 − √3) / 6 gives the real offsets to the three corners. Both factors are the 2D case of Perlin’s (√(n + 1) − 1) / n and (1 − 1/√(n + 1)) / n.',
            'Los triángulos no se alinean con x e y, así que el truco es aplastar el plano hasta que lo hagan. Multiplicar por el factor de sesgo F = (√3 − 1) / 2 convierte la red de triángulos en una de cuadrados; floor() encuentra el cuadrado y una sola comparación (¿es el desplazamiento en x mayor que el de y?) dice cuál de sus dos triángulos contiene al punto. Deshacer el sesgo con G = (3 − √3) / 6 da los desplazamientos reales a las tres esquinas. Ambos factores son el caso 2D de las fórmulas de Perlin (√(n + 1) − 1) / n y (1 − 1/√(n + 1)) / n.',
          ),
        ),
        p(
          t(
            'Each corner contributes (0.5 − d²)⁴ times its slope vote, and nothing at all beyond d = √0.5 ≈ 0.71. The three contributions are added, not blended, and the sum is multiplied by 70 so the result spans roughly −1…1.',
            'Cada esquina aporta (0,5 − d²)⁴ por su voto de pendiente, y nada en absoluto más allá de d = √0,5 ≈ 0,71. Las tres aportaciones se suman, no se mezclan, y la suma se multiplica por 70 para que el resultado cubra más o menos −1…1.',
          ),
        ),
      ],
      params: [
        {
          param: 'cells',
          name: t('Cycles across the map', 'Ciclos a lo ancho del mapa'),
          typical: [2, 8],
          effect: t(
            'Here a "cell" is one unit of noise space; the triangles drawn by Show the lattice are the skewed cells.',
            'Aquí una «celda» es una unidad del espacio del ruido; los triángulos que dibuja Mostrar la red son las celdas sesgadas.',
          ),
        },
      ],
      code: 'noise/simplex',
      try: t(
        ['Switch ', param('view', 'View'), ' to contours. On the Perlin panel many zero lines run straight along the cyan grid; on the simplex panel they wander in every direction.'],
        ['Cambia ', param('view', 'Vista'), ' a curvas de nivel. En el panel Perlin muchas líneas de cero corren rectas sobre la red cian; en el simplex serpentean en todas direcciones.'],
      ),
    },
    {
      id: 'race',
      title: t('The race, and why 3D at z = 0 is slower', 'La carrera, y por qué 3D en z = 0 es más lento'),
      map: 'noise.perlin3',
      mapLabel: t('Perlin’s 3D noise read at z = 0: the race’s fourth runner', 'el ruido 3D de Perlin leído en z = 0: el cuarto corredor de la carrera'),
      blocks: [
        p(
          t(
            'The tutorial behind this lab timed its simplex against its Perlin class and found simplex took about 70 % of Perlin’s time (Chromium, on a Mac). Its Perlin class was the 3D one, read on the plane z = 0: even there it visits all eight corners of a cube and blends seven times, while 2D simplex touches three corners. That, more than triangles against squares, is what the race measured.',
            'El tutorial del que nace este laboratorio cronometró su simplex contra su clase Perlin y vio que el simplex tardaba cerca del 70 % del tiempo de Perlin (Chromium, en un Mac). Su clase Perlin era la de 3D leída en el plano z = 0: incluso ahí visita las ocho esquinas de un cubo y mezcla siete veces, mientras que el simplex 2D toca tres esquinas. Eso, más que triángulos contra cuadrados, es lo que midió la carrera.',
          ),
        ),
        p(
          t(
            ['Speed is a measurement, not a property, and the only figure this page quotes for it is the one it measures on your machine: the last race put Perlin 3D at ', { live: 'perlin3-cost', text: '— (press the race to measure it)' }, ' the cost of simplex 2D per sample. Repeated runs on a busy machine move that ratio by tens of percent, and another browser or machine gives another one. Run the race several times, and compare only runs made one right after the other.'],
            ['La velocidad es una medida, no una propiedad, y la única cifra que esta página da de ella es la que mide en tu máquina: la última carrera puso a Perlin 3D en ', { live: 'perlin3-cost', text: '— (pulsa la carrera para medirla)' }, ' el coste del simplex 2D por muestra. En una máquina ocupada las repeticiones mueven esa proporción en decenas de por ciento, y otro navegador u otra máquina dan otra. Corre la carrera varias veces y compara solo carreras hechas una justo después de otra.'],
          ),
        ),
      ],
      params: [
        {
          param: 'seed',
          name: t('Seed', 'Semilla'),
          typical: [1, 2147483646],
          effect: t('The seed changes the maps, not the timings: every seed does the same amount of work.', 'La semilla cambia los mapas, no los tiempos: todas hacen el mismo trabajo.'),
        },
      ],
      code: 'noise/perlin3',
      try: t(
        'Press the race button three times in a row and note how much the ratios move between runs before trusting any single one.',
        'Pulsa el botón de la carrera tres veces seguidas y fíjate en cuánto cambian las proporciones de una vez a otra antes de fiarte de una sola.',
      ),
    },
  ],
  pitfalls: [
    {
      id: 'range',
      title: t('"−1 to 1" is a promise about the edges, not the middle', '«De −1 a 1» habla de los bordes, no del centro'),
      blocks: [
        p(
          t(
            'All three noises are scaled to about −1…1, yet they use that range very differently. The 90 % range is the half-width that holds nine samples in ten: simplex and value noise spread out to about ±0.75, while Perlin noise, pinned to zero on every knot, keeps nine samples in ten within about ±0.42. That is why the Perlin panel looks greyer. A threshold chosen for one noise will not mean the same on another.',
            'Los tres ruidos están escalados a más o menos −1…1, pero usan ese intervalo de forma muy distinta. El rango del 90 % es la mitad del ancho que contiene nueve de cada diez muestras: el simplex y el de valor se extienden hasta ±0,75, mientras que el Perlin, atado a cero en cada nudo, guarda nueve de cada diez muestras dentro de ±0,42. Por eso el panel Perlin se ve más gris. Un umbral elegido para un ruido no significa lo mismo en otro.',
          ),
        ),
      ],
      measure: {
        metric: 'p90abs',
        map: 'noise.perlin',
        args: [],
        how: t(
          'Sort the absolute values of a panel’s 65,536 samples and read the one 90 % of the way up: compare it between the three panels.',
          'Ordena los valores absolutos de las 65.536 muestras de un panel y lee el que está al 90 % del camino: compáralo entre los tres paneles.',
        ),
        figures: [
          fig(t('simplex', 'simplex'), 0.74, '', 2, 'tutorial', undefined, '±'),
          fig(t('Perlin 3D at z = 0', 'Perlin 3D en z = 0'), 0.42, '', 2, 'tutorial', undefined, '±'),
          fig(t('simplex', 'simplex'), 0.75, '', 2, 'measured', p90('noise/simplex'), '±'),
          fig(t('value', 'valor'), 0.75, '', 2, 'measured', p90('noise/value'), '±'),
          fig(t('Perlin 2D', 'Perlin 2D'), 0.42, '', 2, 'measured', p90('noise/perlin'), '±'),
          fig(t('Perlin 3D at z = 0', 'Perlin 3D en z = 0'), 0.45, '', 2, 'measured', p90('noise/perlin3'), '±'),
        ],
      },
    },
  ],
  takeaways: [
    t('Coherent noise decides random things only on a lattice and fills the rest smoothly.', 'El ruido coherente decide cosas al azar solo en una red y rellena el resto con suavidad.'),
    t(
      'Value noise is flat on every knot and looks blocky; Perlin noise is zero on every knot and leans along the axes; simplex noise adds round bumps on a triangle lattice.',
      'El ruido de valor es plano en cada nudo y parece hecho de bloques; el Perlin vale cero en cada nudo y se inclina hacia los ejes; el simplex suma lomas redondas sobre una red de triángulos.',
    ),
    t('A seed becomes a shuffled table once; every knot of every noise reads it.', 'Una semilla se convierte una sola vez en una tabla barajada; todos los nudos de todos los ruidos la leen.'),
    t('Measure ranges and speeds on your own maps: they depend on the noise and the machine.', 'Mide rangos y velocidades en tus propios mapas: dependen del ruido y de la máquina.'),
  ],
  sources: [
    t(
      'Ideas, constants and figures from the tutorial "Procedural Biome Generation: Simplex Noise & Domain Warping" (its simplex class, the ±0.74 and ±0.42 ranges, the 70 % race) and the lesson "Seeds, noise and terrain" (value, Perlin and simplex compared).',
      'Ideas, constantes y cifras del tutorial «Procedural Biome Generation: Simplex Noise & Domain Warping» (su clase simplex, los rangos de ±0,74 y ±0,42, la carrera del 70 %) y de la lección «Seeds, noise and terrain» (ruido de valor, Perlin y simplex comparados).',
    ),
    t('Ken Perlin, "Improving Noise", SIGGRAPH 2002: the quintic fade and the fixed gradient set.', 'Ken Perlin, «Improving Noise», SIGGRAPH 2002: la transición de quinto grado y el conjunto fijo de pendientes.'),
    t('Stefan Gustavson, "Simplex noise demystified" (2005): the clearest walk through simplex noise.', 'Stefan Gustavson, «Simplex noise demystified» (2005): el recorrido más claro por el ruido simplex.'),
    t('K.jpg, OpenSimplex2: simplex-style noise in several languages.', 'K.jpg, OpenSimplex2: ruido de estilo simplex en varios lenguajes.'),
  ],
}));
