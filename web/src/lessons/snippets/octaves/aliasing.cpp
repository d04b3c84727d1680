// Octaves lab, step 2: how many samples the finest octave gets — below about two it only aliases.
#include <cstdio>
#include <vector>

#include "worldlab/terrain.hpp"

std::vector<double> lab_map() {
  worldlab::TerrainParams t;  // the lab's defaults: 3 cycles, 6 octaves, lacunarity 2, gain 0.5
  const int side = 256;
  double finest = t.frequency;
  for (int k = 1; k < t.fbm.octaves; ++k) finest *= t.fbm.lacunarity;  // as fbm2 builds its frequencies
  const double per_cycle = side / finest;
  std::printf("finest octave: %g cycles across, %.2f samples per cycle%s\n", finest, per_cycle,
              per_cycle < 2 ? " - below 2: it can only alias" : "");
  std::vector<double> map(static_cast<std::size_t>(side) * side);
  worldlab::fill_terrain(1, t, worldlab::default_map_grid(side), map);
  return map;
}
