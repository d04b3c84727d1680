// Noise lab, step 1: the shuffled table of seed 1, as every noise of the core builds it.
#include <vector>

#include "worldlab/noise.hpp"
#include "worldlab/random.hpp"

std::vector<double> lab_map() {
  const auto table = worldlab::seeded_permutation(1);  // 256 entries, 0..255, each once
  // NoiseTable keeps the doubled copy (512 entries) that the noises read: worldlab::NoiseTable noise(1);
  return std::vector<double>(table.begin(), table.end());
}
