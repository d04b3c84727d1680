// Node "abs": |v|, folds negative values up (valleys become ridges).
#include <cmath>

#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"input", "the field to fold"}};

std::unique_ptr<NodeKernel> build(const NodeBuild&) {
  return unary_kernel([](double v) { return std::fabs(v); });  // exact: clears the sign bit, as Math.abs
}

std::string code(const NodeCode& c) { return call("absNode", {c.inputs[0]}); }

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_abs() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"abs", "absolute value: valleys become ridges", kInputs, {}, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
