// Node "select": where the test input is above the level, the value of `above`, elsewhere `below` (land or sea).
#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"test", "the field compared with the level (a height)"},
                                 {"above", "the value where test > level"},
                                 {"below", "the value elsewhere (NaN tests included)"}};
constexpr ParamInfo kParams[] = {{.id = "level",
                                  .type = ParamType::kNumber,
                                  .min = -1e6,
                                  .max = 1e6,
                                  .step = 0.01,
                                  .description = "threshold: test values strictly above it pick `above`",
                                  .default_value = 0}};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  return sample_kernel([level = b.params[0]](const NodeEval& e, std::size_t i) {
    return e.inputs[0][i] > level ? e.inputs[1][i] : e.inputs[2][i];
  });
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_select() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"select", "one field above a level, another below it", kInputs, kParams, build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
