// Water lab, step 3: the stream-power law dh/dt = U − K·A^m·S, solved implicitly down the stack, then diffusion.
const powPositive = (x, y) => (y === 0 ? 1 : y === 1 ? x : y === 0.5 ? Math.sqrt(x) : y === 2 ? x * x : x === 0 ? 0 : Math.exp(y * Math.log(x)));

function erode(h, n, sea, rain, p) {
  const N = n * n, cs = 1 / n, diagonal = cs * Math.SQRT2;
  const ratio = p.diffusion / (cs * cs); // Kd · dt / cell², dt = 1
  const substeps = ratio > 0 ? Math.max(1, Math.ceil(4 * ratio)) : 0; // explicit diffusion: stable up to 1/4
  const c4 = substeps > 0 ? ratio / substeps : 0;
  let next = new Float64Array(N);
  for (let step = 0; step < p.steps; step++) {
    const routing = route(h, n, sea), area = accumulate(routing, rain), { rec, stack, lake } = routing;
    for (const c of stack) { // downstream first: the receiver's new height is known
      const r = rec[c];
      if (r === c) continue; // an outlet: the base level
      const base = h[c] + p.uplift, below = h[r];
      if (lake[c] || !(base > below) || p.k === 0) {
        h[c] = base; // a lake or a cell below its receiver: uplift only (no sediment is carried)
        continue;
      }
      const d = (r - c) % n === 0 || Math.abs(r - c) === 1 ? cs : diagonal;
      const f = (p.k * powPositive(area[c], p.m)) / d;
      h[c] = (base + f * below) / (1 + f); // h' = h + U − F·(h' − h'_r), solved for h'
    }
    let from = h;
    for (let sub = 0; sub < substeps; sub++) {
      for (let y = 0; y < n; y++)
        for (let x = 0; x < n; x++) {
          const i = y * n + x;
          if (y === 0 || x === 0 || y === n - 1 || x === n - 1 || from[i] <= sea) {
            next[i] = from[i];
            continue;
          }
          const lap = ((from[i + 1] + from[i - 1]) + (from[i - n] + from[i + n])) - 4 * from[i];
          next[i] = from[i] + c4 * lap;
        }
      [from, next] = [next, from];
    }
    if (from !== h) h.set(from), (next = from);
  }
  return h;
}

function labMap() {
  const input = islandsInput(1, 256, 0);
  const rain = new Float64Array(256 * 256).fill(1);
  const params = { steps: 40, k: 0.01, m: 0.5, uplift: 0.0005, diffusion: 1e-6 }; // the lab's defaults
  return erode(Float64Array.from(input.height), 256, input.sea, rain, params);
}
