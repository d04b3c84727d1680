// Islands lab, step 3: moisture — some noise, the sea's breath near the coast, and the wind's air.
function moistureOf(input, coast, air, c, w) {
  const toCells = 256 / input.n;
  return input.moistNoise.map((noise, i) => clamp01(c.moistNoise * clamp01(noise * 0.5 + 0.5) +
    c.coastBonus / (1 + coast[i] * toCells * c.decay) + (w.on ? w.strength * air[i] : 0)));
}

function labMap() {
  const climate = { moistNoise: 0.4, coastBonus: 0.15, decay: 0.3 };
  const wind = { on: true, angle: 0, dry: 0.001, evap: 0.05, lift: 0.5, strength: 0.5 };
  const input = islandsInput(1, 256, 0);
  const coast = coastDistance(input.n, input.height, input.sea), rank = landRank(input.height, input.sea);
  const air = wind.on ? windField(input, rank, wind) : new Float64Array(input.n * input.n);
  return moistureOf(input, coast, air, climate, wind);
}
