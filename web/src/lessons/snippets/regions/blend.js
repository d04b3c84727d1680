// Regions lab, step 3: wobble the borders (warp the lookup point) and blend colours over the last few pixels.
const TUTORIAL_COLOURS = [[190, 196, 170], [86, 120, 92], [222, 232, 236], [176, 196, 108], [62, 130, 62],
  [76, 104, 84], [226, 200, 130], [192, 180, 88], [26, 104, 48]]; // our palette, one per biome

function wobblePoint(p, x, y, wobble, frequency) {
  const three = { basis: 'simplex', octaves: 3, gain: 0.5, lacunarity: 2 };
  return {
    x: x + wobble * fbm2(p, x * frequency, y * frequency, three),
    y: y + wobble * fbm2(p, x * frequency + 5.2, y * frequency + 1.3, three),
  };
}

function blendWeight(d1, d2, width) {
  const t = width > 0 ? Math.min(1, (d2 - d1) / width) : 1; // 0 on the border, 1 once `width` deep
  return 0.5 + 0.5 * t * t * (3 - 2 * t); // smoothstep, from a 50/50 mix up to all-nearest
}

function labMap() {
  const lab = { seed: 1, sites: 45, wobble: 14, blend: 10 }; // the lab's controls (pixels)
  const sites = makeSites(lab.sites, 320, 240, lab.seed);
  const heat = permutation(lab.seed + 1), wet = permutation(lab.seed + 2), wobble = permutation(lab.seed + 3);
  const biome = sites.map((s) => regionBiome(heat, wet, s, 0));
  const rgb = [];
  for (let y = 0; y < 240; y++) {
    for (let x = 0; x < 320; x++) {
      const q = wobblePoint(wobble, x, y, lab.wobble, 0.02);
      const hit = nearestTwo(sites, q.x, q.y);
      const w = blendWeight(hit.d1, hit.d2, lab.blend);
      const a = TUTORIAL_COLOURS[biome[hit.second]], b = TUTORIAL_COLOURS[biome[hit.nearest]];
      for (let c = 0; c < 3; c++) rgb.push(a[c] + (b[c] - a[c]) * w); // unrounded: no banding until the screen
    }
  }
  return rgb;
}
