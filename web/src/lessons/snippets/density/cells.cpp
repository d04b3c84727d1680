// Density lab, step 4: the whole default stack — fBm → warp → clamp → mix 0.35 with a cell source.
#include <algorithm>
#include <functional>
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/regions.hpp"

using Node = std::function<double(double, double)>;

Node cell_node(std::int64_t seed, int count, double width, double height, double radius) {
  return [sites = worldlab::make_sites(count, width, height, seed), radius](double x, double y) {
    return 1 - 2 * std::min(1.0, worldlab::nearest_two(sites, x, y).d1 / radius);
  };
}

Node mix_node(Node a, Node b, double amount) {
  return [=](double x, double y) {
    const double va = a(x, y);
    return va + (b(x, y) - va) * amount;
  };
}

std::vector<double> lab_map() {
  const worldlab::NoiseTable source(1 + 0), push(1 + 4);
  const worldlab::FbmParams five{5}, three{3};
  const Node clamped = [&](double x, double y) {
    const double px = x + 30 * worldlab::fbm2(push, x * 0.006, y * 0.006, three);
    const double py = y + 30 * worldlab::fbm2(push, x * 0.006 + 5.2, y * 0.006 + 1.3, three);
    return std::min(0.4, std::max(-0.3, worldlab::fbm2(source, px * (1.0 / 110), py * (1.0 / 110), five)));
  };
  const Node terrain = mix_node(clamped, cell_node(1 + 7, 12, 320, 240, 90), 0.35);
  std::vector<double> map(320 * 240);
  worldlab::fill_grid({0, 0, 1, 320, 240}, map, terrain);
  return map;
}
