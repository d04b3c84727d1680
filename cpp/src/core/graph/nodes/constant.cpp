// Node "constant": the same value everywhere (a level to add, mix towards or compare with).
#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr ParamInfo kParams[] = {{.id = "value",
                                  .type = ParamType::kNumber,
                                  .min = -1e6,
                                  .max = 1e6,
                                  .description = "the value, in the field's units",
                                  .default_value = 0}};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  return sample_kernel([value = b.params[0]](const NodeEval&, std::size_t) { return value; });
}

std::string code(const NodeCode& c) { return call("constantNode", {code_number(c.params[0])}); }

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_constant() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"constant", "the same value everywhere", {}, kParams, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
