// Node "simplex": the tutorial's simplexNode, fBm of the tutorial's 2D simplex at (x · scale, y · scale).
#include "../node_util.hpp"
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

std::unique_ptr<Field> build(const NodeBuild& b) {
  const double scale = b.params[0];
  const FbmParams fbm{static_cast<int>(b.params[1])};
  return make_field([table = NoiseTable(node_seed(b, b.params[2])), scale, fbm](double x, double y) {
    return fbm2(table, x * scale, y * scale, fbm);
  });
}

std::string code(const NodeCode& c) {
  const std::string simplex =
      (c.language == CodeLanguage::kJavaScript ? "new Simplex(" : "Simplex(") + code_seed(c.params[2]) + ")";
  if (c.params[1] == 4) return call("simplexNode", {simplex, code_number(c.params[0])});
  return call("simplexNode", {simplex, code_number(c.params[0]), code_number(c.params[1])});
}

}  // namespace

const NodeType kSimplexNode{"simplex", "fBm of the tutorial's 2D simplex noise, about -1..1", {}, kParams, build, code};

}  // namespace worldlab::graph_detail
