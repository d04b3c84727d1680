// Node "biome": the tutorial's pickBiome, the cell of a temperature × moisture table (index row · columns + column).
#include "../node_util.hpp"
#include "worldlab/biome_table.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"temperature", "0 frozen .. 1 scorching"}, {"moisture", "0 dry .. 1 soaked"}};
constexpr double kTutorialLimits[] = {0.4, 0.6};  // the tutorial's 3 × 3 table

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  validate_limits(b.lists[0], "heat_limits");  // sorted ascending (ranges are checked already)
  validate_limits(b.lists[1], "wet_limits");
  return sample_kernel([heat = b.lists[0], wet = b.lists[1]](const NodeEval& e, std::size_t i) {
    return static_cast<double>(pick_biome(e.inputs[0][i], e.inputs[1][i], heat, wet));
  });
}

ParamInfo limits(ParamInfo info) {
  info.default_list = kTutorialLimits;
  return info;
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_biome() {
  using namespace WORLDLAB_UNITY_ID;
  static const ParamInfo params[] = {limits(kHeatLimitsInfo), limits(kWetLimitsInfo)};
  static const NodeType type{"biome", "the biome table's cell for a temperature and a moisture", kInputs, params, build,
                             nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
