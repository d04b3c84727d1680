// Octaves lab, step 4: from heights to land — a sea level, and a mask that sinks the map's edges.
function islandMask(h, u, v, falloff) {
  const dx = (u - 0.5) * 2; // −1 at the west edge, 1 at the east edge
  const dy = (v - 0.5) * 2;
  return h - falloff * (dx * dx + dy * dy); // falloff removed at the middle of each edge, more in the corners
}

function landShare(map, sea) {
  let land = 0;
  for (const h of map) if (h > sea) land++;
  return land / map.length;
}

function labMap() {
  const lab = { basis: 'simplex', frequency: 3, octaves: 6, lacunarity: 2, gain: 0.5, fold: 'none', sea: 0, island: false };
  const p = permutation(1);
  const grid = { x0: 0, y0: 0, step: 1 / 256, width: 256, height: 256 };
  const plain = fillGrid(grid, (u, v) => fbm2(p, u * lab.frequency, v * lab.frequency, lab));
  const masked = fillGrid(grid, (u, v) => islandMask(fbm2(p, u * lab.frequency, v * lab.frequency, lab), u, v, 0.6));
  console.log(`land at sea level ${lab.sea}: ${(100 * landShare(masked, lab.sea)).toFixed(1)} % with the mask, ` +
    `${(100 * landShare(plain, lab.sea)).toFixed(1)} % without`);
  return lab.island ? masked : plain;
}
