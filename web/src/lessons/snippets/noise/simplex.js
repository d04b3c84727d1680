// Noise lab, step 4: simplex noise — three triangle corners, each a bump that fades out on its own.
const SKEW = (Math.sqrt(3) - 1) / 2; // squeezes the triangle lattice into squares
const UNSKEW = (3 - Math.sqrt(3)) / 6; // and back

function bump(hash, dx, dy) {
  let t = 0.5 - dx * dx - dy * dy; // reaches 0 at distance √0.5
  if (t < 0) return 0;
  t *= t;
  const g = GRAD8[hash & 7];
  return t * t * (g[0] * dx + g[1] * dy); // (0.5 − d²)⁴ · (gradient · offset)
}

function simplex2(p, x, y) {
  const s = (x + y) * SKEW;
  const i = Math.floor(x + s); // the square, in skewed space
  const j = Math.floor(y + s);
  const t = (i + j) * UNSKEW;
  const x0 = x - (i - t); // offset from its first corner, in normal space
  const y0 = y - (j - t);
  const below = x0 > y0; // the lower triangle: its middle corner is one step along x
  const i1 = below ? 1 : 0;
  const j1 = below ? 0 : 1;
  const ii = i & 255;
  const jj = j & 255;
  return 70 * (bump(p[ii + p[jj]], x0, y0) +
    bump(p[ii + i1 + p[jj + j1]], x0 - i1 + UNSKEW, y0 - j1 + UNSKEW) +
    bump(p[ii + 1 + p[jj + 1]], x0 - 1 + 2 * UNSKEW, y0 - 1 + 2 * UNSKEW)); // 70: about −1..1
}

function labMap() {
  const p = permutation(1);
  return fillGrid({ x0: 0, y0: 0, step: 4 / 256, width: 256, height: 256 }, (x, y) => simplex2(p, x, y));
}
