// New world lab, step 4: trees — Poisson-disk darts in each 128-unit chunk, spaced by biome, fair at the edges.
const SPACING = [14, 7, 8, 16, 5, 9, 0, 22, 4]; // world units, by biome (0 Tundra .. 8 Rainforest); 0: none

function chunkTrees(seed, cx, cy, biomeAt) {
  const size = 128, x0 = cx * size, y0 = cy * size;
  const next = mulberry32(streamSeed(seed, SYSTEMS.placement, cx, cy)); // this chunk's own stream
  const points = [], active = [], near = new Map(); // near: 22-unit buckets, for the "too close?" test
  const spacing = (biome) => (biome >= 0 ? SPACING[biome] : 0);
  const crowded = (x, y, r) => { // is a placed point closer than the larger of the two spacings?
    for (let bj = Math.floor(y / 22) - 1; bj <= Math.floor(y / 22) + 1; bj++)
      for (let bi = Math.floor(x / 22) - 1; bi <= Math.floor(x / 22) + 1; bi++)
        for (const q of near.get(`${bi},${bj}`) ?? []) {
          const reach = Math.max(spacing(q.biome), r);
          if ((q.x - x) * (q.x - x) + (q.y - y) * (q.y - y) < reach * reach) return true;
        }
    return false;
  };
  const tryAdd = (x, y) => {
    if (!(x >= x0 && x < x0 + size && y >= y0 && y < y0 + size) || crowded(x, y, 0)) return false;
    const biome = biomeAt(x, y), r = spacing(biome);
    if (r <= 0 || crowded(x, y, r)) return false; // water, desert, or too close for this biome
    const key = `${Math.floor(x / 22)},${Math.floor(y / 22)}`;
    near.set(key, [...(near.get(key) ?? []), { x, y, biome }]);
    active.push(points.length);
    points.push({ x, y, biome });
    return true;
  };
  for (let s = 0; s < 24; s++) { // 24 random darts, so separate patches of forest all fill
    tryAdd(x0 + next() * size, y0 + next() * size);
    while (active.length > 0) { // Bridson: grow from a random active point; retire it after 30 misses
      const pick = Math.min(active.length - 1, Math.floor(next() * active.length));
      const centre = points[active[pick]], r = spacing(centre.biome);
      let placed = false;
      for (let k = 0; k < 30 && !placed; k++) {
        const dx = (next() * 4 - 2) * r, dy = (next() * 4 - 2) * r; // a point of the ring r..2r, by rejection
        const d2 = dx * dx + dy * dy;
        if (d2 < r * r || d2 > 4 * r * r) continue;
        placed = tryAdd(centre.x + dx, centre.y + dy);
      }
      if (!placed) active[pick] = active[active.length - 1], active.pop();
    }
  }
  return points;
}

// A chunk keeps a tree unless it crowds a tree of an earlier neighbour (smaller cy, then cx): order-free.
function placeTrees(seed, cx0, cy0, cx1, cy1, biomeAt) {
  const made = new Map();
  const candidates = (cx, cy) => {
    if (!made.has(`${cx},${cy}`)) made.set(`${cx},${cy}`, chunkTrees(seed, cx, cy, biomeAt));
    return made.get(`${cx},${cy}`);
  };
  const clash = (a, b) => {
    const reach = Math.max(SPACING[a.biome], SPACING[b.biome]);
    return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y) < reach * reach;
  };
  const out = [];
  for (let cy = cy0; cy <= cy1; cy++) {
    for (let cx = cx0; cx <= cx1; cx++) {
      const earlier = [[-1, -1], [0, -1], [1, -1], [-1, 0]].map(([dx, dy]) => candidates(cx + dx, cy + dy));
      for (const t of candidates(cx, cy)) if (!earlier.some((list) => list.some((q) => clash(t, q)))) out.push(t);
    }
  }
  return out;
}

function labMap() {
  const seed = 1, p = permutation(seed), heat = permutation(seed + 1), wet = permutation(seed + 2);
  const biomeAt = (x, y) => { // trees read the region under them (no wobble); water is −1
    if (worldHeight(p, x, y) <= WORLD.sea) return -1;
    const site = endlessNearest(seed, x, y).nearest.site;
    return regionBiome(heat, wet, site, worldHeight(p, site.x, site.y));
  };
  const inView = (t) => t.x >= 0 && t.x <= 638 && t.y >= 0 && t.y <= 478; // the 320 × 240 samples, 2 apart
  return placeTrees(seed, 0, 0, 4, 3, biomeAt).filter(inView).flatMap((t) => [t.x, t.y, t.biome]);
}
