// Node "simplex": the tutorial's simplexNode, fBm of the tutorial's 2D simplex at (x · scale, y · scale).
#include <algorithm>

#include "../node_util.hpp"
#include "worldlab/batch.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/noise.hpp"

namespace worldlab::graph_detail {
namespace {

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
    {.id = "seed_offset",
     .type = ParamType::kInteger,
     .min = -1e6,
     .max = 1e6,
     .description = "added to the world seed for this node's Simplex table",
     .default_value = 0},
};

// fBm of the tutorial's simplex at (x · scale, y · scale), through the point-batch kernel.
class SimplexFbm final : public NodeKernel {
 public:
  SimplexFbm(std::int64_t seed, double scale, int octaves) : table_(seed), scale_(scale), fbm_{octaves} {}
  void eval(const NodeEval& e) const override {
    double x[kMaxBlock], y[kMaxBlock];
    for (std::size_t start = 0; start < e.at.n; start += kMaxBlock) {
      const std::size_t n = std::min(kMaxBlock, e.at.n - start);
      for (std::size_t i = 0; i < n; ++i) {
        x[i] = e.at.x[start + i] * scale_;
        y[i] = e.at.y[start + i] * scale_;
      }
      fbm2_points(table_, fbm_, std::span(x, n), std::span(y, n), std::span(e.out + start, n));
    }
  }

 private:
  static constexpr std::size_t kMaxBlock = 256;
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

}  // namespace

const NodeType& node_type_simplex() {
  static const NodeType type{"simplex", "fBm of the tutorial's 2D simplex noise, about -1..1", {}, kParams, build,
                             code};
  return type;
}

}  // namespace worldlab::graph_detail
