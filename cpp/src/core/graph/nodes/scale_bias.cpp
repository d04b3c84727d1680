// Node "scale_bias": v · scale + bias (rescale a field, shift its sea level).
#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"input", "the field to rescale"}};
constexpr ParamInfo kParams[] = {
    {.id = "scale",
     .type = ParamType::kNumber,
     .min = -1e6,
     .max = 1e6,
     .description = "multiplier",
     .default_value = 1},
    {.id = "bias",
     .type = ParamType::kNumber,
     .min = -1e6,
     .max = 1e6,
     .description = "added after the multiplication",
     .default_value = 0},
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  return unary_kernel([scale = b.params[0], bias = b.params[1]](double v) { return v * scale + bias; });
}

std::string code(const NodeCode& c) {
  return call("scaleBiasNode", {c.inputs[0], code_number(c.params[0]), code_number(c.params[1])});
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_scale_bias() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"scale_bias", "v * scale + bias", kInputs, kParams, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
