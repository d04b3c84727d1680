// Warp lab, step 1: read the noise somewhere else — push each point by an offset made of more fBm.
function warpPoint(p, x, y, warp, o) {
  let qx = 0, qy = 0;
  if (warp.levels >= 1) {
    qx = fbm2(p, x * warp.frequency, y * warp.frequency, o);
    qy = fbm2(p, x * warp.frequency + 5.2, y * warp.frequency + 1.3, o); // shifted: a y push unlike the x push
  }
  return { x: x + warp.strength * qx, y: y + warp.strength * qy };
}

function labMap() {
  const lab = { basis: 'simplex', frequency: 3, octaves: 4, lacunarity: 2, gain: 0.5,
    warp: { strength: 1, frequency: 0.35, levels: 1 } }; // the lab's defaults
  const p = permutation(1);
  return fillGrid({ x0: 0, y0: 0, step: 1 / 256, width: 256, height: 256 }, (u, v) => {
    const q = warpPoint(p, u * lab.frequency, v * lab.frequency, lab.warp, lab);
    return fbm2(p, q.x, q.y, lab); // the same fBm, read at the pushed point
  });
}
