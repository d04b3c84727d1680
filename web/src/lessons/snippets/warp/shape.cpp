// Warp lab, step 3: the lab's "Shape" — a fold of the final, warped value (not of each octave).
#include <vector>

#include "worldlab/terrain.hpp"

std::vector<double> lab_map() {
  worldlab::TerrainParams t;
  t.fbm.octaves = 4;
  t.warp = {1.0, 0.35, 1};          // strength, frequency, levels
  t.shape = worldlab::Fold::kNone;  // kRidged: winding ranges; kBillow: dunes
  std::vector<double> map(256 * 256);
  worldlab::fill_terrain(1, t, worldlab::default_map_grid(256), map);
  return map;
}
