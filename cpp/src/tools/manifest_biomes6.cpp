// Manifest entries of the six-parameter biomes (issue 26): the default table's answers over sweeps of two axes, and
// the multi-noise-world graph's biome and fields (its area nodes prepared by every build).
#include <string>
#include <vector>

#include "manifest_registry.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/multi_noise.hpp"

namespace worldlab::manifest_detail {

void add_biomes6_entries(ManifestBuilder& b) {
  std::vector<BiomeBox> boxes;
  for (const MultiNoiseBiome& m : default_multi_noise_biomes()) boxes.push_back(m.box);
  const MultiNoiseTree tree(boxes);
  // Temperature × humidity on land (continentalness 0.3), then continentalness × erosion at 0.5, 0.5: 64 × 64 each,
  // a little beyond the fields' ranges (faces hit exactly at multiples of 1/32 · 1.25).
  const Grid sweep{-0.125, -0.125, 1.25 / 63, 64, 64};
  b.grid_entry("biomes6.default.temperature_humidity", sweep, [&](double x, double y) {
    return static_cast<double>(tree.nearest({x, y, 0.3, 0.0, 0.0, 0.0}));
  });
  const Grid wide{-1.25, -1.5, 8.0 / 63, 64, 64};
  b.grid_entry("biomes6.default.continentalness_erosion", wide, [&](double x, double y) {
    return static_cast<double>(tree.nearest({0.5, 0.5, x * 0.3125, y, 0.0, 0.0}));
  });
  // The shipped world at 128 x 128 over its square and beyond.
  const CompiledGraph world(graph_preset("multi-noise-world"), 1);
  const Grid view{-0.125, -0.125, 1.25 / 127, 128, 128};
  for (const char* output : {"biome", "temperature", "humidity", "continentalness", "erosion", "weirdness"}) {
    std::vector<double> out(view.size());
    fill_graph_node(world, world.output_node(output), view, out);
    b.add(std::string("graph.multi-noise-world.") + output + "/seed=1/view", out);
  }
}

}  // namespace worldlab::manifest_detail
