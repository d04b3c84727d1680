// Seeds lab, step 4: two chunks made apart — in world coordinates they meet without a seam; in local ones, not.
function chunkOfMap(seed, cx, local) {
  const lab = { basis: 'simplex', frequency: 3, octaves: 6, lacunarity: 2, gain: 0.5 }; // the octaves lab's map
  const p = permutation(seed);
  const x0 = local ? 0 : (cx * 128) / 256; // the mistake: every chunk starting its own coordinates at 0
  return fillGrid({ x0, y0: 0, step: 1 / 256, width: 128, height: 256 }, (u, v) => fbm2(p, u * lab.frequency, v * lab.frequency, lab));
}

function sideBySide(left, right) { // two 128 × 256 chunks → one 256 × 256 map
  const map = new Float64Array(256 * 256);
  for (let row = 0; row < 256; row++)
    for (let col = 0; col < 128; col++) [map[row * 256 + col], map[row * 256 + 128 + col]] = [left[row * 128 + col], right[row * 128 + col]];
  return map;
}

function labMap() {
  const right = sideBySide(chunkOfMap(1, 0, false), chunkOfMap(1, 1, false));
  const wrong = sideBySide(chunkOfMap(1, 0, true), chunkOfMap(1, 1, true));
  const step = (m, col) => m.reduce((s, _, i) => s + (i % 256 === col ? Math.abs(m[i] - m[i - 1]) : 0), 0) / 256;
  console.log(`mean jump across column 128: ${step(right, 128).toFixed(4)} in world coordinates, ` +
    `${step(wrong, 128).toFixed(4)} with chunk-local ones (next to it, column 127: ${step(right, 127).toFixed(4)})`);
  return right; // the same bits as one 256 × 256 map
}
