// Lesson of lab 9 · Determinism: the same bits on every target — hashing maps, and what FMA contraction does.
import { aside, bilingual, code, em, fig, list, p, param } from './build';

export const determinism = bilingual((t) => ({
  id: 'determinism',
  title: t('Determinism', 'Determinismo'),
  summary: t(
    'One seed should give one world, bit for bit, in the browser and in a native build, today and next year. A hash of every map makes that checkable, and one compiler flag decides whether it holds.',
    'Una semilla debería dar un mundo, bit a bit, en el navegador y en una versión nativa, hoy y dentro de un año. Un hash de cada mapa permite comprobarlo, y una opción del compilador decide si se cumple.',
  ),
  sections: [
    {
      id: 'why',
      title: t('Why "close enough" is not enough', 'Por qué «casi igual» no basta'),
      blocks: [
        p(
          t(
            'A world stored as a seed only works if every machine rebuilds the same world from it. Players share seeds; a bug report says "seed 1, this spot"; in lockstep multiplayer every client simulates the same world and compares notes. A difference in the last bit of one height looks harmless, but one differing bit can flip a comparison — land or water, this biome or the next, a tree placed or rejected — and from there the worlds drift apart.',
            'Un mundo guardado como una semilla solo funciona si todas las máquinas reconstruyen el mismo mundo a partir de ella. Los jugadores comparten semillas; un informe de error dice «semilla 1, este lugar»; en el multijugador en lockstep cada cliente simula el mismo mundo y comparan resultados. Una diferencia en el último bit de una altura parece inofensiva, pero un bit distinto puede dar la vuelta a una comparación —tierra o agua, este bioma o el siguiente, un árbol puesto o rechazado— y a partir de ahí los mundos se separan.',
          ),
        ),
        list(
          t([em('Only exact operations decide bits.'), ' Addition, subtraction, multiplication, division and square root are rounded exactly by IEEE 754 on every platform. sin, cos, exp and pow are not: each library may round them differently. Noise frequencies are therefore built by repeated multiplication, and where the Islands wind needs exp, sin and cos the core uses its own ports of fdlibm, which give the same bits as V8’s Math everywhere.'], [em('Solo las operaciones exactas deciden bits.'), ' La suma, la resta, la multiplicación, la división y la raíz cuadrada se redondean exactamente igual en todas las plataformas según IEEE 754. El seno, el coseno, la exponencial y la potencia no: cada biblioteca puede redondearlas a su manera. Por eso las frecuencias del ruido se construyen multiplicando, y donde el viento de Islas necesita exp, sin y cos el núcleo usa sus propias versiones de fdlibm, que dan los mismos bits que el Math de V8 en todas partes.']),
          t([em('No fused multiply-add.'), ' A fused multiply-add computes a × b + c with one rounding instead of two. It is more accurate, and different — see the pitfall below.'], [em('Nada de multiplicar y sumar fusionados.'), ' Una multiplicación-suma fusionada calcula a × b + c con un solo redondeo en lugar de dos. Es más precisa, y distinta: mira el error de más abajo.']),
          t([em('Nothing that depends on the run.'), ' No result may depend on the thread count, the order chunks are made in, the SIMD width, the optimisation level or the order a hash map is iterated in.'], [em('Nada que dependa de la ejecución.'), ' Ningún resultado puede depender del número de hilos, del orden en que se hacen los trozos, del ancho SIMD, del nivel de optimización ni del orden en que se recorre una tabla hash.']),
        ),
      ],
    },
  ],
  steps: [
    {
      id: 'hash',
      title: t('A fingerprint for every map', 'Una huella para cada mapa'),
      map: 'determinism.preset',
      mapLabel: t('the chosen preset’s map and its hash', 'el mapa del ajuste elegido y su hash'),
      blocks: [
        p(
          t(
            'Comparing two 65,536-sample maps value by value is slow to do by eye and awkward to store. A hash turns each map into 16 hexadecimal digits that change completely if any bit changes. The one used everywhere here is FNV-1a-64: start from a fixed 64-bit number, and for every byte, xor it in and multiply by a fixed prime. The bytes are the eight little-endian bytes of each double, in order.',
            'Comparar dos mapas de 65.536 muestras valor por valor es lento a ojo e incómodo de guardar. Un hash convierte cada mapa en 16 dígitos hexadecimales que cambian por completo si cambia cualquier bit. El que se usa aquí en todas partes es FNV-1a-64: se parte de un número fijo de 64 bits y, por cada byte, se le aplica un xor con él y se multiplica por un primo fijo. Los bytes son los ocho de cada double en orden little-endian, uno tras otro.',
          ),
        ),
        p(
          t(
            'The native build writes the hash of every preset (and of the density, Islands and world maps) into a file the page ships with; the lab recomputes them in the browser and puts the two side by side. The same hashes fill the project’s determinism manifest, which every build — g++ at -O0 and -O3, with -march=native, clang, WebAssembly — must reproduce exactly.',
            'La versión nativa escribe el hash de cada ajuste (y de los mapas de densidad, Islas y el mundo) en un archivo que acompaña a la página; el laboratorio los recalcula en el navegador y pone los dos lado a lado. Los mismos hashes llenan el manifiesto de determinismo del proyecto, que toda versión —g++ con -O0 y -O3, con -march=native, clang, WebAssembly— tiene que reproducir exactamente.',
          ),
        ),
      ],
      params: [
        { param: 'preset', name: t('Preset', 'Ajuste'), effect: t('Any terrain preset; each has its native hash for seeds 1 and 42.', 'Cualquier ajuste de terreno; cada uno trae su hash nativo para las semillas 1 y 42.') },
        { param: 'seed', name: t('Seed', 'Semilla'), effect: t('1 or 42, the seeds the native build hashed.', '1 o 42, las semillas que ha calculado la versión nativa.') },
      ],
      code: 'determinism/hash',
      try: t('Press the button that checks every preset: every row should read identical, here and in any other browser.', 'Pulsa el botón que comprueba todos los ajustes: todas las filas deberían decir idénticos, aquí y en cualquier otro navegador.'),
    },
    {
      id: 'fma',
      title: t('Where a compiler may fuse', 'Dónde puede fusionar un compilador'),
      map: 'determinism.preset',
      mapLabel: t('the tutorial-fbm map, computed by a hand-written loop', 'el mapa tutorial-fbm, calculado con un bucle escrito a mano'),
      blocks: [
        p(
          t(
            ['The fBm loop written out has the pattern ', code('sum += amplitude * noise'), ': a multiply followed by an add. JavaScript always rounds twice, after the product and after the sum. A C or C++ compiler that is allowed to contract — GCC is, by default, in its GNU dialects, and Clang did so on Apple Silicon in the tutorial’s case — may emit one fused instruction instead, rounding once. The project compiles every target with ', code('-ffp-contract=off'), ' and never with fast-math, so the product is always rounded before the add, exactly as in JavaScript.'],
            ['El bucle del fBm escrito a mano tiene la forma ', code('suma += amplitud * ruido'), ': una multiplicación seguida de una suma. JavaScript siempre redondea dos veces, tras el producto y tras la suma. Un compilador de C o C++ al que se le permita contraer —GCC lo tiene permitido por defecto en sus dialectos GNU, y Clang lo hizo en Apple Silicon en el caso del tutorial— puede emitir en su lugar una instrucción fusionada que redondea una sola vez. El proyecto compila todas sus versiones con ', code('-ffp-contract=off'), ' y nunca con fast-math, así que el producto se redondea siempre antes de la suma, igual que en JavaScript.'],
          ),
        ),
        aside(
          t(
            'With the tutorial-fbm preset’s gain of 0.5 every amplitude is a power of two, so every product is exact and fusing changes nothing: the map is identical either way. That is luck, not safety — the next step uses a gain of 0.65.',
            'Con la ganancia de 0,5 del ajuste tutorial-fbm, todas las amplitudes son potencias de dos, así que cada producto es exacto y fusionar no cambia nada: el mapa sale idéntico de las dos maneras. Es suerte, no seguridad; el siguiente paso usa una ganancia de 0,65.',
          ),
        ),
      ],
      params: [
        { param: 'core:gain', name: t('Gain (in the snippet)', 'Ganancia (en el fragmento)'), typical: [0.5, 0.65], effect: t('0.5 hides the problem; 0.65 shows it.', '0,5 esconde el problema; 0,65 lo muestra.') },
      ],
      code: 'determinism/fma',
      try: t('Read the FMA line under the pitfall: the same source, built twice, and how many samples changed.', 'Lee la línea de FMA bajo el error: la misma fuente, compilada dos veces, y cuántas muestras cambiaron.'),
    },
  ],
  pitfalls: [
    {
      id: 'fma',
      title: t('Assuming floats match across builds', 'Dar por hecho que los decimales coinciden entre versiones'),
      blocks: [
        p(
          t(
            'The tutorial behind these labs produced bit-identical worlds in JavaScript and C#, and in C++ only after adding -ffp-contract=off: without it, Clang on Apple Silicon fused a × b + c and the last digits of some values changed (every biome still matched in its tests, but a threshold sitting exactly between two values would not have). We measured the same effect here by building the FMA step’s C++ twice, with 6 octaves and a gain of 0.65.',
            'El tutorial del que nacen estos laboratorios obtuvo mundos idénticos bit a bit en JavaScript y C#, y en C++ solo después de añadir -ffp-contract=off: sin esa opción, Clang en Apple Silicon fusionó a × b + c y cambiaron las últimas cifras de algunos valores (todos los biomas seguían coincidiendo en sus pruebas, pero un umbral situado justo entre dos valores no lo habría hecho). Medimos aquí el mismo efecto compilando dos veces el C++ del paso de FMA, con 6 octavas y ganancia 0,65.',
          ),
        ),
      ],
      measure: {
        metric: 'hash',
        map: 'octaves.gain',
        args: [],
        how: t(
          ['The map’s hash here beside the native one: identical with -ffp-contract=off; with -ffp-contract=fast -mfma the hash of the same source changes. Keep ', param('seed', 'Seed'), ' at 1.'],
          ['El hash del mapa aquí junto al nativo: idénticos con -ffp-contract=off; con -ffp-contract=fast -mfma cambia el hash de la misma fuente. Deja la ', param('seed', 'Semilla'), ' en 1.'],
        ),
        figures: [
          fig(t('samples that differ', 'muestras distintas'), 25039, t('of 65,536', 'de 65.536'), 0, 'measured', { fma: 'differ' }),
          fig(t('share of the map', 'parte del mapa'), 38.2, '%', 1, 'measured', { fma: 'share' }),
        ],
      },
    },
  ],
  takeaways: [
    t('Hash every map you care about and compare hashes across builds.', 'Calcula el hash de cada mapa que te importe y compara los hashes entre versiones.'),
    t('Only +, −, ×, ÷ and √ are rounded the same everywhere; build powers by multiplying, use your own exp, sin and cos.', 'Solo +, −, ×, ÷ y √ se redondean igual en todas partes; construye las potencias multiplicando y usa tu propio exp, sin y cos.'),
    t('Compile with -ffp-contract=off and without fast-math; test on every target you ship.', 'Compila con -ffp-contract=off y sin fast-math; prueba en cada plataforma que publiques.'),
  ],
  sources: [
    t('The tutorial "Procedural Biome Generation": bit-identical JavaScript, C# and C++, and the Clang-on-Apple-Silicon FMA case.', 'El tutorial «Procedural Biome Generation»: JavaScript, C# y C++ idénticos bit a bit, y el caso de FMA con Clang en Apple Silicon.'),
    t('The lesson "Seeds, noise and terrain": arithmetic that agrees everywhere, frequencies by repeated multiplication.', 'La lección «Seeds, noise and terrain»: aritmética que coincide en todas partes y frecuencias por multiplicación repetida.'),
    t('Glenn Fowler, Landon Curt Noll and Kiem-Phong Vo: the FNV hash.', 'Glenn Fowler, Landon Curt Noll y Kiem-Phong Vo: el hash FNV.'),
  ],
}));
