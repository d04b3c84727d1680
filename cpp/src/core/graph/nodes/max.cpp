// Node "max": JavaScript's Math.max(a, b) (NaN wins, +0 above −0).
#include "../../regions/js_math.hpp"
#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"a", "first field"}, {"b", "second field"}};

std::unique_ptr<NodeKernel> build(const NodeBuild&) {
  return binary_kernel([](double a, double bv) { return js::max(a, bv); });
}

std::string code(const NodeCode& c) { return call("maxNode", {c.inputs[0], c.inputs[1]}); }

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_max() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"max", "higher of two fields (union)", kInputs, {}, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
