// Fills one terrain map with the installed worldlab and prints its FNV-1a-64 hash, as `worldlab hash` does.
// Usage: terrain_hash [PRESET [SEED [SIZE]]]   (defaults: warp-single 1 256)
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <vector>
#include <worldlab/hash.hpp>
#include <worldlab/terrain.hpp>

int main(int argc, char** argv) {
  const char* preset_id = argc > 1 ? argv[1] : "warp-single";
  const long long seed = argc > 2 ? std::strtoll(argv[2], nullptr, 10) : 1;
  const int size = argc > 3 ? std::atoi(argv[3]) : 256;
  const worldlab::TerrainPreset* preset = worldlab::find_terrain_preset(preset_id);
  if (!preset) {
    std::fprintf(stderr, "unknown preset %s\n", preset_id);
    return 1;
  }
  try {
    const worldlab::Grid grid = worldlab::default_map_grid(size);  // u, v in [0, 1), size × size samples
    std::vector<double> heights(grid.size());
    worldlab::fill_terrain(seed, preset->params, grid, heights);
    std::printf("%s\n", worldlab::hex64(worldlab::fnv1a64(heights)).c_str());
  } catch (const std::exception& e) {  // worldlab::InvalidArgument names the bad argument
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
  }
  return 0;
}
