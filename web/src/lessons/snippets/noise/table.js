// Noise lab, step 1: one seed becomes a shuffled table of 0..255 (Park–Miller draws, Fisher–Yates swaps).
function parkMiller(seed) {
  let state = seed % 2147483647; // 2^31 − 1, a prime
  if (state <= 0) state += 2147483646; // 0 would stay 0 forever; negatives wrap into range
  return () => {
    state = (state * 16807) % 2147483647; // < 2^46: exact in a double
    return (state - 1) / 2147483646; // 0 <= value < 1
  };
}

function permutation(seed) {
  const draw = parkMiller(seed);
  const table = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(draw() * (i + 1)); // any of the slots not yet fixed
    [table[i], table[j]] = [table[j], table[i]];
  }
  return table.concat(table); // 512 entries: table[a + table[b]] never runs off the end
}

// Every map below is a grid: sample (col, row) sits at (x0 + col · step, y0 + row · step).
function fillGrid(grid, at) {
  const out = new Float64Array(grid.width * grid.height);
  for (let row = 0; row < grid.height; row++) {
    const y = grid.y0 + row * grid.step;
    for (let col = 0; col < grid.width; col++) out[row * grid.width + col] = at(grid.x0 + col * grid.step, y);
  }
  return out;
}

// The eight gradient directions the 2D noises pick from: four diagonals, then four axes.
const GRAD8 = [[1, 1], [-1, 1], [1, -1], [-1, -1], [1, 0], [-1, 0], [0, 1], [0, -1]];

function labMap() {
  return permutation(1).slice(0, 256); // seed 1's table
}
