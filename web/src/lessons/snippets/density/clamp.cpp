// Density lab, step 3: the clamp node on the warped field (floor −0.30, ceiling 0.40).
#include <algorithm>
#include <functional>
#include <vector>

#include "worldlab/fractal.hpp"
#include "worldlab/grid.hpp"

using Node = std::function<double(double, double)>;

Node clamp_node(Node input, double low, double high) {
  return [=](double x, double y) { return std::min(high, std::max(low, input(x, y))); };
}

std::vector<double> lab_map() {
  const worldlab::NoiseTable source(1 + 0), push(1 + 4);
  const worldlab::FbmParams five{5}, three{3};
  const Node warped = [&](double x, double y) {
    const double px = x + 30 * worldlab::fbm2(push, x * 0.006, y * 0.006, three);
    const double py = y + 30 * worldlab::fbm2(push, x * 0.006 + 5.2, y * 0.006 + 1.3, three);
    return worldlab::fbm2(source, px * (1.0 / 110), py * (1.0 / 110), five);
  };
  std::vector<double> map(80 * 60);
  worldlab::fill_grid({0, 0, 4, 80, 60}, map, clamp_node(warped, -0.3, 0.4));
  return map;
}
