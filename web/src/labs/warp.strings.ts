// Lab 3's strings. Every key starts with "warp.".
import type { Dict } from './types';

const en: Dict = {
  'warp.title': 'Domain warping',
  'warp.nav': 'Domain warping',
  'warp.intro':
    'Warping changes where the noise is read, not what is added: every point is first moved by an offset built from two more fBm samples, then the terrain is read there. Coastlines bend and stretch as if the ground had flowed. A double warp moves the points again by noise read at the moved point.',
  'warp.try':
    'Start with levels at None for plain fBm, then choose Single and turn on the arrows to see each push. Choose Double and raise the strength to 6: the map breaks up into speckle, because each level multiplies how fast the height changes between pixels. Then try Ridged with a single warp.',
  'warp.strengthHint': 'How far points move, in noise units: 0.5–1.5 bends coasts, 3 and more marbles them.',
  'warp.frequencyHint': 'Size of the bends: below 1 sweeping folds, above 1 small crinkles.',
  'warp.colours': 'Terrain colours',
  'warp.arrows': 'Show the pushes',
  'warp.arrowsHint': 'An arrow from each point towards where the warp reads the noise, at a third of its length.',
  'warp.alt': 'Warped terrain map',
  'warp.caption': 'Simplex fBm, 4 octaves, 3 cycles across, sea level 0.',
  'warp.longest': 'Longest push shown',
  'warp.longestValue': '{d} map widths',
};

const es: Dict = {
  'warp.title': 'Deformación del dominio',
  'warp.nav': 'Deformación del dominio',
  'warp.intro':
    'Deformar cambia dónde se lee el ruido, no lo que se suma: cada punto se desplaza antes con un vector hecho de otras dos muestras de fBm, y el terreno se lee allí. Las costas se curvan y se estiran como si el suelo hubiera fluido. La deformación doble vuelve a mover los puntos con ruido leído en el punto ya desplazado.',
  'warp.try':
    'Empieza con los niveles de deformación en Ninguna para ver el fBm sin más, elige Simple y activa las flechas para ver cada empuje. Elige Doble y sube la intensidad a 6: el mapa se deshace en motas, porque cada nivel multiplica lo rápido que cambia la altura entre píxeles. Después prueba la forma «En crestas» con una deformación simple.',
  'warp.strengthHint': 'Cuánto se mueven los puntos, en unidades de ruido: de 0,5 a 1,5 curva las costas, desde 3 las vuelve mármol.',
  'warp.frequencyHint': 'Tamaño de las curvas: por debajo de 1 pliegues amplios, por encima de 1 arrugas pequeñas.',
  'warp.colours': 'Colores de terreno',
  'warp.arrows': 'Mostrar los empujes',
  'warp.arrowsHint': 'Una flecha desde cada punto hacia donde la deformación lee el ruido, a un tercio de su longitud.',
  'warp.alt': 'Mapa de terreno deformado',
  'warp.caption': 'fBm simplex, 4 octavas, 3 ciclos a lo ancho, nivel del mar 0.',
  'warp.longest': 'Mayor empuje mostrado',
  'warp.longestValue': '{d} anchos de mapa',
};

export const strings = { en, es };
