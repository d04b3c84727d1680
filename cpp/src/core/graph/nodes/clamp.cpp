// Node "clamp": the tutorial's clampNode, min(high, max(low, v)) with JavaScript's NaN and −0 rules.
#include "../../regions/js_math.hpp"
#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"input", "the field to flatten"}};
constexpr ParamInfo kParams[] = {
    {.id = "low",
     .type = ParamType::kNumber,
     .min = -1e6,
     .max = 1e6,
     .description = "floor: lower values become this (flat sea floors)",
     .default_value = -0.3},
    {.id = "high",
     .type = ParamType::kNumber,
     .min = -1e6,
     .max = 1e6,
     .description = "ceiling: higher values become this (plateau tops); wins over low",
     .default_value = 0.55},
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  return unary_kernel([low = b.params[0], high = b.params[1]](double v) { return js::min(high, js::max(low, v)); });
}

std::string code(const NodeCode& c) {
  return call("clampNode", {c.inputs[0], code_number(c.params[0]), code_number(c.params[1])});
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_clamp() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"clamp", "flattens everything outside low..high", kInputs, kParams, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
