// Lab 2's strings. Every key starts with "octaves.".
import type { Dict } from './types';

const en: Dict = {
  'octaves.title': 'Octaves and shaping',
  'octaves.nav': 'Octaves and shaping',
  'octaves.intro':
    'One octave of noise makes blobs of a single size. Fractal sums (fBm) stack octaves: each one finer by the lacunarity and weaker by the gain. Folds, a warp, a sea level and an island mask then turn that sum into land.',
  'octaves.try':
    'Press Rolling hills, then step the octaves down to 1 and back up: the first octave draws the coastline, the later ones only roughen it. Push the octaves to 7 and watch the aliasing readout turn red. Press Islands, then untick the mask and compare the two land shares.',
  'octaves.frequencyHint': 'How many times the first octave repeats across the map.',
  'octaves.octavesHint': 'Layers of noise added together, from coarse to fine.',
  'octaves.lacunarityHint': 'Frequency multiplier from one octave to the next.',
  'octaves.gainHint': 'Amplitude multiplier from one octave to the next: low is smooth, high is rough.',
  'octaves.warpHint': 'Strength 1, warp frequency 0.35; lab 3 has every warp knob.',
  'octaves.islandHint': 'Lowers the land towards the edges of the map.',
  'octaves.presets': 'Presets:',
  'octaves.preset.rolling-hills': 'Rolling hills',
  'octaves.preset.islands': 'Islands',
  'octaves.custom': 'custom',
  'octaves.presetNow': 'Preset',
  'octaves.step': 'Octaves one at a time:',
  'octaves.fewer': '− 1 octave',
  'octaves.more': '+ 1 octave',
  'octaves.alt': 'Terrain map made from the chosen octaves and shaping',
  'octaves.graphAlt': 'Graph of the chosen row of the terrain, with the sea level dashed',
  'octaves.landMask': 'Land with the island mask',
  'octaves.landNoMask': 'Land without the mask',
  'octaves.percent': '{p} %',
  'octaves.finest': 'Finest octave',
  'octaves.resolved': '{cycles} cycles across, {samples} samples per cycle',
  'octaves.aliasing': '{cycles} cycles across, only {samples} samples per cycle: below 2, it aliases into grain',
};

const es: Dict = {
  'octaves.title': 'Octavas y modelado',
  'octaves.nav': 'Octavas y modelado',
  'octaves.intro':
    'Una sola octava de ruido da manchas de un único tamaño. Las sumas fractales (fBm) apilan octavas: cada una más fina según la lacunaridad y más débil según la ganancia. Después, pliegues, una deformación, un nivel del mar y una máscara de isla convierten esa suma en tierra.',
  'octaves.try':
    'Pulsa Colinas suaves y baja las octavas hasta 1 y vuelve a subirlas: la primera octava traza la costa y las demás solo la vuelven rugosa. Sube a 7 octavas y verás la lectura de aliasing en rojo. Pulsa Islas, desmarca la máscara y compara las dos proporciones de tierra.',
  'octaves.frequencyHint': 'Cuántas veces se repite la primera octava a lo ancho del mapa.',
  'octaves.octavesHint': 'Capas de ruido sumadas, de la más gruesa a la más fina.',
  'octaves.lacunarityHint': 'Factor de frecuencia de una octava a la siguiente.',
  'octaves.gainHint': 'Factor de amplitud de una octava a la siguiente: baja es suave, alta es áspera.',
  'octaves.warpHint': 'Intensidad 1, frecuencia de deformación 0,35; el laboratorio 3 tiene todos sus mandos.',
  'octaves.islandHint': 'Hunde la tierra hacia los bordes del mapa.',
  'octaves.presets': 'Ajustes:',
  'octaves.preset.rolling-hills': 'Colinas suaves',
  'octaves.preset.islands': 'Islas',
  'octaves.custom': 'personalizado',
  'octaves.presetNow': 'Ajuste',
  'octaves.step': 'Octavas de una en una:',
  'octaves.fewer': '− 1 octava',
  'octaves.more': '+ 1 octava',
  'octaves.alt': 'Mapa de terreno hecho con las octavas y el modelado elegidos',
  'octaves.graphAlt': 'Gráfica de la fila elegida del terreno, con el nivel del mar discontinuo',
  'octaves.landMask': 'Tierra con la máscara de isla',
  'octaves.landNoMask': 'Tierra sin la máscara',
  'octaves.percent': '{p} %',
  'octaves.finest': 'Octava más fina',
  'octaves.resolved': '{cycles} ciclos a lo ancho, {samples} muestras por ciclo',
  'octaves.aliasing': '{cycles} ciclos a lo ancho, solo {samples} muestras por ciclo: por debajo de 2 se vuelve grano (aliasing)',
};

export const strings = { en, es };
