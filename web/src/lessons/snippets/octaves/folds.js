// Octaves lab, step 3: fold every octave before adding it — ridged crests or billowing bumps.
function ridged(n) {
  const r = 1 - Math.abs(n); // 1 where the noise crosses zero
  return r * r * 2 - 1; // squared: a sharp crest; × 2 − 1: back to −1..1
}

function billow(n) {
  return Math.abs(n) * 2 - 1; // rounded bumps, creases where the noise crosses zero
}

function foldValue(fold, n) {
  return fold === 'ridged' ? ridged(n) : fold === 'billow' ? billow(n) : n;
}

// fbm2 once more, with the fold applied to each octave.
function fbm2(p, x, y, o) {
  let sum = 0, norm = 0, amplitude = 1, frequency = 1;
  for (let k = 0; k < o.octaves; k++) {
    const shift = k * 2;
    const n = foldValue(o.fold, basisNoise(p, o.basis, (x + shift) * frequency, (y + shift) * frequency));
    sum += n * amplitude;
    norm += amplitude;
    amplitude *= o.gain;
    frequency *= o.lacunarity;
  }
  return sum / norm;
}

function labMap() {
  const lab = { basis: 'simplex', frequency: 3, octaves: 6, lacunarity: 2, gain: 0.5, fold: 'none' };
  const p = permutation(1);
  return fillGrid({ x0: 0, y0: 0, step: 1 / 256, width: 256, height: 256 },
    (u, v) => fbm2(p, u * lab.frequency, v * lab.frequency, lab));
}
