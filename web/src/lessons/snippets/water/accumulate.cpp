// Water lab, step 2: the drainage area of every cell, summed along the stack, with the same rain everywhere.
#include <cstdint>
#include <vector>

#include "worldlab/islands_climate.hpp"
#include "worldlab/water.hpp"

namespace wl = worldlab;

std::vector<double> lab_map() {
  const wl::islands::ClimateMap m = wl::islands::make_recipe_map(1, wl::islands::Recipe{}, 256);
  const wl::water::RasterShape shape{256, 256, 1.0 / 256};
  std::vector<double> filled(shape.cells()), rain(shape.cells(), 1.0), area(shape.cells());
  std::vector<std::uint32_t> receivers(shape.cells()), stack(shape.cells());
  wl::water::route_flow(shape, m.height, {filled, receivers, stack}, m.threshold);
  wl::water::accumulate(shape, receivers, stack, rain, area);  // map units² of rain through each cell
  return area;
}
