// Regions lab, step 2: each of the 45 regions takes the biome of the climate at its site.
#include <vector>

#include "worldlab/regions.hpp"

std::vector<double> lab_map() {
  const std::vector<worldlab::Site> sites = worldlab::make_sites(45, 320, 240, 1);
  const worldlab::ClimateTables climate(1);  // heat from seed + 1, moisture from seed + 2
  worldlab::RegionClimateParams lookup;      // climate noise at site · 0.004, chill 0.5
  const std::vector<int> biomes = worldlab::region_biomes(sites, climate, {}, lookup);  // {}: height 0 at every site
  return std::vector<double>(biomes.begin(), biomes.end());                             // 0 Tundra .. 8 Rainforest
}
