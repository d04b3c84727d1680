// 3D density lab, step 3: rock or air — and the overhangs and caves that no height map can hold.
function labMap() {
  const octaves = 4, width = 320, height = 240;
  const p = permutation(1 + 5);
  const solid = fillGrid({ x0: 0, y0: 0, step: 1, width, height }, (x, y) => (densityAt(p, x, y, SLICE.z, octaves) > 0 ? 1 : 0));
  let overhangs = 0, hidden = 0; // columns with air under rock, and the air cells that lie under rock
  for (let x = 0; x < width; x++) {
    let rockAbove = false, counted = false;
    for (let y = 0; y < height; y++) { // y grows downwards
      if (solid[y * width + x]) rockAbove = true;
      else if (rockAbove) {
        hidden++;
        if (!counted) (overhangs++, (counted = true));
      }
    }
  }
  console.log(`${overhangs} of ${width} columns have air under rock; ${hidden} air cells a height map could not keep`);
  return solid;
}
