// Lesson of lab 6 · The density stack: fields as nodes — fBm source, warp, clamp, cell source and mix, and the
// other nodes the lab offers (so every stack's code line runs after the lesson's code).
import { aside, bilingual, code, em, fig, list, p, param } from './build';

export const density = bilingual((t) => ({
  id: 'density',
  title: t('The density stack', 'La pila de densidad'),
  summary: t(
    'Every piece so far is a field: a position in, a number out. Make each one take another field as input and they chain like effect pedals — a noise, a warp, a clamp, a mix — and the whole terrain becomes a short list you can reorder.',
    'Cada pieza vista hasta ahora es un campo: entra una posición, sale un número. Si cada una recibe otro campo como entrada, se encadenan como pedales de efectos —un ruido, una deformación, un recorte, una mezcla— y todo el terreno se vuelve una lista corta que puedes reordenar.',
  ),
  sections: [
    {
      id: 'nodes',
      title: t('Nodes that plug into nodes', 'Nodos que se enchufan a nodos'),
      blocks: [
        p(
          t(
            ['A guitarist’s pedalboard is a good picture: each pedal takes a signal and puts out a changed one, the order matters, and any pedal can be bypassed. Here the signal is a field. A source node makes one from nothing (fBm of simplex noise, distance to scattered points); every other node takes a field and returns a new one. In code a node is simply a function of ', code('(x, y)'), ' that may call other such functions, so they can be reordered, removed or repeated freely.'],
            ['La pedalera de un guitarrista es una buena imagen: cada pedal recibe una señal y entrega otra cambiada, el orden importa y cualquier pedal se puede puentear. Aquí la señal es un campo. Un nodo fuente lo crea de la nada (fBm de ruido simplex, distancia a unos puntos repartidos); cualquier otro nodo recibe un campo y devuelve uno nuevo. En código, un nodo es simplemente una función de ', code('(x, y)'), ' que puede llamar a otras funciones así, de modo que se pueden reordenar, quitar o repetir libremente.'],
          ),
        ),
        aside(
          t(
            'Hytale builds its terrain the same way: a graph of density nodes such as SimplexNoise2D and SimplexNoise3D (both −1…1), PositionsCellNoise (distance to a field of points), three kinds of warp, Clamp, SmoothClamp and Mix, according to Hypixel’s world-generation documentation. The game’s node editor does not draw the noise, which is one reason this lab previews every step.',
            'Hytale construye su terreno del mismo modo: un grafo de nodos de densidad como SimplexNoise2D y SimplexNoise3D (ambos −1…1), PositionsCellNoise (distancia a un campo de puntos), tres tipos de deformación, Clamp, SmoothClamp y Mix, según la documentación de generación de mundos de Hypixel. El editor de nodos del juego no dibuja el ruido, y esa es una de las razones por las que este laboratorio muestra cada paso.',
          ),
        ),
      ],
    },
  ],
  steps: [
    {
      id: 'source',
      title: t('The source: fBm, sized in pixels', 'La fuente: fBm, medido en píxeles'),
      map: 'density.n1',
      mapLabel: t('the first step’s preview', 'la vista previa del primer paso'),
      blocks: [
        p(
          t(
            'A simplex fBm node reads fbm(x · scale, y · scale). The lab shows the scale as a feature size: scale 1/110 means features about 110 pixels across. Five octaves, gain 0.5, lacunarity 2.',
            'Un nodo de fBm simplex lee fbm(x · escala, y · escala). El laboratorio muestra la escala como un tamaño de rasgo: escala 1/110 quiere decir rasgos de unos 110 píxeles. Cinco octavas, ganancia 0,5, lacunaridad 2.',
          ),
        ),
      ],
      params: [
        { param: 'simplex.scale', name: t('Feature size', 'Tamaño de los rasgos'), typical: [60, 200], effect: t('In pixels (the node stores 1 / size).', 'En píxeles (el nodo guarda 1 / tamaño).') },
        { param: 'simplex.octaves', name: t('Octaves', 'Octavas'), typical: [3, 6], effect: t('As in the octaves lab.', 'Como en el laboratorio de octavas.') },
      ],
      code: 'density/source',
      try: t('Untick the other steps one by one and watch this preview stay the same while the big map changes.', 'Desmarca los demás pasos uno a uno y mira cómo esta vista previa no cambia mientras el mapa grande sí.'),
    },
    {
      id: 'warp',
      title: t('Warp: read the input elsewhere', 'Deformación: leer la entrada en otro sitio'),
      map: 'density.n2',
      mapLabel: t('the Warp step’s preview', 'la vista previa del paso Deformación'),
      blocks: [
        p(
          t(
            'The warp node asks its input for the value at a pushed point: x + strength · fbm₃(x · scale, y · scale), y + strength · fbm₃(x · scale + 5.2, y · scale + 1.3), with three octaves from its own seed. Unlike the warp lab, the strength here is in world units (pixels).',
            'El nodo de deformación le pide a su entrada el valor en un punto empujado: x + intensidad · fbm₃(x · escala, y · escala), y + intensidad · fbm₃(x · escala + 5,2; y · escala + 1,3), con tres octavas de su propia semilla. A diferencia del laboratorio de deformación, aquí la intensidad está en unidades del mundo (píxeles).',
          ),
        ),
      ],
      params: [
        { param: 'warp.strength', name: t('Strength', 'Intensidad'), typical: [10, 60], effect: t('How many pixels a point can move.', 'Cuántos píxeles puede moverse un punto.') },
        { param: 'warp.scale', name: t('Push size', 'Tamaño del empuje'), typical: [100, 300], effect: t('The size, in pixels, of the regions pushed the same way.', 'El tamaño, en píxeles, de las zonas que se empujan en la misma dirección.') },
      ],
      code: 'density/warp',
      try: t(['Drag ', param('warp.strength', 'Strength'), ' from 0 to 120 and watch the coasts of the source smear.'], ['Arrastra la ', param('warp.strength', 'Intensidad'), ' de 0 a 120 y mira cómo se corren las costas de la fuente.']),
    },
    {
      id: 'clamp',
      title: t('Clamp: flat floors and flat tops', 'Recorte: suelos planos y cimas planas'),
      map: 'density.n3',
      mapLabel: t('the Clamp step’s preview', 'la vista previa del paso Recorte'),
      blocks: [
        p(
          t(
            'min(ceiling, max(floor, v)): everything below the floor becomes the floor, everything above the ceiling becomes the ceiling. A low ceiling makes mesas and plateaus; a floor near 0 turns the deep sea into shallows.',
            'min(techo, max(suelo, v)): todo lo que queda por debajo del suelo pasa a ser el suelo y todo lo que supera el techo pasa a ser el techo. Un techo bajo hace mesetas y mesas; un suelo cerca de 0 convierte el mar profundo en bajíos.',
          ),
        ),
      ],
      params: [
        { param: 'clamp.low', name: t('Floor', 'Suelo'), typical: [-0.5, 0], effect: t('The deepest the field may go.', 'Lo más hondo que puede bajar el campo.') },
        { param: 'clamp.high', name: t('Ceiling', 'Techo'), typical: [0.2, 0.5], effect: t('The highest it may go; below about 0.3 the mountains become flat-topped mesas.', 'Lo más alto que puede subir; por debajo de unos 0,3 las montañas se vuelven mesas de cima plana.') },
      ],
      code: 'density/clamp',
      try: t(['Drag ', param('clamp.high', 'Ceiling'), ' down to 0.2: the mountains become mesas.'], ['Baja el ', param('clamp.high', 'Techo'), ' hasta 0,2: las montañas se vuelven mesas.']),
    },
    {
      id: 'cells',
      title: t('Cell source and mix', 'Fuente celular y mezcla'),
      map: 'density.map',
      mapLabel: t('the big map (the last step)', 'el mapa grande (el último paso)'),
      blocks: [
        list(
          t(
            [em('Cell noise'), ' is 1 on each of its sites and falls linearly to −1 at the radius and beyond: 1 − 2 · min(1, F1 / radius). Round islands, craters, oases. Its 12 sites are scattered over the map from the seed + 7.'],
            [em('El ruido celular'), ' vale 1 sobre cada uno de sus puntos y baja en línea recta hasta −1 en el radio y más allá: 1 − 2 · min(1, F1 / radio). Islas redondas, cráteres, oasis. Sus 12 puntos se reparten por el mapa con la semilla + 7.'],
          ),
          t(
            [em('Mix'), ' blends two fields: a + (b − a) · amount. At 0 it is all the stack above, at 1 all the cells.'],
            [em('La mezcla'), ' combina dos campos: a + (b − a) · cantidad. En 0 es toda la pila de arriba, en 1 todas las celdas.'],
          ),
        ),
        p(
          t(
            'The code under the map is the stack on screen written with these same functions (simplexNode, warpNode, clampNode, cellNode, mixNode and those of the next step): paste it after the lesson’s code and it makes the same map, with the same hash.',
            'El código bajo el mapa es la pila de la pantalla escrita con estas mismas funciones (simplexNode, warpNode, clampNode, cellNode, mixNode y las del paso siguiente): pégalo tras el código de la lección y dará el mismo mapa, con el mismo hash.',
          ),
        ),
      ],
      params: [
        { param: 'mix.amount', name: t('Amount', 'Cantidad'), typical: [0.2, 0.5], effect: t('How much of the cells is mixed in.', 'Cuánto de las celdas se mezcla.') },
        { param: 'cell.radius', name: t('Radius', 'Radio'), typical: [60, 150], effect: t('The size of each cell’s bump, in pixels.', 'El tamaño de la loma de cada celda, en píxeles.') },
      ],
      code: 'density/cells',
      try: t(['Set ', param('mix.amount', 'Amount'), ' to 1: the map becomes round islands, one per cell site.'], ['Pon la ', param('mix.amount', 'Cantidad'), ' en 1: el mapa se convierte en islas redondas, una por cada punto.']),
    },
    {
      id: 'more',
      title: t('More nodes: shaping and combining', 'Más nodos: dar forma y combinar'),
      map: 'density.more',
      mapLabel: t('the code line’s map for a stack of Simplex fBm, Add detail noise, Scale and bias, Island mask and Terrace', 'el mapa de la línea de código para una pila de fBm simplex, Sumar ruido de detalle, Escala y desplazamiento, Máscara de isla y Terrazas'),
      blocks: [
        list(
          t(
            [em('Add'), ' and ', em('max'), ' combine the stack with a source of their own: a + b adds detail noise, max(a, b) raises the land around cell sites.'],
            [em('La suma'), ' y ', em('el máximo'), ' combinan la pila con una fuente propia: a + b añade ruido de detalle, max(a, b) levanta el terreno alrededor de los puntos.'],
          ),
          t(
            [em('Terrace'), ' cuts the field into steps: t = v · steps, then (⌊t⌋ + frac(t)', { sup: ['sharpness'] }, ') / steps, flat treads with steep risers. ', em('Soft clamp'), ' is the clamp with its corners rounded over a width.'],
            [em('Las terrazas'), ' cortan el campo en escalones: t = v · escalones, luego (⌊t⌋ + frac(t)', { sup: ['nitidez'] }, ') / escalones, peldaños planos con subidas empinadas. ', em('El recorte suave'), ' es el recorte con las esquinas redondeadas en un ancho.'],
          ),
          t(
            [em('Ridged'), ', ', em('billow'), ' and ', em('absolute value'), ' fold a whole field as the octaves lab folds each octave; ', em('scale and bias'), ' is v · scale + bias; ', em('island mask'), ' subtracts falloff · (d / radius)² at distance d from a centre.'],
            [em('Crestas'), ', ', em('ondulado'), ' y ', em('valor absoluto'), ' pliegan un campo entero como el laboratorio de octavas pliega cada octava; ', em('escala y desplazamiento'), ' es v · escala + desplazamiento; ', em('la máscara de isla'), ' resta caída · (d / radio)² a una distancia d de un centro.'],
          ),
        ),
        p(
          t(
            'Every step the lab offers is now a function of the lesson, so whatever stack you build, the code under the map runs after these five steps and gives the map on screen, bit for bit.',
            'Cada paso que ofrece el laboratorio es ya una función de la lección, así que construyas la pila que construyas, el código bajo el mapa funciona tras estos cinco pasos y da el mapa de la pantalla, bit a bit.',
          ),
        ),
      ],
      params: [
        { param: 'terrace.steps', name: t('Steps per unit', 'Escalones por unidad'), typical: [4, 12], effect: t('Treads per unit of the field.', 'Peldaños por unidad del campo.') },
        { param: 'island_mask.radius', name: t('Radius', 'Radio'), typical: [120, 200], effect: t('Where the mask has removed its full falloff, in pixels.', 'Donde la máscara ya ha restado toda su caída, en píxeles.') },
      ],
      code: 'density/more',
      try: t('Add a Terrace step at the end of the stack and read its call in the code under the map.', 'Añade un paso Terrazas al final de la pila y lee su llamada en el código bajo el mapa.'),
    },
  ],
  pitfalls: [
    {
      id: 'ceiling',
      title: t('A clamp only bites where the field goes', 'Un recorte solo muerde donde llega el campo'),
      blocks: [
        p(
          t(
            'Five octaves of fBm stay within about ±0.47 nine times in ten, so a ceiling at 0.6 flattens almost nothing while one at 0.4 already shaves every summit. Before you set a clamp, look at the step’s preview and, with it as the last step, the Lowest … highest readout: the same numbers that the octaves lab warned about.',
            'Cinco octavas de fBm se quedan dentro de unos ±0,47 nueve de cada diez veces, así que un techo en 0,6 casi no aplana nada mientras que uno en 0,4 ya rebaja todas las cumbres. Antes de poner un recorte, mira la vista previa del paso y, con él como último paso, la lectura Mínimo … máximo: son los mismos números sobre los que avisaba el laboratorio de octavas.',
          ),
        ),
      ],
      measure: {
        metric: 'shareAtLeast',
        map: 'density.n3',
        args: [0.4],
        how: t('The share of the clamp’s preview sitting at the ceiling, and of the source above a given value.', 'La parte de la vista previa del recorte que queda en el techo, y la de la fuente por encima de un valor dado.'),
        figures: [
          fig(t('flattened at the 0.4 ceiling', 'aplanado en el techo de 0,4'), 8.4, '%', 1, 'measured', { snippet: 'density/clamp', metric: 'shareAtLeast', args: [0.4], scale: 100 }),
          fig(t('source at or above 0.6', 'fuente en 0,6 o más'), 1.7, '%', 1, 'measured', { snippet: 'density/source', metric: 'shareAtLeast', args: [0.6], scale: 100 }),
          fig(t('90 % range of the source', 'rango del 90 % de la fuente'), 0.47, '', 2, 'measured', { snippet: 'density/source', metric: 'p90abs' }, '±'),
        ],
      },
    },
  ],
  takeaways: [
    t('A node is a field that may read other fields; chains of nodes are terrains.', 'Un nodo es un campo que puede leer otros campos; las cadenas de nodos son terrenos.'),
    t('Sources make fields (fBm, cells); warp, clamp and mix reshape and combine them.', 'Las fuentes crean campos (fBm, celdas); la deformación, el recorte y la mezcla los remodelan y combinan.'),
    t('Preview every step: a clamp or a threshold only acts where the field really goes.', 'Mira cada paso: un recorte o un umbral solo actúa donde el campo llega de verdad.'),
  ],
  sources: [
    t('The tutorial "Procedural Biome Generation": simplexNode, warpNode, clampNode, cellNode and mixNode, and its lab’s stack (110 px, 5 octaves → warp 30 px → clamp −0.30…0.40 → cell blend 0.35).', 'El tutorial «Procedural Biome Generation»: simplexNode, warpNode, clampNode, cellNode y mixNode, y la pila de su laboratorio (110 px, 5 octavas → deformación 30 px → recorte −0,30…0,40 → mezcla celular 0,35).'),
    t('Hypixel’s Hytale documentation, "Density Generation Concepts".', 'La documentación de Hytale de Hypixel, «Density Generation Concepts».'),
  ],
}));
