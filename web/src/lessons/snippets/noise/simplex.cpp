// Noise lab, step 4: one octave of the tutorial's 2D simplex noise over the lab's map.
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/noise.hpp"

std::vector<double> lab_map() {
  const worldlab::Grid grid{0, 0, 4.0 / 256, 256, 256};
  std::vector<double> map(grid.size());
  worldlab::fill_simplex2(1, grid, map);
  // The same, one sample at a time: build the table once, then ask for any point.
  const worldlab::NoiseTable table(1);
  if (worldlab::simplex2(table, 0.5, 0.25) != map[16 * 256 + 32]) map.clear();  // (0.5, 0.25) is col 32, row 16
  return map;
}
