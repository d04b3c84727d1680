// Density lab, step 1: a node is a function of position; the first one is fBm of simplex noise.
function simplexNode(seed, scale, octaves) {
  const p = permutation(seed);
  const o = { basis: 'simplex', octaves, gain: 0.5, lacunarity: 2 };
  return (x, y) => fbm2(p, x * scale, y * scale, o); // scale 1/110: features about 110 pixels across
}

// A node's picture: sampled on a grid, like the lab's small previews (80 × 60, every 4th pixel).
function preview(node) {
  return fillGrid({ x0: 0, y0: 0, step: 4, width: 80, height: 60 }, node);
}

function labMap() {
  const seed = 1;
  return preview(simplexNode(seed + 0, 1 / 110, 5));
}
