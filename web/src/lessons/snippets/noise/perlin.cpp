// Noise lab, step 3: one octave of improved Perlin noise (2D, eight gradients) over the lab's map.
#include <vector>

#include "worldlab/grid.hpp"

std::vector<double> lab_map() {
  const worldlab::Grid grid{0, 0, 4.0 / 256, 256, 256};
  std::vector<double> map(grid.size());
  worldlab::fill_perlin2(1, grid, map);
  // One sample: worldlab::perlin2(worldlab::NoiseTable(1), x, y); exactly 0 where x and y are whole.
  return map;
}
