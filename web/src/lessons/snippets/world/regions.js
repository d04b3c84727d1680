// New world lab, step 3: endless regions over the land, each with the biome of the climate at its site.
function worldColours(seed, grid) {
  const p = permutation(seed), heat = permutation(seed + 1), wet = permutation(seed + 2), wobble = permutation(seed + 3);
  const biomes = new Map(); // a region's biome, computed once: its site's climate, chilled by the height there
  const biomeOf = ({ i, j, site }) => {
    const key = `${i},${j}`;
    if (!biomes.has(key)) biomes.set(key, regionBiome(heat, wet, site, worldHeight(p, site.x, site.y)));
    return biomes.get(key);
  };
  const rgb = [];
  for (let row = 0; row < grid.height; row++) {
    for (let col = 0; col < grid.width; col++) {
      const x = grid.x0 + col * grid.step, y = grid.y0 + row * grid.step;
      const h = worldHeight(p, x, y);
      const q = wobblePoint(wobble, x, y, 14, 0.02);
      const hit = endlessNearest(seed, q.x, q.y);
      if (h <= WORLD.sea) { // water, darker with depth
        const depth = Math.min(1, (WORLD.sea - h) * 2);
        rgb.push(Math.trunc(40 - 30 * depth), Math.trunc(110 - 70 * depth), Math.trunc(200 - 90 * depth));
        continue;
      }
      const w = blendWeight(hit.d1, hit.d2, 10);
      const a = TUTORIAL_COLOURS[biomeOf(hit.second)], b = TUTORIAL_COLOURS[biomeOf(hit.nearest)];
      for (let c = 0; c < 3; c++) rgb.push(Math.floor(a[c] + (b[c] - a[c]) * w + 0.5)); // round only at the end
    }
  }
  return rgb;
}

function labMap() {
  return worldColours(1, { x0: 0, y0: 0, step: 2, width: 320, height: 240 });
}
