// Water lab, step 1: fill the pits and route the flow on lab 7's terrain (the Islands preset), 256².
#include <cstdint>
#include <vector>

#include "worldlab/islands_climate.hpp"
#include "worldlab/water.hpp"

namespace wl = worldlab;

std::vector<double> lab_map() {
  const wl::islands::ClimateMap m = wl::islands::make_recipe_map(1, wl::islands::Recipe{}, 256);
  const wl::water::RasterShape shape{256, 256, 1.0 / 256};  // the map is one unit across
  std::vector<double> filled(shape.cells());
  std::vector<std::uint32_t> receivers(shape.cells()), stack(shape.cells());
  // Cells at or below the sea level are outlets, as the edge is: rivers end at the coast.
  wl::water::route_flow(shape, m.height, {filled, receivers, stack}, m.threshold);
  return filled;
}
