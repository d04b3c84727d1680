// Warp lab, step 2: warp the warp — the second offset is read where the first one already pushed the point.
function warpPoint(p, x, y, warp, o) {
  let qx = 0, qy = 0;
  if (warp.levels >= 1) {
    qx = fbm2(p, x * warp.frequency, y * warp.frequency, o);
    qy = fbm2(p, x * warp.frequency + 5.2, y * warp.frequency + 1.3, o);
  }
  if (warp.levels >= 2) {
    const px = (x + warp.strength * qx) * warp.frequency; // where level 1 sends the point
    const py = (y + warp.strength * qy) * warp.frequency;
    const rx = fbm2(p, px + 1.7, py + 9.2, o);
    const ry = fbm2(p, px + 8.3, py + 2.8, o);
    qx = rx;
    qy = ry;
  }
  return { x: x + warp.strength * qx, y: y + warp.strength * qy };
}

function labMap() {
  const lab = { basis: 'simplex', frequency: 3, octaves: 4, lacunarity: 2, gain: 0.5,
    warp: { strength: 1, frequency: 0.35, levels: 1 } };
  const p = permutation(1);
  return fillGrid({ x0: 0, y0: 0, step: 1 / 256, width: 256, height: 256 }, (u, v) => {
    const q = warpPoint(p, u * lab.frequency, v * lab.frequency, lab.warp, lab);
    return fbm2(p, q.x, q.y, lab);
  });
}
