// Climate lab, step 1: temperature and moisture from two more noise layers, and a chill that grows with height.
function clamp01(v) {
  return Math.min(1, Math.max(0, v));
}

function climateAt(heat, wet, x, y, height, chill) {
  const slow = { basis: 'simplex', octaves: 3, gain: 0.5, lacunarity: 2 }; // few octaves: climate changes slowly
  let temperature = 0.5 + fbm2(heat, x, y, slow);
  if (height > 0) temperature -= height * chill; // only land above sea level gets colder
  const moisture = 0.5 + fbm2(wet, x, y, slow);
  return { temperature: clamp01(temperature), moisture: clamp01(moisture) };
}

// The lab's world: 320 × 240 samples, one "pixel" apart; heights from the tutorial-fbm terrain.
function climateLab(seed, chill) {
  const terrain = { basis: 'simplex', frequency: 3, octaves: 4, lacunarity: 2, gain: 0.5, fold: 'none',
    warp: { strength: 1, frequency: 0.35, levels: 0 }, shape: 'none', island: false };
  const p = permutation(seed);
  const height = fillGrid({ x0: 0, y0: 0, step: 1 / 320, width: 320, height: 240 }, (u, v) => terrainHeight(p, terrain, u, v));
  const heat = permutation(seed + 1), wet = permutation(seed + 2); // one layer each, unrelated to the height
  const k = 320 * 0.004; // map units → world pixels (320 across) → climate noise units (× 0.004)
  const temperature = new Float64Array(height.length), moisture = new Float64Array(height.length);
  for (let row = 0; row < 240; row++) {
    for (let col = 0; col < 320; col++) {
      const i = row * 320 + col;
      const c = climateAt(heat, wet, col * (1 / 320) * k, row * (1 / 320) * k, height[i], chill); // (u, v) · k
      temperature[i] = c.temperature;
      moisture[i] = c.moisture;
    }
  }
  return { height, temperature, moisture };
}

function labMap() {
  return climateLab(1, 0.6).temperature; // "Mountain chill" 0.6: the lab's default
}
