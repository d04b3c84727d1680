// 3D density lab, step 2: octaves in three dimensions — rough walls, small pockets, ledges.
function fbm3(p, x, y, z, octaves) {
  let sum = 0, norm = 0, amplitude = 1, frequency = 1;
  for (let k = 0; k < octaves; k++) {
    const shift = k * 2; // the same per-octave shift as in 2D, on all three axes
    sum += simplex3(p, (x + shift) * frequency, (y + shift) * frequency, (z + shift) * frequency) * amplitude;
    norm += amplitude;
    amplitude *= 0.5;
    frequency *= 2;
  }
  return sum / norm;
}

function densityAt(p, x, y, z, octaves) {
  const s = SLICE.scale;
  return fbm3(p, x * s, y * s, z * s, octaves) + (y - SLICE.ground) * SLICE.falloff;
}

function labMap() {
  const octaves = 4;
  const p = permutation(1 + 5);
  return fillGrid({ x0: 0, y0: 0, step: 1, width: 320, height: 240 }, (x, y) => densityAt(p, x, y, SLICE.z, octaves));
}
