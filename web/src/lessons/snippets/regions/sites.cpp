// Regions lab, step 1: the lab's 45 sites over the 320 × 240 map, and F1/F2 for one point.
#include <cstdio>
#include <vector>

#include "worldlab/regions.hpp"

std::vector<double> lab_map() {
  const std::vector<worldlab::Site> sites = worldlab::make_sites(45, 320, 240, 1);  // count, width, height, seed
  const worldlab::NearestTwo hit = worldlab::nearest_two(sites, 160, 120);
  std::printf("at (160, 120): site %d at %.2f, then site %d at %.2f\n", hit.nearest, hit.d1, hit.second, hit.d2);
  std::vector<double> flat;
  for (const worldlab::Site& s : sites) flat.insert(flat.end(), {s.x, s.y});
  return flat;
}
