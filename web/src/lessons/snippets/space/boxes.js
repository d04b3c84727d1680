// Biome space, step 1: a biome is a box in six dimensions, and a point takes the nearest box.
const AXES = ['temperature', 'humidity', 'continentalness', 'erosion', 'depth', 'weirdness'];
const ALL = 1e6; // an axis a biome ignores: any value from −10⁶ to 10⁶

// A box: [lo, hi] on each axis it names (the others: anything), and an offset ≥ 0 that makes it rarer.
function box(name, ranges, offset = 0) {
  return { name, lo: AXES.map((a) => ranges[a]?.[0] ?? -ALL), hi: AXES.map((a) => ranges[a]?.[1] ?? ALL), offset };
}

// The core's default table. Order is priority: on a shared face the biome listed first wins.
const FROZEN = [-ALL, 0.2], LAND = [0.06, ALL], SEA = [-0.45, 0], RIVER = [2.5, 3.5], LAKE = [4.5, 5.5];
const BIOMES6 = [
  box('frozen_river', { temperature: FROZEN, erosion: RIVER }),
  box('river', { erosion: RIVER }),
  box('frozen_lake', { temperature: FROZEN, erosion: LAKE }),
  box('lake', { erosion: LAKE }),
  box('dripstone_caves', { humidity: [-ALL, 0.5], depth: [0.2, ALL] }),
  box('lush_caves', { humidity: [0.5, ALL], depth: [0.2, ALL] }),
  box('deep_frozen_ocean', { temperature: FROZEN, continentalness: [-ALL, -0.45] }),
  box('deep_ocean', { continentalness: [-ALL, -0.45] }),
  box('frozen_ocean', { temperature: FROZEN, continentalness: SEA }),
  box('cold_ocean', { temperature: [0.2, 0.4], continentalness: SEA }),
  box('ocean', { temperature: [0.4, 0.7], continentalness: SEA }),
  box('warm_ocean', { temperature: [0.7, ALL], continentalness: SEA }),
  box('stony_shore', { continentalness: [0, 0.06], erosion: [-ALL, -0.4] }),
  box('snowy_beach', { temperature: FROZEN, continentalness: [0, 0.06] }),
  box('beach', { continentalness: [0, 0.06] }),
  box('frozen_peaks', { temperature: [-ALL, 0.3], continentalness: [0.55, ALL], erosion: [-ALL, -0.3] }),
  box('stony_peaks', { continentalness: [0.55, ALL], erosion: [-ALL, -0.3] }),
  box('badlands', { temperature: [0.7, ALL], humidity: [-ALL, 0.3], continentalness: LAND, weirdness: [0.5, ALL] }),
  box('mushroom_fields', { humidity: [0.6, ALL], continentalness: [0.06, 0.3], weirdness: [0.85, ALL] }),
  box('snowy_taiga', { temperature: FROZEN, humidity: [0.5, ALL], continentalness: LAND }),
  box('snowy_plains', { temperature: FROZEN, continentalness: LAND }),
  box('taiga', { temperature: [0.2, 0.4], humidity: [0.4, ALL], continentalness: LAND }),
  box('steppe', { temperature: [0.2, 0.4], continentalness: LAND }),
  box('plains', { temperature: [0.4, 0.6], humidity: [-ALL, 0.3], continentalness: LAND }),
  box('forest', { temperature: [0.4, 0.6], humidity: [0.3, 0.6], continentalness: LAND }),
  box('swamp', { temperature: [0.4, 0.6], humidity: [0.6, ALL], continentalness: LAND }),
  box('savanna', { temperature: [0.6, 0.8], humidity: [-ALL, 0.3], continentalness: LAND }),
  box('desert', { temperature: [0.8, ALL], humidity: [-ALL, 0.3], continentalness: LAND }),
  box('tropical_forest', { temperature: [0.6, ALL], humidity: [0.3, 0.6], continentalness: LAND }),
  box('jungle', { temperature: [0.6, ALL], humidity: [0.6, ALL], continentalness: LAND }),
];

// The squared distance outside the box on each axis (0 inside), added in axis order, plus offset².
function biomeDistance(b, p) {
  let d = 0;
  for (let a = 0; a < 6; a++) {
    const gap = p[a] < b.lo[a] ? b.lo[a] - p[a] : p[a] > b.hi[a] ? p[a] - b.hi[a] : 0;
    d += gap * gap;
  }
  return d + b.offset * b.offset;
}

// The smallest distance wins; a tie goes to the biome listed first (strictly smaller replaces the best).
function nearestBiome(biomes, p) {
  let best = 0, bestD = Infinity;
  for (let k = 0; k < biomes.length; k++) {
    const d = biomeDistance(biomes[k], p);
    if (d < bestD) (best = k), (bestD = d);
  }
  return best;
}

// A slice: temperature across, humidity up, 64 × 64 values from −0.125 in steps of 1.25 / 63, on land
// (continentalness 0.3, erosion, depth and weirdness 0).
function sliceMap(biomes) {
  const step = 1.25 / 63, map = [];
  for (let row = 0; row < 64; row++) {
    for (let col = 0; col < 64; col++) map.push(nearestBiome(biomes, [-0.125 + col * step, -0.125 + row * step, 0.3, 0, 0, 0]));
  }
  return map;
}

function labMap() {
  const map = sliceMap(BIOMES6);
  console.log(`plains wins ${map.filter((b) => b === 23).length} of ${map.length} samples`);
  return map;
}
