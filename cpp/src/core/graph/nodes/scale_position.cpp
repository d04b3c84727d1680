// Node "scale_position": reads its input at (x · scale, y · scale, z · scale): map units to noise units.
#include <algorithm>

#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"input", "the field read at the scaled point", 1}};
constexpr ParamInfo kParams[] = {
    {.id = "scale",
     .type = ParamType::kNumber,
     .min = 0x1p-40,
     .max = 1e6,
     .step = 0.25,
     .unit = "field units per unit",
     .description = "multiplier of the position: cycles across a map, or noise per world unit",
     .default_value = 1}};

class ScalePosition final : public NodeKernel {
 public:
  explicit ScalePosition(double scale) : scale_(scale) {}
  void eval(const NodeEval& e) const override { std::copy(e.inputs[0], e.inputs[0] + e.at.n, e.out); }
  void place(int, const Points& at, double* x, double* y, double* z) const override {
    for (std::size_t i = 0; i < at.n; ++i) {
      x[i] = at.x[i] * scale_;
      y[i] = at.y[i] * scale_;
      z[i] = at.z[i] * scale_;
    }
  }

 private:
  double scale_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) { return std::make_unique<ScalePosition>(b.params[0]); }

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_scale_position() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{
      "scale_position", "zoom: the input read at the position times scale", kInputs, kParams, build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
