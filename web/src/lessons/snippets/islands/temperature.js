// Islands lab, step 1: how far each cell is from the sea, how high it ranks, and the temperature from both.
function islandsInput(seed, n, northSouth) {
  const islands = { basis: 'simplex', frequency: 3, octaves: 6, lacunarity: 2, gain: 0.5, fold: 'none',
    warp: { strength: 1, frequency: 0.35, levels: 0 }, shape: 'none', island: true, falloff: 0.6 }; // the terrain
  const p = permutation(seed), heat = permutation(seed + 1), wet = permutation(seed + 2);
  const grid = { x0: 0, y0: 0, step: 1 / n, width: n, height: n };
  const slow = { basis: 'simplex', octaves: 3, gain: 0.5, lacunarity: 2 };
  return {
    n, northSouth, sea: -0.04,
    height: fillGrid(grid, (u, v) => terrainHeight(p, islands, u, v)),
    tempNoise: fillGrid(grid, (u, v) => fbm2(heat, u * 4, v * 4, slow)), // −1..1, 4 cycles across
    moistNoise: fillGrid(grid, (u, v) => fbm2(wet, u * 4, v * 4, slow)),
  };
}

// d[q] = min over p of (q − p)² + f[p]: the lower envelope of one parabola per cell (Felzenszwalb–Huttenlocher).
function lowerEnvelope(f, n) {
  const d = new Float64Array(n), apex = new Int32Array(n), from = new Float64Array(n + 1);
  const meet = (q, p) => ((f[q] + q * q) - (f[p] + p * p)) / (2 * q - 2 * p); // where parabolas q and p cross
  let k = 0;
  from[0] = -Infinity;
  from[1] = Infinity;
  for (let q = 1; q < n; q++) {
    let s = meet(q, apex[k]);
    while (s <= from[k]) s = meet(q, apex[--k]); // q hides the last parabola: drop it
    apex[++k] = q;
    from[k] = s;
    from[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (from[k + 1] < q) k++;
    d[q] = (q - apex[k]) * (q - apex[k]) + f[apex[k]];
  }
  return d;
}

function coastDistance(n, height, sea) {
  const out = new Float64Array(n * n), column = new Float64Array(n);
  for (let x = 0; x < n; x++) { // squared distance along each column (land starts "infinitely" far)
    for (let y = 0; y < n; y++) column[y] = height[y * n + x] >= sea ? 1e20 : 0;
    lowerEnvelope(column, n).forEach((d, y) => (out[y * n + x] = d));
  }
  for (let y = 0; y < n; y++) { // then along each row, and the square root: exact Euclidean distance
    lowerEnvelope(out.subarray(y * n, y * n + n), n).forEach((d, x) => (out[y * n + x] = Math.sqrt(d)));
  }
  return out; // in cells of this map; 0 on water
}

function landRank(height, sea) {
  const order = Array.from(height.keys()).sort((a, b) => height[a] - height[b]);
  const below = height.filter((h) => h < sea).length, land = height.length - below;
  const rank = new Float64Array(height.length);
  let first = 0;
  order.forEach((cell, k) => {
    if (k > 0 && height[cell] !== height[order[k - 1]]) first = k; // equal heights share a rank
    rank[cell] = land === 0 ? 0 : clamp01((first - below) / land); // 0 at the coast, 1 at the top
  });
  return rank;
}

function temperatureOf(input, coast, rank, c) {
  const { n } = input, step = 1 / n, toCells = 256 / n; // distances in cells of a 256 map
  const out = new Float64Array(n * n);
  for (let y = 0; y < n; y++) {
    const lat = clamp01(Math.abs(input.northSouth + 0.5 * step + y * step) / 8); // the pole is 8 views away
    for (let x = 0; x < n; x++) {
      const i = y * n + x;
      out[i] = clamp01(c.base - c.lapse * rank[i] - c.latitude * lat + c.coastMod / (1 + coast[i] * toCells) +
        c.tempNoise * 0.5 * input.tempNoise[i]);
    }
  }
  return out;
}

function labMap() {
  const climate = { base: 0.75, lapse: 0.55, latitude: 0.7, coastMod: 0.08, tempNoise: 0.2 };
  const input = islandsInput(1, 256, 0);
  const coast = coastDistance(input.n, input.height, input.sea);
  return temperatureOf(input, coast, landRank(input.height, input.sea), climate);
}
