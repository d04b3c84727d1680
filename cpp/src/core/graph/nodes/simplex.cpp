// Node "simplex": the tutorial's simplexNode, fBm of the tutorial's 2D simplex at (x · scale, y · scale).
#include <algorithm>

#include "../node_util.hpp"
#include "worldlab/batch.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/noise.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr ParamInfo kParams[] = {
    {.id = "scale",
     .type = ParamType::kNumber,
     .min = 1e-9,
     .max = 100.0,
     .description = "noise cycles per world unit (0.01 ≈ features 100 units wide)",
     .default_value = 0.012},
    {.id = "octaves",
     .type = ParamType::kInteger,
     .min = 1,
     .max = 16,
     .description = "fBm octaves, each twice the frequency and half the amplitude",
     .default_value = 4},
    seed_offset_param(0, "added to the world seed for this node's Simplex table"),
};

// fBm of the tutorial's simplex at (x · scale, y · scale), through the point-batch kernel.
class SimplexFbm final : public NodeKernel {
 public:
  SimplexFbm(std::int64_t seed, double scale, int octaves) : table_(seed), scale_(scale), fbm_{octaves} {}
  void eval(const NodeEval& e) const override {
    at_scaled_points(e, scale_, [&](auto x, auto y, auto out, std::size_t) { fbm2_points(table_, fbm_, x, y, out); });
  }

 private:
  NoiseTable table_;
  double scale_;
  FbmParams fbm_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  return std::make_unique<SimplexFbm>(node_seed(b, b.params[2]), b.params[0], static_cast<int>(b.params[1]));
}

std::string code(const NodeCode& c) {
  const std::string simplex =
      (c.language == CodeLanguage::kJavaScript ? "new Simplex(" : "Simplex(") + code_seed(c.params[2]) + ")";
  if (c.params[1] == 4) return call("simplexNode", {simplex, code_number(c.params[0])});
  return call("simplexNode", {simplex, code_number(c.params[0]), code_number(c.params[1])});
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_simplex() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"simplex", "fBm of the tutorial's 2D simplex noise, about -1..1", {}, kParams, build,
                             code};
  return type;
}

}  // namespace worldlab::graph_detail
