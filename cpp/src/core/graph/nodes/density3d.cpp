// Node "density3d": 3D simplex (or its fBm) plus a height falloff on a vertical slice; positive is rock.
//
// The field's (x, y) is a vertical slice: x across, y downwards (as on screen), at depth z = slice.
// density = simplex3(x·s, y·s, slice·s) + (y − ground) · falloff: deep below ground the falloff term
// wins and everything is rock, high above it air, and near the ground the noise carves overhangs,
// arches and cave pockets that a 2D height map cannot have.
// With octaves > 1 the noise term is fBm over the 3D simplex (lacunarity 2, gain 0.5, octave k shifted by 2k on
// all three axes, the sum divided by the total amplitude), in the operation order of the 3D density lesson's
// snippet (web/src/lessons/snippets/density3d/fbm.js); octaves = 1 is the single simplex3 call, bit for bit.
#include <algorithm>
#include <span>

#include "../node_util.hpp"
#include "worldlab/batch.hpp"
#include "worldlab/noise.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

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
  // Blocks of points through the batch kernel simplex3_points (simplex3 at every SIMD level, bit for bit). One
  // octave is the single simplex3 call at (x·s, y·s, slice·s); more are the lesson's fbm3, operation for operation
  // (web/src/lessons/snippets/density3d/fbm.js): only +, −, × and ÷ on doubles, so every build agrees.
  void eval(const NodeEval& e) const override {
    constexpr std::size_t kChunk = 256;
    double x[kChunk], y[kChunk], z[kChunk], noise[kChunk], sum[kChunk];
    for (std::size_t start = 0; start < e.at.n; start += kChunk) {
      const std::size_t n = std::min(kChunk, e.at.n - start);
      const std::span<double> out(noise, n);
      if (octaves_ == 1) {
        for (std::size_t i = 0; i < n; ++i) {
          x[i] = e.at.x[start + i] * s_;
          y[i] = e.at.y[start + i] * s_;
          z[i] = slice_ * s_;
        }
        simplex3_points(table_, std::span<const double>(x, n), std::span<const double>(y, n),
                        std::span<const double>(z, n), out);
        for (std::size_t i = 0; i < n; ++i) sum[i] = noise[i];
      } else {
        double norm = 0, amplitude = 1, frequency = 1;
        for (std::size_t i = 0; i < n; ++i) sum[i] = 0;
        for (int k = 0; k < octaves_; ++k) {
          const double shift = k * 2;  // the same per-octave shift as in 2D, on all three axes
          for (std::size_t i = 0; i < n; ++i) {
            x[i] = (e.at.x[start + i] * s_ + shift) * frequency;
            y[i] = (e.at.y[start + i] * s_ + shift) * frequency;
            z[i] = (slice_ * s_ + shift) * frequency;
          }
          simplex3_points(table_, std::span<const double>(x, n), std::span<const double>(y, n),
                          std::span<const double>(z, n), out);
          for (std::size_t i = 0; i < n; ++i) sum[i] += noise[i] * amplitude;
          norm += amplitude;
          amplitude *= 0.5;
          frequency *= 2;
        }
        for (std::size_t i = 0; i < n; ++i) sum[i] = sum[i] / norm;
      }
      for (std::size_t i = 0; i < n; ++i) e.out[start + i] = sum[i] + (e.at.y[start + i] - ground_) * falloff_;
    }
  }

 private:
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

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_density3d() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{
      "density3d", "3D simplex plus height falloff on a vertical slice; > 0 is rock", {}, kParams, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
