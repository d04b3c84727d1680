// Node "depth": how far below the surface a point is for the six-parameter biomes (caves): gain · (surface − z)
// with z up, or gain · (y − surface) on vertical slices whose y grows downwards (density3d's). 0 at the surface.
#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"surface", "the surface's height (z) or world y (slices); a constant for flat maps"}};
constexpr std::string_view kAxes[] = {"z", "y"};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  const double gain = b.params[1];
  if (b.params[0] == 0.0)
    return sample_kernel([gain](const NodeEval& e, std::size_t i) { return gain * (e.inputs[0][i] - e.at.z[i]); });
  return sample_kernel([gain](const NodeEval& e, std::size_t i) { return gain * (e.at.y[i] - e.inputs[0][i]); });
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_depth() {
  using namespace WORLDLAB_UNITY_ID;
  static const ParamInfo params[] = {
      {.id = "axis", .type = ParamType::kChoice,
       .description = "z: the vertical is z, up (stacked maps); y: the vertical is y, down (vertical slices)",
       .choices = kAxes, .default_value = 0},
      {.id = "gain", .min = -1e9, .max = 1e9, .unit = "per world unit",
       .description = "depth per world unit below the surface", .default_value = 0.01}};
  static const NodeType type{"depth", "six-parameter biomes: 0 at the surface, growing below it (caves)", kInputs,
                             params, build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
