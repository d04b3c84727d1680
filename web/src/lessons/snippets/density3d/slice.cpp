// 3D density lab, step 1: a vertical slice of density — 3D simplex plus (y − ground) · falloff, y downwards.
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/noise.hpp"

std::vector<double> lab_map() {
  const worldlab::NoiseTable caves(1 + 5);
  const double scale = 0.03, z = 0, ground = 120, falloff = 0.02;
  const worldlab::Grid slice{0, 0, 1, 320, 240};  // x across, y down: 240 units of depth
  std::vector<double> density(slice.size());
  worldlab::fill_grid(slice, density, [&](double x, double y) {
    return worldlab::simplex3(caves, x * scale, y * scale, z * scale) + (y - ground) * falloff;  // > 0: rock
  });
  return density;
}
