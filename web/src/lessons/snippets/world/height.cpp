// New world lab, step 1: the hero world's height layer — one call, every layer; here the height.
#include <vector>

#include "worldlab/world.hpp"

std::vector<double> lab_map() {
  const worldlab::Grid view{0, 0, 2, 320, 240};  // 320 × 240 samples, 2 world units apart
  worldlab::WorldParams p;                       // height_scale 0.004, 5 octaves, warp {1, 0.35, 1}, sea −0.05
  const worldlab::WorldMap world = worldlab::generate_world(1, view, p);
  // One point: worldlab::PointEvaluator(worldlab::CompiledGraph(worldlab::world_graph(p), 1), "height")(x, y).
  return world.height;
}
