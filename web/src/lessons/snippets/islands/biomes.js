// Islands lab, step 4: the 4 × 4 table (four bands of temperature by four of moisture) and the beach.
const WHITTAKER4 = [
  2, 2, 1, 1, // cold: tundra, tundra, snow, snow
  4, 5, 3, 3, // cool: temperate desert, shrubland, boreal forest ×2
  9, 6, 6, 7, // warm: grassland, temperate forest ×2, temperate rainforest
  8, 9, 10, 11, // hot: subtropical desert, grassland, tropical seasonal, tropical rainforest
]; // 0 is the sea and 12 the beach

function tableCell(t, m) {
  const band = (v) => Math.min(3, Math.max(0, Math.floor(v * 4))); // bands of 0.25
  return band(t) * 4 + band(m);
}

function islandsBiomes(input, climate, wind) {
  const coast = coastDistance(input.n, input.height, input.sea), rank = landRank(input.height, input.sea);
  const air = wind.on ? windField(input, rank, wind) : new Float64Array(input.n * input.n);
  const t = temperatureOf(input, coast, rank, climate), m = moistureOf(input, coast, air, climate, wind);
  const toCells = 256 / input.n;
  return input.height.map((h, i) => {
    if (h < input.sea) return 0;
    if (coast[i] * toCells < 1.5 && t[i] >= 0.25) return 12; // warm land next to water: beach
    return WHITTAKER4[tableCell(t[i], m[i])];
  });
}

function labMap() {
  const climate = { base: 0.75, lapse: 0.55, latitude: 0.7, coastMod: 0.08, tempNoise: 0.2, moistNoise: 0.4, coastBonus: 0.15, decay: 0.3 };
  const wind = { on: true, angle: 0, dry: 0.001, evap: 0.05, lift: 0.5, strength: 0.5 };
  return islandsBiomes(islandsInput(1, 256, 0), climate, wind);
}
