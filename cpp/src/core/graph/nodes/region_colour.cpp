// Node "region_colour": one channel (0..255) of the hero world's map colour: the two regions' biome colours
// blended by the weight on land, the sea shaded by depth below the sea level.
#include "../node_util.hpp"
#include "worldlab/regions.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"height", "the terrain height"},
                                 {"nearest", "the nearest region's biome (0..8)"},
                                 {"second", "the second region's biome (0..8)"},
                                 {"weight", "how much of the nearest region (0.5 .. 1)"}};
constexpr std::string_view kChannels[] = {"red", "green", "blue"};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  const int channel = static_cast<int>(b.params[0]);
  return sample_kernel([channel, sea = b.params[1]](const NodeEval& e, std::size_t i) -> double {
    return world_colour_channel(channel, e.inputs[0][i], sea, e.inputs[1][i], e.inputs[2][i], e.inputs[3][i]);
  });
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_region_colour() {
  using namespace WORLDLAB_UNITY_ID;
  static const ParamInfo params[] = {{.id = "channel",
                                      .type = ParamType::kChoice,
                                      .description = "which colour channel",
                                      .choices = kChannels,
                                      .default_value = 0},
                                     {.id = "sea_level",
                                      .type = ParamType::kNumber,
                                      .min = -2,
                                      .max = 2,
                                      .step = 0.01,
                                      .unit = "height units",
                                      .description = "heights at or below it are water, shaded by depth",
                                      .default_value = -0.05}};
  static const NodeType type{"region_colour", "one channel of the hero world's colours (regions blended, sea shaded)",
                             kInputs,         params,
                             build,           nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
