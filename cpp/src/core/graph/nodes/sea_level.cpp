// Node "sea_level": 1 where the input is above the level (land), 0 where it is not (sea), as land_share counts.
#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"input", "the height field"}};
constexpr ParamInfo kParams[] = {{.id = "level",
                                  .type = ParamType::kNumber,
                                  .min = -2,
                                  .max = 2,
                                  .step = 0.01,
                                  .unit = "height units",
                                  .description = "heights strictly above it are land",
                                  .default_value = 0}};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  return unary_kernel([level = b.params[0]](double v) { return v > level ? 1.0 : 0.0; });
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_sea_level() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"sea_level", "land mask: 1 above the sea level, 0 at or below it", kInputs, kParams, build,
                             nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
