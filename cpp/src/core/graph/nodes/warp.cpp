// Node "warp": the tutorial's warpNode, the input read at a point pushed by two 3-octave fBm samples.
#include <algorithm>

#include "../node_util.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/noise.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"input", "the field read at the pushed point", 1}};
constexpr ParamInfo kParams[] = {
    {.id = "strength",
     .type = ParamType::kNumber,
     .min = 0,
     .max = 1e4,
     .description = "largest push, world units",
     .default_value = 25},
    {.id = "scale",
     .type = ParamType::kNumber,
     .min = 0,
     .max = 100,
     .description = "push noise cycles per world unit",
     .default_value = 0.006},
    seed_offset_param(4, "added to the world seed for the push noise"),
};

// The input is read at the pushed point (place 1); the push is two 3-octave fBm samples.
class Warp final : public NodeKernel {
 public:
  Warp(std::int64_t seed, double strength, double scale) : table_(seed), strength_(strength), scale_(scale) {}
  void eval(const NodeEval& e) const override { std::copy(e.inputs[0], e.inputs[0] + e.at.n, e.out); }
  void place(int, const Points& at, double* x, double* y, double* z) const override {
    const FbmParams three{3};
    for (std::size_t i = 0; i < at.n; ++i) {
      // The tutorial's (5.2, 1.3) shift decorrelates the y push from the x push.
      x[i] = at.x[i] + strength_ * fbm2(table_, at.x[i] * scale_, at.y[i] * scale_, three);
      y[i] = at.y[i] + strength_ * fbm2(table_, at.x[i] * scale_ + 5.2, at.y[i] * scale_ + 1.3, three);
      z[i] = at.z[i];
    }
  }

 private:
  NoiseTable table_;
  double strength_, scale_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  return std::make_unique<Warp>(node_seed(b, b.params[2]), b.params[0], b.params[1]);
}

std::string code(const NodeCode& c) {
  const std::string simplex =
      (c.language == CodeLanguage::kJavaScript ? "new Simplex(" : "Simplex(") + code_seed(c.params[2]) + ")";
  return call("warpNode", {c.inputs[0], simplex, code_number(c.params[0]), code_number(c.params[1])});
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_warp() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"warp", "reads its input somewhere else: a domain warp by fBm", kInputs, kParams, build,
                             code};
  return type;
}

}  // namespace worldlab::graph_detail
