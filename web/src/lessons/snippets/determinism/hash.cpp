// Determinism lab, step 1: the fingerprint of a preset's map, the same on every build of the core.
#include <cstdio>
#include <vector>

#include "worldlab/manifest.hpp"
#include "worldlab/terrain.hpp"

std::vector<double> lab_map() {
  const worldlab::TerrainPreset* preset = worldlab::find_terrain_preset("tutorial-fbm");
  const worldlab::Grid grid = worldlab::default_map_grid(256);
  std::vector<double> map(grid.size());
  worldlab::fill_terrain(1, preset->params, grid, map);
  // FNV-1a-64 over each double's 8 bytes, little-endian (manifest.hpp; linked from libworldlab_tools).
  std::printf("tutorial-fbm, seed 1: %s\n", worldlab::hex64(worldlab::fnv1a64(map)).c_str());
  return map;
}
