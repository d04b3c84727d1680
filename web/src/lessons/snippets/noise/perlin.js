// Noise lab, step 3: Perlin noise — a random slope on each lattice point; the value is 0 on the points.
function perlin2(p, x, y) {
  const fx = Math.floor(x);
  const fy = Math.floor(y);
  const X = fx & 255;
  const Y = fy & 255;
  const dx = x - fx; // where we are inside the cell, 0..1
  const dy = y - fy;
  const u = fade(dx);
  const v = fade(dy);
  const a = p[X] + Y;
  const b = p[X + 1] + Y;
  // A corner's vote: its gradient dotted with the offset from that corner.
  const vote = (hash, ox, oy) => GRAD8[hash & 7][0] * ox + GRAD8[hash & 7][1] * oy;
  return lerp(v,
    lerp(u, vote(p[a], dx, dy), vote(p[b], dx - 1, dy)),
    lerp(u, vote(p[a + 1], dx, dy - 1), vote(p[b + 1], dx - 1, dy - 1)));
}

function labMap() {
  const p = permutation(1);
  return fillGrid({ x0: 0, y0: 0, step: 4 / 256, width: 256, height: 256 }, (x, y) => perlin2(p, x, y));
}
