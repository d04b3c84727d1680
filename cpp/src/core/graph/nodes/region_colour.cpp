// Node "region_colour": one channel (0..255) of the hero world's map colour: the two regions' biome colours
// blended by the weight on land, the sea shaded by depth below the sea level.
#include <cmath>

#include "../node_util.hpp"
#include "worldlab/biome_table.hpp"
#include "worldlab/regions.hpp"

namespace worldlab::graph_detail {
namespace {

constexpr InputInfo kInputs[] = {{"height", "the terrain height"},
                                 {"nearest", "the nearest region's biome (0..8)"},
                                 {"second", "the second region's biome (0..8)"},
                                 {"weight", "how much of the nearest region (0.5 .. 1)"}};
constexpr std::string_view kChannels[] = {"red", "green", "blue"};

// A biome's colour; a value that is not a biome index (NaN, out of range, fractional) is black.
Rgb colour_of(double biome) {
  const auto& colours = tutorial_biome_table().colours;
  if (!(biome >= 0 && biome < static_cast<double>(colours.size())) || std::floor(biome) != biome) return {0, 0, 0};
  return colours[static_cast<std::size_t>(biome)];
}

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  const int channel = static_cast<int>(b.params[0]);
  return sample_kernel([channel, sea = b.params[1]](const NodeEval& e, std::size_t i) -> double {
    const double h = e.inputs[0][i];
    if (h <= sea) {
      // Water: deeper is darker; the channel is truncated to a byte as the map stores it.
      const double depth = std::min(1.0, (sea - h) * 2.0);
      const double water[3] = {40 - 30 * depth, 110 - 70 * depth, 200 - 90 * depth};
      return std::trunc(water[channel]);
    }
    const MixedColour mix = blend_rgb(colour_of(e.inputs[2][i]), colour_of(e.inputs[1][i]), e.inputs[3][i]);
    const double c = channel == 0 ? mix.r : channel == 1 ? mix.g : mix.b;
    return std::floor(c + 0.5);  // round half up to a byte only at the very end
  });
}

}  // namespace

const NodeType& node_type_region_colour() {
  static const ParamInfo params[] = {
      {.id = "channel",
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
                             kInputs, params, build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
