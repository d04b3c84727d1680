// Climate lab, step 2: the biome table — temperature picks the row, moisture the column, limits move the lines.
const TUTORIAL_BIOMES = ['Tundra', 'Taiga', 'Snowy Forest', 'Plains', 'Forest', 'Swamp', 'Desert', 'Savanna', 'Rainforest'];

function pickBiome(t, m, heatLimits, wetLimits) {
  let row = 0;
  while (row < heatLimits.length && t >= heatLimits[row]) row++; // how many lines the temperature passes
  let col = 0;
  while (col < wetLimits.length && m >= wetLimits[col]) col++;
  return row * (wetLimits.length + 1) + col; // cell index, row by row: cold → hot, dry → wet
}

function labMap() {
  const { height, temperature, moisture } = climateLab(1, 0.6);
  const heatLimits = [0.4, 0.6], wetLimits = [0.4, 0.6]; // the four draggable lines
  return height.map((h, i) => (h > 0 ? pickBiome(temperature[i], moisture[i], heatLimits, wetLimits) : -1)); // −1: water
}
