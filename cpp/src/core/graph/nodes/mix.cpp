// Node "mix": the tutorial's mixNode, a + (b − a) · amount.
#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"a", "the field at amount 0"}, {"b", "the field at amount 1"}};
constexpr ParamInfo kParams[] = {{.id = "amount",
                                  .type = ParamType::kNumber,
                                  .min = -10,
                                  .max = 10,
                                  .description = "0 = all a, 1 = all b (outside 0..1 extrapolates)",
                                  .default_value = 0.35}};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  return binary_kernel([amount = b.params[0]](double a, double bv) { return a + (bv - a) * amount; });
}

std::string code(const NodeCode& c) { return call("mixNode", {c.inputs[0], c.inputs[1], code_number(c.params[0])}); }

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_mix() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"mix", "blends two fields", kInputs, kParams, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
