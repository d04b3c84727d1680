// Noise lab, step 5: the race — Perlin's 3D noise read at z = 0 (eight corners) against 2D simplex (three).
function slope3(hash, x, y, z) {
  const h = hash & 15; // Perlin's twelve cube-edge directions (four of them twice)
  const u = h < 8 ? x : y;
  const v = h < 4 ? y : h === 12 || h === 14 ? x : z;
  return ((h & 1) === 0 ? u : -u) + ((h & 2) === 0 ? v : -v);
}

function perlin3(p, x, y, z) {
  const fx = Math.floor(x), fy = Math.floor(y), fz = Math.floor(z);
  const X = fx & 255, Y = fy & 255, Z = fz & 255;
  const dx = x - fx, dy = y - fy, dz = z - fz;
  const u = fade(dx), v = fade(dy), w = fade(dz);
  const A = p[X] + Y, AA = p[A] + Z, AB = p[A + 1] + Z;
  const B = p[X + 1] + Y, BA = p[B] + Z, BB = p[B + 1] + Z;
  const ex = dx - 1, ey = dy - 1, ez = dz - 1;
  return lerp(w,
    lerp(v, lerp(u, slope3(p[AA], dx, dy, dz), slope3(p[BA], ex, dy, dz)),
      lerp(u, slope3(p[AB], dx, ey, dz), slope3(p[BB], ex, ey, dz))),
    lerp(v, lerp(u, slope3(p[AA + 1], dx, dy, ez), slope3(p[BA + 1], ex, dy, ez)),
      lerp(u, slope3(p[AB + 1], dx, ey, ez), slope3(p[BB + 1], ex, ey, ez))));
}

function labMap() {
  const p = permutation(1);
  const grid = { x0: 0, y0: 0, step: 4 / 256, width: 256, height: 256 };
  const time = (noise) => {
    const start = performance.now();
    for (let k = 0; k < 16; k++) fillGrid(grid, noise); // 16 × 65,536 ≈ 1M samples
    return performance.now() - start;
  };
  time((x, y) => simplex2(p, x, y)); // warm-up: let the JIT compile both first
  time((x, y) => perlin3(p, x, y, 0));
  const simplexMs = time((x, y) => simplex2(p, x, y));
  const perlinMs = time((x, y) => perlin3(p, x, y, 0));
  console.log(`simplex 2D ${simplexMs.toFixed(1)} ms, Perlin 3D at z = 0 ${perlinMs.toFixed(1)} ms: ` +
    `simplex takes ${((100 * simplexMs) / perlinMs).toFixed(0)} % of Perlin's time`);
  return fillGrid(grid, (x, y) => perlin3(p, x, y, 0));
}
