// Node "density3d": 3D simplex (or its fBm) plus a height falloff on a vertical slice; positive is rock.
//
// The field's (x, y) is a vertical slice: x across, y downwards (as on screen), at depth z = slice.
// density = simplex3(x·s, y·s, slice·s) + (y − ground) · falloff: deep below ground the falloff term
// wins and everything is rock, high above it air, and near the ground the noise carves overhangs,
// arches and cave pockets that a 2D height map cannot have.
// With octaves > 1 the noise term is fBm over the 3D simplex (lacunarity 2, gain 0.5, octave k shifted by 2k on
// all three axes, the sum divided by the total amplitude), in the operation order of the 3D density lesson's
// snippet (web/src/lessons/snippets/density3d/fbm.js); octaves = 1 is the single simplex3 call, bit for bit.
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
    {.id = "octaves",
     .type = ParamType::kInteger,
     .min = 1,
     .max = 8,
     .step = 1,
     .description = "fBm octaves of the 3D simplex, each twice the frequency and half the amplitude",
     .default_value = 1},
    seed_offset_param(5, "added to the world seed for the 3D noise table"),
};

class Density3d final : public NodeKernel {
 public:
  Density3d(std::int64_t seed, double s, double slice, double ground, double falloff, int octaves)
      : table_(seed), s_(s), slice_(slice), ground_(ground), falloff_(falloff), octaves_(octaves) {}
  void eval(const NodeEval& e) const override {
    for (std::size_t i = 0; i < e.at.n; ++i) {
      const double y = e.at.y[i];
      const double noise = octaves_ == 1 ? simplex3(table_, e.at.x[i] * s_, y * s_, slice_ * s_)
                                         : fbm3(e.at.x[i] * s_, y * s_, slice_ * s_);
      e.out[i] = noise + (y - ground_) * falloff_;
    }
  }

 private:
  // The lesson's fbm3, operation for operation: only +, −, × and ÷ on doubles, so every build agrees.
  double fbm3(double x, double y, double z) const {
    double sum = 0, norm = 0, amplitude = 1, frequency = 1;
    for (int k = 0; k < octaves_; ++k) {
      const double shift = k * 2;
      sum += simplex3(table_, (x + shift) * frequency, (y + shift) * frequency, (z + shift) * frequency) * amplitude;
      norm += amplitude;
      amplitude *= 0.5;
      frequency *= 2;
    }
    return sum / norm;
  }

  NoiseTable table_;
  double s_, slice_, ground_, falloff_;
  int octaves_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  return std::make_unique<Density3d>(node_seed(b, b.params[5]), b.params[0], b.params[1], b.params[2], b.params[3],
                                     static_cast<int>(b.params[4]));
}

std::string code(const NodeCode& c) {
  const std::string simplex =
      (c.language == CodeLanguage::kJavaScript ? "new Simplex(" : "Simplex(") + code_seed(c.params[5]) + ")";
  const std::string s = code_number(c.params[0]), z = code_number(c.params[1]), ground = code_number(c.params[2]),
                    falloff = code_number(c.params[3]);
  // One octave: the line as it was before the node had octaves.
  if (c.params[4] == 1) return call("density3dNode", {simplex, s, z, ground, falloff});
  return call("density3dNode", {simplex, s, z, ground, falloff, code_number(c.params[4])});
}

}  // namespace

const NodeType& node_type_density3d() {
  static const NodeType type{
      "density3d", "3D simplex plus height falloff on a vertical slice; > 0 is rock", {}, kParams, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
