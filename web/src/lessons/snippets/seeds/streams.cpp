// Seeds lab, step 2: the seed of every system's stream in 16 × 16 chunks around the origin.
#include <vector>

#include "worldlab/random.hpp"

std::vector<double> lab_map() {
  std::vector<double> seeds;
  for (std::uint32_t system = 1; system <= 5; ++system)  // kTerrain, kClimate, kRegions, kPlacement, kCaves
    for (int cy = -8; cy < 8; ++cy)
      for (int cx = -8; cx < 8; ++cx)
        seeds.push_back(worldlab::stream_seed(1, static_cast<worldlab::System>(system), cx, cy));
  // A chunk's generator: worldlab::Mulberry32 trees = worldlab::stream(1, worldlab::System::kPlacement, cx, cy);
  return seeds;
}
