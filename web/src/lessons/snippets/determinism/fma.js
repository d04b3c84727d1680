// Determinism lab, step 2: an fBm loop written out, in JavaScript, where a · b + c is always two roundings.
function labMap() {
  const octaves = 4, gain = 0.5; // the tutorial-fbm preset
  const p = permutation(1);
  return fillGrid({ x0: 0, y0: 0, step: 1 / 256, width: 256, height: 256 }, (u, v) => {
    const x = u * 3, y = v * 3; // 3 cycles across the map
    let sum = 0, norm = 0, amplitude = 1, frequency = 1;
    for (let k = 0; k < octaves; k++) {
      const shift = k * 2;
      sum += amplitude * simplex2(p, (x + shift) * frequency, (y + shift) * frequency); // never fused in JS
      norm += amplitude;
      amplitude *= gain;
      frequency *= 2; // repeated multiplication, no Math.pow
    }
    return sum / norm;
  });
}
