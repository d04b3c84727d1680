// New world lab, step 1: the height — fBm of simplex, warped once, over world units (0.004 cycles per unit).
const WORLD = { scale: 0.004, sea: -0.05, fbm: { basis: 'simplex', octaves: 5, gain: 0.5, lacunarity: 2 },
  warp: { strength: 1, frequency: 0.35, levels: 1 } };

function worldHeight(p, x, y) {
  const q = warpPoint(p, x * WORLD.scale, y * WORLD.scale, WORLD.warp, WORLD.fbm);
  return fbm2(p, q.x, q.y, WORLD.fbm);
}

function labMap() {
  const p = permutation(1);
  return fillGrid({ x0: 0, y0: 0, step: 2, width: 320, height: 240 }, (x, y) => worldHeight(p, x, y)); // 640 × 480 units
}
