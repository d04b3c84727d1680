// Node "terrace": steps of 1 / steps; within a step the rise is frac^sharpness (flat treads, steep risers).
#include <cmath>

#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"input", "the field to terrace"}};
constexpr ParamInfo kParams[] = {
    {.id = "steps",
     .type = ParamType::kInteger,
     .min = 1,
     .max = 256,
     .description = "steps per unit of the field",
     .default_value = 8},
    {.id = "sharpness",
     .type = ParamType::kInteger,
     .min = 1,
     .max = 16,
     .description = "exponent of the rise within a step: 1 = no terracing, 4+ = mesas",
     .default_value = 4},
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  const double steps = b.params[0];
  const int sharpness = static_cast<int>(b.params[1]);
  return unary_kernel([steps, sharpness](double v) {
    const double t = v * steps;
    const double base = std::floor(t);  // exact; NaN stays NaN
    const double frac = t - base;
    double rise = frac;
    for (int i = 1; i < sharpness; ++i) rise *= frac;  // repeated multiplication instead of pow
    return (base + rise) / steps;
  });
}

std::string code(const NodeCode& c) {
  return call("terraceNode", {c.inputs[0], code_number(c.params[0]), code_number(c.params[1])});
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_terrace() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"terrace", "flat steps with sharp risers", kInputs, kParams, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
