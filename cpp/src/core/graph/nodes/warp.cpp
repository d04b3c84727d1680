// Node "warp": the tutorial's warpNode, the input read at a point pushed by two 3-octave fBm samples.
#include "../node_util.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/noise.hpp"

namespace worldlab::graph_detail {
namespace {

constexpr InputInfo kInputs[] = {{"input", "the field read at the pushed point"}};
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
    {.id = "seed_offset",
     .type = ParamType::kInteger,
     .min = -1e6,
     .max = 1e6,
     .description = "added to the world seed for the push noise",
     .default_value = 4},
};

std::unique_ptr<Field> build(const NodeBuild& b) {
  const Field* input = b.inputs[0];
  const double strength = b.params[0], scale = b.params[1];
  return make_field([input, table = NoiseTable(node_seed(b, b.params[2])), strength, scale](double x, double y) {
    const FbmParams three{3};
    // The tutorial's (5.2, 1.3) shift decorrelates the y push from the x push.
    const double px = x + strength * fbm2(table, x * scale, y * scale, three);
    const double py = y + strength * fbm2(table, x * scale + 5.2, y * scale + 1.3, three);
    return input->at(px, py);
  });
}

std::string code(const NodeCode& c) {
  const std::string simplex =
      (c.language == CodeLanguage::kJavaScript ? "new Simplex(" : "Simplex(") + code_seed(c.params[2]) + ")";
  return call("warpNode", {c.inputs[0], simplex, code_number(c.params[0]), code_number(c.params[1])});
}

}  // namespace

const NodeType kWarpNode{"warp", "reads its input somewhere else: a domain warp by fBm", kInputs, kParams, build, code};

}  // namespace worldlab::graph_detail
