// Node "ridged": the tutorial's ridged fold (1 − |v|)² · 2 − 1, sharp crests where v crosses 0.
#include "../node_util.hpp"
#include "worldlab/fractal.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"input", "the field to fold"}};

std::unique_ptr<NodeKernel> build(const NodeBuild&) {
  return unary_kernel([](double v) { return ridged(v); });
}

std::string code(const NodeCode& c) { return call("ridgedNode", {c.inputs[0]}); }

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_ridged() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"ridged", "sharp crests where the input crosses 0 (mountain ranges)", kInputs, {}, build,
                             code};
  return type;
}

}  // namespace worldlab::graph_detail
