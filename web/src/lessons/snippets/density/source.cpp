// Density lab, step 1: the stack's source — 5 octaves of simplex fBm, features about 110 pixels across.
#include <functional>
#include <vector>

#include "worldlab/fractal.hpp"
#include "worldlab/grid.hpp"

using Node = std::function<double(double, double)>;  // a field: position in, number out

Node simplex_node(std::int64_t seed, double scale, int octaves) {
  return [table = worldlab::NoiseTable(seed), scale, fbm = worldlab::FbmParams{octaves}](double x, double y) {
    return worldlab::fbm2(table, x * scale, y * scale, fbm);
  };
}

std::vector<double> lab_map() {
  const Node height = simplex_node(1 + 0, 1.0 / 110, 5);
  const worldlab::Grid preview{0, 0, 4, 80, 60};  // the lab's preview: every 4th pixel of 320 × 240
  std::vector<double> map(preview.size());
  worldlab::fill_grid(preview, map, height);
  return map;
}
