// Density lab, step 3: clamp — everything below the floor or above the ceiling goes flat.
function clampNode(input, low, high) {
  return (x, y) => Math.min(high, Math.max(low, input(x, y))); // flat sea floor, flat-topped mesas
}

function labMap() {
  const seed = 1;
  const warped = warpNode(simplexNode(seed + 0, 1 / 110, 5), seed + 4, 30, 0.006);
  return preview(clampNode(warped, -0.3, 0.4)); // the lab's Floor and Ceiling
}
