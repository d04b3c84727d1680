// Node "island_mask": the lesson's island mask in world units, v − falloff · d² with d = distance / radius.
#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"input", "the height field to sink towards the edges"}};
constexpr ParamInfo kParams[] = {
    {.id = "center_x",
     .type = ParamType::kNumber,
     .min = -1e9,
     .max = 1e9,
     .description = "island centre x, world units",
     .default_value = 160},
    {.id = "center_y",
     .type = ParamType::kNumber,
     .min = -1e9,
     .max = 1e9,
     .description = "island centre y, world units",
     .default_value = 120},
    {.id = "radius",
     .type = ParamType::kNumber,
     .min = 1e-9,
     .max = 1e9,
     .description = "distance at which falloff is removed in full, world units",
     .default_value = 160},
    {.id = "falloff",
     .type = ParamType::kNumber,
     .min = 0,
     .max = 8,
     .description = "height removed at distance radius; grows with the square beyond",
     .default_value = 0.6},
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  const double cx = b.params[0], cy = b.params[1], r = b.params[2], falloff = b.params[3];
  return sample_kernel([cx, cy, r, falloff](const NodeEval& e, std::size_t i) {
    const double dx = (e.at.x[i] - cx) / r, dy = (e.at.y[i] - cy) / r;
    return e.inputs[0][i] - falloff * (dx * dx + dy * dy);  // d² needs no square root
  });
}

std::string code(const NodeCode& c) {
  return call("islandMaskNode", {c.inputs[0], code_number(c.params[0]), code_number(c.params[1]),
                                 code_number(c.params[2]), code_number(c.params[3])});
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_island_mask() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"island_mask", "pulls heights down away from a centre", kInputs, kParams, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
