// Lesson of lab 3 · Domain warping: read the noise somewhere else, warp the warp, and fold the final value.
import { aside, bilingual, code, fig, p, param } from './build';

const PLAIN: [string, string][] = [['levels: 1', 'levels: 0']];
const STATIC: [string, string][] = [['{ strength: 1, frequency: 0.35, levels: 1 }', '{ strength: 4, frequency: 0.6, levels: 2 }']];

export const warp = bilingual((t) => ({
  id: 'warp',
  title: t('Domain warping', 'Deformación del dominio'),
  summary: t(
    'Instead of changing what the noise says, change where you ask it: push every point by an offset made of more noise, and round blobs stretch into fjords, swirls and winding ranges.',
    'En vez de cambiar lo que dice el ruido, cambia dónde le preguntas: empuja cada punto con un desplazamiento hecho de más ruido, y las manchas redondas se estiran en fiordos, remolinos y cordilleras sinuosas.',
  ),
  sections: [
    {
      id: 'idea',
      title: t('Moving the question, not the answer', 'Mover la pregunta, no la respuesta'),
      blocks: [
        p(
          t(
            ['Look at a tiled floor through the shimmer over a hot road. The tiles are unchanged, but each one appears somewhere a little off, and by an amount that varies smoothly across the view. Domain warping does exactly that to a field: before reading fBm at point p, it moves p by an offset q that is itself built from fBm. Instead of ', code('fbm(p)'), ' the map shows ', code('fbm(p + s·q)'), ', where s is the strength.'],
            ['Mira un suelo de baldosas a través de la reverberación que hay sobre una carretera caliente. Las baldosas no cambian, pero cada una aparece un poco desplazada, y en una cantidad que varía con suavidad por toda la vista. La deformación del dominio le hace justo eso a un campo: antes de leer el fBm en el punto p, mueve p con un desplazamiento q construido también con fBm. En lugar de ', code('fbm(p)'), ' el mapa muestra ', code('fbm(p + s·q)'), ', donde s es la intensidad.'],
          ),
        ),
        p(
          t(
            'Because neighbouring points are pushed by almost the same amount, the map stays continuous; because the push changes over larger distances, shapes get dragged out. The result reads as land that has flowed: coastlines with long inlets, swirls where two pushes meet. Inigo Quilez popularised the technique, together with its next step: warp the warp, fbm(p + fbm(p + fbm(p))).',
            'Como los puntos vecinos reciben casi el mismo empujón, el mapa sigue siendo continuo; como el empujón cambia a distancias mayores, las formas se arrastran. El resultado parece tierra que ha fluido: costas con entrantes largos, remolinos donde se encuentran dos empujes. Inigo Quilez popularizó la técnica junto con su siguiente paso: deformar la deformación, fbm(p + fbm(p + fbm(p))).',
          ),
        ),
        aside(
          t(
            'Warping costs two more fBm evaluations per sample for one level, four for two. It does not add detail by itself: it redistributes the detail the noise already had.',
            'Deformar cuesta dos evaluaciones de fBm más por muestra con un nivel, cuatro con dos. Por sí sola no añade detalle: reparte de otra forma el que el ruido ya tenía.',
          ),
        ),
      ],
    },
  ],
  steps: [
    {
      id: 'single',
      title: t('One push: fbm(p + s·q)', 'Un empujón: fbm(p + s·q)'),
      map: 'warp.default',
      mapLabel: t('the lab’s map (single warp, strength 1, warp frequency 0.35)', 'el mapa del laboratorio (deformación simple, intensidad 1, frecuencia 0,35)'),
      blocks: [
        p(
          t(
            'Moving a point in 2D takes two numbers, so q is two fBm samples: one at the point (scaled by the warp frequency), one at the same point shifted by an arbitrary (5.2, 1.3) so the y push does not copy the x push. Quilez’s offsets are used here for the record; any unrelated numbers would do. The point moves by strength × q and the fBm is read there.',
            'Mover un punto en 2D requiere dos números, así que q son dos muestras de fBm: una en el punto (escalado por la frecuencia de la deformación) y otra en el mismo punto desplazado en (5,2; 1,3), dos números cualesquiera, para que el empujón en y no copie al de x. Aquí se usan los desplazamientos de Quilez para dejar constancia; cualquier par sin relación serviría. El punto se mueve intensidad × q y el fBm se lee allí.',
          ),
        ),
      ],
      params: [
        { param: 'strength', name: t('Warp strength', 'Intensidad de la deformación'), typical: [0.5, 1.5], effect: t('How far points move, in noise units: around 0.5–1.5 bends coastlines; 3 and up turns terrain into marble. Quilez’s own default is 4.', 'Cuánto se mueven los puntos, en unidades del ruido: de 0,5 a 1,5 dobla las costas; de 3 en adelante vuelve el terreno mármol. El valor de Quilez es 4.') },
        { param: 'frequency', name: t('Warp frequency', 'Frecuencia de la deformación'), typical: [0.2, 1], effect: t('The size of the bends: below 1, sweeping continent-wide folds; above 1, crinkled edges.', 'El tamaño de las curvas: por debajo de 1, pliegues amplios como continentes; por encima de 1, bordes arrugados.') },
      ],
      code: 'warp/single',
      try: t(
        ['Start with ', param('levels', 'Warp levels'), ' at None, then choose Single: the same blobs stretch into fjords. Tick ', param('arrows', 'Show the pushes'), ' to see where each point is sent (drawn at a third of its length).'],
        ['Empieza con los ', param('levels', 'Niveles de deformación'), ' en Ninguna y elige Simple: las mismas manchas se estiran en fiordos. Marca ', param('arrows', 'Mostrar los empujes'), ' para ver adónde se envía cada punto (dibujado a un tercio de su longitud).'],
      ),
    },
    {
      id: 'double',
      title: t('Warp the warp', 'Deformar la deformación'),
      map: 'warp.default',
      mapLabel: t('the lab’s map with Warp levels at Double', 'el mapa del laboratorio con Niveles de deformación en Doble'),
      blocks: [
        p(
          t(
            'With two levels, the first offset is not used directly. It says where to read a second offset r (with new shifts, (1.7, 9.2) and (8.3, 2.8)), and the point moves by strength × r. Each level feeds the noise back into its own coordinates, and the patterns fold over one another like marbled paper. One level is plenty for terrain; two is for alien worlds, lava and stone.',
            'Con dos niveles, el primer desplazamiento no se usa tal cual. Indica dónde leer un segundo desplazamiento r (con nuevos corrimientos, (1,7; 9,2) y (8,3; 2,8)), y el punto se mueve intensidad × r. Cada nivel devuelve el ruido a sus propias coordenadas, y los dibujos se pliegan unos sobre otros como el papel marmolado. Un nivel basta para un terreno; dos son para mundos extraños, lava y piedra.',
          ),
        ),
      ],
      params: [
        { param: 'levels', name: t('Warp levels', 'Niveles de deformación'), effect: t('None, Single or Double: 0, 1 or 2 warps.', 'Ninguna, Simple o Doble: 0, 1 o 2 deformaciones.') },
        { param: 'strength', name: t('Warp strength', 'Intensidad de la deformación'), typical: [0.5, 2], effect: t('A double warp multiplies its effect: keep it lower than for a single one.', 'Una deformación doble multiplica su efecto: mantenla más baja que con una simple.') },
      ],
      code: 'warp/double',
      try: t(
        ['Choose Double and drag ', param('strength', 'Warp strength'), ' up to 6: the map dissolves into static. That is the pitfall below.'],
        ['Elige Doble y arrastra la ', param('strength', 'Intensidad de la deformación'), ' hasta 6: el mapa se deshace en estática. Es el error de más abajo.'],
      ),
    },
    {
      id: 'shape',
      title: t('Reshape the result', 'Cambiar la forma del resultado'),
      map: 'warp.default',
      mapLabel: t('the lab’s map with a Shape', 'el mapa del laboratorio con una Forma'),
      blocks: [
        p(
          t(
            'Warping moves the noise around; shaping changes what it looks like. Taking the absolute value folds the field at zero, turning its zero line into a sharp crease; flipping that upside down makes the creases crests. Hytale’s world-generation documentation shows the same trick: an Absolute node on a simplex field gives ridges. Here the fold acts on the final, warped value, so the warp and the shape stay separate knobs, and the winding warp becomes winding mountain ranges. Folding every octave instead (the octaves lab) gives a stronger, branching effect.',
            'Deformar mueve el ruido de sitio; dar forma cambia su aspecto. El valor absoluto dobla el campo en el cero y convierte su línea de cero en un surco afilado; dado vuelta, el surco es una cresta. La documentación de generación de mundos de Hytale enseña el mismo truco: un nodo de valor absoluto sobre un campo simplex da crestas. Aquí el pliegue actúa sobre el valor final ya deformado, así que la deformación y la forma siguen siendo controles separados, y la deformación sinuosa se convierte en cordilleras sinuosas. Plegar cada octava (el laboratorio de octavas) da un efecto más fuerte y ramificado.',
          ),
        ),
      ],
      params: [
        { param: 'shape', name: t('Shape', 'Forma'), effect: t('Normal for rolling land; Ridged for mountain ranges (or canyons, flipped); Billow for dunes and clouds.', 'Normal para tierra ondulada; En crestas para cordilleras (o cañones, si se invierte); Ondulada para dunas y nubes.') },
      ],
      code: 'warp/shape',
      try: t(
        ['Keep a single warp and set ', param('shape', 'Shape'), ' to Ridged: the stretched coastlines become long, winding ranges.'],
        ['Deja una deformación simple y pon la ', param('shape', 'Forma'), ' en «En crestas»: las costas estiradas se convierten en cordilleras largas y sinuosas.'],
      ),
    },
  ],
  pitfalls: [
    {
      id: 'static',
      title: t('Warps that blow up into static', 'Deformaciones que estallan en estática'),
      blocks: [
        p(
          t(
            'A warp stretches the noise by roughly 1 + strength × the slope of the warp field, and a second level stretches what the first already stretched. Push too far and neighbouring samples end up reading the noise at unrelated places: the map changes completely from one pixel to the next and looks like a badly tuned television. Lower the strength or the warp frequency, or give the warp field fewer octaves, until the roughness comes back down.',
            'Una deformación estira el ruido más o menos en 1 + intensidad × la pendiente del campo que deforma, y un segundo nivel estira lo que el primero ya había estirado. Si empujas demasiado, muestras vecinas acaban leyendo el ruido en sitios sin relación: el mapa cambia por completo de un píxel al siguiente y parece un televisor mal sintonizado. Baja la intensidad o la frecuencia de la deformación, o dale menos octavas al campo que deforma, hasta que la aspereza vuelva a bajar.',
          ),
        ),
      ],
      measure: {
        metric: 'neighbourDelta',
        map: 'warp.default',
        args: [256],
        how: t('The mean change of height from one sample to the next along the rows: plain fBm against the double warp at strength 4 and frequency 0.6.', 'El cambio medio de altura de una muestra a la siguiente a lo largo de las filas: fBm sin deformar frente a la deformación doble con intensidad 4 y frecuencia 0,6.'),
        figures: [
          fig(t('plain fBm, the tutorial’s zoom', 'fBm sin deformar, con el zoom del tutorial'), 0.01, '', 2, 'tutorial'),
          fig(t('double warp, strength 4, frequency 0.6', 'doble, intensidad 4, frecuencia 0,6'), 0.26, '', 2, 'tutorial'),
          fig(t('plain fBm', 'fBm sin deformar'), 0.023, '', 3, 'measured', { snippet: 'warp/single', replace: PLAIN, metric: 'neighbourDelta', args: [256] }),
          fig(t('single warp, the lab’s start', 'deformación simple, el inicio del laboratorio'), 0.03, '', 2, 'measured', { snippet: 'warp/single', metric: 'neighbourDelta', args: [256] }),
          fig(t('double warp, strength 4, frequency 0.6', 'doble, intensidad 4, frecuencia 0,6'), 0.295, '', 3, 'measured', { snippet: 'warp/double', replace: STATIC, metric: 'neighbourDelta', args: [256] }),
        ],
      },
    },
  ],
  takeaways: [
    t('A warp reads the noise at p + s·q, with q made of two more fBm samples.', 'Una deformación lee el ruido en p + s·q, con q hecho de dos muestras más de fBm.'),
    t('Strength sets how far, warp frequency how wide the bends; one level is enough for terrain.', 'La intensidad fija cuánto y la frecuencia de la deformación lo anchas que son las curvas; un nivel basta para un terreno.'),
    t('Fold the final value for winding ranges; fold each octave for branching ones.', 'Pliega el valor final para cordilleras sinuosas; pliega cada octava para cordilleras ramificadas.'),
    t('Watch the roughness: past a point a warp only makes static.', 'Vigila la aspereza: pasado cierto punto, una deformación solo produce estática.'),
  ],
  sources: [
    t('The tutorial "Procedural Biome Generation": its domainWarp with levels 0–2, the strength and frequency ranges, and the 0.01 / 0.26 roughness figures.', 'El tutorial «Procedural Biome Generation»: su domainWarp con niveles de 0 a 2, los rangos de intensidad y frecuencia, y las cifras de aspereza de 0,01 y 0,26.'),
    t('Inigo Quilez, "Domain warping": fbm(p + fbm(p + fbm(p))), its offsets and pictures.', 'Inigo Quilez, «Domain warping»: fbm(p + fbm(p + fbm(p))), sus desplazamientos e imágenes.'),
    t('Hypixel’s Hytale world-generation documentation: an Absolute node on simplex noise for ridges.', 'La documentación de generación de mundos de Hytale (Hypixel): un nodo de valor absoluto sobre ruido simplex para las crestas.'),
  ],
}));
