// Lesson of the biome-space lab: why a lookup table stops scaling with more axes, biomes as boxes and the nearest box,
// offsets, and lab 4's 3 × 3 table as nine boxes.
import { aside, bilingual, code, em, fig, list, p, param } from './build';

const OFFSET_01: [string, string][] = [['offset: 0.05', 'offset: 0.1']];

export const space = bilingual((t) => ({
  id: 'space',
  title: t('Biome space', 'El espacio de los biomas'),
  summary: t(
    'With two climate numbers a table of cells is enough; with six it is not. Describe each biome as a box in the six-dimensional space instead, give every point the nearest box, and a table of thirty rows covers a space a grid could not.',
    'Con dos números de clima basta una tabla de celdas; con seis, no. Describe cada bioma como una caja en el espacio de seis dimensiones, dale a cada punto la caja más cercana, y una tabla de treinta filas cubre un espacio que una cuadrícula no podría.',
  ),
  sections: [
    {
      id: 'cells',
      title: t('Why a grid of cells stops working', 'Por qué una cuadrícula de celdas deja de funcionar'),
      blocks: [
        p(
          t(
            'Lab 4 cuts temperature into three bands and moisture into three, and names a biome in each of the 3 × 3 = 9 cells. That works because two axes are few. A grid over n axes with k bands each has kⁿ cells: with six axes and the same three bands that is 3⁶ = 729 cells, and with ten bands per axis, enough to tell a river from a lake on the erosion axis, it is a million. Someone has to decide a biome for every one of them.',
            'El laboratorio 4 corta la temperatura en tres franjas y la humedad en otras tres, y pone nombre a un bioma en cada una de las 3 × 3 = 9 celdas. Funciona porque dos ejes son pocos. Una cuadrícula sobre n ejes con k franjas cada uno tiene kⁿ celdas: con seis ejes y las mismas tres franjas salen 3⁶ = 729 celdas, y con diez franjas por eje, las necesarias para distinguir un río de un lago en el eje de la erosión, un millón. Alguien tiene que decidir un bioma para cada una.',
          ),
        ),
        p(
          t(
            'Most of those cells are never visited. The grey cloud in the lab’s slice is where the map’s samples actually fall: a thin part of the space, because the six fields are not independent (deep ocean is never eroded into a river valley, a frozen peak is never a warm coast). A table that names every cell spends almost all of its effort on places the world never goes.',
            'La mayoría de esas celdas no se visitan nunca. La nube gris del corte del laboratorio es donde caen de verdad las muestras del mapa: una parte estrecha del espacio, porque los seis campos no son independientes (el océano profundo nunca se erosiona en un valle fluvial, un pico helado nunca es una costa cálida). Una tabla que nombra cada celda gasta casi todo su esfuerzo en lugares a los que el mundo no llega.',
          ),
        ),
        aside(
          t(
            'A wardrobe with one drawer for every combination of colour, size, season and fabric would need thousands of drawers, most of them empty. People instead keep a few piles, and a new shirt goes on the pile it looks most like.',
            'Un armario con un cajón para cada combinación de color, talla, temporada y tejido necesitaría miles de cajones, casi todos vacíos. Lo que hace la gente es tener unos pocos montones, y una camisa nueva va al montón al que más se parece.',
          ),
        ),
      ],
    },
    {
      id: 'boxes',
      title: t('Boxes and the nearest box', 'Cajas y la caja más cercana'),
      blocks: [
        p(
          t(
            'So list the biomes, not the cells. Each biome gets an interval on each axis — a box in six dimensions — and an axis it does not care about gets an interval wide open. To classify a point, measure how far it is from each box: on each axis, the gap to the interval if the point is outside it (0 inside), squared; add the six squares. The smallest sum wins, and on a tie the biome listed first wins.',
            'Así que se listan los biomas, no las celdas. Cada bioma recibe un intervalo en cada eje —una caja en seis dimensiones— y un eje que no le importa recibe un intervalo abierto del todo. Para clasificar un punto se mide lo lejos que está de cada caja: en cada eje, el hueco hasta el intervalo si el punto queda fuera (0 si está dentro), al cuadrado; se suman los seis cuadrados. Gana la suma más pequeña, y en un empate gana el bioma que aparece antes en la lista.',
          ),
        ),
        list(
          t([em('No holes.'), ' A point outside every box still gets the nearest one, so the table never leaves a climate without a biome.'], [em('Sin huecos.'), ' Un punto fuera de todas las cajas se queda igualmente con la más cercana, así que la tabla nunca deja un clima sin bioma.']),
          t([em('Order is priority.'), ' Boxes may overlap; inside two of them both distances are 0, and the one listed first wins. Rivers, lakes and caves come first in the table so that they win inside the land boxes they cross.'], [em('El orden es prioridad.'), ' Las cajas pueden solaparse; dentro de dos a la vez las dos distancias son 0 y gana la primera de la lista. Ríos, lagos y cuevas van primero en la tabla para que ganen dentro de las cajas de tierra que atraviesan.']),
          t([em('Fast enough.'), ' Thirty boxes are thirty sums per sample; the core puts the boxes in a tree that skips the far ones and still gives the same answer as trying them all, ties included.'], [em('Bastante rápido.'), ' Treinta cajas son treinta sumas por muestra; el núcleo mete las cajas en un árbol que se salta las lejanas y aun así da la misma respuesta que probarlas todas, empates incluidos.']),
        ),
      ],
    },
    {
      id: 'offsets',
      title: t('Offsets: a biome for when nothing else is close', 'Compensaciones: un bioma para cuando nada más queda cerca'),
      blocks: [
        p(
          t(
            'Each box also has an offset, and offset² is added to its distance everywhere, inside the box too. A biome with an offset of 0.2 starts every comparison 0.04 behind: it still wins where every other box is further away than that, and loses everywhere else. That is how a rare biome is made — one that appears only in odd corners of the climate, where no ordinary biome fits well.',
            'Cada caja tiene además una compensación, y su cuadrado se suma a su distancia en todas partes, también dentro de la caja. Un bioma con una compensación de 0,2 empieza cada comparación con 0,04 de desventaja: sigue ganando donde todas las demás cajas quedan más lejos que eso, y pierde en el resto. Así se hace un bioma raro, uno que solo sale en rincones extraños del clima donde ningún bioma corriente encaja bien.',
          ),
        ),
      ],
    },
  ],
  steps: [
    {
      id: 'boxes',
      title: t('The default table and one slice of it', 'La tabla por defecto y un corte de ella'),
      map: 'space.sweep',
      mapLabel: t('the slice temperature × humidity on land', 'el corte temperatura × humedad en tierra'),
      blocks: [
        p(
          t(
            ['Thirty biomes, each with the intervals it cares about; anything else is open from −10⁶ to 10⁶. The slice holds continentalness at 0.3 (inland), erosion, depth and weirdness at 0, and sweeps temperature and humidity over 64 × 64 values, taking the nearest box at each. The lab’s slice has the same two axes by default, but draws the boxes themselves, with the other four axes held at the point picked on the map. ', code('biomeDistance'), ' is the rule written out, ', code('nearestBiome'), ' the plain scan.'],
            ['Treinta biomas, cada uno con los intervalos que le importan; lo demás queda abierto de −10⁶ a 10⁶. El corte fija la continentalidad en 0,3 (tierra adentro) y la erosión, la profundidad y la rareza en 0, y recorre temperatura y humedad en 64 × 64 valores, con la caja más cercana en cada uno. El corte del laboratorio tiene por defecto los mismos dos ejes, pero dibuja las cajas mismas, con los otros cuatro ejes fijos en el punto marcado en el mapa. ', code('biomeDistance'), ' es la regla escrita entera y ', code('nearestBiome'), ', el recorrido simple.'],
          ),
        ),
      ],
      params: [
        { param: 'x', name: t('Slice across', 'Corte a lo ancho'), effect: t('The axis shown left to right.', 'El eje que se ve de izquierda a derecha.') },
        { param: 'y', name: t('Slice up', 'Corte a lo alto'), effect: t('The axis shown bottom to top.', 'El eje que se ve de abajo arriba.') },
      ],
      code: 'space/boxes',
      try: t(['Set ', param('x', 'Slice across'), ' to continentalness and ', param('y', 'Slice up'), ' to erosion: the oceans, the beaches and the peaks are boxes on these two axes, and the rivers a thin strip at erosion 3.'], ['Pon el ', param('x', 'Corte a lo ancho'), ' en continentalidad y el ', param('y', 'Corte a lo alto'), ' en erosión: los océanos, las playas y los picos son cajas en estos dos ejes, y los ríos, una tira fina en la erosión 3.']),
    },
    {
      id: 'whittaker',
      title: t('Lab 4’s table is nine boxes', 'La tabla del laboratorio 4 son nueve cajas'),
      map: 'climate.biome',
      mapLabel: t('lab 4’s biome map', 'el mapa de biomas del laboratorio 4'),
      blocks: [
        p(
          t(
            'A grid is a special case of boxes: one box per cell, spanning its temperature band and its moisture band, every other axis open. Inside a cell the point is at distance 0 from its box and further from all the others, so the nearest box is the cell. A value exactly on a limit touches two boxes at distance 0; listing the cells from the last to the first makes the higher band win, which is what lab 4’s t ≥ limit does. Run on lab 4’s climate, the boxes give its biome map sample for sample, with the same hash; the core’s tests check the same for the Islands’ 4 × 4 table with its beach.',
            'Una cuadrícula es un caso particular de cajas: una caja por celda, que abarca su franja de temperatura y su franja de humedad, con los demás ejes abiertos. Dentro de una celda el punto está a distancia 0 de su caja y más lejos de todas las demás, así que la caja más cercana es la celda. Un valor justo en un límite toca dos cajas a distancia 0; listar las celdas de la última a la primera hace ganar la franja de arriba, que es lo que hace el t ≥ límite del laboratorio 4. Con el clima del laboratorio 4, las cajas dan su mapa de biomas muestra a muestra, con el mismo hash; las pruebas del núcleo comprueban lo mismo con la tabla 4 × 4 de Islands y su playa.',
          ),
        ),
      ],
      params: [
        { param: 'x', name: t('Slice across', 'Corte a lo ancho'), effect: t('Temperature, one of the two axes lab 4’s table uses.', 'Temperatura, uno de los dos ejes que usa la tabla del laboratorio 4.') },
        { param: 'y', name: t('Slice up', 'Corte a lo alto'), effect: t('Humidity, the other one: lab 4’s moisture.', 'Humedad, el otro: la humedad del laboratorio 4.') },
      ],
      code: 'space/whittaker',
      try: t(['Drag the upper temperature edge of Plains in the slice: unlike a grid line, it moves one biome’s border, not a whole row of cells.'], ['Arrastra en el corte el borde superior de temperatura de Llanuras: a diferencia de una línea de la cuadrícula, mueve la frontera de un solo bioma, no una fila entera de celdas.']),
    },
    {
      id: 'offsets',
      title: t('An offset on plains', 'Una compensación en las llanuras'),
      map: 'space.offset',
      mapLabel: t('the same slice, plains offset by 0.05', 'el mismo corte, con las llanuras compensadas en 0,05'),
      blocks: [
        p(
          t(
            'Plains span temperatures 0.4 to 0.6 on land with humidity up to 0.3. Give them an offset of 0.05 and a point inside them is at distance 0.0025 from plains; steppe and savanna, one band to each side, are nearer than that within 0.05 of the border, and take that strip. Only the middle of the box stays plains.',
            'Las llanuras van de 0,4 a 0,6 de temperatura en tierra con humedad hasta 0,3. Dales una compensación de 0,05 y un punto dentro de ellas queda a distancia 0,0025 de las llanuras; la estepa y la sabana, una franja a cada lado, quedan más cerca que eso a menos de 0,05 del borde y se quedan con esa tira. Solo el centro de la caja sigue siendo llanura.',
          ),
        ),
      ],
      params: [
        { param: 'x', name: t('Slice across', 'Corte a lo ancho'), effect: t('Keep it on temperature: plains’ borders with steppe and savanna run across it.', 'Déjalo en temperatura: las fronteras de las llanuras con la estepa y la sabana lo cruzan.') },
      ],
      code: 'space/offsets',
      try: t('Choose Plains as the box to edit and move its offset slowly from 0 to 0.1: plains shrink on the map; in the pitfall’s slice below, their share falls to 0 at 0.1.', 'Elige Llanuras como la caja que editas y sube despacio su compensación de 0 a 0,1: las llanuras se encogen en el mapa; en el corte del error de más abajo, su parte cae a 0 con 0,1.'),
    },
  ],
  pitfalls: [
    {
      id: 'offset-too-big',
      title: t('An offset as wide as the box', 'Una compensación tan ancha como la caja'),
      blocks: [
        p(
          t(
            'An offset is a distance, in the units of the axes. Plains are 0.2 wide in temperature, so with an offset of 0.1 every point of their box is at most 0.1 from steppe or savanna, one of which is then at least as near (and steppe, listed first, wins a tie): plains vanish from the slice, though their box is unchanged. Compare an offset with the width of the box and with the gaps to its neighbours before reaching for it.',
            'Una compensación es una distancia, en las unidades de los ejes. Las llanuras miden 0,2 de ancho en temperatura, así que con una compensación de 0,1 cada punto de su caja está a 0,1 o menos de la estepa o de la sabana, y una de las dos queda al menos igual de cerca (la estepa, que va antes en la lista, gana los empates): las llanuras desaparecen del corte aunque su caja no haya cambiado. Antes de usar una compensación, compárala con el ancho de la caja y con los huecos hasta sus vecinas.',
          ),
        ),
      ],
      measure: {
        metric: 'shareOf',
        map: 'space.sweep',
        args: [23],
        how: t('The share of the slice (temperature × humidity on land, the table as you edited it) that plains win.', 'La parte del corte (temperatura × humedad en tierra, con la tabla tal como la has editado) que ganan las llanuras.'),
        figures: [
          fig(t('plains, no offset', 'llanuras, sin compensación'), 5.4, '%', 1, 'measured', { snippet: 'space/boxes', metric: 'shareOf', args: [23], scale: 100 }),
          fig(t('plains, offset 0.05', 'llanuras, compensación 0,05'), 2.8, '%', 1, 'measured', { snippet: 'space/offsets', metric: 'shareOf', args: [23], scale: 100 }),
          fig(t('plains, offset 0.1', 'llanuras, compensación 0,1'), 0, '%', 1, 'measured', { snippet: 'space/offsets', replace: OFFSET_01, metric: 'shareOf', args: [23], scale: 100 }),
        ],
      },
    },
  ],
  takeaways: [
    t('A grid over n axes with k bands has kⁿ cells: 9 for lab 4, 729 for six axes of three bands.', 'Una cuadrícula sobre n ejes con k franjas tiene kⁿ celdas: 9 en el laboratorio 4, 729 con seis ejes de tres franjas.'),
    t('A biome is a box; a point takes the box with the smallest sum of squared gaps, ties to the first listed.', 'Un bioma es una caja; un punto se queda con la caja de menor suma de huecos al cuadrado, y los empates, para la primera de la lista.'),
    t('An offset adds offset² everywhere: the biome wins only where nothing else is that close.', 'Una compensación suma su cuadrado en todas partes: el bioma solo gana donde nada más está tan cerca.'),
    t('Lab 4’s 3 × 3 table is nine boxes, listed last to first.', 'La tabla 3 × 3 del laboratorio 4 son nueve cajas, listadas de la última a la primera.'),
  ],
  sources: [
    t('Minecraft Java Edition 1.18’s multi-noise biome source: six climate parameters with these names, a point per biome with ranges and an offset, and the closest one chosen.', 'La fuente de biomas multirruido de Minecraft Java Edition 1.18: seis parámetros de clima con estos nombres, un punto por bioma con rangos y una compensación, y la elección del más cercano.'),
    t('docs/biomes6.md in this repository: the rule, the tree and the default table.', 'docs/biomes6.md en este repositorio: la regla, el árbol y la tabla por defecto.'),
    t('The tutorial "Procedural Biome Generation": the Whittaker-style temperature × moisture table of lab 4.', 'El tutorial «Procedural Biome Generation»: la tabla temperatura × humedad al estilo de Whittaker del laboratorio 4.'),
  ],
}));
