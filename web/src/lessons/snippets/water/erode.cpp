// Water lab, step 3: 40 steps of the stream-power law (implicit, Braun–Willett) with hillslope diffusion.
#include <vector>

#include "worldlab/islands_climate.hpp"
#include "worldlab/water.hpp"

namespace wl = worldlab;

std::vector<double> lab_map() {
  const wl::islands::ClimateMap m = wl::islands::make_recipe_map(1, wl::islands::Recipe{}, 256);
  const wl::water::RasterShape shape{256, 256, 1.0 / 256};
  std::vector<double> height = m.height, rain(shape.cells(), 1.0);
  wl::water::ErosionParams p;
  p.steps = 40;
  p.dt = 1;             // one time unit per step
  p.k = 0.01;           // erodibility K
  p.m = 0.5;            // dh/dt = U − K A^m S^n with n = 1
  p.n = 1;
  p.uplift = 0.0005;    // U
  p.diffusion = 1e-6;   // Kd, map units² per step
  p.sea_level = m.threshold;
  wl::water::erode(shape, height, rain, p);
  return height;
}
