// Warp lab, step 1: the lab's start — one warp level, strength 1, warp frequency 0.35, 4 octaves.
#include <vector>

#include "worldlab/terrain.hpp"

std::vector<double> lab_map() {
  worldlab::TerrainParams t;
  t.fbm.octaves = 4;
  t.warp.levels = 1;        // 0: plain fBm, 1: fbm(p + s·q), 2: q read again at the pushed point
  t.warp.strength = 1;      // how far points move, in noise units
  t.warp.frequency = 0.35;  // size of the bends: below 1 sweeping, above 1 crinkled
  std::vector<double> map(256 * 256);
  worldlab::fill_terrain(1, t, worldlab::default_map_grid(256), map);
  // Where one point goes: worldlab::warp_point(worldlab::NoiseTable(1), x, y, t.warp, t.fbm).
  return map;
}
