// Climate lab, step 1: the lab's temperature layer — heat noise (seed + 1), chilled by the height above sea level.
#include <cstddef>
#include <vector>

#include "worldlab/climate.hpp"
#include "worldlab/terrain.hpp"

std::vector<double> lab_map() {
  const worldlab::Grid map_grid{0, 0, 1.0 / 320, 320, 240};  // map units: u = 1 is the map's width
  std::vector<double> height(map_grid.size()), temperature(map_grid.size());
  worldlab::fill_terrain(1, worldlab::find_terrain_preset("tutorial-fbm")->params, map_grid, height);
  // Each sample's climate is read at (u, v) · 320 pixels · 0.004 (slow, regional change).
  const double k = 320 * 0.004;
  const worldlab::ClimateTables tables(1);  // heat: seed + 1, wet: seed + 2
  worldlab::TutorialClimateParams climate;
  climate.chill = 0.6;  // the lab's "Mountain chill": temperature lost per unit of height
  for (int row = 0; row < map_grid.height; ++row) {
    for (int col = 0; col < map_grid.width; ++col) {
      const std::size_t i = static_cast<std::size_t>(row) * 320 + static_cast<std::size_t>(col);
      temperature[i] =
          worldlab::climate_at(tables, map_grid.x(col) * k, map_grid.y(row) * k, height[i], climate).temperature;
    }
  }
  return temperature;
}
