// Lesson of lab 12 · Water: flow routing and why pits are filled, priority-flood, accumulation, the stream-power law
// and its steady state (the slope–area plot), and the pitfalls: pits from noise, flats, ties and summation order.
import { bilingual, code, em, fig, list, p, param } from './build';

const SEA = -0.04; // the Islands preset's sea level (lab 7's threshold)
// The route snippet's map is the filled surface; this returns the raw terrain instead.
const RAW: [string, string][] = [['return route(input.height, 256, input.sea).filled;', 'return input.height;']];
// The erode snippet's heights, then their routing: height | filled | area | receiver, as the lab's map.
const ROUTED: [string, string][] = [
  [
    'return erode(Float64Array.from(input.height), 256, input.sea, rain, params);',
    'const h = erode(Float64Array.from(input.height), 256, input.sea, rain, params), r = route(h, 256, input.sea);\n  return [...h, ...r.filled, ...accumulate(r, rain), ...r.rec];',
  ],
];
// The accumulation summed twice with a rain of 0.1 (not a power of two, so sums round): pushed along the stack, and
// pulled by each cell from its donors in reverse D8 order. Both are correct sums; they differ in the last bits.
const ORDER: [string, string][] = [
  [
    'return accumulate(route(input.height, 256, input.sea), rain);',
    `const r = route(input.height, 256, input.sea), wet = rain.fill(0.1), pushed = accumulate(r, wet);
  const pulled = wet.map((x) => (1 / 256) * (1 / 256) * x), off = [-255, -256, -257, -1, 255, 256, 257, 1];
  for (let k = r.stack.length - 1; k >= 0; k--) {
    const c = r.stack[k];
    for (const o of off) if (r.rec[c + o] === c && c + o !== c) pulled[c] += pulled[c + o];
  }
  console.log('cells whose total changes with the order of the sum:', pushed.filter((a, c) => a !== pulled[c]).length);
  return pushed;`,
  ],
];

export const water = bilingual((t) => ({
  id: 'water',
  title: t('Water: routing, accumulation and erosion', 'Agua: trazado, acumulación y erosión'),
  summary: t(
    'Where does the rain go? Fill the pits so every drop can leave the map, send each cell to its steepest neighbour, add up the water in the right order, and let rivers cut the land by the stream-power law. Every step is deterministic: the same bits natively and in the browser.',
    '¿Adónde va la lluvia? Rellena los hoyos para que cada gota pueda salir del mapa, manda cada celda a su vecina más empinada, suma el agua en el orden correcto y deja que los ríos excaven el terreno según la ley de potencia fluvial. Cada paso es determinista: los mismos bits en nativo y en el navegador.',
  ),
  sections: [
    {
      id: 'routing',
      title: t('Flow routing, and why pits must be filled', 'El trazado del flujo, y por qué hay que rellenar los hoyos'),
      blocks: [
        p(
          t(
            'The simplest model of running water is D8: every cell passes its water to one of its eight neighbours, the one down the steepest slope (drop divided by distance, so a diagonal counts √2 times longer). Follow the receivers from any cell and you walk down a river. The edge of the map and every cell at or below the sea are outlets: water leaves there.',
            'El modelo más sencillo del agua que corre es D8: cada celda pasa su agua a una de sus ocho vecinas, la de mayor pendiente hacia abajo (desnivel entre distancia, así que una diagonal cuenta √2 veces más larga). Sigue los receptores desde cualquier celda y bajarás por un río. El borde del mapa y toda celda al nivel del mar o por debajo son salidas: el agua se va por ahí.',
          ),
        ),
        p(
          t(
            'Noise terrain is full of pits: cells lower than all eight neighbours. Water routed downhill stops in each one, and the rivers break into thousands of puddles. Real water fills a depression until it spills over the lowest point of its rim. So we fill every depression to its spill level first. The result is the lowest surface at or above the terrain from which every cell reaches an outlet without climbing; filled − terrain is the depth of the lakes.',
            'El terreno de ruido está lleno de hoyos: celdas más bajas que sus ocho vecinas. El agua trazada cuesta abajo se para en cada uno, y los ríos se rompen en miles de charcos. El agua de verdad llena una depresión hasta que rebosa por el punto más bajo de su borde. Así que primero rellenamos cada depresión hasta su nivel de desborde. El resultado es la superficie más baja, igual o por encima del terreno, desde la que cada celda llega a una salida sin subir; relleno − terreno es la profundidad de los lagos.',
          ),
        ),
      ],
    },
    {
      id: 'flood',
      title: t('Priority-flood', 'La inundación por prioridad'),
      blocks: [
        p(
          t(
            'Priority-flood (Barnes, Lehman and Mulla 2014) grows the filled surface inwards from the outlets, like a rising sea. A priority queue holds the cells reached so far, lowest first. Take the lowest; each neighbour not yet reached gets max(its height, this cell’s filled height) and joins the queue. A pit is reached from its rim, so it takes the rim’s height: it is filled. Each cell enters the queue once, so the cost is n log n.',
            'La inundación por prioridad (Barnes, Lehman y Mulla, 2014) hace crecer la superficie rellena desde las salidas hacia dentro, como un mar que sube. Una cola de prioridad guarda las celdas alcanzadas, la más baja primero. Saca la más baja; cada vecina aún no alcanzada recibe max(su altura, la altura rellena de esta celda) y entra en la cola. A un hoyo se llega desde su borde, así que toma la altura del borde: queda relleno. Cada celda entra una sola vez en la cola, así que el coste es n log n.',
          ),
        ),
        p(
          t(
            [
              'The core gets the same surface another way, in a few linear passes over the basins of the pits (Cordonnier, Bovy and Braun 2019). That it can is the point: the filled surface is unique and every value is a copy of an input height, so any correct algorithm gives the same bits. The lesson’s JavaScript uses the queue; the C++ calls ',
              code('route_flow'),
              '; the hashes agree.',
            ],
            [
              'El núcleo obtiene la misma superficie de otra forma, con unas pocas pasadas lineales sobre las cuencas de los hoyos (Cordonnier, Bovy y Braun, 2019). Que pueda hacerlo es lo importante: la superficie rellena es única y cada valor es una copia de una altura de entrada, así que cualquier algoritmo correcto da los mismos bits. El JavaScript de la lección usa la cola; el C++ llama a ',
              code('route_flow'),
              '; los hashes coinciden.',
            ],
          ),
        ),
      ],
    },
    {
      id: 'accumulation',
      title: t('Accumulation', 'La acumulación'),
      blocks: [
        p(
          t(
            'The water through a cell is its own rain plus everything its donors pass on. Sorting the cells so that every cell comes after its receiver (the stack: each outlet, then the cells that drain to it, depth-first) makes this one pass: walk the stack backwards and add each cell’s total to its receiver’s. With the same rain everywhere that total is the drainage area; with the Islands rain it is a discharge, and the wet windward slopes feed the biggest rivers.',
            'El agua que pasa por una celda es su propia lluvia más todo lo que le pasan sus donantes. Ordenar las celdas para que cada una vaya después de su receptora (la pila: cada salida y luego las celdas que desaguan en ella, en profundidad) lo convierte en una sola pasada: recorre la pila hacia atrás y suma el total de cada celda al de su receptora. Con la misma lluvia en todas partes ese total es el área drenada; con la lluvia de Islands es un caudal, y las laderas húmedas de barlovento alimentan los ríos más grandes.',
          ),
        ),
      ],
    },
    {
      id: 'stream-power',
      title: t('The stream-power law and its steady state', 'La ley de potencia fluvial y su estado estacionario'),
      blocks: [
        p(
          t(
            [
              'Rivers cut down faster where more water runs and the bed is steeper: ',
              em('dh/dt = U − K·A^m·S^n'),
              ', with U the uplift, K the erodibility, A the drainage area and S the slope to the receiver. Solved explicitly it blows up with long steps; Braun and Willett (2013) solve it implicitly: walking the stack downstream first, the receiver’s new height is already known, and for n = 1 the new height is a weighted mean, h′ = (h + U·dt + F·h′ᵣ) / (1 + F) with F = K·dt·A^m / distance. Stable at any step. Diffusion then rounds the hillslopes.',
            ],
            [
              'Los ríos excavan más deprisa donde corre más agua y el cauce es más empinado: ',
              em('dh/dt = U − K·A^m·S^n'),
              ', con U el levantamiento, K la erosionabilidad, A el área drenada y S la pendiente hacia la receptora. Resuelta de forma explícita se dispara con pasos largos; Braun y Willett (2013) la resuelven de forma implícita: recorriendo la pila aguas abajo primero, la nueva altura de la receptora ya se conoce, y con n = 1 la nueva altura es una media ponderada, h′ = (h + U·dt + F·h′ᵣ) / (1 + F) con F = K·dt·A^m / distancia. Es estable con cualquier paso. Después la difusión redondea las laderas.',
            ],
          ),
        ),
        p(
          t(
            'When uplift and erosion balance, dh/dt = 0 and S = (U/K)^(1/n) · A^(−m/n): on a log–log plot of slope against area, the channels fall on a line of slope −m/n. The plot under the map fits that line live on every frame of the erosion. Early on the points are the noise’s; as the steps go by, they gather around the dashed line.',
            'Cuando el levantamiento y la erosión se equilibran, dh/dt = 0 y S = (U/K)^(1/n) · A^(−m/n): en un gráfico log–log de la pendiente frente al área, los cauces caen sobre una recta de pendiente −m/n. El gráfico bajo el mapa ajusta esa recta en directo en cada fotograma de la erosión. Al principio los puntos son los del ruido; con los pasos se agrupan alrededor de la recta discontinua.',
          ),
        ),
      ],
    },
  ],
  steps: [
    {
      id: 'route',
      title: t('Fill and route', 'Rellenar y trazar'),
      map: 'water.filled0',
      mapLabel: t('the filled surface (the lakes) with Erosion steps at 0', 'la superficie rellena (los lagos) con los pasos de erosión a 0'),
      blocks: [
        p(
          t(
            'Lab 7’s Islands terrain, 256² cells on a map one unit across. Fill it from the outlets with the priority queue, then give every cell its receiver: the steepest lower neighbour on the filled surface, or, on a flat lake surface, the neighbour one step nearer the lake’s exit.',
            'El terreno de Islands del laboratorio 7, 256² celdas en un mapa de una unidad de lado. Rellénalo desde las salidas con la cola de prioridad y da a cada celda su receptora: la vecina más baja y empinada sobre la superficie rellena o, en la superficie plana de un lago, la vecina un paso más cerca de la salida del lago.',
          ),
        ),
      ],
      params: [
        { param: 'steps', name: t('Erosion steps', 'Pasos de erosión'), typical: [0, 400], effect: t('At 0 the map shows the terrain as generated, with all its lakes.', 'Con 0 el mapa enseña el terreno tal como se generó, con todos sus lagos.') },
        { param: 'terrain_preset', name: t('Terrain', 'Terreno'), effect: t('Ridged and warped terrains have longer, straighter valleys.', 'Los terrenos en cresta y deformados tienen valles más largos y rectos.') },
      ],
      code: 'water/route',
      try: t(['Set ', param('steps', 'Erosion steps'), ' to 0 and click a cell inside a blue lake: the traced path crosses the lake’s flat surface to its outlet and carries on to the sea.'], ['Pon los ', param('steps', 'Pasos de erosión'), ' a 0 y haz clic en una celda dentro de un lago azul: el camino trazado cruza la superficie plana del lago hasta su desagüe y sigue hasta el mar.']),
    },
    {
      id: 'accumulate',
      title: t('Add up the water', 'Sumar el agua'),
      map: 'water.area0',
      mapLabel: t('the rivers’ widths with Erosion steps at 0', 'el grosor de los ríos con los pasos de erosión a 0'),
      blocks: [
        p(
          t(
            'Each cell starts with its own area times its rain; walking the stack from the end, each total goes to the receiver. The lines on the map join every channel cell (64 cells of rain or more) to its receiver, wider where more water flows.',
            'Cada celda empieza con su propia área por su lluvia; recorriendo la pila desde el final, cada total pasa a la receptora. Las líneas del mapa unen cada celda de cauce (64 celdas de lluvia o más) con su receptora, más anchas donde corre más agua.',
          ),
        ),
      ],
      params: [
        { param: 'rain', name: t('Rain', 'Lluvia'), typical: [0.5, 2], effect: t('More rain, more channel cells, and faster erosion (A grows with it).', 'Más lluvia, más celdas de cauce y una erosión más rápida (A crece con ella).') },
        { param: 'islands_rain', name: t('Use the Islands rain', 'Usar la lluvia de Islands'), effect: t('The west wind’s rain: wet windward coasts, dry rain shadows.', 'La lluvia del viento del oeste: costas de barlovento húmedas, sombras de lluvia secas.') },
      ],
      code: 'water/accumulate',
      try: t(['Tick ', param('islands_rain', 'Use the Islands rain'), ' and compare the rivers on the west (windward) and east sides.'], ['Marca ', param('islands_rain', 'Usar la lluvia de Islands'), ' y compara los ríos del lado oeste (barlovento) y del este.']),
    },
    {
      id: 'erode',
      title: t('Let the rivers cut', 'Dejar que los ríos excaven'),
      map: 'water.height',
      mapLabel: t('the eroded heights (the lab’s map)', 'las alturas erosionadas (el mapa del laboratorio)'),
      blocks: [
        p(
          t(
            'Forty steps, each routing the current surface again, accumulating, lowering every cell along the stack, and diffusing. Press Run erosion to watch them one frame at a time; when the animation reaches the step count its bits equal the map computed in one call.',
            'Cuarenta pasos; en cada uno se vuelve a trazar la superficie actual, se acumula, se rebaja cada celda a lo largo de la pila y se difunde. Pulsa Erosionar para verlos fotograma a fotograma; cuando la animación llega al número de pasos, sus bits son iguales a los del mapa calculado de una vez.',
          ),
        ),
      ],
      params: [
        { param: 'k', name: t('Erodibility K', 'Erosionabilidad K'), typical: [0.005, 0.03], effect: t('How fast the valleys deepen.', 'Lo deprisa que se ahondan los valles.') },
        { param: 'm', name: t('Area exponent m', 'Exponente del área m'), typical: [0.4, 0.6], effect: t('The steady state’s slope–area line has slope −m (n = 1 here).', 'La recta pendiente–área del estado estacionario tiene pendiente −m (aquí n = 1).') },
        { param: 'uplift', name: t('Uplift U', 'Levantamiento U'), typical: [0.0002, 0.002], effect: t('Without it the land only wears down; with it, a steady state can form.', 'Sin él el terreno solo se desgasta; con él se puede formar un estado estacionario.') },
        { param: 'diffusion', name: t('Hillslope diffusion', 'Difusión de laderas'), typical: [0, 0.000005], effect: t('Rounds the ridges between valleys.', 'Redondea las crestas entre los valles.') },
      ],
      code: 'water/erode',
      try: t(['Raise ', param('steps', 'Erosion steps'), ' to 400 and ', param('uplift', 'Uplift U'), ' to 0.002, run the erosion, and watch the fitted slope under the plot move towards −m.'], ['Sube los ', param('steps', 'Pasos de erosión'), ' a 400 y el ', param('uplift', 'Levantamiento U'), ' a 0,002, lanza la erosión y mira cómo la pendiente ajustada bajo el gráfico se acerca a −m.']),
    },
  ],
  pitfalls: [
    {
      id: 'pits',
      title: t('Pits from noise', 'Hoyos del ruido'),
      blocks: [
        p(
          t(
            'Every bump of the noise leaves a pit somewhere. Route without filling and each one swallows a river. Erosion removes many of them, but the fill is what guarantees that every drop reaches the sea.',
            'Cada bulto del ruido deja un hoyo en algún sitio. Traza sin rellenar y cada uno se traga un río. La erosión quita muchos, pero lo que garantiza que cada gota llegue al mar es el relleno.',
          ),
        ),
      ],
      measure: {
        metric: 'noLowerNeighbour',
        map: 'water.height',
        args: [256, SEA],
        how: t('Land cells of the heights on screen with no lower neighbour.', 'Celdas de tierra de las alturas en pantalla sin ninguna vecina más baja.'),
        figures: [
          fig(t('pits in the terrain as generated', 'hoyos en el terreno tal como se generó'), 131, '', 0, 'measured', { snippet: 'water/route', replace: RAW, metric: 'noLowerNeighbour', args: [256, SEA] }),
          fig(t('pits after 40 steps of erosion', 'hoyos tras 40 pasos de erosión'), 1, '', 0, 'measured', { snippet: 'water/erode', metric: 'noLowerNeighbour', args: [256, SEA] }),
        ],
      },
    },
    {
      id: 'flats',
      title: t('Flats have no downhill', 'Las zonas llanas no tienen cuesta abajo'),
      blocks: [
        p(
          t(
            'Filling turns each pit into a flat lake surface, and steepest descent has nothing to say there: no neighbour is lower. Pick “the first neighbour” and water walks in circles; the core sends each flat cell to the neighbour one step nearer the flat’s exits (counted breadth-first), which never loops and depends on the surface alone.',
            'Rellenar convierte cada hoyo en la superficie plana de un lago, y ahí el descenso más empinado no dice nada: ninguna vecina es más baja. Elige «la primera vecina» y el agua da vueltas en círculo; el núcleo manda cada celda llana a la vecina un paso más cerca de las salidas de la zona llana (contando en anchura), lo que nunca hace bucles y solo depende de la superficie.',
          ),
        ),
      ],
      measure: {
        metric: 'noLowerNeighbour',
        map: 'water.filled0',
        args: [256, SEA],
        how: t('Cells of the filled surface on screen with no lower neighbour: the flat rule routes them.', 'Celdas de la superficie rellena en pantalla sin vecina más baja: las traza la regla de las zonas llanas.'),
        figures: [fig(t('flat cells of the filled terrain, no erosion', 'celdas llanas del terreno relleno, sin erosión'), 432, '', 0, 'measured', { snippet: 'water/route', metric: 'noLowerNeighbour', args: [256, SEA] })],
      },
    },
    {
      id: 'order',
      title: t('Ties and the order of sums', 'Los empates y el orden de las sumas'),
      blocks: [
        p(
          t(
            'Two things make water code give different bits on different machines. A priority queue breaks ties between equal heights in whatever order its implementation likes, and if the receivers or the stack come from that order, so does every river. And floating-point addition is not associative: adding a cell’s donors in another order changes the last bits of its total. The core defines receivers and the stack from the surface alone and sums only in the stack’s order.',
            'Dos cosas hacen que el código de agua dé bits distintos en máquinas distintas. Una cola de prioridad deshace los empates entre alturas iguales en el orden que le parezca a su implementación, y si los receptores o la pila salen de ese orden, también cada río. Y la suma en coma flotante no es asociativa: sumar las donantes de una celda en otro orden cambia los últimos bits de su total. El núcleo define los receptores y la pila solo a partir de la superficie y suma siempre en el orden de la pila.',
          ),
        ),
      ],
      measure: {
        metric: 'hash',
        map: 'water.height',
        args: [],
        how: t('The map’s hash: the same in every browser and natively for the same controls.', 'El hash del mapa: el mismo en cualquier navegador y en nativo con los mismos controles.'),
        figures: [fig(t('cells whose total changes with the order of the sum (rain 0.1)', 'celdas cuyo total cambia con el orden de la suma (lluvia 0,1)'), 1136, '', 0, 'measured', { snippet: 'water/accumulate', replace: ORDER, note: 'order of the sum' })],
      },
    },
    {
      id: 'steady',
      title: t('Reading the steady state too early', 'Leer el estado estacionario demasiado pronto'),
      blocks: [
        p(
          t(
            'The slope–area line only holds once uplift and erosion balance. After a few dozen steps the fitted slope still mixes the noise’s slopes with the rivers’: run longer, with uplift, before comparing it with −m/n.',
            'La recta pendiente–área solo se cumple cuando el levantamiento y la erosión se equilibran. Tras unas decenas de pasos la pendiente ajustada aún mezcla las pendientes del ruido con las de los ríos: deja correr más, con levantamiento, antes de compararla con −m/n.',
          ),
        ),
      ],
      measure: {
        metric: 'slopeAreaFit',
        map: 'water.map',
        args: [256, SEA],
        how: t('The fitted slope of log S against log A on the channels of the map on screen.', 'La pendiente ajustada de log S frente a log A en los cauces del mapa en pantalla.'),
        figures: [
          fig(t('fitted slope, no erosion', 'pendiente ajustada, sin erosión'), -0.31, '', 2, 'measured', { snippet: 'water/erode', replace: [...ROUTED, ['steps: 40', 'steps: 0']], metric: 'slopeAreaFit', args: [256, SEA] }),
          fig(t('fitted slope after 40 steps', 'pendiente ajustada tras 40 pasos'), -0.58, '', 2, 'measured', { snippet: 'water/erode', replace: ROUTED, metric: 'slopeAreaFit', args: [256, SEA] }),
          fig(t('−m/n at the steady state', '−m/n en el estado estacionario'), -0.5, '', 2, 'lesson'),
        ],
      },
    },
  ],
  takeaways: [
    t('Fill first: every drop must be able to reach an outlet.', 'Primero rellena: cada gota tiene que poder llegar a una salida.'),
    t('A stack (each cell after its receiver) turns accumulation and implicit erosion into single passes.', 'Una pila (cada celda después de su receptora) convierte la acumulación y la erosión implícita en una sola pasada.'),
    t('At the steady state, slope ∝ area^(−m/n): the channels line up on a log–log plot.', 'En el estado estacionario, pendiente ∝ área^(−m/n): los cauces se alinean en un gráfico log–log.'),
    t('Define routes by the surface, not by a queue’s order, and sum in one fixed order: then the bits never move.', 'Define los caminos por la superficie, no por el orden de una cola, y suma en un único orden fijo: así los bits no se mueven.'),
  ],
  sources: [
    t('R. Barnes, C. Lehman and D. Mulla, "Priority-flood: an optimal depression-filling and watershed-labeling algorithm for digital elevation models" (2014).', 'R. Barnes, C. Lehman y D. Mulla, «Priority-flood: an optimal depression-filling and watershed-labeling algorithm for digital elevation models» (2014).'),
    t('J. Braun and S. D. Willett, "A very efficient O(n), implicit and parallel method to solve the stream power equation governing fluvial incision and landscape evolution" (2013).', 'J. Braun y S. D. Willett, «A very efficient O(n), implicit and parallel method to solve the stream power equation governing fluvial incision and landscape evolution» (2013).'),
    t('G. Cordonnier, B. Bovy and J. Braun, "A versatile, linear complexity algorithm for flow routing in topographies with depressions" (2019).', 'G. Cordonnier, B. Bovy y J. Braun, «A versatile, linear complexity algorithm for flow routing in topographies with depressions» (2019).'),
    t(['The core’s ', code('docs/water.md'), ': the rules for receivers, flats and the stack that keep the bits fixed.'], ['El ', code('docs/water.md'), ' del núcleo: las reglas de receptores, zonas llanas y pila que fijan los bits.']),
  ],
}));
