// Noise lab, step 2: value noise — a random height on each lattice point, blended with a smooth fade.
function fade(t) {
  return t * t * t * (t * (t * 6 - 15) + 10); // 6t⁵ − 15t⁴ + 10t³: slope and bend are 0 at both ends
}

function lerp(t, a, b) {
  return a + t * (b - a);
}

function value2(p, x, y) {
  const fx = Math.floor(x);
  const fy = Math.floor(y);
  const X = fx & 255; // the lattice repeats every 256 cells
  const Y = fy & 255;
  const u = fade(x - fx);
  const v = fade(y - fy);
  const a = p[X] + Y;
  const b = p[X + 1] + Y;
  const height = (hash) => hash / 127.5 - 1; // 0..255 → −1..1
  return lerp(v, lerp(u, height(p[a]), height(p[b])), lerp(u, height(p[a + 1]), height(p[b + 1])));
}

function labMap() {
  const p = permutation(1);
  const cells = 4; // lattice cells across the map
  return fillGrid({ x0: 0, y0: 0, step: cells / 256, width: 256, height: 256 }, (x, y) => value2(p, x, y));
}
