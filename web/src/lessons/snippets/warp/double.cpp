// Warp lab, step 2: levels 2 — the offset is read a second time where the first offset sent the point.
#include <vector>

#include "worldlab/fractal.hpp"
#include "worldlab/grid.hpp"

std::vector<double> lab_map() {
  const worldlab::NoiseTable table(1);
  const worldlab::FbmParams fbm{4};                      // 4 octaves, gain 0.5, lacunarity 2, simplex
  const worldlab::WarpParams warp{1.0, 0.35, 1};         // strength, frequency, levels: the lab's start
  const worldlab::Grid grid{0, 0, 3.0 / 256, 256, 256};  // noise units: 3 cycles across 256 samples
  std::vector<double> map(grid.size());
  worldlab::fill_domain_warp(1, warp, fbm, grid, map);
  // The same sample by hand: fbm2 read at the point warp_point sends (x, y) to.
  const worldlab::Point2 q = worldlab::warp_point(table, grid.x(100), grid.y(50), warp, fbm);
  if (worldlab::fbm2(table, q.x, q.y, fbm) != map[50 * 256 + 100]) map.clear();
  return map;
}
