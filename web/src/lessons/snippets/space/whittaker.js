// Biome space, step 2: lab 4's 3 × 3 table is nine boxes on two axes, the other four left open.
// The cells are listed from the last to the first: a value on a limit lies on the face of two boxes, both at
// distance 0, and the first listed (the higher band) wins, as pickBiome's t >= limit does.
function tableBoxes(heatLimits, wetLimits) {
  const heat = [-ALL, ...heatLimits, ALL], wet = [-ALL, ...wetLimits, ALL];
  const cells = [];
  for (let row = heat.length - 2; row >= 0; row--) {
    for (let col = wet.length - 2; col >= 0; col--) {
      const cell = row * (wet.length - 1) + col; // lab 4's index: cold → hot, dry → wet
      cells.push({ cell, box: box(`cell ${cell}`, { temperature: [heat[row], heat[row + 1]], humidity: [wet[col], wet[col + 1]] }) });
    }
  }
  return cells;
}

function labMap() {
  const { height, temperature, moisture } = climateLab(1, 0.6);
  const cells = tableBoxes([0.4, 0.6], [0.4, 0.6]);
  const boxes = cells.map((c) => c.box);
  // The nearest box on land, −1 on water: lab 4's biome map, sample for sample.
  return height.map((h, i) => (h > 0 ? cells[nearestBiome(boxes, [temperature[i], moisture[i], 0, 0, 0, 0])].cell : -1));
}
