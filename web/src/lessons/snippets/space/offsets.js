// Biome space, step 3: an offset adds offset² to a biome's distance everywhere, inside its box too, so it wins only
// where every other box is farther than the offset. Plains with an offset of 0.05 lose a band along their borders.
function labMap() {
  const biomes = BIOMES6.map((b) => (b.name === 'plains' ? { ...b, offset: 0.05 } : b));
  const map = sliceMap(biomes);
  console.log(`plains wins ${map.filter((b) => b === 23).length} of ${map.length} samples`);
  return map;
}
