// Density lab, step 2: the warp node — its input read at a point pushed by two fBm samples.
#include <functional>
#include <vector>

#include "worldlab/fractal.hpp"
#include "worldlab/grid.hpp"

using Node = std::function<double(double, double)>;

Node warp_node(Node input, std::int64_t seed, double strength, double scale) {
  return [input, table = worldlab::NoiseTable(seed), strength, scale](double x, double y) {
    const worldlab::FbmParams three{3};
    const double px = x + strength * worldlab::fbm2(table, x * scale, y * scale, three);
    const double py = y + strength * worldlab::fbm2(table, x * scale + 5.2, y * scale + 1.3, three);
    return input(px, py);
  };
}

std::vector<double> lab_map() {
  const worldlab::NoiseTable source(1 + 0);
  const Node height = [&](double x, double y) { return worldlab::fbm2(source, x * (1.0 / 110), y * (1.0 / 110), {5}); };
  const Node warped = warp_node(height, 1 + 4, 30, 0.006);
  std::vector<double> map(80 * 60);
  worldlab::fill_grid({0, 0, 4, 80, 60}, map, warped);
  return map;
}
