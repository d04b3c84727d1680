// Seeds lab, step 1: mulberry32 from seed 1, 4096 draws (the lab's 64 × 64 "static").
#include <vector>

#include "worldlab/random.hpp"

std::vector<double> lab_map() {
  worldlab::Mulberry32 rng(1);  // 32 bits of state, nothing hidden
  std::vector<double> draws(4096);
  for (double& d : draws) d = rng.next_float();  // floats in [0, 1) with 24 random bits
  return draws;
}
