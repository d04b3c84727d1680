// Climate lab, step 1: the lab's temperature layer — heat noise (seed + 1), chilled by the height above sea level.
#include <vector>

#include "worldlab/climate.hpp"
#include "worldlab/terrain.hpp"

std::vector<double> lab_map() {
  const worldlab::Grid map_grid{0, 0, 1.0 / 320, 320, 240};  // map units: u = 1 is the map's width
  std::vector<double> height(map_grid.size()), temperature(map_grid.size()), moisture(map_grid.size());
  worldlab::fill_terrain(1, worldlab::find_terrain_preset("tutorial-fbm")->params, map_grid, height);
  // The same samples in climate noise units: u · 320 pixels · 0.004 (slow, regional change).
  const double k = 320 * 0.004;
  const worldlab::Grid noise_grid{0, 0, map_grid.step * k, 320, 240};
  worldlab::TutorialClimateParams climate;
  climate.chill = 0.6;  // the lab's "Mountain chill": temperature lost per unit of height
  worldlab::fill_tutorial_climate(1, climate, noise_grid, height, temperature, moisture);
  // One point: worldlab::climate_at(worldlab::ClimateTables(1), x, y, height, climate).temperature
  return temperature;
}
