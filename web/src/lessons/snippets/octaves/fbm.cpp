// Octaves lab, step 1: the lab's default map — six octaves of simplex fBm, 3 cycles across 256 samples.
#include <vector>

#include "worldlab/terrain.hpp"

std::vector<double> lab_map() {
  worldlab::TerrainParams t;
  t.frequency = 3;                                              // cycles of the first octave across the map
  t.fbm.basis = worldlab::Basis::kSimplex;                      // or kPerlin, kValue
  t.fbm.octaves = 6;                                            // 1..16
  t.fbm.lacunarity = 2;                                         // frequency × this per octave
  t.fbm.persistence = 0.5;                                      // amplitude × this per octave (the lab's "gain")
  const worldlab::Grid grid = worldlab::default_map_grid(256);  // u, v in [0, 1) in 256 steps
  std::vector<double> map(grid.size());
  worldlab::fill_terrain(1, t, grid, map);
  return map;
}
