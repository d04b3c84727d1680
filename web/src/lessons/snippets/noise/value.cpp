// Noise lab, step 2: one octave of value noise over the lab's map (seed 1, 4 lattice cells across).
#include <vector>

#include "worldlab/grid.hpp"

std::vector<double> lab_map() {
  const double cells = 4;                                  // the lab's "cells" slider
  const worldlab::Grid grid{0, 0, cells / 256, 256, 256};  // x0, y0, step, width, height
  std::vector<double> map(grid.size());
  worldlab::fill_value2(1, grid, map);  // map[row * 256 + col]
  return map;
}
