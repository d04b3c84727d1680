// Seeds lab, step 3: endless regions — one site per cell from that cell's own stream, so chunks agree.
function endlessSite(seed, i, j) {
  const next = mulberry32(streamSeed(seed, SYSTEMS.regions, i, j));
  const u = next(), v = next();
  return { x: (i + 0.5 + (u - 0.5) * 1) * 96, y: (j + 0.5 + (v - 0.5) * 1) * 96 }; // cells 96 units, jitter 1
}

function endlessNearest(seed, x, y) {
  const ci = Math.floor(x / 96), cj = Math.floor(y / 96);
  const hit = { d1: Infinity, d2: Infinity };
  for (let j = cj - 3; j <= cj + 3; j++) { // 7 × 7 cells always hold the two nearest sites
    for (let i = ci - 3; i <= ci + 3; i++) {
      const s = endlessSite(seed, i, j);
      const d = Math.sqrt((x - s.x) * (x - s.x) + (y - s.y) * (y - s.y));
      if (d < hit.d1) Object.assign(hit, { second: hit.nearest, d2: hit.d1, nearest: { i, j, site: s }, d1: d });
      else if (d < hit.d2) Object.assign(hit, { second: { i, j, site: s }, d2: d });
    }
  }
  return hit;
}

// One chunk of the map: any chunk, in any order, knowing nothing of the others.
function endlessChunk(seed, grid) {
  const heat = permutation(seed + 1), wet = permutation(seed + 2), wobble = permutation(seed + 3);
  const biomeOf = (r) => regionBiome(heat, wet, r.site, 0);
  return fillGrid(grid, (x, y) => {
    const q = wobblePoint(wobble, x, y, 14, 0.02);
    const hit = endlessNearest(seed, q.x, q.y);
    return biomeOf(hit.nearest) * 16 + biomeOf(hit.second); // both biomes, to show the borders too
  });
}

function labMap() {
  const map = new Float64Array(64 * 48);
  for (const [cx, cy] of [[1, 1], [0, 0], [1, 0], [0, 1]]) { // out of order on purpose
    const chunk = endlessChunk(1, { x0: -300 + cx * 32 * 9, y0: -200 + cy * 24 * 9, step: 9, width: 32, height: 24 });
    chunk.forEach((b, k) => (map[(cy * 24 + Math.floor(k / 32)) * 64 + cx * 32 + (k % 32)] = b));
  }
  return map; // 64 × 48 samples, 9 world units apart, from (−300, −200)
}
