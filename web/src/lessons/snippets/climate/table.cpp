// Climate lab, step 2: the lab's biome map — the 3 × 3 table looked up on land, −1 on water.
#include <vector>

#include "worldlab/biome_table.hpp"
#include "worldlab/lab_maps.hpp"

std::vector<double> lab_map() {
  worldlab::lab::ClimateLabParams p;  // world 320 wide, climate at · 0.004, limits 0.4 and 0.6 on both axes
  p.terrain = worldlab::find_terrain_preset("tutorial-fbm")->params;
  p.climate.chill = 0.6;
  p.heat_limits = {0.4, 0.6};  // the table's two horizontal lines
  p.wet_limits = {0.4, 0.6};   // and its two vertical ones
  const worldlab::Grid grid{0, 0, 1.0 / 320, 320, 240};
  std::vector<double> height(grid.size()), temperature(grid.size()), moisture(grid.size()), biome(grid.size());
  worldlab::lab::fill_climate_lab(1, p, grid, height, temperature, moisture, biome);
  // Names: worldlab::tutorial_biome_table().names[biome]; one lookup: worldlab::pick_biome(t, m, heat, wet).
  return biome;
}
