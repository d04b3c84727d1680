// Biome space, step 3: the default table with an offset of 0.05 on plains, over the same slice.
#include <cstdio>
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/multi_noise.hpp"

std::vector<double> lab_map() {
  std::vector<worldlab::BiomeBox> boxes;
  for (const worldlab::MultiNoiseBiome& b : worldlab::default_multi_noise_biomes()) {
    boxes.push_back(b.box);
    if (b.name == "plains") boxes.back().offset = 0.05;  // offset² = 0.0025 added to its distance everywhere
  }
  const worldlab::Grid slice{-0.125, -0.125, 1.25 / 63, 64, 64};
  std::vector<double> map;
  for (int row = 0; row < slice.height; ++row)
    for (int col = 0; col < slice.width; ++col)
      map.push_back(worldlab::nearest_biome_scan(boxes, {slice.x(col), slice.y(row), 0.3, 0.0, 0.0, 0.0}));
  int plains = 0;
  for (double b : map) plains += b == 23;
  std::printf("plains wins %d of %zu samples\n", plains, map.size());
  return map;
}
