// Seeds lab, step 3: four chunks of endless regions, made in a shuffled order, pasted into one map.
#include <cstdint>
#include <vector>

#include "worldlab/endless.hpp"

std::vector<double> lab_map() {
  std::vector<double> map(64 * 48);
  const worldlab::EndlessRegionParams regions;  // cells 96 units, jitter 1, wobble 14, blend 10
  for (const auto& [cx, cy] : {std::pair{1, 1}, std::pair{0, 0}, std::pair{1, 0}, std::pair{0, 1}}) {
    const worldlab::Grid chunk{-300.0 + cx * 32 * 9, -200.0 + cy * 24 * 9, 9, 32, 24};
    std::vector<std::int32_t> nearest(chunk.size()), second(chunk.size());
    std::vector<double> weight(chunk.size());
    worldlab::fill_endless_regions(1, regions, chunk, nearest, second, weight);  // knows nothing of the others
    for (int k = 0; k < 32 * 24; ++k) map[(cy * 24 + k / 32) * 64 + cx * 32 + k % 32] = nearest[k] * 16.0 + second[k];
  }
  return map;
}
