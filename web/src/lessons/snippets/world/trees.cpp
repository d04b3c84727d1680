// New world lab, step 4: the trees of the view — Poisson-disk placement per chunk, by the biome underneath.
#include <cstdio>
#include <vector>

#include "worldlab/world.hpp"

std::vector<double> lab_map() {
  worldlab::WorldParams p;
  p.trees.chunk_size = 128;  // world units per placement chunk, each with its own stream
  p.trees.attempts = 30;     // Bridson's k: tries around each active tree before it retires
  // p.trees.spacing[b]: minimum distance between trees in biome b (Rainforest 4 .. Savanna 22, Desert 0).
  const worldlab::WorldMap world = worldlab::generate_world(1, {0, 0, 2, 320, 240}, p);
  std::printf("%zu trees in the view\n", world.trees.size());
  std::vector<double> flat;
  for (const worldlab::PlacedPoint& t : world.trees) flat.insert(flat.end(), {t.x, t.y, static_cast<double>(t.biome)});
  return flat;
}
