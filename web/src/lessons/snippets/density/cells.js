// Density lab, step 4: a cell source (1 on each site, −1 from `radius` away) mixed in; the lab's big map.
function cellNode(seed, count, width, height, radius) {
  const sites = makeSites(count, width, height, seed);
  return (x, y) => 1 - 2 * Math.min(1, nearestTwo(sites, x, y).d1 / radius);
}

function mixNode(a, b, amount) {
  return (x, y) => {
    const va = a(x, y); // a first, then b: the order the stack reads them
    return va + (b(x, y) - va) * amount; // amount 0: all a, 1: all b
  };
}

function labMap() {
  const seed = 1;
  const clamped = clampNode(warpNode(simplexNode(seed + 0, 1 / 110, 5), seed + 4, 30, 0.006), -0.3, 0.4);
  const terrain = mixNode(clamped, cellNode(seed + 7, 12, 320, 240, 90), 0.35); // "Cell blend" 0.35
  return fillGrid({ x0: 0, y0: 0, step: 1, width: 320, height: 240 }, terrain);
}
