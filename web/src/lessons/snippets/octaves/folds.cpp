// Octaves lab, step 3: the lab's "Fold" control — each octave folded before it is added.
#include <vector>

#include "worldlab/terrain.hpp"

std::vector<double> lab_map() {
  worldlab::TerrainParams t;
  t.fbm.octave_fold = worldlab::Fold::kNone;  // kRidged: (1 − |n|)² · 2 − 1, kBillow: |n| · 2 − 1
  std::vector<double> map(256 * 256);
  worldlab::fill_terrain(1, t, worldlab::default_map_grid(256), map);
  // One value folded by hand: worldlab::ridged(n), worldlab::billow(n), worldlab::apply_fold(fold, n).
  return map;
}
