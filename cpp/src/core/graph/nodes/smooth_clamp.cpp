// Node "smooth_clamp": clamp to low..high with rounded corners (Quilez's polynomial smooth min/max).
//
// smin(a, b, k) = min(a, b) − h² · k / 4 with h = max(k − |a − b|, 0) / k (iquilezles.org, "smooth
// minimum", quadratic form); smax(a, b, k) = −smin(−a, −b, k). The value is smax(low, v) then smin(high, ·):
// identical to clamp once v is k away from both limits, and never a kink.
#include <algorithm>
#include <cmath>

#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"input", "the field to flatten"}};
constexpr ParamInfo kParams[] = {
    {.id = "low",
     .type = ParamType::kNumber,
     .min = -1e6,
     .max = 1e6,
     .description = "soft floor",
     .default_value = -1},
    {.id = "high",
     .type = ParamType::kNumber,
     .min = -1e6,
     .max = 1e6,
     .description = "soft ceiling",
     .default_value = 1},
    {.id = "smoothness",
     .type = ParamType::kNumber,
     .min = 1e-9,
     .max = 1e6,
     .description = "width of the rounded corners, in the field's units",
     .default_value = 0.1},
};

double smin(double a, double b, double k) noexcept {
  const double h = std::max(k - std::fabs(a - b), 0.0) / k;
  return std::min(a, b) - h * h * k * 0.25;
}

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  return unary_kernel([low = b.params[0], high = b.params[1], k = b.params[2]](double v) {
    if (std::isnan(v)) return v;
    const double floored = -smin(-low, -v, k);
    return smin(high, floored, k);
  });
}

std::string code(const NodeCode& c) {
  return call("smoothClampNode",
              {c.inputs[0], code_number(c.params[0]), code_number(c.params[1]), code_number(c.params[2])});
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_smooth_clamp() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"smooth_clamp", "clamp with rounded corners", kInputs, kParams, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
