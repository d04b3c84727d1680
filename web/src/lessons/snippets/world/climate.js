// New world lab, step 2: the climate at every sample, read at the same scale and chilled by that height.
function labMap() {
  const p = permutation(1), heat = permutation(1 + 1), wet = permutation(1 + 2);
  return fillGrid({ x0: 0, y0: 0, step: 2, width: 320, height: 240 },
    (x, y) => climateAt(heat, wet, x * 0.004, y * 0.004, worldHeight(p, x, y), 0.5).temperature);
}
