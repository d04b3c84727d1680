// New world lab, step 3: the map the lab paints — blended region colours on land, water shaded by depth.
#include <vector>

#include "worldlab/world.hpp"

std::vector<double> lab_map() {
  worldlab::WorldParams p;
  p.regions.cell_size = 96;          // one region cell per 96 world units
  p.regions.blend.wobble = 14;       // border wobble, world units
  p.regions.blend.blend_width = 10;  // blend depth, world units
  const worldlab::WorldMap world = worldlab::generate_world(1, {0, 0, 2, 320, 240}, p);
  // world.biome[i]: 0..8 (the 3 × 3 table), −1 on water; world.weight[i]: 0.5 on a border .. 1.
  return std::vector<double>(world.rgb.begin(), world.rgb.end());  // r, g, b bytes per sample
}
