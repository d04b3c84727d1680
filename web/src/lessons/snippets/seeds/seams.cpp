// Seeds lab, step 4: two chunks of the octaves lab's map made separately, in world coordinates, then joined.
#include <vector>

#include "worldlab/terrain.hpp"

std::vector<double> lab_map() {
  const worldlab::TerrainParams t;  // simplex, 3 cycles across, 6 octaves: the octaves lab's map
  std::vector<double> map(256 * 256), chunk(128 * 256);
  for (int cx : {1, 0}) {  // any order
    // World coordinates: chunk cx starts at u = cx · 128 / 256. Starting every chunk at 0 makes a seam.
    const worldlab::Grid grid{cx * 128 / 256.0, 0, 1.0 / 256, 128, 256};
    worldlab::fill_terrain(1, t, grid, chunk);
    for (int row = 0; row < 256; ++row)
      for (int col = 0; col < 128; ++col) map[row * 256 + cx * 128 + col] = chunk[row * 128 + col];
  }
  return map;
}
