// Lesson of lab 4 · Climate → biomes: heat and moisture layers, mountain chill, and a Whittaker-style table.
import { aside, bilingual, code, em, fig, list, p, param } from './build';

const NO_CHILL: [string, string][] = [['climateLab(1, 0.6)', 'climateLab(1, 0)']];

export const climate = bilingual((t) => ({
  id: 'climate',
  title: t('Climate → biomes', 'Clima → biomas'),
  summary: t(
    'A height map says where the land is, not whether it is desert or forest. Two more noise layers give every point a temperature and a moisture, the height cools the peaks, and a small table turns the pair into a biome.',
    'Un mapa de alturas dice dónde hay tierra, no si es desierto o bosque. Dos capas de ruido más dan a cada punto una temperatura y una humedad, la altura enfría las cumbres y una tabla pequeña convierte la pareja en un bioma.',
  ),
  sections: [
    {
      id: 'address',
      title: t('A biome is an address on a climate map', 'Un bioma es una dirección en un mapa del clima'),
      blocks: [
        p(
          t(
            'Describe a real place and you go in order: the shape of the land, then the weather, then what grows there. A desert is a desert because it is hot and dry, not because someone painted it yellow. The ecologist Robert Whittaker drew this as a chart, mean temperature on one axis and rainfall on the other, with each biome owning a region of it. Nearly every biome table in games descends from that chart, including this one.',
            'Para describir un lugar real se sigue un orden: la forma del terreno, luego el tiempo, luego lo que crece allí. Un desierto es desierto porque es cálido y seco, no porque alguien lo haya pintado de amarillo. El ecólogo Robert Whittaker lo dibujó como un gráfico, con la temperatura media en un eje y la lluvia en el otro, y cada bioma ocupando una región. Casi todas las tablas de biomas de los juegos descienden de ese gráfico, esta incluida.',
          ),
        ),
        p(
          t(
            'Height matters too. In the standard atmosphere air cools by about 6.5 °C for every kilometre of climb, which is why Quito, almost on the equator but 2.8 km up, has spring weather all year while the volcanoes around it keep snow. The lab does the same with one subtraction: land above sea level loses height × chill from its temperature.',
            'La altura también cuenta. En la atmósfera estándar el aire se enfría unos 6,5 °C por cada kilómetro de subida; por eso Quito, casi en el ecuador pero a 2,8 km de altura, tiene tiempo de primavera todo el año mientras los volcanes que la rodean conservan la nieve. El laboratorio hace lo mismo con una resta: la tierra por encima del nivel del mar pierde altura × frío de su temperatura.',
          ),
        ),
        aside(
          t(
            'Games that do this at scale: Minecraft (Java Edition) since 1.18 picks overworld biomes from six noise parameters — temperature, humidity, continentalness, erosion, weirdness and depth — and the nearest biome in that six-dimensional space wins; only the first two are pure climate, the others also shape the terrain. Dwarf Fortress grows its world from fields of elevation, rainfall, temperature, drainage, volcanism and wildness. Our two-axis table is the small, visible version of the same idea.',
            'Juegos que lo hacen a gran escala: Minecraft (Java Edition), desde la 1.18, elige los biomas de la superficie con seis parámetros de ruido —temperatura, humedad, continentalidad, erosión, rareza y profundidad— y gana el bioma más cercano en ese espacio de seis dimensiones; solo los dos primeros son puro clima, los demás también dan forma al terreno. Dwarf Fortress hace crecer su mundo a partir de campos de altura, lluvia, temperatura, drenaje, vulcanismo y salvajismo. Nuestra tabla de dos ejes es la versión pequeña y visible de la misma idea.',
          ),
        ),
      ],
    },
    {
      id: 'triangle',
      title: t('An honest simplification', 'Una simplificación honesta'),
      blocks: [
        p(
          t(
            'Whittaker’s real chart is a triangle, not a rectangle: cold air holds little water, so there are no cold rainforests. The 3 × 3 table here keeps all nine cells and leaves it to the noise to make the cold-and-soaked corner rare. The Islands lab’s 4 × 4 table is another compromise with its own quirks.',
            'El gráfico real de Whittaker es un triángulo, no un rectángulo: el aire frío retiene poca agua, así que no hay selvas frías. La tabla de 3 × 3 de aquí conserva las nueve casillas y deja que el ruido haga rara la esquina fría y empapada. La tabla de 4 × 4 del laboratorio de Islas es otro compromiso, con sus propias rarezas.',
          ),
        ),
      ],
    },
  ],
  steps: [
    {
      id: 'layers',
      title: t('Two more layers, and a chill with height', 'Dos capas más, y frío con la altura'),
      map: 'climate.temperature',
      mapLabel: t('the Temperature view', 'la vista de Temperatura'),
      blocks: [
        p(
          t(
            ['Temperature and moisture each get their own noise table, built from the world seed plus 1 and plus 2, so neither lines up with the height or with each other. Each is 0.5 + an fBm of three octaves, clamped to 0…1. Climate should change over whole regions, so it uses fewer octaves and a much lower frequency than the height: the lab reads it at the world position × 0.004, about one climate cycle every 250 pixels. Biomes that change every few steps feel like noise, not geography.'],
            ['La temperatura y la humedad tienen cada una su propia tabla de ruido, construida con la semilla del mundo más 1 y más 2, para que ninguna se alinee con la altura ni con la otra. Cada una vale 0,5 + un fBm de tres octavas, recortado a 0…1. El clima debe cambiar por regiones enteras, así que usa menos octavas y una frecuencia mucho más baja que la altura: el laboratorio lo lee en la posición del mundo × 0,004, más o menos un ciclo de clima cada 250 píxeles. Unos biomas que cambian cada pocos pasos parecen ruido, no geografía.'],
          ),
        ),
        p(
          t(
            ['Then ', code('if (height > 0) temperature -= height * chill'), ': only land above sea level is chilled, more the higher it stands.'],
            ['Después ', code('if (altura > 0) temperatura -= altura * frío'), ': solo se enfría la tierra por encima del nivel del mar, y más cuanto más alta está.'],
          ),
        ),
      ],
      params: [
        { param: 'chill', name: t('Mountain chill', 'Frío de montaña'), typical: [0.3, 1.5], effect: t('Temperature lost per unit of height above the sea: 0 ignores the relief, 1.5 sends tundra up every peak.', 'Temperatura perdida por unidad de altura sobre el mar: 0 ignora el relieve, 1,5 manda la tundra a todas las cumbres.') },
      ],
      code: 'climate/layers',
      try: t(
        ['Switch the view to Temperature and raise ', param('chill', 'Mountain chill'), ' to 1.5: the peaks turn blue. Back in the Biomes view, tundra and snowy forest climb the mountains.'],
        ['Cambia la vista a Temperatura y sube el ', param('chill', 'Frío de montaña'), ' a 1,5: las cumbres se vuelven azules. De vuelta en la vista de Biomas, la tundra y el bosque nevado trepan por las montañas.'],
      ),
    },
    {
      id: 'table',
      title: t('The table', 'La tabla'),
      map: 'climate.biome',
      mapLabel: t('the Biomes view', 'la vista de Biomas'),
      blocks: [
        p(
          t(
            'Temperature picks the row (cold, temperate, hot) and moisture the column (dry, medium, wet). Finding the row means counting how many of the row lines the temperature has reached; the column likewise. So (0.7, 0.2) lands in the hot row and the dry column: desert. The four lines are the only numbers to tune, and they are what you drag in the table. More lines make more rows or columns; the list of biome names must grow to match.',
            'La temperatura elige la fila (frío, templado, cálido) y la humedad la columna (seco, medio, húmedo). Encontrar la fila es contar cuántas líneas de fila ha alcanzado la temperatura; la columna, igual. Así (0,7; 0,2) cae en la fila cálida y la columna seca: desierto. Las cuatro líneas son los únicos números que hay que ajustar, y son lo que arrastras en la tabla. Más líneas dan más filas o columnas, y la lista de nombres de biomas tiene que crecer a la par.',
          ),
        ),
        list(
          t(
            [em('Water first.'), ' Sea and beaches come from the height, not the climate, so the height is checked before the table: the lab paints water where the height is 0 or less and looks up the biome only on land.'],
            [em('Primero el agua.'), ' El mar y las playas salen de la altura, no del clima, así que la altura se mira antes que la tabla: el laboratorio pinta agua donde la altura es 0 o menos y solo busca el bioma en tierra.'],
          ),
          t(
            [em('The dots'), ' in the table are land samples placed at their own (temperature, moisture). A line dragged through a crowded patch of dots flips a whole region of the map.'],
            [em('Los puntos'), ' de la tabla son muestras de tierra colocadas en su propia (temperatura, humedad). Una línea arrastrada a través de un grupo denso de puntos cambia de bioma una región entera del mapa.'],
          ),
        ),
      ],
      params: [
        { param: 'heat_limits.0', name: t('Line: cold | temperate', 'Línea: frío | templado'), typical: [0.3, 0.5], effect: t('Below it, the cold row: tundra, taiga, snowy forest.', 'Por debajo, la fila fría: tundra, taiga, bosque nevado.') },
        { param: 'heat_limits.1', name: t('Line: temperate | hot', 'Línea: templado | cálido'), typical: [0.5, 0.7], effect: t('Above it, the hot row: desert, savanna, rainforest.', 'Por encima, la fila cálida: desierto, sabana, selva.') },
        { param: 'wet_limits.0', name: t('Line: dry | medium', 'Línea: seco | medio'), typical: [0.3, 0.5], effect: t('Left of it, the dry column.', 'A su izquierda, la columna seca.') },
        { param: 'wet_limits.1', name: t('Line: medium | wet', 'Línea: medio | húmedo'), typical: [0.5, 0.7], effect: t('Right of it, the wet column: snowy forest, swamp, rainforest.', 'A su derecha, la columna húmeda: bosque nevado, pantano, selva.') },
      ],
      code: 'climate/table',
      try: t(
        'Drag the temperate | hot line down through the densest cloud of dots and watch the savanna spread across the map.',
        'Arrastra la línea templado | cálido hacia abajo a través de la nube de puntos más densa y mira cómo la sabana se extiende por el mapa.',
      ),
    },
  ],
  pitfalls: [
    {
      id: 'drift',
      title: t('Lines placed on paper, not on the data', 'Líneas puestas sobre el papel, no sobre los datos'),
      blocks: [
        p(
          t(
            'The table’s lines split 0…1 evenly, but the climate does not fill 0…1 evenly: it clusters around 0.5, and the chill pushes all the land down. Every change elsewhere — the chill, the number of octaves, the climate scale — moves how many samples each line catches, so a table tuned once quietly goes wrong. Measure the shares after each change, as the dots in the table let you do.',
            'Las líneas de la tabla reparten 0…1 por igual, pero el clima no llena 0…1 por igual: se agrupa en torno a 0,5, y el frío empuja toda la tierra hacia abajo. Cualquier cambio en otra parte —el frío, el número de octavas, la escala del clima— mueve cuántas muestras atrapa cada línea, y una tabla ajustada una vez se estropea sin avisar. Mide las proporciones después de cada cambio, como dejan hacer los puntos de la tabla.',
          ),
        ),
      ],
      measure: {
        metric: 'shareAtLeast',
        map: 'climate.temperature',
        args: [0.6],
        how: t('The share of the map at or above the temperate | hot line (0.6), with the chill at 0.6 and at 0.', 'La parte del mapa en la línea templado | cálido (0,6) o por encima, con el frío en 0,6 y en 0.'),
        figures: [
          fig(t('hot row, chill 0.6', 'fila cálida, frío 0,6'), 22, '%', 0, 'measured', { snippet: 'climate/layers', metric: 'shareAtLeast', args: [0.6], scale: 100 }),
          fig(t('hot row, chill 0', 'fila cálida, frío 0'), 28, '%', 0, 'measured', { snippet: 'climate/layers', replace: NO_CHILL, metric: 'shareAtLeast', args: [0.6], scale: 100 }),
          fig(t('cold row, chill 0.6', 'fila fría, frío 0,6'), 64, '%', 0, 'measured', { snippet: 'climate/layers', metric: 'shareBelow', args: [0.4], scale: 100 }),
        ],
      },
    },
  ],
  takeaways: [
    t('Temperature and moisture are two more noise layers with their own seeds, slower than the height.', 'La temperatura y la humedad son dos capas de ruido más con sus propias semillas, más lentas que la altura.'),
    t('One subtraction makes mountains cold: temperature −= height × chill above sea level.', 'Una resta enfría las montañas: temperatura −= altura × frío por encima del nivel del mar.'),
    t('A Whittaker-style table turns (temperature, moisture) into a biome; check water first.', 'Una tabla al estilo de Whittaker convierte (temperatura, humedad) en un bioma; mira primero el agua.'),
    t('Tune the lines on the measured cloud of samples, and again after every change.', 'Ajusta las líneas sobre la nube de muestras medida, y de nuevo después de cada cambio.'),
    t(
      'Going further: add more axes — a continentalness (distance from the coast) or an erosion field, as Minecraft does — and pick each biome as the nearest point in that space instead of a cell of a table.',
      'Para ir más lejos: añade más ejes —una continentalidad (distancia a la costa) o un campo de erosión, como hace Minecraft— y elige cada bioma como el punto más cercano en ese espacio en lugar de una casilla de una tabla.',
    ),
  ],
  sources: [
    t('The tutorial "Procedural Biome Generation": climateAt (seed + 1, seed + 2, three octaves, × 0.004), pickBiome and its 3 × 3 table, the 6.5 °C per km lapse, Minecraft’s six parameters and Dwarf Fortress’s fields.', 'El tutorial «Procedural Biome Generation»: climateAt (semilla + 1, semilla + 2, tres octavas, × 0,004), pickBiome y su tabla de 3 × 3, el enfriamiento de 6,5 °C por km, los seis parámetros de Minecraft y los campos de Dwarf Fortress.'),
    t('Robert H. Whittaker’s classification of biomes by temperature and precipitation (Communities and Ecosystems, 1975).', 'La clasificación de biomas por temperatura y precipitación de Robert H. Whittaker (Communities and Ecosystems, 1975).'),
    t('Red Blob Games, "Making maps with noise functions": elevation, moisture and a Whittaker-style table, with demos.', 'Red Blob Games, «Making maps with noise functions»: altura, humedad y una tabla al estilo de Whittaker, con demostraciones.'),
  ],
}));
