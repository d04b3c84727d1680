// Node "multiply": a · b.
#include "../../regions/js_math.hpp"
#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"a", "first field"}, {"b", "second field"}};

std::unique_ptr<NodeKernel> build(const NodeBuild&) {
  return binary_kernel([](double a, double bv) { return a * bv; });
}

std::string code(const NodeCode& c) { return call("multiplyNode", {c.inputs[0], c.inputs[1]}); }

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_multiply() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"multiply", "product of two fields (masks, modulation)", kInputs, {}, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
