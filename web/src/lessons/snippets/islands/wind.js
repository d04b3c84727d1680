// Islands lab, step 2: one wind sweeps the map; air gains water over the sea and rains it out where it climbs.
function windField(input, rank, w) {
  const { n, height, sea } = input;
  const a = (w.angle * Math.PI) / 180;
  const wx = Math.cos(a), wy = Math.sin(a); // where the air goes: +x is east, +y is south (down the map)
  const alongX = Math.abs(wx) >= Math.abs(wy); // sweep along the axis the wind mostly follows
  const major = alongX ? wx : wy, minor = alongX ? wy : wx;
  const dir = major >= 0 ? 1 : -1;
  const drift = minor / Math.abs(major); // sideways shift per step
  const stepLength = (Math.sqrt(1 + drift * drift) * 256) / n; // in cells of a 256 map
  const keep = Math.exp(-w.dry * stepLength); // flat land: a little is lost every step
  const pickUp = 1 - Math.exp(-w.evap * stepLength); // sea: the air takes water back
  const cell = alongX ? (u, j) => j * n + u : (u, j) => u * n + j;
  const air = new Float64Array(n * n);
  for (let k = 0; k < n; k++) {
    const u = (dir > 0 ? 0 : n - 1) + dir * k;
    for (let j = 0; j < n; j++) {
      const i = cell(u, j), back = j - drift; // where this air was one step ago
      let wetness = 1, rankBefore = rank[i]; // air entering the map is saturated sea air
      if (k > 0 && back >= 0 && back <= n - 1) {
        const j0 = Math.min(Math.floor(back), n - 2), f = back - j0;
        const a0 = cell(u - dir, j0), a1 = cell(u - dir, j0 + 1);
        wetness = air[a0] + (air[a1] - air[a0]) * f;
        rankBefore = rank[a0] + (rank[a1] - rank[a0]) * f;
      }
      if (height[i] < sea) wetness += (1 - wetness) * pickUp;
      else wetness *= keep * Math.exp(-w.lift * 4 * Math.max(0, rank[i] - rankBefore)); // climbing wrings it out
      air[i] = wetness;
    }
  }
  return air;
}

function labMap() {
  const wind = { on: true, angle: 0, dry: 0.001, evap: 0.05, lift: 0.5, strength: 0.5 };
  const input = islandsInput(1, 256, 0);
  return windField(input, landRank(input.height, input.sea), wind);
}
