// Regions lab, step 2: one biome per region — the climate read at the region's own site.
function regionBiome(heat, wet, site, height) {
  const c = climateAt(heat, wet, site.x * 0.004, site.y * 0.004, height, 0.5);
  return pickBiome(c.temperature, c.moisture, [0.4, 0.6], [0.4, 0.6]);
}

function labMap() {
  const heat = permutation(1 + 1), wet = permutation(1 + 2);
  return makeSites(45, 320, 240, 1).map((s) => regionBiome(heat, wet, s, 0)); // height 0: no chill
}
