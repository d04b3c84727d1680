// Octaves lab, step 4: sea level and the island mask, and the share of the map that is land.
#include <cstdio>
#include <vector>

#include "worldlab/terrain.hpp"

std::vector<double> lab_map() {
  worldlab::TerrainParams t;
  t.sea_level = 0;            // the lab's "Sea level": heights above it are land
  t.mask.falloff = 0.6;       // height removed at the middle of each edge, growing with the distance²
  const bool island = false;  // the lab's "Island mask"
  const worldlab::Grid grid = worldlab::default_map_grid(256);
  std::vector<double> plain(grid.size()), masked(grid.size());
  worldlab::fill_terrain(1, t, grid, plain);
  t.island = true;
  worldlab::fill_terrain(1, t, grid, masked);
  std::printf("land at sea level %g: %.1f %% with the mask, %.1f %% without\n", t.sea_level,
              100 * worldlab::land_share(masked, t.sea_level), 100 * worldlab::land_share(plain, t.sea_level));
  return island ? masked : plain;
}
