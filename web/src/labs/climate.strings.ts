// Lab 4's strings. Every key starts with "climate.".
import type { Dict } from './types';

const en: Dict = {
  'climate.title': 'Climate → biomes',
  'climate.nav': 'Climate',
  'climate.intro':
    'A biome is found by asking two questions of every spot: how warm is it, and how wet? Each answer comes from its own slowly changing noise layer, seeded apart from the height so the three maps don’t line up. High ground loses warmth in proportion to its height, so peaks are colder than the coast. The two numbers then pick a cell of a small table, and the lines of that table are yours to move.',
  'climate.try':
    'Grab a line in the table and slide it through a dense cloud of dots: every dot is a piece of land, so whole areas of the map change biome at once. Switch the view to Temperature, then push the mountain chill up to 1.5 and watch the peaks go blue; back in the Biomes view, tundra and snowy forest have crept up the mountains.',
  'climate.chillHint': 'Warmth lost per unit of height above the sea.',
  'climate.view': 'Show',
  'climate.view.biomes': 'Biomes',
  'climate.view.temperature': 'Temperature',
  'climate.view.moisture': 'Moisture',
  'climate.heat1': 'Line: cold | temperate',
  'climate.heat2': 'Line: temperate | hot',
  'climate.wet1': 'Line: dry | medium',
  'climate.wet2': 'Line: medium | wet',
  'climate.alt': 'Map of biomes, temperature or moisture',
  'climate.caption': '320 × 240 world units; land above 0; climate noise at 0.004 per unit.',
  'climate.legend': 'Biomes',
  'climate.tableTitle': 'The biome table (drag the lines)',
  'climate.tableAlt': 'Biome table: temperature upwards, moisture to the right, a dot for each land sample',
  'climate.tableCaption': 'A dot for every fourth land sample in each direction. The sliders move the same lines.',
  'climate.axisHeat': 'temperature →',
  'climate.axisWet': 'moisture →',
  'climate.land': 'Land',
  'climate.rampCold': 'frozen 0',
  'climate.rampHot': '1 scorching',
  'climate.rampDry': 'bone dry 0',
  'climate.rampWet': '1 soaked',
  'climate.rank1': 'Largest biome',
  'climate.rank2': 'Second',
  'climate.rank3': 'Third',
};

const es: Dict = {
  'climate.title': 'Clima → biomas',
  'climate.nav': 'Clima',
  'climate.intro':
    'Un bioma se encuentra haciendo dos preguntas a cada lugar: ¿cuánto calor hace y cuánta humedad hay? Cada respuesta sale de su propia capa de ruido de cambio lento, con una semilla distinta de la de la altura para que los tres mapas no coincidan. El terreno alto pierde calor en proporción a su altura, así que las cumbres son más frías que la costa. Los dos números eligen después una casilla de una tabla pequeña, y las líneas de esa tabla las mueves tú.',
  'climate.try':
    'Agarra una línea de la tabla y deslízala por una nube densa de puntos: cada punto es un trozo de tierra, así que zonas enteras del mapa cambian de bioma a la vez. Cambia la vista a Temperatura, sube el frío de montaña a 1,5 y mira cómo las cumbres se vuelven azules; de vuelta en la vista de Biomas, la tundra y el bosque nevado han trepado por las montañas.',
  'climate.chillHint': 'Calor perdido por unidad de altura sobre el mar.',
  'climate.view': 'Mostrar',
  'climate.view.biomes': 'Biomas',
  'climate.view.temperature': 'Temperatura',
  'climate.view.moisture': 'Humedad',
  'climate.heat1': 'Línea: frío | templado',
  'climate.heat2': 'Línea: templado | cálido',
  'climate.wet1': 'Línea: seco | medio',
  'climate.wet2': 'Línea: medio | húmedo',
  'climate.alt': 'Mapa de biomas, temperatura o humedad',
  'climate.caption': '320 × 240 unidades de mundo; tierra por encima de 0; ruido del clima a 0,004 por unidad.',
  'climate.legend': 'Biomas',
  'climate.tableTitle': 'La tabla de biomas (arrastra las líneas)',
  'climate.tableAlt': 'Tabla de biomas: temperatura hacia arriba, humedad hacia la derecha, un punto por cada muestra de tierra',
  'climate.tableCaption': 'Un punto por cada cuarta muestra de tierra en cada dirección. Los deslizadores mueven las mismas líneas.',
  'climate.axisHeat': 'temperatura →',
  'climate.axisWet': 'humedad →',
  'climate.land': 'Tierra',
  'climate.rampCold': 'helado 0',
  'climate.rampHot': '1 abrasador',
  'climate.rampDry': 'reseco 0',
  'climate.rampWet': '1 empapado',
  'climate.rank1': 'Bioma mayor',
  'climate.rank2': 'Segundo',
  'climate.rank3': 'Tercero',
};

export const strings = { en, es };
