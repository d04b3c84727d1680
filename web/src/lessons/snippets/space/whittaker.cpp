// Biome space, step 2: lab 4's 3 × 3 table as nine boxes (listed last cell first), looked up on lab 4's climate.
#include <vector>

#include "worldlab/lab_maps.hpp"
#include "worldlab/multi_noise.hpp"

std::vector<double> lab_map() {
  worldlab::lab::ClimateLabParams p;  // lab 4's map: the tutorial-fbm terrain, chill 0.6
  p.terrain = worldlab::find_terrain_preset("tutorial-fbm")->params;
  p.climate.chill = 0.6;
  const worldlab::Grid grid{0, 0, 1.0 / 320, 320, 240};
  std::vector<double> height(grid.size()), temperature(grid.size()), moisture(grid.size()), biome(grid.size());
  worldlab::lab::fill_climate_lab(1, p, grid, height, temperature, moisture, biome);
  // One box per cell; the outer bands and the four other axes open (±10⁶).
  const double all = 1e6, heat[] = {-all, 0.4, 0.6, all}, wet[] = {-all, 0.4, 0.6, all};
  std::vector<worldlab::BiomeBox> boxes;
  std::vector<int> cell;
  for (int row = 2; row >= 0; --row) {
    for (int col = 2; col >= 0; --col) {
      worldlab::BiomeBox b;
      b.lo.fill(-all);
      b.hi.fill(all);
      b.lo[0] = heat[row], b.hi[0] = heat[row + 1];  // temperature
      b.lo[1] = wet[col], b.hi[1] = wet[col + 1];    // humidity
      boxes.push_back(b);
      cell.push_back(row * 3 + col);
    }
  }
  std::vector<double> map(grid.size());
  for (std::size_t i = 0; i < map.size(); ++i)
    map[i] = height[i] > 0 ? cell[worldlab::nearest_biome_scan(boxes, {temperature[i], moisture[i], 0, 0, 0, 0})] : -1;
  return map;
}
