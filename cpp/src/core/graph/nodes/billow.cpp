// Node "billow": the tutorial's billow fold |v| · 2 − 1, rounded bumps with creases.
#include "../node_util.hpp"
#include "worldlab/fractal.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"input", "the field to fold"}};

std::unique_ptr<NodeKernel> build(const NodeBuild&) {
  return unary_kernel([](double v) { return billow(v); });
}

std::string code(const NodeCode& c) { return call("billowNode", {c.inputs[0]}); }

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_billow() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"billow", "rounded bumps with creases between them (dunes, clouds)", kInputs, {}, build,
                             code};
  return type;
}

}  // namespace worldlab::graph_detail
