// Warp lab, step 3: the whole height of a map point — warp, fBm, a fold of the final value, the island mask.
function terrainHeight(p, t, u, v) {
  const q = warpPoint(p, u * t.frequency, v * t.frequency, t.warp, t); // levels 0 leaves the point alone
  let h = fbm2(p, q.x, q.y, t);
  h = foldValue(t.shape, h); // the lab's "Shape": ridged ranges, billowing dunes
  if (t.island) h = islandMask(h, u, v, t.falloff);
  return h;
}

function labMap() {
  const lab = { basis: 'simplex', frequency: 3, octaves: 4, lacunarity: 2, gain: 0.5, fold: 'none',
    warp: { strength: 1, frequency: 0.35, levels: 1 }, shape: 'none', island: false, falloff: 0.6 };
  const p = permutation(1);
  return fillGrid({ x0: 0, y0: 0, step: 1 / 256, width: 256, height: 256 }, (u, v) => terrainHeight(p, lab, u, v));
}
