// New world lab, step 2: the temperature layer, from climate_at at each sample with its own height.
#include "worldlab/climate.hpp"

#include <vector>

#include "worldlab/graph.hpp"
#include "worldlab/world.hpp"

std::vector<double> lab_map() {
  const worldlab::WorldParams p;
  const worldlab::CompiledGraph world(worldlab::world_graph(p), 1);  // the hero world as a graph, seed 1
  worldlab::PointEvaluator height(world, "height");                  // its height node at any point
  const worldlab::ClimateTables climate(1);                          // heat: seed + 1, wet: seed + 2
  worldlab::TutorialClimateParams chill;                             // chill 0.5
  std::vector<double> temperature(320 * 240);
  worldlab::fill_grid({0, 0, 2, 320, 240}, temperature, [&](double x, double y) {
    const double h = height(x, y);
    return worldlab::climate_at(climate, x * 0.004, y * 0.004, h, chill).temperature;
  });
  return temperature;
}
