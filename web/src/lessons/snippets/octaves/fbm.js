// Octaves lab, step 1: fBm — octaves of one noise, each finer (lacunarity) and fainter (gain), summed.
function basisNoise(p, basis, x, y) {
  if (basis === 'perlin') return perlin2(p, x, y);
  if (basis === 'value') return value2(p, x, y);
  return simplex2(p, x, y);
}

function fbm2(p, x, y, o) {
  let sum = 0, norm = 0, amplitude = 1, frequency = 1;
  for (let k = 0; k < o.octaves; k++) {
    const shift = k * 2; // each octave starts elsewhere: no shared lattice point at the origin
    sum += basisNoise(p, o.basis, (x + shift) * frequency, (y + shift) * frequency) * amplitude;
    norm += amplitude;
    amplitude *= o.gain;
    frequency *= o.lacunarity; // multiplied, never Math.pow: the same bits everywhere
  }
  return sum / norm; // back to about −1..1
}

function labMap() {
  const lab = { basis: 'simplex', frequency: 3, octaves: 6, lacunarity: 2, gain: 0.5 }; // the lab's defaults
  const p = permutation(1);
  return fillGrid({ x0: 0, y0: 0, step: 1 / 256, width: 256, height: 256 },
    (u, v) => fbm2(p, u * lab.frequency, v * lab.frequency, lab)); // u, v: 0..1 across the map
}
