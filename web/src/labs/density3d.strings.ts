// Lab 11's strings. Every key starts with "density3d.".
import type { Dict } from './types';

const en: Dict = {
  'density3d.title': '3D density and overhangs',
  'density3d.nav': '3D density',
  'density3d.intro':
    'A height map keeps one number per column, so it can never put air under rock. Read a 3D noise as a density instead: rock where it is above zero, air where it is not, plus a term that grows with depth so the ground stays below and the sky above. Near the surface the noise carves in all three dimensions, and overhangs, arches and caves appear. The big map is a vertical slice, x across and y downwards; below it, the solid behind that slice.',
  'density3d.try':
    'Slide the slice depth slowly and watch arches open and close. Drop the octaves to 1 for the smooth field, then back to 4 or 5 for ledges and small pockets. Halve the falloff: the band where rock and air take turns gets deeper, the amber air a height map would fill grows, and the count of columns with air under rock climbs.',
  'density3d.presets': 'The lesson’s maps:',
  'density3d.preset.smooth': 'One octave',
  'density3d.preset.lesson': 'Four octaves',
  'density3d.preset.deep': 'Half the falloff',
  'density3d.scaleHint': 'Noise cycles per world unit: 0.03 makes blobs about 30 units across.',
  'density3d.zHint': 'Which vertical slice you see; the solid below starts here (at the multiple of 5 at or before it) and goes back 200 units.',
  'density3d.groundHint': 'The mean surface, in world units from the top (y grows downwards).',
  'density3d.falloffHint': 'Density gained per unit of depth: small lets the noise win over a deep band, large flattens the surface.',
  'density3d.octavesHint': 'fBm in three dimensions: each octave twice the frequency, half the amplitude.',
  'density3d.show': 'Show the air a height map would fill',
  'density3d.showHint': 'Air under rock in its column, in amber.',
  'density3d.sliceAlt': 'A vertical slice of the density: rock and air',
  'density3d.sliceCaption': '320 × 240 world units at depth z; brown is rock (darker deeper inside), blue is air.',
  'density3d.solidTitle': 'The solid behind the slice',
  'density3d.solidAlt': 'The rock of 40 slices behind the slice, drawn as a block',
  'density3d.solidCaption': '40 slices of 64 × 48 cells, 5 units apart each way, stacked from the slice backwards: the front face is the slice (at the multiple of 5 at or before its depth), lit tops and shaded sides show the relief, and holes in the front face are caves and overhangs seen from the side.',
  'density3d.overhangs': 'Columns with air under rock',
  'density3d.ofColumns': '{n} of {total}',
  'density3d.hidden': 'Air cells a height map would fill',
  'density3d.rock': 'Rock in the slice',
  'density3d.solidRock': 'Rock in the solid',
};

const es: Dict = {
  'density3d.title': 'Densidad 3D y voladizos',
  'density3d.nav': 'Densidad 3D',
  'density3d.intro':
    'Un mapa de alturas guarda un solo número por columna, así que nunca puede poner aire bajo la roca. Lee un ruido 3D como una densidad: roca donde pasa de cero, aire donde no, más un término que crece con la profundidad para que el suelo quede abajo y el cielo arriba. Cerca de la superficie el ruido talla en las tres dimensiones y aparecen voladizos, arcos y cuevas. El mapa grande es una rebanada vertical, x a lo ancho e y hacia abajo; debajo, el sólido que hay detrás de esa rebanada.',
  'density3d.try':
    'Desliza despacio la profundidad de la rebanada y mira cómo se abren y se cierran los arcos. Baja las octavas a 1 para ver el campo suave y vuelve a 4 o 5 para ver repisas y bolsas pequeñas. Reduce la caída a la mitad: la franja donde se alternan roca y aire se hace más honda, crece el aire ámbar que rellenaría un mapa de alturas y sube el recuento de columnas con aire bajo la roca.',
  'density3d.presets': 'Los mapas de la lección:',
  'density3d.preset.smooth': 'Una octava',
  'density3d.preset.lesson': 'Cuatro octavas',
  'density3d.preset.deep': 'Mitad de caída',
  'density3d.scaleHint': 'Ciclos del ruido por unidad del mundo: 0,03 da manchas de unas 30 unidades.',
  'density3d.zHint': 'Qué rebanada vertical ves; el sólido de abajo empieza aquí (en el múltiplo de 5 más cercano que no la pase) y llega 200 unidades hacia atrás.',
  'density3d.groundHint': 'La superficie media, en unidades del mundo desde arriba (y crece hacia abajo).',
  'density3d.falloffHint': 'Densidad ganada por unidad de profundidad: pequeña deja ganar al ruido en una franja honda; grande aplana la superficie.',
  'density3d.octavesHint': 'fBm en tres dimensiones: cada octava, el doble de frecuencia y la mitad de amplitud.',
  'density3d.show': 'Mostrar el aire que rellenaría un mapa de alturas',
  'density3d.showHint': 'El aire que tiene roca encima en su columna, en ámbar.',
  'density3d.sliceAlt': 'Una rebanada vertical de la densidad: roca y aire',
  'density3d.sliceCaption': '320 × 240 unidades del mundo a la profundidad z; el marrón es roca (más oscuro cuanto más dentro) y el azul, aire.',
  'density3d.solidTitle': 'El sólido detrás de la rebanada',
  'density3d.solidAlt': 'La roca de 40 rebanadas detrás de la rebanada, dibujada como un bloque',
  'density3d.solidCaption': '40 rebanadas de 64 × 48 celdas, a 5 unidades en cada eje, apiladas desde la rebanada hacia atrás: la cara delantera es la rebanada (en el múltiplo de 5 que no pasa su profundidad), las cimas iluminadas y los lados en sombra enseñan el relieve, y los huecos de la cara delantera son cuevas y voladizos vistos de lado.',
  'density3d.overhangs': 'Columnas con aire bajo la roca',
  'density3d.ofColumns': '{n} de {total}',
  'density3d.hidden': 'Celdas de aire que rellenaría un mapa de alturas',
  'density3d.rock': 'Roca en la rebanada',
  'density3d.solidRock': 'Roca en el sólido',
};

export const strings = { en, es };
