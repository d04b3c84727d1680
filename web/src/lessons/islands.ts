// Lesson of lab 7 · The Islands climate: temperature, a wind with rain shadow, moisture, the 4 × 4 table, the
// nine recipes as experiments, the model's equations (each slider's term marked) and what the model leaves out.
import { aside, bilingual, em, fig, list, p, param, sup, term } from './build';
import type { Figure, FigureCheck } from './types';

const stat = (recipe: string, s: string, scale = 1): FigureCheck => ({ recipe, stat: s, scale });
const ours = (label: string, value: number, unit: string, digits: number, check: FigureCheck): Figure =>
  fig(label, value, unit, digits, 'measured', check);
const page = (label: string, value: number, unit: string, digits: number): Figure => fig(label, value, unit, digits, 'islands-page');

export const islands = bilingual((t) => {
  const dry = t('dry land', 'tierra seca');
  const windward = t('windward half', 'mitad de barlovento');
  const leeward = t('leeward half', 'mitad de sotavento');
  // The lab's own measure (the readout): each island's side facing the wind against the side behind its ridge.
  const windSide = t('windward side of the islands', 'lado de barlovento de las islas');
  const leeSide = t('lee side of the islands', 'lado de sotavento de las islas');
  return {
    id: 'islands',
    title: t('The Islands climate', 'El clima de Islas'),
    summary: t(
      'A climate model small enough to read in one sitting: temperature from altitude, latitude and the sea; moisture from noise, the coast and one wind that rains on the slopes it climbs; and a 4 × 4 table of biomes. Nine recipes turn it into experiments about real places.',
      'Un modelo de clima lo bastante pequeño para leerlo de una sentada: la temperatura sale de la altura, la latitud y el mar; la humedad, de un ruido, la costa y un único viento que llueve sobre las laderas que sube; y una tabla de biomas de 4 × 4. Nueve recetas lo convierten en experimentos sobre lugares reales.',
    ),
    sections: [
      {
        id: 'idea',
        title: t('The idea in plain words', 'La idea en pocas palabras'),
        blocks: [
          p(
            t(
              'What grows in a place depends mostly on two numbers: how warm it is and how wet. Map generators copy that: compute a temperature and a moisture for every point, then look the pair up in a table. In this model temperature drops with altitude and towards the poles and rises a little near the sea. Moisture comes from a noise, from the nearby sea, and — when it is on — from a wind: sea air that crosses the map and leaves its water on every slope it has to climb. Behind a ridge the air arrives wrung out, and the land there stays dry. That is a rain shadow.',
              'Lo que crece en un lugar depende sobre todo de dos números: cuánto calor hace y cuánta agua hay. Los generadores de mapas copian eso: calculan una temperatura y una humedad para cada punto y buscan la pareja en una tabla. En este modelo la temperatura baja con la altura y hacia los polos, y sube un poco cerca del mar. La humedad sale de un ruido, del mar cercano y —si está encendido— de un viento: aire de mar que cruza el mapa y deja su agua en cada ladera que tiene que subir. Detrás de una loma el aire llega exprimido y allí la tierra se queda seca. Eso es una sombra de lluvia.',
            ),
          ),
          aside(
            t(
              'Think of the wind as a sponge carried across the map. Over the sea it soaks up water; over flat land it drips a little; every time it is lifted over higher ground it is squeezed hard. The slope facing the wind gets the water, the one behind gets a dry sponge.',
              'Piensa en el viento como una esponja que se lleva a través del mapa. Sobre el mar se empapa; sobre tierra llana gotea un poco; cada vez que se la levanta sobre terreno más alto se la estruja con fuerza. La ladera que mira al viento recibe el agua; la de detrás, una esponja seca.',
            ),
          ),
          p(
            t(
              ['Switch ', param('layer', 'Layer'), ' to Temperature, Moisture or Wind air to see each number on its own, and tap a cell of the table to light up where its climate falls on the map.'],
              ['Cambia la ', param('layer', 'Capa'), ' a Temperatura, Humedad o Aire del viento para ver cada número por separado, y toca una casilla de la tabla para iluminar dónde cae su clima en el mapa.'],
            ),
          ),
        ],
      },
      {
        id: 'table',
        title: t('The 4 × 4 table', 'La tabla de 4 × 4'),
        blocks: [
          p(
            t(
              'Temperature is cut into four rows (cold, cool, warm, hot) and moisture into four columns (dry, medium, moist, wet), each band 0.25 wide. It is this model’s table, not one from a textbook: Amit Patel’s 2010 map generator uses four elevation zones and up to six moisture zones, and the version of Whittaker’s chart in Ricklefs (2008) has nine biomes with curved borders. The share of the land in each cell is printed in the cell, under the biome’s name.',
              'La temperatura se corta en cuatro filas (frío, fresco, templado, cálido) y la humedad en cuatro columnas (seco, medio, húmedo, empapado), cada franja de 0,25 de ancho. Es la tabla de este modelo, no la de un libro: el generador de mapas de Amit Patel de 2010 usa cuatro zonas de altura y hasta seis de humedad, y la versión del gráfico de Whittaker en Ricklefs (2008) tiene nueve biomas con bordes curvos. En cada casilla, bajo el nombre del bioma, se lee qué parte de la tierra cae en ella.',
            ),
          ),
          list(
            t(
              [em('No desert next to a glacier.'), ' Henrik Kniberg has described tuning Minecraft’s tables so that incompatible biomes, such as desert and snowy peaks, never touch. Here it comes for free: two rows separate cold from hot, a jump of 0.5 in temperature, and temperature changes slowly from cell to cell. The Islands page counted zero cold–hot neighbours in all nine recipes, even with the temperature noise at its maximum; our recipes measure zero too.'],
              [em('Ningún desierto junto a un glaciar.'), ' Henrik Kniberg ha contado que las tablas de Minecraft se ajustan para que no se toquen biomas incompatibles, como el desierto y los picos nevados. Aquí sale solo: entre el frío y el calor hay dos filas, un salto de 0,5 en la temperatura, y la temperatura cambia despacio de una celda a la siguiente. La página de Islas contó cero vecinos frío–cálido en las nueve recetas, incluso con el ruido de temperatura al máximo; nuestras recetas también dan cero.'],
            ),
            t(
              [em('A quirk:'), ' in this table cold and wet gives snow, not tundra; tundra is the cold, dry corner.'],
              [em('Una rareza:'), ' en esta tabla frío y húmedo da nieve, no tundra; la tundra es la esquina fría y seca.'],
            ),
            t(
              [em('Beaches first:'), ' warm land right next to the water (less than 1.5 cells of a 256 map from the coast, and not in the cold row) is beach, whatever the table says.'],
              [em('Primero las playas:'), ' la tierra templada pegada al agua (a menos de 1,5 celdas de un mapa de 256 de la costa, y fuera de la fila fría) es playa, diga lo que diga la tabla.'],
            ),
          ),
        ],
      },
      {
        id: 'wind',
        title: t('Wind and the rain shadow', 'El viento y la sombra de lluvia'),
        blocks: [
          p(
            t(
              'One wind blows over the whole map. Its air enters saturated at the upwind edge and moves cell by cell. Over the sea it gains water; over flat land it loses a little; each time it climbs it loses a lot, because rising air cools and rains. The slope facing the wind keeps the water and the slope behind it receives dry air.',
              'Un solo viento sopla sobre todo el mapa. Su aire entra saturado por el borde de barlovento y avanza celda a celda. Sobre el mar gana agua; sobre tierra llana pierde un poco; cada vez que sube pierde mucho, porque el aire que sube se enfría y llueve. La ladera que mira al viento se queda con el agua y la de detrás recibe aire seco.',
            ),
          ),
          p(
            t(
              'Two consequences are worth knowing. The model counts every climb, a small hill’s too, so over rugged ground the air dries quickly, not only behind a big range. And because this terrain’s noise has no preferred direction, there are no long ranges along a coast: the shadows come out in patches, not in the long bands of the Andes.',
              'Hay dos consecuencias que conviene saber. El modelo cuenta cada subida, también la de una colina pequeña, así que sobre terreno accidentado el aire se seca enseguida, no solo detrás de una gran cordillera. Y como el ruido de este terreno no tiene una dirección preferida, no hay cordilleras largas junto a una costa: las sombras salen en manchas, no en las franjas largas de los Andes.',
            ),
          ),
          p(
            t(
              ['How do you measure a shadow that comes in patches? The Islands page compared the two halves of the map, upwind and downwind of its centre. On scattered islands that compares different islands, not the two sides of one: with the wind blowing west (180°) our downwind half came out wetter than the upwind one while every island was dry behind its ridge. So the lab measures each island on its own. Along every line of the wind, an island’s highest cell on that line is its ridge there; the cells before it face the wind (the windward side), the cells after it lie behind it (the lee, shaded on the map while ', param('halves', 'Wind arrow and island sides'), ' is on). The readout averages each side over every island and counts the islands whose lee is the drier side.'],
              ['¿Cómo se mide una sombra que sale en manchas? La página de Islas comparaba las dos mitades del mapa, a barlovento y a sotavento de su centro. Con islas dispersas eso compara islas distintas, no los dos lados de una misma: con el viento soplando hacia el oeste (180°), nuestra mitad de sotavento salía más húmeda que la de barlovento mientras cada isla estaba seca tras su cresta. Por eso el laboratorio mide cada isla por separado. En cada línea del viento, la celda más alta de una isla en esa línea es su cresta allí; las celdas de antes miran al viento (el lado de barlovento) y las de después quedan detrás (el sotavento, sombreado en el mapa mientras ', param('halves', 'Flecha del viento y lados de cada isla'), ' está activado). La lectura promedia cada lado sobre todas las islas y cuenta las islas cuyo sotavento es el lado más seco.'],
            ),
          ),
        ],
      },
      {
        id: 'places',
        title: t('Places: alike in shape, not in figures', 'Lugares: parecidos en la forma, no en las cifras'),
        blocks: [
          p(
            t(
              'Each recipe sets every slider at once to try a real place. None of them has millimetres or degrees — the model only knows numbers from 0 to 1 — so a recipe resembles its place in shape (where it rains, which side stays dry), never in its figures. The cards below say what to look for and where each one parts ways with the real place, with the Islands page’s measured shares beside ours: the terrain and noise here are not the page’s, so the shapes should agree and the percentages need not.',
              'Cada receta fija todos los controles a la vez para ensayar un lugar real. Ninguna tiene milímetros ni grados —el modelo solo conoce números de 0 a 1—, así que una receta se parece a su lugar en la forma (dónde llueve, qué lado queda seco), nunca en las cifras. Las tarjetas de abajo dicen qué mirar y en qué se aparta cada una del lugar real, con las proporciones medidas en la página de Islas junto a las nuestras: el terreno y el ruido de aquí no son los de la página, así que las formas deberían coincidir y los porcentajes no tienen por qué.',
            ),
          ),
        ],
      },
      {
        id: 'theorems',
        title: t('Two small results', 'Dos resultados pequeños'),
        blocks: [
          list(
            t(
              'Over land the air never gains water: every step multiplies it by factors between 0 and 1, so along a line of wind it can only fall until it reaches the sea again. In this model a rain shadow cannot be avoided; you only choose how fast it comes.',
              'Sobre tierra el aire nunca gana agua: cada paso lo multiplica por factores entre 0 y 1, así que a lo largo de una línea de viento solo puede bajar hasta volver al mar. En este modelo la sombra de lluvia es inevitable; solo se elige lo rápido que llega.',
            ),
            t(
              'The distance from every cell to the nearest water looks like every cell against every other. Felzenszwalb and Huttenlocher (2012) showed the exact Euclidean distance takes linear time: squared distances along the columns, then along the rows, and on each line the lower envelope of one parabola per cell. The Islands page checked it against brute force: the largest error was 2 · 10⁻⁷.',
              'La distancia de cada celda al agua más cercana parece exigir comparar cada celda con todas las demás. Felzenszwalb y Huttenlocher (2012) demostraron que la distancia euclídea exacta se calcula en tiempo lineal: distancias al cuadrado por columnas, después por filas, y en cada línea la envolvente inferior de una parábola por celda. La página de Islas la comparó con la fuerza bruta: el error máximo fue de 2 · 10⁻⁷.',
            ),
          ),
        ],
      },
    ],
    steps: [
      {
        id: 'temperature',
        title: t('Coast distance, land rank and temperature', 'Distancia a la costa, rango de la tierra y temperatura'),
        map: 'islands.temperature',
        mapLabel: t('the Temperature layer', 'la capa de Temperatura'),
        blocks: [
          p(
            t(
              'Two passes prepare the ground. The coast distance d of every land cell is computed exactly (columns, then rows) and expressed in cells of a 256 map, so the climate does not change with the resolution. The land rank r replaces altitude: the terrain’s height has no units, so each land cell gets its percentile among all land cells, 0 at the coast and 1 at the highest point.',
              'Dos pasadas preparan el terreno. La distancia a la costa d de cada celda de tierra se calcula exacta (columnas y después filas) y se expresa en celdas de un mapa de 256, para que el clima no cambie con la resolución. El rango r sustituye a la altura: la altura del terreno no tiene unidades, así que cada celda de tierra recibe su percentil entre todas las de tierra, 0 en la costa y 1 en el punto más alto.',
            ),
          ),
          p(
            t(
              'Then one sum per cell: the base temperature, minus the lapse times the rank, minus the latitude cooling times how far the row is from the equator (the equator is at y = 0 and a pole eight map-heights away), plus the sea’s warmth divided by 1 + d, plus the temperature noise; clipped to 0…1.',
              'Después una suma por celda: la temperatura base, menos el enfriamiento por la altura multiplicado por el rango, menos el enfriamiento hacia el polo multiplicado por lo lejos que está la fila del ecuador (el ecuador está en y = 0 y el polo a ocho alturas de mapa), más el calor del mar dividido por 1 + d, más el ruido de temperatura; recortado a 0…1.',
            ),
          ),
        ],
        params: [
          { param: 'base', name: t('Base temperature', 'Temperatura base'), typical: [0.55, 1.1], effect: t('Temperature at sea level on the equator, before the coast and the noise.', 'La temperatura a nivel del mar en el ecuador, antes de la costa y el ruido.') },
          { param: 'lapse', name: t('Cooling with height', 'Enfriamiento con la altura'), typical: [0.2, 0.6], effect: t('Lost from the coast to the highest land (rank 0 to 1).', 'Lo que se pierde desde la costa hasta la tierra más alta (rango de 0 a 1).') },
          { param: 'latitude', name: t('Cooling towards the pole', 'Enfriamiento hacia el polo'), typical: [0.3, 0.7], effect: t('Lost at the pole, eight views from the equator.', 'Lo que se pierde en el polo, a ocho vistas del ecuador.') },
          { param: 'coast_mod', name: t('Warmth of the sea', 'Calor del mar'), typical: [0, 0.15], effect: t('Added at the coast, fading as 1 / (1 + d).', 'Lo que se suma en la costa, y se apaga como 1 / (1 + d).') },
          { param: 'temp_noise', name: t('Temperature noise', 'Ruido de temperatura'), typical: [0.1, 0.3], effect: t('Amplitude of the noise’s ± wobble.', 'Amplitud del vaivén ± del ruido.') },
          { param: 'north_south', name: t('North–south position', 'Posición norte–sur'), typical: [0, 4.25], effect: t('Moves the view towards a pole (8 is the pole): everything cools.', 'Mueve la vista hacia un polo (8 es el polo): todo se enfría.') },
        ],
        code: 'islands/temperature',
        try: t(
          ['Show the Temperature layer and move ', param('north_south', 'North–south position'), ' to 4.25, halfway to the pole.'],
          ['Muestra la capa de Temperatura y lleva la ', param('north_south', 'Posición norte–sur'), ' a 4,25, a medio camino del polo.'],
        ),
      },
      {
        id: 'wind',
        title: t('The wind sweep', 'El barrido del viento'),
        map: 'islands.air',
        mapLabel: t('the Wind air layer', 'la capa Aire del viento'),
        blocks: [
          p(
            t(
              'The sweep walks the map line by line along the axis the wind mostly follows. Each cell’s air comes from the previous line, read at the point one step upwind and interpolated between two cells, so any angle works and the cost is one pass over the map. Over water the air gains (1 − air) × (1 − e^(−evap · s)); over land it is multiplied by e^(−dry · s), and by e^(−4 · lift · climb) when the rank rises. s is the length of one step in cells of a 256 map: 1 along an axis, up to √2 on a diagonal.',
              'El barrido recorre el mapa línea a línea a lo largo del eje que más sigue el viento. El aire de cada celda viene de la línea anterior, leído en el punto que queda un paso a barlovento e interpolado entre dos celdas, así que sirve para cualquier ángulo y cuesta una pasada por el mapa. Sobre el agua el aire gana (1 − aire) × (1 − e^(−evap · s)); sobre tierra se multiplica por e^(−secado · s), y además por e^(−4 · lluvia · subida) cuando el rango crece. s es el largo de un paso en celdas de un mapa de 256: 1 a lo largo de un eje, hasta √2 en diagonal.',
            ),
          ),
        ],
        params: [
          { param: 'on', name: t('Wind', 'Viento'), effect: t('Off: no sweep, moisture from the noise and the coast only.', 'Apagado: no hay barrido, la humedad sale solo del ruido y la costa.') },
          { param: 'angle', name: t('Wind direction (°)', 'Dirección del viento (°)'), typical: [0, 355], effect: t('Where the air goes: 0 blows east (a west wind), 90 south, 180 west.', 'Hacia dónde va el aire: 0 sopla al este (un viento del oeste), 90 al sur, 180 al oeste.') },
          { param: 'lift', name: t('Rain when the air climbs', 'Lluvia cuando el aire sube'), typical: [0, 1.5], effect: t('The lever of the rain shadow: 0 removes it.', 'La palanca de la sombra de lluvia: con 0 desaparece.') },
          { param: 'dry', name: t('Drying over land', 'Secado sobre tierra'), typical: [0.001, 0.01], effect: t('Loss per cell over flat land.', 'Pérdida por celda sobre tierra llana.') },
          { param: 'evap', name: t('Pick-up over sea', 'Carga sobre el mar'), typical: [0.02, 0.1], effect: t('How fast the air refills over water.', 'Lo rápido que se recarga el aire sobre el agua.') },
        ],
        code: 'islands/wind',
        try: t(
          ['Show Wind air and turn ', param('angle', 'Wind direction'), ' slowly: the dry streaks swing round to stay behind the hills.'],
          ['Muestra Aire del viento y gira despacio la ', param('angle', 'Dirección del viento'), ': las estelas secas giran para quedarse detrás de las lomas.'],
        ),
      },
      {
        id: 'moisture',
        title: t('Moisture', 'La humedad'),
        map: 'islands.moisture',
        mapLabel: t('the Moisture layer', 'la capa de Humedad'),
        blocks: [
          p(
            t(
              'Three sources, added and clipped: the moisture noise (rescaled to 0…1) times its weight; the coast’s moisture, which fades inland as 1 / (1 + d × fade); and, if the wind is on, the wind weight times the air passing the cell.',
              'Tres fuentes, sumadas y recortadas: el ruido de humedad (llevado a 0…1) por su peso; la humedad de la costa, que se apaga tierra adentro como 1 / (1 + d × pérdida); y, si hay viento, el peso del viento por el aire que pasa por la celda.',
            ),
          ),
        ],
        params: [
          { param: 'moist_noise', name: t('Moisture noise', 'Ruido de humedad'), typical: [0.25, 0.5], effect: t('Weight of the moisture noise.', 'Peso del ruido de humedad.') },
          { param: 'coast_bonus', name: t('Moisture from the coast', 'Humedad de la costa'), typical: [0, 0.6], effect: t('Added right at the coast.', 'Lo que se suma justo en la costa.') },
          { param: 'decay', name: t('Coast moisture fade', 'Atenuación de la humedad costera'), typical: [0.05, 0.3], effect: t('How fast the coast’s moisture fades inland, per cell of a 256 map.', 'Lo rápido que se apaga la humedad de la costa tierra adentro, por celda de un mapa de 256.') },
          { param: 'strength', name: t('Wind weight', 'Peso del viento'), typical: [0.3, 0.9], effect: t('How much the wind’s air counts.', 'Cuánto cuenta el aire del viento.') },
        ],
        code: 'islands/moisture',
        try: t(
          ['Show Moisture, then set ', param('lift', 'Rain when the air climbs'), ' to 0 and back: the leeward patches fill in and empty again.'],
          ['Muestra Humedad y pon la ', param('lift', 'Lluvia cuando el aire sube'), ' en 0 y luego otra vez arriba: las manchas de sotavento se llenan y se vacían.'],
        ),
      },
      {
        id: 'biomes',
        title: t('Biomes', 'Los biomas'),
        map: 'islands.biome',
        mapLabel: t('the Biome layer', 'la capa de Bioma'),
        blocks: [
          p(
            t(
              'Four bands per axis give a row and a column; a flat list of 16 biome ids is read at row × 4 + column. Water is the sea, and the beach test comes before the table.',
              'Cuatro franjas por eje dan una fila y una columna; se lee una lista plana de 16 biomas en fila × 4 + columna. El agua es mar, y la prueba de la playa va antes que la tabla.',
            ),
          ),
        ],
        params: [
          { param: 'terrain_preset', name: t('Terrain', 'Terreno'), effect: t('The height field under the climate; Plateau is an island cut flat on top, the ground of the high plain.', 'El campo de alturas bajo el clima; Meseta es una isla cortada plana por arriba, el suelo de la llanura alta.') },
        ],
        code: 'islands/biomes',
        try: t('Tap the cold–wet cell of the table: snow lights up on the wettest high ground, not the tundra you might expect.', 'Toca la casilla fría y empapada de la tabla: se ilumina la nieve en las alturas más húmedas, no la tundra que quizá esperabas.'),
      },
    ],
    pitfalls: [
      {
        id: 'lever',
        title: t('The rain shadow lives in one slider', 'La sombra de lluvia vive en un solo control'),
        blocks: [
          p(
            t(
              'It is tempting to credit the wind itself for the dry leeward land. Measure it and the credit goes almost entirely to "Rain when the air climbs": with the wind on but that slider at 0, nearly nothing is dry and the two halves of the map even out. Without that term there is wind, but no shadow.',
              'Es tentador atribuir la tierra seca de sotavento al viento en sí. Al medirlo, el mérito es casi todo de «Lluvia cuando el aire sube»: con el viento encendido pero ese control en 0, casi nada queda seco y las dos mitades del mapa se igualan. Sin ese término hay viento, pero no sombra.',
            ),
          ),
        ],
        measure: {
          metric: 'shareBelow',
          map: 'islands.moisture',
          args: [0.25],
          how: t('The dry-land readout: the share of land with moisture below 0.25 (water left out).', 'La lectura de tierra seca: la parte de la tierra con humedad por debajo de 0,25 (sin contar el agua).'),
          figures: [
            page(t('no wind', 'sin viento'), 55, '%', 0),
            page(t('west wind', 'viento del oeste'), 28, '%', 0),
            page(t('no rain when climbing', 'sin lluvia al subir'), 1.6, '%', 1),
            ours(t('no wind', 'sin viento'), 38.2, '%', 1, stat('no-wind', 'dry_share', 100)),
            ours(t('west wind', 'viento del oeste'), 14.4, '%', 1, stat('west-wind', 'dry_share', 100)),
            ours(t('no rain when climbing', 'sin lluvia al subir'), 0, '%', 1, stat('west-wind-no-climb-rain', 'dry_share', 100)),
          ],
        },
      },
      {
        id: 'contacts',
        title: t('Checking that incompatible biomes never touch', 'Comprobar que los biomas incompatibles no se tocan'),
        blocks: [
          p(
            t(
              'A hand-tuned table can put a desert next to a glacier the first time the sliders go somewhere new. Do not trust the reasoning about two rows between them: count. A contact is a pair of neighbouring land cells, one in the cold row and one in the hot row.',
              'Una tabla ajustada a mano puede poner un desierto junto a un glaciar la primera vez que los controles van a un sitio nuevo. No te fíes del razonamiento de las dos filas de distancia: cuenta. Un contacto es una pareja de celdas de tierra vecinas, una en la fila fría y otra en la cálida.',
            ),
          ),
        ],
        measure: {
          metric: 'coldHotContacts',
          map: 'islands.temperature',
          args: [256],
          how: t('The number of cold–hot contacts on the Temperature layer (water left out).', 'El número de contactos frío–cálido en la capa de Temperatura (sin contar el agua).'),
          figures: [
            page(t('any recipe', 'cualquier receta'), 0, '', 0),
            ours(t('hot, dry trick', 'el truco cálido y seco'), 0, '', 0, stat('hot-dry-trick', 'cold_hot_contacts')),
            ours(t('halfway to the pole', 'a medio camino del polo'), 0, '', 0, stat('halfway-to-pole', 'cold_hot_contacts')),
          ],
        },
      },
    ],
    recipes: [
      {
        id: 'no-wind',
        title: t('No wind', 'Sin viento'),
        imitates: t('A control: no place, just the model without its wind.', 'Un control: ningún lugar, solo el modelo sin su viento.'),
        lookFor: t('Moisture only from the noise and the coast: the interior dries out evenly, with no side drier than the other.', 'Humedad solo del ruido y la costa: el interior se seca por igual, sin un lado más seco que el otro.'),
        differs: t('Our terrain and noise are not the page’s, so the shares differ; the evenness is what to compare.', 'Nuestro terreno y nuestro ruido no son los de la página, así que las proporciones difieren; lo que hay que comparar es la igualdad.'),
        figures: [
          page(dry, 55, '%', 0),
          page(t('temperate desert', 'desierto templado'), 38, '%', 0),
          ours(dry, 38.2, '%', 1, stat('no-wind', 'dry_share', 100)),
          ours(t('temperate desert', 'desierto templado'), 22.7, '%', 1, stat('no-wind', 'biome_share.temperate desert', 100)),
        ],
      },
      {
        id: 'west-wind',
        title: t('The west wind', 'El viento del oeste'),
        imitates: t('A mid-latitude coast with prevailing westerlies.', 'Una costa de latitudes medias con vientos dominantes del oeste.'),
        lookFor: t('The west-facing slopes catch the water and the map’s west half comes out wetter than its east half.', 'Las laderas que miran al oeste atrapan el agua y la mitad oeste del mapa sale más húmeda que la este.'),
        differs: t('The split between halves is smaller than a real range would make: these hills are scattered, not lined up.', 'La diferencia entre mitades es menor de la que haría una cordillera real: estas colinas están dispersas, no alineadas.'),
        figures: [
          page(dry, 28, '%', 0),
          page(windward, 0.44, '', 2),
          page(leeward, 0.36, '', 2),
          ours(dry, 14.4, '%', 1, stat('west-wind', 'dry_share', 100)),
          ours(windward, 0.42, '', 2, stat('west-wind', 'windward_moisture')),
          ours(leeward, 0.36, '', 2, stat('west-wind', 'leeward_moisture')),
          ours(windSide, 0.43, '', 2, stat('west-wind', 'island_windward_moisture')),
          ours(leeSide, 0.34, '', 2, stat('west-wind', 'island_lee_moisture')),
        ],
      },
      {
        id: 'west-wind-no-climb-rain',
        title: t('The same wind, no rain when climbing', 'El mismo viento, sin lluvia al subir'),
        imitates: t('A thought experiment: air that can cross a ridge without losing water.', 'Un experimento mental: aire que cruza una loma sin perder agua.'),
        lookFor: t('Almost nothing is dry and the two halves even out: the rain shadow was the climbing term all along.', 'Casi nada queda seco y las dos mitades se igualan: la sombra de lluvia era el término de la subida.'),
        differs: t('With nothing to stop it, our wind soaks the land even more than the page’s did.', 'Sin nada que lo frene, nuestro viento empapa la tierra todavía más que el de la página.'),
        figures: [
          page(dry, 1.6, '%', 1),
          ours(dry, 0, '%', 1, stat('west-wind-no-climb-rain', 'dry_share', 100)),
          ours(windward, 0.77, '', 2, stat('west-wind-no-climb-rain', 'windward_moisture')),
          ours(leeward, 0.76, '', 2, stat('west-wind-no-climb-rain', 'leeward_moisture')),
          ours(windSide, 0.77, '', 2, stat('west-wind-no-climb-rain', 'island_windward_moisture')),
          ours(leeSide, 0.75, '', 2, stat('west-wind-no-climb-rain', 'island_lee_moisture')),
        ],
      },
      {
        id: 'warm-island-trade-wind',
        title: t('A warm island in the trade wind', 'Una isla cálida en el alisio'),
        imitates: t('Kauai, Hawaii: a north-east trade wind over a warm island.', 'Kauai, en Hawái: un alisio del noreste sobre una isla cálida.'),
        lookFor: t('Rainforest on the slopes that face the north-east, dry grass and scrub behind them, each island wetter on its windward side than on its lee.', 'Selva en las laderas que miran al noreste, pasto seco y matorral detrás, y cada isla más húmeda en su lado de barlovento que en su sotavento.'),
        differs: t(
          'In shape, not in figures: Mount Waiʻaleʻale gets about 9,300 mm of rain a year and this model has no millimetres. The shape comes out only halfway here. Every island is wetter on the side facing the north-east than behind its ridge, but not twice as wet, and rainforest is a thin rim, not a fifth of the land. We keep the page’s sliders and do not tune them to its numbers, because its terrain is not ours: its islands stand on the height of another page (“Reshaping height”), ours are the Islands preset, many small, low hills. The model takes rain at every climb, so over our hills the trade wind is wrung out on the first slopes, and each lee gets air that was already dry; behind one tall island, as on Kauai, the contrast would be larger.',
          'En la forma, no en las cifras: el monte Waiʻaleʻale recibe unos 9.300 mm de lluvia al año y este modelo no tiene milímetros. Aquí la forma sale solo a medias. Cada isla es más húmeda en el lado que mira al noreste que detrás de su cresta, pero no el doble, y la selva es un borde fino, no una quinta parte de la tierra. Mantenemos los controles de la página y no los ajustamos a sus cifras, porque su terreno no es el nuestro: sus islas se levantan sobre la altura de otra página («Remodelar la altura») y las nuestras son las del preajuste Islas, muchas colinas pequeñas y bajas. El modelo quita lluvia en cada subida, así que sobre nuestras colinas el alisio se exprime en las primeras laderas y cada sotavento recibe un aire que ya venía seco; detrás de una sola isla alta, como en Kauai, el contraste sería mayor.',
        ),
        figures: [
          page(windward, 0.59, '', 2),
          page(leeward, 0.31, '', 2),
          page(t('tropical rainforest', 'selva tropical'), 19, '%', 0),
          ours(windward, 0.51, '', 2, stat('warm-island-trade-wind', 'windward_moisture')),
          ours(leeward, 0.44, '', 2, stat('warm-island-trade-wind', 'leeward_moisture')),
          ours(windSide, 0.53, '', 2, stat('warm-island-trade-wind', 'island_windward_moisture')),
          ours(leeSide, 0.42, '', 2, stat('warm-island-trade-wind', 'island_lee_moisture')),
          ours(t('tropical rainforest', 'selva tropical'), 3.1, '%', 1, stat('warm-island-trade-wind', 'biome_share.tropical rainforest', 100)),
        ],
      },
      {
        id: 'mild-wet-coast',
        title: t('A mild, soaked coast', 'Una costa templada y empapada'),
        imitates: t('The Valdivian rainforest of southern Chile.', 'La selva valdiviana del sur de Chile.'),
        lookFor: t('Temperate rainforest over much of the land, turning boreal where the ground is high and cold.', 'Selva templada sobre buena parte de la tierra, que pasa a boreal donde el terreno es alto y frío.'),
        differs: t('In the wet, mild coast, not in the Andes: this noise makes no range along the coast, so the sea does the work and there is no clear lee.', 'En la costa húmeda y templada, no en los Andes: este ruido no hace una cordillera junto a la costa, así que el trabajo lo hace el mar y no hay un sotavento claro.'),
        figures: [
          page(t('temperate rainforest', 'selva templada'), 50, '%', 0),
          ours(t('temperate rainforest', 'selva templada'), 37.8, '%', 1, stat('mild-wet-coast', 'biome_share.temperate rainforest', 100)),
        ],
      },
      {
        id: 'cool-steppe',
        title: t('Cool steppe behind the wind', 'Estepa fresca tras el viento'),
        imitates: t('Patagonia: a strong west wind and little moisture from the coast.', 'La Patagonia: un viento fuerte del oeste y poca humedad de la costa.'),
        lookFor: t('Forest and shrubland on the west, steppe (temperate desert) spreading east, the west half clearly wetter.', 'Bosque y matorral al oeste, estepa (desierto templado) extendiéndose al este, y la mitad oeste claramente más húmeda.'),
        differs: t('In direction, not in scale: there the rainfall drops from up to 6,000 mm to under 100 mm within about 100 km.', 'En la dirección, no en la escala: allí la lluvia baja de hasta 6.000 mm a menos de 100 mm en unos 100 km.'),
        figures: [
          page(windward, 0.47, '', 2),
          page(leeward, 0.24, '', 2),
          page(t('temperate desert', 'desierto templado'), 37, '%', 0),
          ours(windward, 0.32, '', 2, stat('cool-steppe', 'windward_moisture')),
          ours(leeward, 0.25, '', 2, stat('cool-steppe', 'leeward_moisture')),
          ours(windSide, 0.33, '', 2, stat('cool-steppe', 'island_windward_moisture')),
          ours(leeSide, 0.22, '', 2, stat('cool-steppe', 'island_lee_moisture')),
          ours(t('temperate desert', 'desierto templado'), 51.9, '%', 1, stat('cool-steppe', 'biome_share.temperate desert', 100)),
        ],
      },
      {
        id: 'hot-dry-trick',
        title: t('A trick, called a trick', 'Un truco, dicho como tal'),
        imitates: t('The Atacama desert.', 'El desierto de Atacama.'),
        lookFor: t('Hot land with the coast’s moisture switched off and no wind: subtropical desert nearly everywhere.', 'Tierra cálida con la humedad de la costa apagada y sin viento: desierto subtropical casi en todas partes.'),
        differs: t('The real Atacama is dry mostly for reasons this model lacks — air sinking under the South Pacific high, the cold current and the inversion over it — so the recipe switches the sea off instead.', 'El Atacama real es seco sobre todo por razones que este modelo no tiene —el aire que baja bajo el anticiclón del Pacífico Sur, la corriente fría y la inversión sobre ella—, así que la receta apaga el mar.'),
        figures: [
          page(t('subtropical desert', 'desierto subtropical'), 83, '%', 0),
          ours(t('subtropical desert', 'desierto subtropical'), 77.9, '%', 1, stat('hot-dry-trick', 'biome_share.subtropical desert', 100)),
        ],
      },
      {
        id: 'high-plain',
        title: t('A high plain', 'Una llanura alta'),
        imitates: t('The Altiplano of the central Andes.', 'El Altiplano de los Andes centrales.'),
        lookFor: t('A steep cold lapse over the Plateau terrain and the wind from the east: more than half the land is tundra, and the flat top is tundra from edge to edge.', 'Mucho frío por altura sobre el terreno Meseta y el viento del este: más de la mitad de la tierra es tundra, y la cima plana es tundra de borde a borde.'),
        differs: t('Both are cold because they are high. Tundra stands in for the puna, a cold high grassland the 4 × 4 table has no cell for. The plateau is our own terrain now, not a stand-in: about 30 % of its land is a flat top at one height, all of it at the same land rank, so the height cools it all alike. The page’s snow on top and drier west side do not come out here: snow is under 0.1 % of the land, and the east half is the slightly drier one.', 'Los dos son fríos porque están altos. La tundra hace las veces de la puna, un pastizal alto y frío para el que la tabla de 4 × 4 no tiene casilla. La meseta ahora es un terreno nuestro, no un sustituto: cerca del 30 % de su tierra es una cima plana a una sola altura, toda con el mismo rango de tierra, así que la altura la enfría toda por igual. La nieve arriba y la cara oeste más seca de la página no salen aquí: la nieve es menos del 0,1 % de la tierra, y la mitad este es la algo más seca.'),
        figures: [
          page(t('tundra', 'tundra'), 50, '%', 0),
          ours(t('tundra', 'tundra'), 56.5, '%', 1, stat('high-plain', 'biome_share.tundra', 100)),
        ],
      },
      {
        id: 'halfway-to-pole',
        title: t('Halfway to the pole', 'A medio camino del polo'),
        imitates: t('A wet land at high latitude, such as the boreal belt.', 'Una tierra húmeda de latitud alta, como el cinturón boreal.'),
        lookFor: t('The view moved to y = 4.25: boreal forest, with tundra and snow where it gets colder.', 'La vista llevada a y = 4,25: bosque boreal, con tundra y nieve donde hace más frío.'),
        differs: t('Cold and wet gives snow in this table, not tundra, which is why snow covers so much low land.', 'En esta tabla frío y húmedo da nieve, no tundra, y por eso la nieve cubre tanta tierra baja.'),
        figures: [
          page(t('boreal forest', 'bosque boreal'), 51, '%', 0),
          page(t('snow', 'nieve'), 27, '%', 0),
          ours(t('boreal forest', 'bosque boreal'), 31.8, '%', 1, stat('halfway-to-pole', 'biome_share.boreal forest', 100)),
          ours(t('snow', 'nieve'), 18, '%', 0, stat('halfway-to-pole', 'biome_share.snow', 100)),
        ],
      },
    ],
    equations: {
      intro: t(
        'The whole model in four lines. Each marked part is driven by one slider: move that slider and its part lights up.',
        'El modelo entero en cuatro líneas. Cada parte marcada la mueve un control: al mover ese control se ilumina su parte.',
      ),
      items: [
        {
          id: 'temperature',
          label: t('Temperature', 'Temperatura'),
          parts: [
            'T = sat( ',
            term('base', t('base', 'base')),
            ' − ',
            term('lapse', t('c_alt', 'e_alt')),
            ' · r − ',
            term('latitude', t('c_lat', 'e_lat')),
            ' · sat(|',
            term('north_south', 'y'),
            '| / 8) + ',
            term('coast_mod', t('warmth', 'calor')),
            ' / (1 + d) + ',
            term('temp_noise', t('noise_T', 'ruido_T')),
            t(' · (n_T − 0.5) )', ' · (n_T − 0,5) )'),
          ],
        },
        {
          id: 'moisture',
          label: t('Moisture', 'Humedad'),
          parts: [
            t('M = sat( ', 'H = sat( '),
            term('moist_noise', t('noise_M', 'ruido_H')),
            t(' · n_M + ', ' · n_H + '),
            term('coast_bonus', t('m_sea', 'h_mar')),
            ' / (1 + d · ',
            term('decay', t('fade', 'pérdida')),
            ') + ',
            term('strength', t('weight', 'peso')),
            t(' · air )', ' · aire )'),
          ],
        },
        {
          id: 'air',
          label: t('The wind’s air, step by step', 'El aire del viento, paso a paso'),
          parts: [
            t('sea: air ← air + (1 − air)(1 − e', 'mar: aire ← aire + (1 − aire)(1 − e'),
            sup('−', term('evap', 'evap'), ' · s'),
            t(');   land: air ← air · e', ');   tierra: aire ← aire · e'),
            sup('−', term('dry', t('drying', 'secado')), ' · s'),
            ' · e',
            sup('−4 · ', term('lift', t('rain', 'lluvia')), ' · max(0, Δr)'),
          ],
        },
        {
          id: 'biome',
          label: t('Biome', 'Bioma'),
          parts: [
            t('biome = TABLE[ ⌊4T⌋ ][ ⌊4M⌋ ]   (beach if d < 1.5 and T ≥ 0.25)', 'bioma = TABLA[ ⌊4T⌋ ][ ⌊4H⌋ ]   (playa si d < 1,5 y T ≥ 0,25)'),
          ],
        },
      ],
      legend: [
        t('r: the land’s rank, 0 at the coast and 1 at the top, a percentile of the land below, not a height.', 'r: el rango de la tierra, 0 en la costa y 1 en lo más alto: un percentil de la tierra que queda por debajo, no una altura.'),
        t('d: the distance to the coast in cells of a 256 map.', 'd: la distancia a la costa en celdas de un mapa de 256.'),
        t(['n_T, n_M: noises from 0 to 1.   y: the world’s north–south position (the equator at 0, the pole at 8).'], ['n_T, n_H: ruidos de 0 a 1.   y: la posición norte–sur del mundo (el ecuador en 0, el polo en 8).']),
        t('s: the length of one wind step in cells of a 256 map (1 along an axis, √2 on a diagonal).   Δr: how much the rank rises in that step.', 's: el largo de un paso del viento en celdas de un mapa de 256 (1 a lo largo de un eje, √2 en diagonal).   Δr: cuánto sube el rango en ese paso.'),
        t('sat: clip to 0…1.', 'sat: recortar a 0…1.'),
      ],
    },
    caveats: [
      t('No seasons: one temperature and one moisture per point for the whole year. No monsoons, no winter rain.', 'No hay estaciones: una temperatura y una humedad por punto para todo el año. Ni monzones ni lluvias de invierno.'),
      t('No units: T and M run from 0 to 1. The table knows nothing of degrees or millimetres.', 'No hay unidades: T y H van de 0 a 1. La tabla no sabe nada de grados ni de milímetros.'),
      t('One straight wind for the whole map: no circulation, breezes or fronts, and it crosses hills instead of going round them.', 'Un solo viento recto para todo el mapa: ni circulación, ni brisas, ni frentes, y cruza las lomas en vez de rodearlas.'),
      t('No ocean currents and no sinking, warming air: that is why the Atacama needs a trick.', 'Ni corrientes marinas ni aire que baja y se calienta: por eso el Atacama necesita un truco.'),
      t('Altitude cools by rank, not by metres: the top of a small island is as cold as the top of a continent.', 'La altura enfría por rango, no por metros: la cima de una isla pequeña es tan fría como la de un continente.'),
      t('The coast distance does not see water outside the view: near the edges the coast can seem farther than it is.', 'La distancia a la costa no ve el agua fuera de la vista: cerca de los bordes la costa puede parecer más lejos de lo que está.'),
      t('A place that does not come out at all: central Chile. Its Mediterranean climate (100 to 1,000 mm a year, nearly all in winter, after Garreaud and others, 2017) is defined by when it rains, and the model has neither seasons nor a cell for Mediterranean scrub.', 'Un lugar que no sale en absoluto: Chile central. Su clima mediterráneo (de 100 a 1.000 mm al año, casi todo en invierno, según Garreaud y otros, 2017) se define por cuándo llueve, y el modelo no tiene estaciones ni una casilla para el matorral mediterráneo.'),
      t('The map is computed at 256² and, while a slider is being dragged, at 32², so the picture keeps up with the hand (the Islands page measured about 25–70 ms per slider move at 256² on a PC).', 'El mapa se calcula a 256² y, mientras se arrastra un control, a 32², para que la imagen siga a la mano (la página de Islas midió unos 25–70 ms por movimiento de un control a 256² en un PC).'),
      t('Going further: relief with a direction (coastal ranges and long shadows like the Andes’), seasons (for central Chile’s winter rain), and a table with soft borders that blends neighbouring cells.', 'Para ir más lejos: un relieve con dirección (cordilleras costeras y sombras largas como las de los Andes), estaciones (para la lluvia de invierno de Chile central) y una tabla de bordes suaves que mezcle las casillas vecinas.'),
    ],
    takeaways: [
      t('Temperature: base − lapse × rank − latitude + the sea’s warmth + noise.', 'Temperatura: base − enfriamiento × rango − latitud + calor del mar + ruido.'),
      t('Moisture: noise + the coast + the wind; the wind rains on every climb, so a shadow is inevitable.', 'Humedad: ruido + costa + viento; el viento llueve en cada subida, así que la sombra es inevitable.'),
      t('The recipes imitate a place’s shape — which side is wet — never its figures.', 'Las recetas imitan la forma de un lugar —qué lado es húmedo—, nunca sus cifras.'),
    ],
    sources: [
      t('The Islands climate page (Islands Lab, a port of NoiseLab v3): the model, its equations, the nine recipes and their figures, the caveats and the theorems, in English and Spanish.', 'La página del clima de Islas (Islands Lab, un port de NoiseLab v3): el modelo, sus ecuaciones, las nueve recetas y sus cifras, las advertencias y los teoremas, en inglés y en español.'),
      t('P. Felzenszwalb and D. Huttenlocher, "Distance Transforms of Sampled Functions", Theory of Computing 8, 2012.', 'P. Felzenszwalb y D. Huttenlocher, «Distance Transforms of Sampled Functions», Theory of Computing 8, 2012.'),
      t('Amit Patel, "Polygonal Map Generation for Games" (2010); R. E. Ricklefs, "The Economy of Nature" (2008); R. Garreaud and others on central Chile’s rainfall (2017).', 'Amit Patel, «Polygonal Map Generation for Games» (2010); R. E. Ricklefs, «The Economy of Nature» (2008); R. Garreaud y otros sobre la lluvia de Chile central (2017).'),
    ],
  };
});
