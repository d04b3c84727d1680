// Density lab, step 2: a warp node reads its input somewhere else, pushed by up to `strength` pixels.
function warpNode(input, seed, strength, scale) {
  const p = permutation(seed);
  const three = { basis: 'simplex', octaves: 3, gain: 0.5, lacunarity: 2 };
  return (x, y) => input(
    x + strength * fbm2(p, x * scale, y * scale, three),
    y + strength * fbm2(p, x * scale + 5.2, y * scale + 1.3, three));
}

function labMap() {
  const seed = 1;
  const height = simplexNode(seed + 0, 1 / 110, 5);
  return preview(warpNode(height, seed + 4, 30, 0.006)); // strength 30 px, bends about 170 px wide
}
