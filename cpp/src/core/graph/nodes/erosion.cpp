// Node "erosion": how worn the land is for the six-parameter biomes, from the water erosion (the height it took
// away: before − after, erode.cpp) and a noise: clamp(gain · (before − after) + weight · fBm(position · scale), −1, 1).
#include "../biomes6_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"before", "the height before the water erosion"},
                                 {"after", "the height after it (the same node as before for noise only)"}};

class Erosion final : public NodeKernel {
 public:
  Erosion(std::int64_t seed, double scale, int octaves, double gain, double weight)
      : noise_(seed, scale, octaves), gain_(gain), weight_(weight) {}
  void eval(const NodeEval& e) const override {
    noise_.run(e, [&](std::span<double> out, std::size_t start) {
      for (std::size_t i = 0; i < out.size(); ++i) {
        const double removed = e.inputs[0][start + i] - e.inputs[1][start + i];
        out[i] = biomes6_clamp(gain_ * removed + weight_ * out[i], -1.0, 1.0);
      }
    });
  }

 private:
  Biomes6Noise noise_;
  double gain_, weight_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  const auto& p = b.params;
  return std::make_unique<Erosion>(node_seed(b, p[4]), p[0], static_cast<int>(p[1]), p[2], p[3]);
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_erosion() {
  using namespace WORLDLAB_UNITY_ID;
  static const ParamInfo params[] = {
      biomes6_scale_param(0.003),
      biomes6_octaves_param(3),
      {.id = "gain", .min = -1e9, .max = 1e9, .unit = "per height unit",
       .description = "erosion gained per height unit the water took away (0: noise only)", .default_value = 20},
      {.id = "weight", .min = -1e6, .max = 1e6,
       .description = "weight of the noise (0: water erosion only)", .default_value = 1},
      seed_offset_param(12)};
  static const NodeType type{"erosion", "six-parameter biomes: -1 rugged .. 1 worn, from water erosion and noise",
                             kInputs, params, build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
