// Node "density3d": 3D simplex plus a height falloff on a vertical slice; positive is rock (overhangs, caves).
//
// The field's (x, y) is a vertical slice: x across, y downwards (as on screen), at depth z = slice.
// density = simplex3(x·s, y·s, slice·s) + (y − ground) · falloff: deep below ground the falloff term
// wins and everything is rock, high above it air, and near the ground the noise carves overhangs,
// arches and cave pockets that a 2D height map cannot have.
#include "../node_util.hpp"
#include "worldlab/noise.hpp"

namespace worldlab::graph_detail {
namespace {

constexpr ParamInfo kParams[] = {
    {.id = "scale",
     .type = ParamType::kNumber,
     .min = 1e-9,
     .max = 100,
     .description = "noise cycles per world unit",
     .default_value = 0.03},
    {.id = "slice",
     .type = ParamType::kNumber,
     .min = -1e9,
     .max = 1e9,
     .description = "depth of the vertical slice (z), world units",
     .default_value = 0},
    {.id = "ground",
     .type = ParamType::kNumber,
     .min = -1e9,
     .max = 1e9,
     .description = "world y of the mean surface (y grows downwards)",
     .default_value = 120},
    {.id = "falloff",
     .type = ParamType::kNumber,
     .min = 0,
     .max = 1e3,
     .description = "density gained per world unit below the ground",
     .default_value = 0.02},
    {.id = "seed_offset",
     .type = ParamType::kInteger,
     .min = -1e6,
     .max = 1e6,
     .description = "added to the world seed for the 3D noise table",
     .default_value = 5},
};

class Density3d final : public NodeKernel {
 public:
  Density3d(std::int64_t seed, double s, double slice, double ground, double falloff)
      : table_(seed), s_(s), slice_(slice), ground_(ground), falloff_(falloff) {}
  void eval(const NodeEval& e) const override {
    for (std::size_t i = 0; i < e.at.n; ++i) {
      const double y = e.at.y[i];
      e.out[i] = simplex3(table_, e.at.x[i] * s_, y * s_, slice_ * s_) + (y - ground_) * falloff_;
    }
  }

 private:
  NoiseTable table_;
  double s_, slice_, ground_, falloff_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  return std::make_unique<Density3d>(node_seed(b, b.params[4]), b.params[0], b.params[1], b.params[2], b.params[3]);
}

std::string code(const NodeCode& c) {
  const std::string simplex =
      (c.language == CodeLanguage::kJavaScript ? "new Simplex(" : "Simplex(") + code_seed(c.params[4]) + ")";
  return call("density3dNode", {simplex, code_number(c.params[0]), code_number(c.params[1]), code_number(c.params[2]),
                                code_number(c.params[3])});
}

}  // namespace

const NodeType& node_type_density3d() {
  static const NodeType type{
      "density3d", "3D simplex plus height falloff on a vertical slice; > 0 is rock", {}, kParams, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
