// Octaves lab, step 2: when to stop — the finest octave needs about two samples per cycle.
function finestCycles(lab) {
  let cycles = lab.frequency;
  for (let k = 1; k < lab.octaves; k++) cycles *= lab.lacunarity; // as fbm2 builds its frequencies
  return cycles;
}

function labMap() {
  const lab = { basis: 'simplex', frequency: 3, octaves: 6, lacunarity: 2, gain: 0.5 };
  const side = 256;
  const perCycle = side / finestCycles(lab);
  console.log(`finest octave: ${finestCycles(lab)} cycles across, ${perCycle.toFixed(2)} samples per cycle` +
    (perCycle < 2 ? ' — below 2: it can only alias' : ''));
  const p = permutation(1);
  return fillGrid({ x0: 0, y0: 0, step: 1 / side, width: side, height: side },
    (u, v) => fbm2(p, u * lab.frequency, v * lab.frequency, lab));
}
